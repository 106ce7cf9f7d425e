/**
 * The error-reporting chunk (`error-reporting-sdk`), fetched at a page's first
 * error by ./error-reporting.ts: the SDK's two calls and the options it starts
 * with, so the scrubbing code is not in the page's JavaScript either.
 */
import type { BrowserOptions } from "@sentry/gatsby";
import { scrubBreadcrumb, scrubEvent } from "./error-scrubbing";

export { captureException, init } from "@sentry/gatsby";

/**
 * No personal data leaves the browser: the SDK collects no user data (and so
 * tells the service never to infer the IP address: `infer_ip: "never"`), no
 * cookies, headers, bodies or query values, and every event and breadcrumb is
 * scrubbed of e-mail addresses and URL values (src/telemetry/error-scrubbing.ts).
 * (`dataCollection` is SDK 11's successor of `sendDefaultPii: false`.)
 */
export function errorReportingOptions(dsn: string): BrowserOptions {
  return {
    dsn,
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  };
}
