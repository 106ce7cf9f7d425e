/**
 * Error reporting set-up, added to the client bundle by @sentry/gatsby when
 * GATSBY_SENTRY_DSN is set. It stays small: the SDK itself is loaded at the
 * first error (see src/telemetry/error-reporting).
 */
import { startErrorReporting } from "./src/telemetry";

startErrorReporting(process.env.GATSBY_SENTRY_DSN);
