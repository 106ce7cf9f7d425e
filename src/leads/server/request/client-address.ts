/**
 * Addresses: the one a submission comes from (for the rate limit), the proxies trusted to say it
 * (LEADS_TRUSTED_PROXIES, read from the right of X-Forwarded-For only when the socket is one of them),
 * and the private ranges a webhook may not reach. src/leads/README.md, "Abuse", says why a hop count
 * alone is refused. IPv6 addresses are counted per /64.
 */
import type { IncomingHttpHeaders } from "node:http";
import { BlockList, isIP, isIPv4, isIPv6 } from "node:net";

export interface ProxySettings {
  /** The proxies in front of this server, by address or range; null when none is trusted. */
  trusted: BlockList | null;
  /** Header, lower case, a serverless platform sets to the client's address; null if none. */
  addressHeader: string | null;
}

export const NO_PROXY: ProxySettings = { trusted: null, addressHeader: null };

export interface AddressSource {
  headers: IncomingHttpHeaders;
  socket?: { remoteAddress?: string } | null;
}

const typeOf = (address: string) => (isIPv4(address) ? "ipv4" : "ipv6");

/** "10.0.0.0/8, 192.0.2.1, 2001:db8::/32" as a BlockList; the entries it cannot read, for the error. */
export function addressList(text: string): { list: BlockList; invalid: string[] } {
  const list = new BlockList();
  const invalid: string[] = [];
  for (const entry of text.split(/[\s,]+/).filter(Boolean)) {
    const [address = "", bits, extra] = entry.split("/");
    const prefix = Number(bits);
    const max = isIPv4(address) ? 32 : 128;
    if (
      !isIP(address) ||
      extra !== undefined ||
      (bits !== undefined && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= max))
    ) {
      invalid.push(entry);
    } else if (bits === undefined) list.addAddress(address, typeOf(address));
    else list.addSubnet(address, prefix, typeOf(address));
  }
  return { list, invalid };
}

/** Loopback, private, link-local, carrier-grade NAT, multicast and reserved ranges, IPv4 and IPv6. */
const PRIVATE = addressList(
  "0.0.0.0/8 10.0.0.0/8 100.64.0.0/10 127.0.0.0/8 169.254.0.0/16 172.16.0.0/12 192.0.0.0/24 192.168.0.0/16 " +
    "198.18.0.0/15 224.0.0.0/3 ::/128 ::1/128 fc00::/7 fe80::/10 ff00::/8",
).list;

export function isPrivateAddress(address: string): boolean {
  const plain = normalizeAddress(address);
  return isIP(plain) !== 0 && PRIVATE.check(plain, typeOf(plain));
}

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(",") : value;
}

function forwardedChain(headers: IncomingHttpHeaders): string[] {
  return (headerValue(headers, "x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => normalizeAddress(entry))
    .filter(Boolean);
}

/** True when the request came through a trusted proxy (its socket is one). */
export function fromTrustedProxy(req: AddressSource, proxy: ProxySettings): boolean {
  const socket = req.socket?.remoteAddress;
  if (!socket || !proxy.trusted) return false;
  const address = normalizeAddress(socket);
  return isIP(address) !== 0 && proxy.trusted.check(address, typeOf(address));
}

/** The client's address, or "unknown". */
export function clientAddressOf(req: AddressSource, proxy: ProxySettings): string {
  const socketAddress = req.socket?.remoteAddress;
  if (!socketAddress) {
    const platform = proxy.addressHeader ? headerValue(req.headers, proxy.addressHeader)?.trim() : undefined;
    const chosen = platform || forwardedChain(req.headers).at(-1);
    return chosen ? normalizeAddress(chosen) : "unknown";
  }
  const chain = [...forwardedChain(req.headers), normalizeAddress(socketAddress)];
  let index = chain.length - 1;
  const trusted = (address: string) => isIP(address) !== 0 && proxy.trusted!.check(address, typeOf(address));
  while (proxy.trusted && index > 0 && trusted(chain[index])) index -= 1;
  return chain[index];
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
