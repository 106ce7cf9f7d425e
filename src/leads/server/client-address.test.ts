/**
 * @jest-environment node
 */
import { NO_PROXY, clientAddressOf, normalizeAddress, rateLimitSubject } from "./client-address";

const request = (address: string | null, headers: Record<string, string> = {}) => ({
  headers,
  socket: address === null ? null : { remoteAddress: address },
});

describe("client address", () => {
  it("is the socket's address without trusted proxies, whatever the headers say", () => {
    const spoofed = request("::ffff:198.51.100.7", {
      "x-forwarded-for": "192.0.2.1",
      "x-real-ip": "192.0.2.2",
      "x-nf-client-connection-ip": "192.0.2.3",
    });
    expect(clientAddressOf(spoofed, NO_PROXY)).toBe("198.51.100.7");
    expect(clientAddressOf(spoofed, { trustedHops: 0, addressHeader: "x-nf-client-connection-ip" })).toBe(
      "198.51.100.7",
    );
  });

  it("is the right-most address no trusted proxy vouches for", () => {
    // The client wrote 192.0.2.66; the CDN appended the client's real address; the balancer the CDN's.
    const req = request("10.0.0.2", { "x-forwarded-for": "192.0.2.66, 203.0.113.9, 10.0.0.1" });
    expect(clientAddressOf(req, { trustedHops: 1, addressHeader: null })).toBe("10.0.0.1");
    expect(clientAddressOf(req, { trustedHops: 2, addressHeader: null })).toBe("203.0.113.9");
    // More hops configured than the request went through: the left-most entry, never beyond.
    expect(clientAddressOf(req, { trustedHops: 9, addressHeader: null })).toBe("192.0.2.66");
    // Headers split over several lines count as one list.
    const split = {
      headers: { "x-forwarded-for": ["192.0.2.66", "203.0.113.9"] },
      socket: { remoteAddress: "10.0.0.2" },
    };
    expect(clientAddressOf(split, { trustedHops: 1, addressHeader: null })).toBe("203.0.113.9");
  });

  it("uses the platform's header, else the last forwarded entry, when the host gives no socket", () => {
    const headers = { "x-nf-client-connection-ip": "192.0.2.44", "x-forwarded-for": "192.0.2.1, 192.0.2.45" };
    expect(
      clientAddressOf(request(null, headers), { trustedHops: 0, addressHeader: "x-nf-client-connection-ip" }),
    ).toBe("192.0.2.44");
    expect(clientAddressOf(request(null, headers), NO_PROXY)).toBe("192.0.2.45");
    expect(clientAddressOf(request(null), NO_PROXY)).toBe("unknown");
  });

  it("normalises mapped and bracketed addresses", () => {
    expect(normalizeAddress(" ::FFFF:10.1.2.3 ")).toBe("10.1.2.3");
    expect(normalizeAddress("[2001:db8::1]")).toBe("2001:db8::1");
    expect(normalizeAddress("::ffff:abcd")).toBe("::ffff:abcd");
  });
});

describe("rate limit subject", () => {
  it("counts IPv4 per address and IPv6 per /64", () => {
    expect(rateLimitSubject("198.51.100.7")).toBe("198.51.100.7");
    expect(rateLimitSubject("2001:db8:aa:bb::1")).toBe("2001:db8:aa:bb::/64");
    expect(rateLimitSubject("2001:0DB8:00aa:00bb:ffff:1:2:3")).toBe("2001:db8:aa:bb::/64");
    expect(rateLimitSubject("2001:db8::")).toBe("2001:db8:0:0::/64");
    expect(rateLimitSubject("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitSubject("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(rateLimitSubject("64:ff9b::192.0.2.33")).toBe("64:ff9b:0:0::/64");
    expect(rateLimitSubject("unknown")).toBe("unknown");
  });
});
