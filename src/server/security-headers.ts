/**
 * The security headers the production server sends: the site's one header
 * table (src/security/headers.ts), with each built page's Content-Security-Policy
 * hashes from the build's manifest (src/security/csp-manifest.ts), exactly as
 * the deploy adapter writes them for a CDN host.
 */
import { readCspManifest } from "../security/csp-manifest";
import { type CspManifest, headersFor } from "../security/headers";
import type { HeadersFor } from "./header-rules";

/** The built page that answers with `status` where it is not the path's own (the 404 and 500 pages). */
const ERROR_PAGES: Readonly<Record<number, string>> = { 404: "/404.html", 500: "/500.html" };

export function siteSecurityHeaders(manifest: CspManifest | null = readCspManifest()): HeadersFor {
  return (urlPath, status) => {
    const page = ERROR_PAGES[status];
    return headersFor(urlPath, { manifest, page: page && manifest?.pages[page] ? page : undefined });
  };
}
