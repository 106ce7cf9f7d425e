/**
 * Segment's analytics.js snippet: puts a queueing stub on window.analytics and
 * loads the library for a write key, which then replays the stub's queue and
 * takes its place. Skipped when a page already has a window.analytics (from
 * the tag manager, or a test), which is then used as it is.
 */
import { flushQueue } from "./index";

/** The stub's methods, as in Segment's published snippet. */
export const SEGMENT_METHODS = [
  "trackSubmit",
  "trackClick",
  "trackLink",
  "trackForm",
  "pageview",
  "identify",
  "reset",
  "group",
  "track",
  "ready",
  "alias",
  "debug",
  "page",
  "screen",
  "once",
  "off",
  "on",
  "addSourceMiddleware",
  "addIntegrationMiddleware",
  "setAnonymousId",
  "addDestinationMiddleware",
  "register",
] as const;

/** Calls that record the page they were made on (the snippet's "buffered page context"). */
const PAGE_CONTEXT_METHODS: ReadonlySet<string> = new Set(["track", "screen", "alias", "group", "page", "identify"]);

export const SNIPPET_VERSION = "5.2.0";

type SegmentMethod = (typeof SEGMENT_METHODS)[number];

/** The stub: an array of queued [method, ...args] calls that also has every method. */
export type SegmentStub = unknown[][] &
  Record<SegmentMethod, (...args: unknown[]) => SegmentStub> & {
    invoked: boolean;
    initialized?: boolean;
    _writeKey: string;
    SNIPPET_VERSION: string;
  };

export function segmentScriptUrl(writeKey: string): string {
  return `https://cdn.segment.com/analytics.js/v1/${encodeURIComponent(writeKey)}/analytics.min.js`;
}

function bufferedPageContext() {
  const canonical = document.querySelector("link[rel='canonical']");
  return {
    __t: "bpc",
    c: canonical?.getAttribute("href") ?? undefined,
    p: location.pathname,
    u: location.href,
    s: location.search,
    t: document.title,
    r: document.referrer,
  };
}

/**
 * Installs the stub and starts loading analytics.js. Returns false, and does
 * nothing, without a write key or when window.analytics already exists.
 */
export function loadSegment(writeKey: string | undefined): boolean {
  if (!writeKey || typeof window === "undefined" || window.analytics) return false;

  const stub = [] as unknown as SegmentStub;
  stub.invoked = true;
  stub._writeKey = writeKey;
  stub.SNIPPET_VERSION = SNIPPET_VERSION;
  for (const method of SEGMENT_METHODS) {
    stub[method] = (...args: unknown[]) => {
      // Once analytics.js has taken over, a kept reference to the stub forwards to it.
      const current = window.analytics as unknown as SegmentStub | undefined;
      if (current?.initialized) return current[method](...args);
      const call: unknown[] = [method, ...args];
      if (PAGE_CONTEXT_METHODS.has(method)) call.push(bufferedPageContext());
      stub.push(call);
      return stub;
    };
  }
  window.analytics = stub;

  const script = document.createElement("script");
  script.async = true;
  script.src = segmentScriptUrl(writeKey);
  script.setAttribute("data-global-segment-analytics-key", "analytics");
  document.head.appendChild(script);

  flushQueue();
  return true;
}
