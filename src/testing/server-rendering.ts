/** react-dom/server's browser build needs TextEncoder, which jsdom lacks: import this first. */
import { TextDecoder, TextEncoder } from "node:util";
import type { ReactElement } from "react";

Object.assign(globalThis, { TextEncoder, TextDecoder });

// Loaded after the globals above are in place (an import would be hoisted before them).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

/** Renders `element` as the build does: on the server, where there is no window. */
export function renderOnServer(element: ReactElement): string {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, "window");
  Object.defineProperty(globalThis, "window", { value: undefined, configurable: true });
  try {
    return renderToString(element);
  } finally {
    Object.defineProperty(globalThis, "window", descriptor!);
  }
}

/** Runs `run` as the browser would, where nothing but React itself flushes React's work (no act()). */
export function outsideAct(run: () => void): void {
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = environment.IS_REACT_ACT_ENVIRONMENT;
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    run();
  } finally {
    environment.IS_REACT_ACT_ENVIRONMENT = before;
  }
}
