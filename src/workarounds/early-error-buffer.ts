/**
 * Workaround: errors raised before the app's scripts run (Gatsby's deferred
 * scripts, which carry the SDK, run once the HTML is parsed) would reach no
 * listener. When a DSN is
 * set, gatsby-ssr puts EARLY_ERROR_BUFFER_SOURCE inline in the head of every
 * page: it keeps up to MAX_EARLY_ERRORS errors and rejections in
 * `window.__earlyErrors`, which src/telemetry/error-reporting.ts takes over and
 * sends with the SDK's own mechanism names (the SDK's internals: keep them in
 * step with @sentry/browser's global handlers on upgrades).
 *
 * Guarded by src/telemetry/error-reporting.test.ts (the exact source, its limit, the
 * take-over) and tests/e2e/error-reporting.spec.ts ("an error raised before
 * the SDK has loaded is reported once it has"). Remove it when the SDK loads
 * before every other script of the page (a blocking head script, which would
 * delay the first paint: not worth it).
 */
/** At most this many errors are kept while the SDK loads. */
export const MAX_EARLY_ERRORS = 10;

export const MECHANISM = {
  error: "auto.browser.global_handlers.onerror",
  rejection: "auto.browser.global_handlers.onunhandledrejection",
} as const;

export interface EarlyError {
  error: unknown;
  mechanism: (typeof MECHANISM)[keyof typeof MECHANISM];
}

/** What the inline buffer leaves on window until the app takes over. */
interface EarlyErrorBuffer {
  errors: EarlyError[];
  stop: () => void;
}

declare global {
  interface Window {
    __earlyErrors?: EarlyErrorBuffer;
  }
}

/**
 * Inline in the head (no imports, plain ES5): listens for errors and rejections
 * from the first byte of the page and keeps up to MAX_EARLY_ERRORS of them.
 */
export const EARLY_ERROR_BUFFER_SOURCE =
  "(function(w){var b={errors:[]};" +
  `function k(e,m){if(b.errors.length<${MAX_EARLY_ERRORS})b.errors.push({error:e,mechanism:m})}` +
  `function f(e){k(e.error||e.message,"${MECHANISM.error}")}` +
  `function r(e){k(e.reason,"${MECHANISM.rejection}")}` +
  'w.addEventListener("error",f);w.addEventListener("unhandledrejection",r);' +
  'b.stop=function(){w.removeEventListener("error",f);w.removeEventListener("unhandledrejection",r)};' +
  "w.__earlyErrors=b})(window)";
