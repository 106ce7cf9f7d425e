/** react-dom/server's browser build needs TextEncoder, which jsdom lacks: import this first. */
import { TextDecoder, TextEncoder } from "node:util";

Object.assign(globalThis, { TextEncoder, TextDecoder });
