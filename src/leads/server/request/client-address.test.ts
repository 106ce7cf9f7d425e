/**
 * @jest-environment node
 */
import {
  NO_PROXY,
  addressList,
  clientAddressOf,
  fromTrustedProxy,
  isPrivateAddress,
  normalizeAddress,
  rateLimitSubject,
} from "./client-address";

const trusting = (proxies: string, addressHeader: string | null = null) => ({
  trusted: addressList(proxies).list,
  addressHeader,
});

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
    expect(clientAddressOf(spoofed, { trusted: null, addressHeader: "x-nf-client-connection-ip" })).toBe(
      "198.51.100.7",
    );
  });

  it("is the socket's address when the socket is not a trusted proxy: a client reaching the server directly cannot choose", () => {
    const direct = request("198.51.100.7", { "x-forwarded-for": "192.0.2.1, 10.0.0.1" });
    expect(clientAddressOf(direct, trusting("10.0.0.0/8"))).toBe("198.51.100.7");
    expect(fromTrustedProxy(direct, trusting("10.0.0.0/8"))).toBe(false);
  });

  it("is the right-most address that is not a trusted proxy", () => {
    // The client wrote 192.0.2.66; the CDN (203.0.113.9's proxy) appended the client's real address; the balancer the CDN's.
    const req = request("10.0.0.2", { "x-forwarded-for": "192.0.2.66, 203.0.113.9, 10.0.0.1" });
    expect(fromTrustedProxy(req, trusting("10.0.0.2"))).toBe(true);
    expect(clientAddressOf(req, trusting("10.0.0.2"))).toBe("10.0.0.1");
    expect(clientAddressOf(req, trusting("10.0.0.0/8"))).toBe("203.0.113.9");
    expect(clientAddressOf(req, trusting("10.0.0.0/8, 203.0.113.0/24"))).toBe("192.0.2.66");
    // Every entry a trusted proxy: the left-most, never beyond.
    expect(clientAddressOf(req, trusting("0.0.0.0/0"))).toBe("192.0.2.66");
    // Headers split over several lines count as one list; IPv6 ranges work the same.
    const split = {
      headers: { "x-forwarded-for": ["192.0.2.66", "203.0.113.9"] },
      socket: { remoteAddress: "2001:db8::5" },
    };
    expect(clientAddressOf(split, trusting("2001:db8::/32"))).toBe("203.0.113.9");
  });

  it("reads a list of addresses and ranges, and names the entries it cannot", () => {
    expect(addressList("10.0.0.0/8, 192.0.2.1 2001:db8::/32").invalid).toEqual([]);
    expect(addressList("10.0.0.0/33, proxy.example, 192.0.2.1/8/1, ::1").invalid).toEqual([
      "10.0.0.0/33",
      "proxy.example",
      "192.0.2.1/8/1",
    ]);
  });

  it("knows loopback, private, link-local and reserved addresses, mapped ones too", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "::1",
      "::",
      "fe80::1",
      "fd00::1",
      "::ffff:127.0.0.1",
    ]) {
      expect([address, isPrivateAddress(address)]).toEqual([address, true]);
    }
    for (const address of ["93.184.216.34", "8.8.8.8", "2606:4700::1111", "not an address"]) {
      expect([address, isPrivateAddress(address)]).toEqual([address, false]);
    }
  });

  it("uses the platform's header, else the last forwarded entry, when the host gives no socket", () => {
    const headers = { "x-nf-client-connection-ip": "192.0.2.44", "x-forwarded-for": "192.0.2.1, 192.0.2.45" };
    expect(clientAddressOf(request(null, headers), { trusted: null, addressHeader: "x-nf-client-connection-ip" })).toBe(
      "192.0.2.44",
    );
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
