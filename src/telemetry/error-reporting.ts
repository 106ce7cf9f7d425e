/**
 * Error reporting: uncaught errors and unhandled promise rejections go to the
 * error-reporting service (Sentry) when a DSN is configured.
 *
 * The SDK is not part of the page's JavaScript: this module (run from
 * sentry.config.ts before the app starts) only listens for errors, and the SDK
 * (31 KB gzip) is imported at the first one. That error, and any raised while
 * the SDK loads, are kept and sent as soon as it is ready; from then on the
 * SDK's own handlers report them. A page that raises nothing loads nothing.
 *
 * The app's scripts are deferred: they run once the HTML is parsed, so errors raised before the
 * app runs are kept by an inline buffer in the head
 * (src/workarounds/early-error-buffer.ts), which startErrorReporting takes over.
 */
// Not the package's index: these two modules carry no React, and this one runs before the app.
import { loadChunk, setPartFailureReporter } from "../islands";
import { type EarlyError, MAX_EARLY_ERRORS, MECHANISM } from "../workarounds/early-error-buffer";
import type * as SdkChunk from "./error-reporting-sdk";

/** What the SDK's chunk offers: the SDK's two calls and the options it starts with. */
export type ErrorReportingSdk = Pick<typeof SdkChunk, "init" | "captureException" | "errorReportingOptions">;

/**
 * The SDK, with the privacy options and scrubbing it starts with, is a chunk of its own, loaded with one
 * retry like every lazily loaded part (src/islands).
 */
const loadSdk = (): Promise<ErrorReportingSdk> =>
  loadChunk(() => import(/* webpackChunkName: "error-reporting-sdk" */ "./error-reporting-sdk"));

/** The mechanism of a report about a part of the page whose code could not be loaded (handled: the page went on). */
export const LAZY_PART_MECHANISM = "lazy-part";

/**
 * Starts error reporting for a DSN; without one it does nothing. The SDK is
 * loaded on demand: at the first error, unhandled rejection or part failure
 * (kept until it is ready, then sent), never for a page that raises none.
 */
export function startErrorReporting(
  dsn: string | undefined,
  { load = loadSdk }: { load?: () => Promise<ErrorReportingSdk> } = {},
): void {
  if (!dsn || typeof window === "undefined") return;

  // Errors the inline buffer kept before the app ran come first; from here on this module listens.
  const buffer = window.__earlyErrors;
  buffer?.stop();
  delete window.__earlyErrors;
  const early: EarlyError[] = buffer ? buffer.errors.slice(0, MAX_EARLY_ERRORS) : [];
  const partFailures: Array<[error: unknown, part: string]> = [];
  let loading = false;

  const stopListening = () => {
    window.removeEventListener("error", onError);
    window.removeEventListener("unhandledrejection", onRejection);
  };
  const begin = () => {
    if (loading) return;
    loading = true;
    load()
      .then((sdk) => {
        sdk.init(sdk.errorReportingOptions(dsn));
        stopListening();
        for (const { error, mechanism } of early.splice(0)) {
          sdk.captureException(error, { mechanism: { type: mechanism, handled: false } });
        }
        const reportPart = (error: unknown, part: string) =>
          sdk.captureException(error, { mechanism: { type: LAZY_PART_MECHANISM, handled: true, data: { part } } });
        setPartFailureReporter(reportPart);
        for (const [error, part] of partFailures.splice(0)) reportPart(error, part);
      })
      .catch((reason: unknown) => {
        // Reporting is best-effort (blocked by the visitor, offline): the site carries on.
        stopListening();
        console.warn("Error reporting could not start:", reason);
      });
  };
  const keep = (error: unknown, mechanism: EarlyError["mechanism"]) => {
    if (early.length < MAX_EARLY_ERRORS) early.push({ error, mechanism });
    begin();
  };
  function onError(event: ErrorEvent) {
    keep(event.error ?? event.message, MECHANISM.error);
  }
  function onRejection(event: PromiseRejectionEvent) {
    keep(event.reason, MECHANISM.rejection);
  }
  window.addEventListener("error", onError);
  window.addEventListener("unhandledrejection", onRejection);
  setPartFailureReporter((error, part) => {
    if (partFailures.length < MAX_EARLY_ERRORS) partFailures.push([error, part]);
    begin();
  });
  if (early.length > 0) begin();
}
