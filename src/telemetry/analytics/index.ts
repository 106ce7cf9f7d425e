/**
 * The one door to the third-party analytics object (Segment's analytics.js
 * interface on window.analytics). Every call carries
 * { context: { campaign, entry_point } }. Calls made before the object
 * exists are queued and replayed, in order, once it appears: on the next
 * call, when the snippet is installed (./segment), or at the latest on the
 * next poll, every FLUSH_INTERVAL_MS while anything is waiting (a tag manager
 * may create the object at any time).
 *
 * Privacy choices come first (src/privacy): a visitor who turned analytics
 * off, or whose browser sends Global Privacy Control, has nothing sent and
 * nothing kept; in opt-in mode, calls made before the visitor chose are held
 * (and never polled for) until they accept, and dropped if they refuse.
 */
import { type Campaign, readCampaign } from "../../lib/campaign-attribution";
import { analyticsConsent } from "../../privacy";

export { EVENTS, type EventName } from "./events";

export interface AnalyticsContext {
  context: { campaign: Campaign | null; entry_point: string };
}

type Properties = Record<string, unknown>;

export interface AnalyticsObject {
  track: (event: string, properties?: Properties, options?: AnalyticsContext) => unknown;
  identify: (userId: string | null, traits?: Properties, options?: AnalyticsContext) => unknown;
  page: (name?: string, properties?: Properties, options?: AnalyticsContext) => unknown;
}

declare global {
  interface Window {
    analytics?: Partial<AnalyticsObject>;
  }
}

type Call = { method: keyof AnalyticsObject; args: unknown[] };

const queue: Call[] = [];

/** How often queued calls look for window.analytics while they wait. */
export const FLUSH_INTERVAL_MS = 500;
let flushTimer: ReturnType<typeof setInterval> | null = null;

/** The context of a call made now: the saved campaign and the current path. */
export function analyticsContext(): AnalyticsContext {
  return {
    context: {
      campaign: readCampaign(),
      entry_point: typeof window === "undefined" ? "" : window.location.pathname,
    },
  };
}

function target(): AnalyticsObject | null {
  if (typeof window === "undefined") return null;
  const candidate = window.analytics;
  return candidate && typeof candidate.track === "function" && typeof candidate.page === "function"
    ? (candidate as AnalyticsObject)
    : null;
}

function send(call: Call): void {
  const consent = analyticsConsent();
  if (consent === "denied") return;
  const analytics = consent === "granted" ? target() : null;
  if (!analytics) {
    queue.push(call);
    if (consent === "granted") waitForAnalytics();
    return;
  }
  flushQueue();
  (analytics[call.method] as (...args: unknown[]) => unknown)(...call.args);
}

/** Replays queued calls once window.analytics exists. Returns how many were sent. */
export function flushQueue(): number {
  const analytics = analyticsConsent() === "granted" ? target() : null;
  if (!analytics) return 0;
  stopWaiting();
  const pending = queue.splice(0, queue.length);
  for (const call of pending) (analytics[call.method] as (...args: unknown[]) => unknown)(...call.args);
  return pending.length;
}

function waitForAnalytics(): void {
  if (flushTimer !== null || typeof window === "undefined") return;
  flushTimer = setInterval(flushQueue, FLUSH_INTERVAL_MS);
}

function stopWaiting(): void {
  if (flushTimer === null) return;
  clearInterval(flushTimer);
  flushTimer = null;
}

export function track(event: string, properties: Properties = {}): void {
  send({ method: "track", args: [event, properties, analyticsContext()] });
}

export function identify(userId: string | null, traits: Properties = {}): void {
  send({ method: "identify", args: [userId, traits, analyticsContext()] });
}

export function page(name?: string, properties: Properties = {}): void {
  send({ method: "page", args: [name, properties, analyticsContext()] });
}

/** Drops the calls still waiting (the visitor refused analytics). */
export function discardPendingCalls(): void {
  queue.length = 0;
  stopWaiting();
}

/** For tests: calls still waiting for window.analytics. */
export function pendingCalls(): readonly Call[] {
  return queue;
}
