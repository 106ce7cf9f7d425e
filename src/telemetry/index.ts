/**
 * What the site measures and reports, each gated by the visitor's privacy choices (src/privacy):
 * analytics events (Segment), the trackers a choice switches on (tag manager, Segment) and error
 * reports scrubbed of personal data. Code outside src/telemetry imports from here and nowhere else.
 */
export { EVENTS, type EventName, discardPendingCalls, page, track } from "./analytics";
export { requestSegment } from "./analytics/request-segment";
export { startErrorReporting } from "./error-reporting";
export { type TrackerKeys, applyConsent } from "./trackers";
