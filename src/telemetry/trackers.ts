/**
 * What a privacy choice does to the trackers in the browser: the tag manager
 * gets a Consent Mode update (and its container once something is allowed),
 * Segment loads when analytics is allowed, and calls held for a visitor who
 * has not chosen yet are dropped once analytics is refused.
 */
import { discardPendingCalls } from "./analytics";
import { requestSegment } from "./analytics/request-segment";
import { type ConsentState, consentModeSettings, tagManagerScriptUrl } from "../privacy";

export interface TrackerKeys {
  gtmId?: string;
  segmentWriteKey?: string;
}

/** The page's data layer, started if nothing has started it yet (the head bootstrap usually has). */
function dataLayer(): NonNullable<Window["dataLayer"]> {
  return (window.dataLayer ??= [] as unknown as NonNullable<Window["dataLayer"]>);
}

/** Google's gtag(): the data layer takes the arguments object itself, not an array. */
export function gtag(..._args: unknown[]): void {
  const layer = dataLayer();
  // eslint-disable-next-line prefer-rest-params -- Consent Mode reads an Arguments object
  layer.push(arguments);
}

/** Whether the data layer has the container's start event (gtm.js), which must be in it once per page. */
function tagManagerStarted(layer: unknown): boolean {
  return Array.isArray(layer) && layer.some((item) => (item as { event?: unknown } | null)?.event === "gtm.js");
}

/**
 * Loads the container unless the page has it already, with its start event unless the data layer has
 * that already: the head bootstrap pushes it at once when the container is allowed at first and loads
 * the container after the page has painted, so a choice made before then only brings the download forward.
 */
export function loadTagManager(id: string): boolean {
  const src = tagManagerScriptUrl(id);
  if (document.querySelector(`script[src="${src}"]`)) return false;
  const layer = dataLayer();
  if (!tagManagerStarted(layer)) layer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
  return true;
}

/** Applies a changed choice at once (the dialog or banner saved it). */
export function applyConsent(state: ConsentState, keys: TrackerKeys): void {
  if (keys.gtmId) {
    gtag("consent", "update", consentModeSettings(state));
    if (state.tagManager) loadTagManager(keys.gtmId);
  }
  if (state.analytics) requestSegment(keys.segmentWriteKey);
  else if (state.decided) discardPendingCalls();
}
