/**
 * Scrolling on navigation. Gatsby's scroll handler keeps each page's position
 * in sessionStorage ("@@scroll|<path>|<history key>") and restores it; the
 * browser's own restoration is switched off so the two never fight. Pages
 * under /services/ and /blog/ open at the top on every route change, even
 * when going back to them.
 *
 * Blocks below the first screen are rendered only when they come near the viewport
 * (renderedWhenNear in src/theme/mixins.ts): their heights are estimates until then,
 * so before any scroll this handler or Gatsby's makes, every block is rendered in full.
 *
 * A restored position needs the page's full height. Going back to a page whose static parts' code has not
 * arrived yet (a quick back, a slow link), their blocks are empty at first: Gatsby's restore lands short, and
 * when the blocks arrive the browser's scroll anchoring keeps in view what was there, the footer. Until they
 * arrive and are drawn anchoring is off; then the saved position is restored again, unless the visitor has
 * scrolled, pressed a key or touched the page meanwhile.
 */
import { STATIC_PART_ATTRIBUTE, preloadStaticParts, staticPartsReady } from "../islands";
import { FULL_RENDER_ATTRIBUTE } from "../theme/mixins";
import { isUnder } from "./site-paths";

export const TOP_ON_ROUTE_CHANGE_SECTIONS = ["/services/", "/blog/"] as const;

export function opensAtTop(pathname: string): boolean {
  return TOP_ON_ROUTE_CHANGE_SECTIONS.some((section) => isUnder(pathname, section));
}

export function setManualScrollRestoration(history: History = window.history): void {
  if ("scrollRestoration" in history) history.scrollRestoration = "manual";
}

interface RouterLocation {
  pathname: string;
  hash: string;
  key?: string;
}

interface ScrollArgs {
  prevRouterProps?: { location: { pathname: string } } | null;
  routerProps: { location: RouterLocation };
  /** Gatsby's: the position its scroll handler saved for a location, as [x, y]. */
  getSavedScrollPosition?: (location: RouterLocation) => unknown;
}

/** What shows that the visitor moves the page themselves. */
const VISITOR_INTENT = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/** How long, once their code is in, the page's static parts may take to be drawn before the position is restored anyway. */
const DRAWN_LIMIT_MS = 2000;

/**
 * Resolves a frame after no static part on the page is empty any more: React reveals a part whose code has just
 * arrived in a commit of its own, up to half a second later (it batches such reveals), or after DRAWN_LIMIT_MS.
 */
function staticPartsDrawn(): Promise<void> {
  const started = performance.now();
  return new Promise((resolve) => {
    const check = () => {
      const waiting = document.querySelector(`[${STATIC_PART_ATTRIBUTE}]:empty`);
      if (!waiting || performance.now() - started > DRAWN_LIMIT_MS) requestAnimationFrame(() => resolve());
      else requestAnimationFrame(check);
    };
    check();
  });
}

/** The restore still waiting for a page's static parts: for which history entry, and whether the visitor has moved. */
let pending: { entry: string | undefined; moved: boolean } | null = null;

function restoreOnceStaticPartsArrive(entry: string | undefined, restore: () => void): void {
  const root = document.documentElement;
  root.style.overflowAnchor = "none";
  const mine = { entry, moved: false };
  pending = mine;
  const giveUp = () => {
    mine.moved = true;
  };
  for (const type of VISITOR_INTENT) window.addEventListener(type, giveUp, { capture: true, passive: true });
  void preloadStaticParts()
    .then(staticPartsDrawn)
    .then(() => {
      for (const type of VISITOR_INTENT) window.removeEventListener(type, giveUp, { capture: true });
      // Given up for another entry: that navigation owns the page now.
      if (pending !== mine) return;
      pending = null;
      root.style.overflowAnchor = "";
      if (!mine.moved) restore();
    });
}

/**
 * Gatsby's shouldUpdateScroll: true lets its scroll handler restore the saved
 * position (or scroll to the #hash); false means "handled here".
 */
export function shouldUpdateScroll({ prevRouterProps, routerProps, getSavedScrollPosition }: ScrollArgs): boolean {
  document.documentElement.setAttribute(FULL_RENDER_ATTRIBUTE, "");
  const { pathname, hash, key } = routerProps.location;
  // Gatsby may ask again for the entry a restore is waiting for: that changes nothing.
  if (pending && prevRouterProps && key !== undefined && key === pending.entry) return true;
  if (pending) {
    pending = null;
    document.documentElement.style.overflowAnchor = "";
  }
  if (!prevRouterProps || hash || !opensAtTop(pathname)) {
    if (prevRouterProps && !hash && getSavedScrollPosition && !staticPartsReady()) {
      // Read now: once Gatsby has restored it on the short page, it saves the position it reached instead.
      const saved = getSavedScrollPosition(routerProps.location);
      // Gatsby answers 0 where nothing was saved (a new entry): the top needs no full height.
      if (Array.isArray(saved) && typeof saved[1] === "number" && saved[1] > 0) {
        const y = saved[1];
        restoreOnceStaticPartsArrive(key, () => window.scrollTo(0, y));
      }
    }
    return true;
  }
  window.scrollTo(0, 0);
  return false;
}
