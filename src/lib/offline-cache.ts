/**
 * Complements gatsby-plugin-offline (on with GATSBY_OFFLINE=true). On the
 * first visit the page loads before the service worker controls it, so the
 * worker never sees those requests. The plugin precaches the app's main
 * scripts and re-requests what the page's <head> names, but Gatsby 5 loads the
 * page's component chunks, page data, app data and static query results from
 * script, so they are missing offline and the page cannot render. This
 * re-requests what the page has fetched so far through the worker, once it is
 * in control, so its runtime caching keeps them.
 */

/** Scripts, styles, fonts and page data: what Gatsby needs to render a page. */
const NEEDED_TO_RENDER = /(\.js|\.css|\.woff2?|\/page-data\/.+\.json)$/;

/** Same-origin resources this page has fetched (from resource timing) that rendering it needs. */
export function resourcesToCache(entries: readonly PerformanceEntry[], origin: string): string[] {
  const urls = new Set<string>();
  for (const entry of entries) {
    const url = new URL(entry.name, origin);
    if (url.origin !== origin || url.pathname === "/sw.js") continue;
    if (NEEDED_TO_RENDER.test(url.pathname)) urls.add(url.href);
  }
  return [...urls];
}

function prefetch(url: string): void {
  const link = document.createElement("link");
  link.rel = "prefetch";
  link.href = url;
  link.onload = link.onerror = () => link.remove();
  document.head.appendChild(link);
}

/** Once the worker controls the page, re-requests what the page fetched before it did. */
export function cacheResourcesFetchedBeforeWorker(): void {
  if (typeof window === "undefined" || !("serviceWorker" in navigator)) return;
  const run = () =>
    resourcesToCache(performance.getEntriesByType("resource"), window.location.origin).forEach(prefetch);
  if (navigator.serviceWorker.controller) run();
  else navigator.serviceWorker.addEventListener("controllerchange", run, { once: true });
}
