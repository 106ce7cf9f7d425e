/**
 * The site's response headers, declared once: security headers, caching and
 * the Content-Security-Policy of every page.
 *
 * Three consumers read this table:
 * - gatsby-config's `headers` (Gatsby's own mechanism, applied by the deploy
 *   adapter): `gatsbyHeaderRules()`, the headers every response carries;
 * - the deploy adapter (`adapter.ts`): adds each page's own CSP, whose script
 *   and style hashes are known only after the build (`csp-manifest.ts`);
 * - any other host (the self-hosting server): `headersFor(urlPath, options)`
 *   per response, with the manifest the build wrote.
 *
 * Settings come from the environment: the instrumentation keys decide which
 * third-party origins the policy allows; CSP_REPORT_ONLY and CSP_REPORT_URI
 * choose report-only mode and where violation reports go (docs/security.md).
 */
import { type CspSources, type InlineHashes, buildCsp } from "./csp";

export type SecurityEnv = Readonly<Record<string, string | undefined>>;

/** The route the site's own report endpoint answers (src/api/csp-report.ts). */
export const DEFAULT_REPORT_URI = "/api/csp-report";
/** The Reporting API endpoint name (Reporting-Endpoints ↔ report-to). */
export const REPORT_GROUP = "csp-endpoint";

/** Per-page inline hashes, as the build writes them (csp-manifest.ts). */
export interface CspManifest {
  version: 1;
  /** URL path of each built page (`/about-us/`, `/404.html`) → its inline hashes. */
  pages: Record<string, InlineHashes>;
  /**
   * Origins the site's content shows in a frame: the booking page of content/site.json "schedulingUrl",
   * which the contact dialog shows after the visitor asks for it. Content, not a key, so the build records it.
   */
  frames?: string[];
}

/**
 * Headers Gatsby's adapter layer already puts on every response, with these
 * exact values (gatsby/dist/utils/adapter/constants.js). The table repeats
 * them unchanged so a host that is not an adapter sends the same, and so the
 * adapter's `_headers` never merges two different values of one header.
 */
export const GATSBY_BASE_HEADERS: Readonly<Record<string, string>> = {
  "x-xss-protection": "1; mode=block",
  "x-content-type-options": "nosniff",
  "referrer-policy": "same-origin",
  "x-frame-options": "DENY",
};

export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "browsing-topics=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";

