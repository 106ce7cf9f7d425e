/**
 * Segment's snippet (./segment.ts) is a chunk of its own, not part of any page's first load: it is
 * fetched when analytics may start (once the page is idle, or when the visitor accepts analytics),
 * as a lazily loaded part (src/islands: one retry, then reported once). Calls made until it
 * has loaded wait in the analytics queue (./index.ts), as they did for analytics.js itself.
 */
import { loadChunk, reportPartFailure } from "../../islands";

export type SegmentChunk = typeof import("./segment");

const loadSegmentChunk = (): Promise<SegmentChunk> =>
  loadChunk(() => import(/* webpackChunkName: "segment" */ "./segment"));

/** Loads the snippet's chunk, then analytics.js for the write key; nothing without a key or when window.analytics exists. */
export function requestSegment(
  writeKey: string | undefined,
  load: () => Promise<SegmentChunk> = loadSegmentChunk,
): void {
  if (!writeKey || typeof window === "undefined" || window.analytics) return;
  load().then(
    (segment) => {
      segment.loadSegment(writeKey);
    },
    (error: unknown) => reportPartFailure("segment", error),
  );
}
