/**
 * Web-vitals in the tag manager's data layer: LCP, FID, CLS, INP, FCP and
 * TTFB as `core-web-vitals` events (spec: name, id and rounded value; CLS
 * multiplied by 1000 first; debounced 3000 ms). Each metric is sent once per
 * page load: FCP, TTFB and FID when first reported (they are final), LCP, CLS
 * and INP once they have stopped changing for 3000 ms.
 *
 * All six come from one chunk of the web-vitals package, loaded as a lazy part
 * (src/islands); this module is in the same chunk (browser-instrumentation.ts
 * imports it with the same chunk name), so none of it is in the first load. gatsby-plugin-google-tagmanager could report LCP, FID
 * and CLS itself (enableWebVitalsTracking), but it loads a second copy of the
 * package (v1) and leaves a failed load of its chunk as an unhandled rejection.
 */
import type { Metric, ReportOpts } from "web-vitals";
import { loadChunk, reportPartFailure } from "../islands";

export const WEB_VITALS_EVENT = "core-web-vitals";
export const WEB_VITALS_DEBOUNCE_MS = 3000;

export interface WebVitalsEvent {
  event: typeof WEB_VITALS_EVENT;
  webVitalsMeasurement: { name: string; id: string; value: number };
}

export interface DataLayer {
  push: (...items: object[]) => unknown;
}

declare global {
  interface Window {
    dataLayer?: DataLayer;
  }
}

type Report = (metric: Pick<Metric, "name" | "id" | "value">) => void;
type OnMetric = (callback: (metric: Metric) => void, options?: ReportOpts) => void;

/** The part of the web-vitals package used here (loaded on demand). */
export interface WebVitalsLibrary {
  onLCP: OnMetric;
  onFID: OnMetric;
  onCLS: OnMetric;
  onINP: OnMetric;
  onFCP: OnMetric;
  onTTFB: OnMetric;
}

export function webVitalsEvent({ name, id, value }: Pick<Metric, "name" | "id" | "value">): WebVitalsEvent {
  return {
    event: WEB_VITALS_EVENT,
    webVitalsMeasurement: { name, id, value: Math.round(name === "CLS" ? value * 1000 : value) },
  };
}

export function debounce<Args extends unknown[]>(fn: (...args: Args) => void, ms: number): (...args: Args) => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return (...args: Args) => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
}

/** Reports LCP, FID, CLS, INP, FCP and TTFB to the data layer. */
export async function reportWebVitals(
  dataLayer: DataLayer,
  load: () => Promise<WebVitalsLibrary> = () => import(/* webpackChunkName: "web-vitals" */ "web-vitals"),
): Promise<void> {
  let library: WebVitalsLibrary;
  try {
    // A lazily loaded part like any other (src/islands): one retry, then reported once and left out.
    library = await loadChunk(load);
  } catch (error) {
    reportPartFailure("web-vitals", error);
    return;
  }
  const sent = new Set<string>();
  const send: Report = (metric) => {
    if (sent.has(metric.name)) return;
    sent.add(metric.name);
    dataLayer.push(webVitalsEvent(metric));
  };
  // Final when first reported.
  library.onFCP(send);
  library.onTTFB(send);
  library.onFID(send);
  // These grow while the page is used: every change is reported, and the value sent once it settles.
  for (const onMetric of [library.onLCP, library.onCLS, library.onINP]) {
    onMetric(debounce(send, WEB_VITALS_DEBOUNCE_MS), { reportAllChanges: true });
  }
}
