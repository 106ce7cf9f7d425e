/**
 * Web-vitals in the tag manager's data layer. gatsby-plugin-google-tagmanager
 * (enableWebVitalsTracking) reports LCP, FID and CLS; this adds INP, FCP and
 * TTFB in the same event shape, with the same rules: each metric is sent once
 * per page load, values are rounded (CLS multiplied by 1000 first) and metrics
 * that keep changing are debounced by 3000 ms.
 */
import type { Metric, ReportOpts } from "web-vitals";
import { loadChunk, reportPartFailure } from "./lazy-parts";

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

/** Reports INP, FCP and TTFB to the data layer. */
export async function reportWebVitals(
  dataLayer: DataLayer,
  load: () => Promise<WebVitalsLibrary> = () => import(/* webpackChunkName: "web-vitals" */ "web-vitals"),
): Promise<void> {
  let library: WebVitalsLibrary;
  try {
    // A lazily loaded part like any other (src/lib/lazy-parts): one retry, then reported once and left out.
    library = await loadChunk(load);
  } catch (error) {
    reportPartFailure("web-vitals", error);
    return;
  }
  const { onINP, onFCP, onTTFB } = library;
  const sent = new Set<string>();
  const send: Report = (metric) => {
    if (sent.has(metric.name)) return;
    sent.add(metric.name);
    dataLayer.push(webVitalsEvent(metric));
  };
  // FCP and TTFB are final when first reported; INP grows with each slower
  // interaction, so it is reported on every change and debounced.
  onFCP(send);
  onTTFB(send);
  onINP(debounce(send, WEB_VITALS_DEBOUNCE_MS), { reportAllChanges: true });
}
