/**
 * Telling someone that a part of the page could not be loaded: one console
 * warning per part, and one report to the error-reporting service once it is
 * running (src/telemetry/error-reporting.ts registers itself here). These failures
 * are handled, so they never reach the page as an uncaught error.
 */

export type PartFailureReporter = (error: unknown, part: string) => void;

/** At most this many failures wait for the reporter. */
export const MAX_PENDING_REPORTS = 10;

let reporter: PartFailureReporter | null = null;
const pending: Array<[error: unknown, part: string]> = [];
const reported = new Set<string>();

/** Logs and reports the failure of `part`, the first time only. */
export function reportPartFailure(part: string, error: unknown): void {
  if (reported.has(part)) return;
  reported.add(part);
  console.warn(`The ${part} part of the page could not be loaded; the page carries on without it.`, error);
  if (reporter) reporter(error, part);
  else if (pending.length < MAX_PENDING_REPORTS) pending.push([error, part]);
}

/** Sends failures to `next` from now on, starting with those that happened before. */
export function setPartFailureReporter(next: PartFailureReporter): void {
  reporter = next;
  for (const [error, part] of pending.splice(0)) next(error, part);
}
