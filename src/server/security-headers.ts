/**
 * The security headers the production server sends: the site's one header
 * table (src/security/headers.ts), with each built page's Content-Security-Policy
 * hashes from the build's manifest (src/security/csp-manifest.ts), exactly as
 * the deploy adapter writes them for a CDN host: a policy for the built pages
 * only. A document the build did not make (the content editor's /admin/, which
 * needs eval and inline styles) gets the rest of the table and no policy, as on
 * the CDN host; without a manifest every answer gets the strict policy.
 */
import { readCspManifest } from "../security/csp-manifest";
import { type CspManifest, headersFor } from "../security/headers";
import type { HeadersFor } from "./header-rules";

/** The built page that answers with `status` where it is not the path's own (the 404 and 500 pages). */
const ERROR_PAGES: Readonly<Record<number, string>> = { 404: "/404.html", 500: "/500.html" };

/** Paths whose headers are remembered (the site's pages and files, many times over); then it starts afresh. */
const REMEMBERED_PATHS = 10_000;

/**
 * The headers of each path, worked out once per path and status (building a page's policy on every
 * answer cost a static file a good part of its throughput); the settings are the process's, read at
 * start like the manifest.
 */
export function siteSecurityHeaders(manifest: CspManifest | null = readCspManifest()): HeadersFor {
  const known = new Map<string, Record<string, string>>();
  return (urlPath, status) => {
    const key = `${status} ${urlPath}`;
    let headers = known.get(key);
    if (!headers) {
      // A page asked for by its file (the service worker's app shell, /offline-plugin-app-shell-fallback/index.html) is its folder's page.
      const page = ERROR_PAGES[status] ?? urlPath.replace(/\/index\.html$/, "/");
      const built = Boolean(manifest?.pages[page]);
      headers = headersFor(urlPath, { manifest, page: built ? page : undefined });
      if (manifest && !built) {
        delete headers["content-security-policy"];
        delete headers["content-security-policy-report-only"];
      }
      if (known.size >= REMEMBERED_PATHS) known.clear();
      known.set(key, headers);
    }
    return headers;
  };
}
