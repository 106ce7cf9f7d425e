/**
 * How long browsers and CDNs may keep each built file (Gatsby's caching advice):
 *
 * - /static/* and the webpack bundles, whose names carry a content hash
 *   (app-1a2b3c4d5e6f.js, styles.0123abcd.css): a year, immutable.
 * - Everything else (HTML, /page-data/*, app-data.json, sw.js, images at the
 *   site root): revalidated on every use (ETag / Last-Modified answer 304).
 */
export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";

/** A bundle's name: <name>-<hash>.js|css or <name>.<hash>.js|css, with a hex hash of 8 or more characters. */
const HASHED_BUNDLE = /^\/[^/]+[-.][0-9a-f]{8,}\.(?:js|css)$/;

export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith("/static/") || HASHED_BUNDLE.test(urlPath)) return IMMUTABLE;
  return REVALIDATE;
}
