/**
 * Lead routes accept posts from their own site only (docs/security.md, "Lead routes: own site only"):
 * refused when `Sec-Fetch-Site` is cross-site, or when an `Origin` (the opaque `null` too) names a host
 * that is neither the request's Host (or, from a trusted proxy, X-Forwarded-Host) nor SITE_URL's. A
 * request with neither header passes: servers and scripts send none, and every current browser sends
 * Origin on a cross-site POST.
 */
import type { IncomingHttpHeaders } from "node:http";

export type OriginDecision = { allowed: true } | { allowed: false; reason: string };

export interface OriginCheckOptions {
  /** The site's public URL (SITE_URL), whose host is always its own. */
  siteUrl?: string | null;
  /** Believe X-Forwarded-Host (behind a proxy or CDN that sets it). */
  trustProxy?: boolean;
}

export const FORBIDDEN_ORIGIN_MESSAGE = "This form only accepts submissions from this website.";

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

/** `Example.com:443` → `example.com:443`; ports are compared as written (the Host header carries them). */
function hostOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** The hosts that count as this site for a request. */
export function ownHosts(headers: IncomingHttpHeaders, options: OriginCheckOptions = {}): Set<string> {
  const hosts = new Set<string>();
  const host = header(headers, "host");
  if (host) hosts.add(host.toLowerCase());
  if (options.trustProxy) {
    const forwarded = header(headers, "x-forwarded-host")?.split(",")[0]?.trim();
    if (forwarded) hosts.add(forwarded.toLowerCase());
  }
  const site = options.siteUrl ? hostOf(options.siteUrl) : null;
  if (site) hosts.add(site);
  return hosts;
}

export function checkOrigin(headers: IncomingHttpHeaders, options: OriginCheckOptions = {}): OriginDecision {
  const fetchSite = header(headers, "sec-fetch-site")?.toLowerCase();
  if (fetchSite === "cross-site") return { allowed: false, reason: "Sec-Fetch-Site: cross-site" };
  const origin = header(headers, "origin");
  if (origin === undefined) return { allowed: true };
  const originHost = origin === "null" ? null : hostOf(origin);
  if (originHost && ownHosts(headers, options).has(originHost)) return { allowed: true };
  return { allowed: false, reason: `Origin ${origin}` };
}
