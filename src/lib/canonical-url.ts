/**
 * The canonical link: site URL + path, and in the browser also the current
 * search and hash. The built HTML has site URL + path (there is no query at
 * build time); Gatsby re-renders each page's Head after every client-side
 * navigation, which then picks up the search and hash of the new location.
 */
export function canonicalUrl(siteUrl: string, pathname: string, search = "", hash = ""): string {
  return `${siteUrl.replace(/\/$/, "")}${pathname}${search}${hash}`;
}

/** The canonical URL of the page being rendered, where it is rendered. */
export function currentCanonicalUrl(siteUrl: string, pathname: string): string {
  if (typeof window === "undefined") return canonicalUrl(siteUrl, pathname);
  return canonicalUrl(siteUrl, pathname, window.location.search, window.location.hash);
}
