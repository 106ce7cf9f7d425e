import { isUnder, toSitePath } from "./site-paths";

/** Index pages of the page kinds whose pages live under another section's path (/services/react-development/). */
export const INDEX_OF_KIND: Readonly<Record<string, string>> = {
  technology: "/technologies/",
  industry: "/industries/",
  "service-area": "/service-areas/",
};

/**
 * The navigation item a page belongs to, so the header marks the same section the page's eyebrow
 * names: a technology page published under /services/ belongs to Technologies, not Services.
 * `indexOf` answers a page's own index (from its kind); otherwise the longest item the path is under.
 */
export function activeNavPath(
  pathname: string,
  navigation: ReadonlyArray<{ path: string }>,
  indexOf: (pathname: string) => string | undefined,
): string | null {
  const paths = navigation.map((item) => toSitePath(item.path));
  const page = toSitePath(pathname);
  const own = indexOf(page);
  if (own && paths.includes(own)) return own;
  const under = paths.filter((path) => (path === "/" ? page === "/" : isUnder(page, path)));
  return under.sort((a, b) => b.length - a.length)[0] ?? null;
}
