/**
 * The address a submission comes from, for the rate limit.
 *
 * Without proxies (LEADS_TRUSTED_PROXY_HOPS=0, the default) it is the socket's
 * address and every forwarding header is ignored: a client can write any of them.
 *
 * Behind N proxies that each append the address they received the request from
 * to X-Forwarded-For, the chain is [X-Forwarded-For entries…, socket address] and
 * its last N entries are those proxies; the client is the entry just before
 * them (the right-most address no trusted proxy vouches for). Entries further
 * left were written by the client and are never used. The server must then be
 * reachable only through those proxies.
 *
 * A host that hands the Function no socket (an adapter's wrapper) is its own
 * trusted proxy: LEADS_CLIENT_ADDRESS_HEADER names the header its platform
 * sets and overwrites (e.g. x-nf-client-connection-ip); otherwise the last
 * X-Forwarded-For entry, which the platform appended.
 *
 * IPv6 addresses are counted per /64, the block one subscriber usually holds.
 */
import type { IncomingHttpHeaders } from "node:http";
import { isIPv4, isIPv6 } from "node:net";

export interface ProxySettings {
  /** Proxies in front of this server that append to X-Forwarded-For. */
  trustedHops: number;
  /** Header, lower case, a serverless platform sets to the client's address; null if none. */
  addressHeader: string | null;
}

export const NO_PROXY: ProxySettings = { trustedHops: 0, addressHeader: null };

export interface AddressSource {
  headers: IncomingHttpHeaders;
  socket?: { remoteAddress?: string } | null;
}

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(",") : value;
}

function forwardedChain(headers: IncomingHttpHeaders): string[] {
  return (headerValue(headers, "x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The client's address, or "unknown". */
export function clientAddressOf(req: AddressSource, proxy: ProxySettings): string {
  const socketAddress = req.socket?.remoteAddress;
  if (!socketAddress) {
    const platform = proxy.addressHeader ? headerValue(req.headers, proxy.addressHeader)?.trim() : undefined;
    const chosen = platform || forwardedChain(req.headers).at(-1);
    return chosen ? normalizeAddress(chosen) : "unknown";
  }
  if (proxy.trustedHops <= 0) return normalizeAddress(socketAddress);
  const chain = [...forwardedChain(req.headers), socketAddress];
  const index = Math.max(0, chain.length - 1 - proxy.trustedHops);
  return normalizeAddress(chain[index]);
}

/** "::ffff:127.0.0.1" → "127.0.0.1"; "[2001:db8::1]" → "2001:db8::1"; others trimmed. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim().replace(/^\[(.*)\]$/, "$1");
  const mapped = trimmed.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  return mapped ? mapped[1] : trimmed;
}

/** What the rate limit counts: an IPv4 address, or an IPv6 address's /64 block. */
export function rateLimitSubject(address: string): string {
  if (isIPv4(address) || !isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(":")}::/64`;
}

/** The eight hextets of an IPv6 address, lower case, without leading zeros. */
function expandIPv6(address: string): string[] {
  const withoutZone = address.split("%")[0].toLowerCase();
  const [head, tail] = withoutZone.includes("::") ? withoutZone.split("::") : [withoutZone, null];
  const parts = (text: string) => (text ? text.split(":") : []);
  const toHextets = (items: string[]) =>
    items.flatMap((item) => {
      if (!item.includes(".")) return [item];
      const [a, b, c, d] = item.split(".").map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const left = toHextets(parts(head));
  const right = tail === null ? [] : toHextets(parts(tail));
  const zeros = tail === null ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((hextet) => (parseInt(hextet, 16) || 0).toString(16));
}
