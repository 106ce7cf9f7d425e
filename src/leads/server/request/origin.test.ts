/**
 * @jest-environment node
 */
import { checkOrigin, ownHosts } from "./origin";

const SITE = { siteUrl: "https://flatirons.com" };

describe("origin check", () => {
  it("allows a same-origin post with JavaScript (fetch: Origin and Sec-Fetch-Site: same-origin)", () => {
    expect(
      checkOrigin({ host: "127.0.0.1:9000", origin: "http://127.0.0.1:9000", "sec-fetch-site": "same-origin" }, SITE),
    ).toEqual({ allowed: true });
  });

  it("allows a form post without JavaScript (Origin of the page, Sec-Fetch-Site: same-origin)", () => {
    expect(
      checkOrigin({ host: "flatirons.com", origin: "https://flatirons.com", "sec-fetch-site": "same-origin" }),
    ).toEqual({
      allowed: true,
    });
  });

  it("allows the configured site URL's host behind a host that rewrites Host", () => {
    expect(checkOrigin({ host: "internal:8080", origin: "https://flatirons.com" }, SITE)).toEqual({ allowed: true });
    expect(checkOrigin({ host: "internal:8080", origin: "https://FLATIRONS.com" }, SITE)).toEqual({ allowed: true });
  });

  it("allows X-Forwarded-Host only behind a trusted proxy", () => {
    const headers = {
      host: "internal:8080",
      "x-forwarded-host": "www.flatirons.com",
      origin: "https://www.flatirons.com",
    };
    expect(checkOrigin(headers, { trustProxy: true })).toEqual({ allowed: true });
    expect(checkOrigin(headers, { trustProxy: false })).toEqual({
      allowed: false,
      reason: "Origin https://www.flatirons.com",
    });
  });

  it("allows requests with neither header (servers, scripts: they send none)", () => {
    expect(checkOrigin({ host: "flatirons.com" }, SITE)).toEqual({ allowed: true });
    expect(checkOrigin({ host: "flatirons.com", "sec-fetch-site": "none" }, SITE)).toEqual({ allowed: true });
  });

  it("refuses Sec-Fetch-Site: cross-site, whatever the Origin says", () => {
    expect(
      checkOrigin({ host: "flatirons.com", origin: "https://flatirons.com", "sec-fetch-site": "cross-site" }, SITE),
    ).toEqual({ allowed: false, reason: "Sec-Fetch-Site: cross-site" });
  });

  it("refuses another site's Origin, a look-alike, another port or scheme-less values, and the opaque null", () => {
    const refused = (origin: string) => checkOrigin({ host: "flatirons.com", origin }, SITE).allowed;
    expect(refused("https://evil.example")).toBe(false);
    expect(refused("https://flatirons.com.evil.example")).toBe(false);
    expect(refused("https://flatirons.com:8443")).toBe(false);
    expect(refused("null")).toBe(false);
    expect(refused("file://flatirons.com")).toBe(false);
    expect(refused("not a url")).toBe(false);
  });

  it("counts the Host, the forwarded host (trusted) and the site URL as own hosts", () => {
    expect(
      Array.from(
        ownHosts({ host: "A.test:9000", "x-forwarded-host": "b.test, c.test" }, { ...SITE, trustProxy: true }),
      ),
    ).toEqual(["a.test:9000", "b.test", "flatirons.com"]);
  });
});
