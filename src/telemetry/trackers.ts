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

/** Google's gtag(): the data layer takes the arguments object itself, not an array. */
export function gtag(..._args: unknown[]): void {
  const layer = (window.dataLayer ??= [] as unknown as NonNullable<Window["dataLayer"]>);
  // eslint-disable-next-line prefer-rest-params -- Consent Mode reads an Arguments object
  layer.push(arguments);
}

/** Loads the container unless the page has it already (the head bootstrap loads it when allowed at first). */
export function loadTagManager(id: string): boolean {
  const src = tagManagerScriptUrl(id);
  if (document.querySelector(`script[src="${src}"]`)) return false;
  window.dataLayer?.push({ "gtm.start": Date.now(), event: "gtm.js" });
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
