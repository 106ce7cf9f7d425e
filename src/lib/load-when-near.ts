import { useEffect, type RefObject } from "react";

/**
 * How far ahead of the viewport a below-the-fold block asks for its code:
 * about one phone screen of scrolling, time enough for a ~20 KB chunk.
 */
export const NEAR_VIEWPORT_MARGIN = "800px 0px";

/** What a visitor does to a block before it comes near (keyboard focus, a tap or a click). */
const FIRST_USE_EVENTS = ["focusin", "pointerdown"] as const;

export interface Demand {
  /** Resolves the first time `request()` is called; at once on the server, which renders everything. */
  readonly ready: Promise<void>;
  request(): void;
  readonly requested: boolean;
}

/**
 * A gate for a lazily loaded chunk: `lazy(() => demand.ready.then(() => import(…)))`
 * fetches nothing until something calls `demand.request()`. While a server-rendered
 * lazy component waits, React keeps its server HTML as it is (readable, and
 * hydrated once the chunk arrives).
 */
export function createDemand(): Demand {
  let resolve: () => void = () => undefined;
  let requested = typeof window === "undefined";
  const ready = requested ? Promise.resolve() : new Promise<void>((done) => (resolve = done));
  return {
    ready,
    get requested() {
      return requested;
    },
    request() {
      if (requested) return;
      requested = true;
      resolve();
    },
  };
}

/**
 * Requests `demand` when the element comes within NEAR_VIEWPORT_MARGIN of the
 * viewport, or when the visitor focuses or presses inside it, whichever is
 * first; at once where IntersectionObserver is missing.
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
        if (entries.some((entry) => entry.isIntersecting)) stop();
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    function stop() {
      demand.request();
      observer.disconnect();
      for (const type of FIRST_USE_EVENTS) element?.removeEventListener(type, stop);
    }
    observer.observe(element);
    for (const type of FIRST_USE_EVENTS) element.addEventListener(type, stop);
    return () => {
      observer.disconnect();
      for (const type of FIRST_USE_EVENTS) element.removeEventListener(type, stop);
    };
  }, [ref, demand]);
}
