import { useEffect, useSyncExternalStore, type RefObject } from "react";
import { afterInputAnswered } from "./after-paint";

/**
 * Demands: when a lazily loaded part may fetch its code. One mechanism for the
 * parts that wait for something: below-the-fold blocks the server rendered
 * (the newsletter form: near the viewport, at the first engagement, before a
 * navigation) and parts the server did not render (the toasts: at the first
 * notify()).
 */

/**
 * How far ahead of the viewport a below-the-fold block asks for its code:
 * about one phone screen of scrolling, time enough for a ~20 KB chunk.
 */
export const NEAR_VIEWPORT_MARGIN = "800px 0px";

/**
 * A visitor's first sign of engagement anywhere on the page, which requests
 * every gated chunk (once the frame that answers it is drawn): a visitor who
 * moves the pointer, touches, types or scrolls may be about to navigate, and
 * React holds a client-side navigation until every block still waiting for its
 * code has hydrated.
 */
export const ENGAGEMENT_EVENTS = ["pointermove", "pointerdown", "touchstart", "keydown", "scroll"] as const;

export interface Demand {
  /** Resolves the first time `request()` is called; at once on the server for a server-rendered part. */
  readonly ready: Promise<void>;
  request(): void;
  readonly requested: boolean;
  /** Calls `listener` once, when the demand is requested; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export interface DemandOptions {
  /**
   * Whether the part is in the server's HTML (default): its demand is then
   * met on the server, at the visitor's first engagement and before any
   * client-side navigation (React holds one for a block waiting to hydrate).
   * A part the server did not render waits for its own request() only.
   */
  serverRendered?: boolean;
}

const demands = new Set<Demand>();
let everythingRequested = false;
let listening = false;

function requestOnEngagement(): void {
  if (listening) return;
  listening = true;
  const engaged = (event: Event) => {
    for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, engaged, true);
    // After the frame that answers this input (a tap on the menu, the dialog's button): ./after-paint.ts.
    afterInputAnswered(event, requestEverything);
  };
  for (const type of ENGAGEMENT_EVENTS) window.addEventListener(type, engaged, { capture: true, passive: true });
}

/**
 * A gate for a lazily loaded chunk: `lazy(() => demand.ready.then(() => import(…)))`
 * fetches nothing until something calls `demand.request()` (see useRequestWhenNear),
 * the visitor first engages with the page (ENGAGEMENT_EVENTS), or a client-side
 * navigation starts (requestEverything). While a server-rendered lazy component
 * waits, React keeps its server HTML as it is (readable, and hydrated once the
 * chunk arrives). Page loads without a visitor (a crawler, Lighthouse) run none of it.
 */
export function createDemand({ serverRendered = true }: DemandOptions = {}): Demand {
  let resolve: () => void = () => undefined;
  let requested = serverRendered && (typeof window === "undefined" || everythingRequested);
  const listeners = new Set<() => void>();
  const ready = requested ? Promise.resolve() : new Promise<void>((done) => (resolve = done));
  const demand: Demand = {
    ready,
    get requested() {
      return requested;
    },
    request() {
      if (requested) return;
      requested = true;
      demands.delete(demand);
      resolve();
      for (const listener of [...listeners]) listener();
      listeners.clear();
    },
    subscribe(listener) {
      if (!requested) listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  if (!requested && serverRendered) {
    demands.add(demand);
    requestOnEngagement();
  }
  return demand;
}

/** Whether `demand` has been requested, as React state (false on the server and while hydrating). */
export function useDemanded(demand: Demand): boolean {
  return useSyncExternalStore(
    demand.subscribe,
    () => demand.requested,
    () => false,
  );
}

/**
 * Requests every gated chunk, now and from now on. Waiting is for the page the
 * visitor lands on (its first load): React holds a client-side navigation
 * until every block still waiting for its code has hydrated, so gatsby-browser
 * calls this before the first route change (a navigation without any input,
 * from a script, would otherwise wait for a scroll).
 */
export function requestEverything(): void {
  everythingRequested = true;
  for (const demand of [...demands]) demand.request();
}

/**
 * Requests `demand` when the element comes within NEAR_VIEWPORT_MARGIN of the
 * viewport, or when focus moves inside it (a screen reader can move focus
 * without any engagement event; a press is one), whichever is first; at once
 * where IntersectionObserver is missing.
 */
export function useRequestWhenNear(ref: RefObject<HTMLElement>, demand: Demand): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || demand.requested) return undefined;
    if (typeof IntersectionObserver !== "function") {
      demand.request();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) request();
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    const unwatch = () => {
      observer.disconnect();
      element.removeEventListener("focusin", request);
    };
    function request() {
      demand.request();
      unwatch();
    }
    observer.observe(element);
    element.addEventListener("focusin", request);
    return unwatch;
  }, [ref, demand]);
}
