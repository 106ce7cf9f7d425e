/**
 * Every internal link ends in a slash (trailingSlash: "always"). Content may
 * name a page without one (/about-us); this gives the path that lands on it.
 */
export function toSitePath(href: string): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  const match = /^([^?#]*)(.*)$/.exec(href);
  const pathname = match?.[1] ?? href;
  const rest = match?.[2] ?? "";
  if (pathname.endsWith("/") || /\.[a-z0-9]+$/i.test(pathname)) return href;
  return `${pathname}/${rest}`;
}

/** True when `pathname` is `section` or below it: isUnder("/blog/x/", "/blog/"). */
export function isUnder(pathname: string, section: string): boolean {
  const base = section.endsWith("/") ? section : `${section}/`;
  return pathname === base.slice(0, -1) || pathname.startsWith(base);
}

/** True for one blog post (/blog/x/), not the list and its pages (/blog/, /blog/page/2/). */
export function isBlogPostPath(pathname: string): boolean {
  return /^\/blog\/(?!page\/\d+\/?$)[^/]+\/?$/.test(pathname);
}
