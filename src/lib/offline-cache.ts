/**
 * Complements gatsby-plugin-offline (on with GATSBY_OFFLINE=true). On the
 * first visit the page's data (page-data, app-data and static query results)
 * is fetched before the service worker controls the page, so the worker never
 * sees it; the plugin re-requests the page's scripts and page-data once it is
 * active, but not app-data or static query results, without which Gatsby
 * cannot render the page offline. This re-requests every page-data document
 * fetched so far through the worker, which caches them.
 */

/** Same-origin /page-data/ documents this page has fetched (from resource timing). */
export function pageDataFetchedSoFar(entries: readonly PerformanceEntry[], origin: string): string[] {
  const urls = new Set<string>();
  for (const entry of entries) {
    const url = new URL(entry.name, origin);
    if (url.origin === origin && url.pathname.startsWith("/page-data/") && url.pathname.endsWith(".json")) {
      urls.add(url.href);
    }
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

/** Once the worker controls the page, re-requests the page data fetched before it did. */
export function cachePageDataThroughWorker(): void {
  if (typeof window === "undefined" || !("serviceWorker" in navigator)) return;
  const run = () =>
    pageDataFetchedSoFar(performance.getEntriesByType("resource"), window.location.origin).forEach(prefetch);
  if (navigator.serviceWorker.controller) run();
  else navigator.serviceWorker.addEventListener("controllerchange", run, { once: true });
}
