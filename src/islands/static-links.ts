/**
 * Prefetch on intent for links inside static parts (src/islands/README.md): on the
 * page a visitor lands on they are plain anchors, so nothing of Gatsby's Link
 * runs for them. When the pointer rests on, a finger touches, or focus reaches
 * a same-origin link, its page's data and code are fetched as Link does on
 * hover (Gatsby's loader caches, so a link React does handle costs nothing more).
 * The first such intent also fetches the static parts' code (lazy-parts/static-part.tsx),
 * so that the page after the navigation, or the way back, renders them at once.
 */
import { preloadStaticParts } from "./static-part";
import { afterNextPaint } from "./after-paint";

interface GatsbyLoader {
  hovering(path: string): void;
}

declare global {
  interface Window {
    ___loader?: GatsbyLoader;
  }
}

/** Events that show intent to follow a link. */
export const INTENT_EVENTS = ["mouseover", "touchstart", "focusin"] as const;

/** The path to prefetch for a link, or null for one that is not a page of this site. */
export function prefetchPathOf(anchor: HTMLAnchorElement, location: Location = window.location): string | null {
  if (anchor.hasAttribute("download") || (anchor.target && anchor.target !== "_self")) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, location.href);
  } catch {
    return null;
  }
  if (url.origin !== location.origin) return null;
  // Files (feed, images) and the routes that are not pages.
  if (/\.[a-z0-9]{1,5}$/i.test(url.pathname) || /^\/(api|admin)(\/|$)/.test(url.pathname)) return null;
  if (url.pathname === location.pathname) return null;
  return url.pathname;
}

/** Listens on `root` for intent on links; returns the function that stops. */
export function prefetchLinksOnIntent(root: Document = document): () => void {
  const seen = new Set<string>();
  const onIntent = (event: Event) => {
    const target = event.target as Element | null;
    const anchor = target && typeof target.closest === "function" ? target.closest("a[href]") : null;
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const path = prefetchPathOf(anchor);
    if (!path || seen.has(path)) return;
    const first = seen.size === 0;
    seen.add(path);
    // Not in the input's own task: whatever the input opens is drawn first (./after-paint.ts).
    afterNextPaint(() => {
      if (first) void preloadStaticParts();
      window.___loader?.hovering(path);
    });
  };
  for (const type of INTENT_EVENTS) root.addEventListener(type, onIntent, { passive: true, capture: true });
  return () => {
    for (const type of INTENT_EVENTS) root.removeEventListener(type, onIntent, { capture: true });
  };
}
