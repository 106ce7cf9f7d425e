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
 */
import { FULL_RENDER_ATTRIBUTE } from "../theme/mixins";
import { isUnder } from "./site-paths";

export const TOP_ON_ROUTE_CHANGE_SECTIONS = ["/services/", "/blog/"] as const;

export function opensAtTop(pathname: string): boolean {
  return TOP_ON_ROUTE_CHANGE_SECTIONS.some((section) => isUnder(pathname, section));
}

export function setManualScrollRestoration(history: History = window.history): void {
  if ("scrollRestoration" in history) history.scrollRestoration = "manual";
}

interface ScrollArgs {
  prevRouterProps?: { location: { pathname: string } } | null;
  routerProps: { location: { pathname: string; hash: string } };
}

/**
 * Gatsby's shouldUpdateScroll: true lets its scroll handler restore the saved
 * position (or scroll to the #hash); false means "handled here".
 */
export function shouldUpdateScroll({ prevRouterProps, routerProps }: ScrollArgs): boolean {
  document.documentElement.setAttribute(FULL_RENDER_ATTRIBUTE, "");
  const { pathname, hash } = routerProps.location;
  if (!prevRouterProps || hash || !opensAtTop(pathname)) return true;
  window.scrollTo(0, 0);
  return false;
}
