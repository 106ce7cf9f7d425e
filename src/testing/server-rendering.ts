/** react-dom/server's browser build needs TextEncoder, which jsdom lacks: import this first. */
import { TextDecoder, TextEncoder } from "node:util";
import type { ReactElement } from "react";

Object.assign(globalThis, { TextEncoder, TextDecoder });

// Loaded after the globals above are in place (an import would be hoisted before them).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

/** Runs `run` with no window, as on the server. */
function withoutWindow<T>(run: () => T): T {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, "window");
  Object.defineProperty(globalThis, "window", { value: undefined, configurable: true });
  try {
    return run();
  } finally {
    Object.defineProperty(globalThis, "window", descriptor!);
  }
}

/** Renders `element` as the build does: on the server, where there is no window. */
export function renderOnServer(element: ReactElement): string {
  return withoutWindow(() => renderToString(element));
}

/**
 * Renders as the build does, with the modules too loaded where there is no window: some decide at load
 * time whether they run in a browser (react-hook-form takes `useLayoutEffect` then, which React refuses on
 * the server). `element` is called in a module registry of its own, loaded afresh without a window: it
 * requires the components it renders there.
 */
export function renderOnServerAfresh(element: () => ReactElement): string {
  return withoutWindow(() => {
    let html = "";
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const server = require("react-dom/server") as typeof import("react-dom/server");
      html = server.renderToString(element());
    });
    return html;
  });
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