/** Third-party origins, each only when its key is set. */
export function thirdPartySources(env: SecurityEnv): CspSources {
  const sources: CspSources = { scripts: [], connect: [], images: [], frames: [] };
  if (env.GATSBY_GTM_ID) {
    // Google's documented policy for the tag manager with Google Analytics 4 tags.
    sources.scripts.push("https://www.googletagmanager.com");
    sources.connect.push(
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
    );
    sources.images.push("https://*.google-analytics.com", "https://*.googletagmanager.com");
    sources.frames.push("https://www.googletagmanager.com");
  }
  if (env.GATSBY_SEGMENT_WRITE_KEY) {
    sources.scripts.push("https://cdn.segment.com");
    sources.connect.push("https://cdn.segment.com", "https://api.segment.io");
  }
  if (env.GATSBY_TURNSTILE_SITE_KEY) {
    // Cloudflare's documented policy for Turnstile: its script, and the challenge in a frame.
    sources.scripts.push("https://challenges.cloudflare.com");
    sources.frames.push("https://challenges.cloudflare.com");
  }
  const dsnOrigin = originOf(env.GATSBY_SENTRY_DSN);
  if (dsnOrigin) sources.connect.push(dsnOrigin);
  return sources;
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export interface ReportSettings {
  /** Content-Security-Policy-Report-Only instead of Content-Security-Policy. */
  reportOnly: boolean;
  /** Where reports go; null when CSP_REPORT_URI is "off". */
  uri: string | null;
}

/** CSP_REPORT_ONLY=true → report-only; CSP_REPORT_URI=<url> (default /api/csp-report) or "off". */
export function reportSettings(env: SecurityEnv): ReportSettings {
  const raw = env.CSP_REPORT_URI?.trim();
  return {
    reportOnly: env.CSP_REPORT_ONLY === "true" || env.CSP_REPORT_ONLY === "1",
    uri: raw === "off" ? null : raw || DEFAULT_REPORT_URI,
  };
}

export function cspHeaderName(env: SecurityEnv): string {
  return reportSettings(env).reportOnly ? "content-security-policy-report-only" : "content-security-policy";
}

/** The policy for one response: the page's hashes when it is a built page, and the frames content shows. */
export function contentSecurityPolicy(env: SecurityEnv, hashes?: InlineHashes, contentFrames: string[] = []): string {
  const { uri } = reportSettings(env);
  const sources = thirdPartySources(env);
  return buildCsp({
    sources: { ...sources, frames: [...sources.frames, ...contentFrames] },
    hashes,
    serviceWorker: env.GATSBY_OFFLINE === "true",
    report: uri ? { uri, group: REPORT_GROUP } : null,
  });
}

/** Headers every response carries, whatever its path (no caching, no CSP). */
export function commonHeaders(env: SecurityEnv): Record<string, string> {
  const { uri } = reportSettings(env);
  return {
    ...GATSBY_BASE_HEADERS,
    "strict-transport-security": "max-age=31536000; includeSubDomains",
    "permissions-policy": PERMISSIONS_POLICY,
    "cross-origin-opener-policy": "same-origin",
    ...(uri ? { "reporting-endpoints": `${REPORT_GROUP}="${uri}"` } : {}),
  };
}

/**
 * Gatsby's caching rule for a path, the one rule for every host (gatsby-config's
 * headers through the adapter, and src/server for self-hosting): files whose name
 * carries a content hash (webpack's chunks and styles, everything under /static/)
 * never change; pages, page data, the service worker and other files are revalidated.
 */
export function cacheControlFor(urlPath: string): string {
  const path = urlPath.split(/[?#]/)[0] ?? "";
  if (path.startsWith("/static/")) return CACHE_IMMUTABLE;
  if (/^\/[^/]+[-.][0-9a-f]{20}\.(?:js|css)(?:\.map)?$/.test(path)) return CACHE_IMMUTABLE;
  return CACHE_REVALIDATE;
}

export interface HeadersForOptions {
  /** The environment the policy's origins and report settings come from (default: the process's). */
  env?: SecurityEnv;
  /** The build's per-page hashes (readCspManifest); without it, or for a path not in it, no inline code is allowed. */
  manifest?: CspManifest | null;
  /** The built page the response serves when it differs from the path (`/404.html` for an unknown path). */
  page?: string;
}

/** Every header of the response to `urlPath`, names in lower case. */
export function headersFor(urlPath: string, options: HeadersForOptions = {}): Record<string, string> {
  const env = options.env ?? processEnv();
  const path = urlPath.split(/[?#]/)[0] ?? "/";
  const hashes = options.manifest?.pages[options.page ?? path];
  return {
    ...commonHeaders(env),
    "cache-control": cacheControlFor(path),
    [cspHeaderName(env)]: contentSecurityPolicy(env, hashes, options.manifest?.frames),
  };
}

/** gatsby-config `headers`: what every path carries beyond Gatsby's own base and caching headers. */
export function gatsbyHeaderRules(
  env: SecurityEnv,
): Array<{ source: string; headers: Array<{ key: string; value: string }> }> {
  const headers = Object.entries(commonHeaders(env))
    .filter(([key]) => !(key in GATSBY_BASE_HEADERS))
    .map(([key, value]) => ({ key, value }));
  return [{ source: "/*", headers }];
}

function processEnv(): SecurityEnv {
  return globalThis.process?.env ?? {};
}
