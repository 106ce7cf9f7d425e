/**
 * A client-side navigation shows at once that it started. Gatsby fetches the next page's data and code before it
 * changes anything on screen, and says nothing meanwhile: a tap on a link looked ignored for as long as that took.
 * From the click that starts one (a link whose click Gatsby's Link or gatsby-plugin-catch-links took over: its
 * default was prevented) until the route has changed, <html> carries NAVIGATING_ATTRIBUTE, which the header's CSS
 * draws as a bar along its bottom edge (src/shell/Header/header-css.ts), and the main content is marked busy.
 */

/** On <html> while a client-side navigation is on its way. */
export const NAVIGATING_ATTRIBUTE = "data-navigating";

/** Past this, the mark goes whatever happened (a navigation that failed reloads the page, or nothing came of it). */
export const NAVIGATION_MARK_MAX_MS = 10_000;

let clearTimer: ReturnType<typeof setTimeout> | undefined;

/** The path a click on `target` is taking the visitor to in this page, or null for a click that leaves or stays. */
export function navigationTargetOf(target: EventTarget | null, location: Location = window.location): string | null {
  const anchor = target instanceof Element ? target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, location.href);
  } catch {
    return null;
  }
  if (url.origin !== location.origin || url.pathname === location.pathname) return null;
  return url.pathname;
}

/** The route has changed (Gatsby's onRouteUpdate), or the navigation is over some other way: the mark goes. */
export function navigationFinished(): void {
  clearTimeout(clearTimer);
  document.documentElement.removeAttribute(NAVIGATING_ATTRIBUTE);
  document.getElementById("main")?.removeAttribute("aria-busy");
}

/**
 * Listens for the clicks that start a client-side navigation (after Gatsby's own handlers, so it sees whether
 * they took the click over); returns the function that stops.
 */
export function showNavigationStarts(root: Window = window): () => void {
  const onClick = (event: MouseEvent) => {
    if (!event.defaultPrevented || !navigationTargetOf(event.target)) return;
    document.documentElement.setAttribute(NAVIGATING_ATTRIBUTE, "");
    document.getElementById("main")?.setAttribute("aria-busy", "true");
    clearTimeout(clearTimer);
    clearTimer = setTimeout(navigationFinished, NAVIGATION_MARK_MAX_MS);
  };
  root.addEventListener("click", onClick);
  return () => root.removeEventListener("click", onClick);
}
