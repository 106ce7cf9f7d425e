/** @jest-environment node */
import type { CspManifest } from "../security/headers";
import { siteSecurityHeaders } from "./security-headers";

const manifest: CspManifest = {
  version: 1,
  pages: {
    "/about-us/": { scripts: ["'sha256-about'"], styles: ["'sha256-about-style'"] },
    "/404.html": { scripts: ["'sha256-missing'"], styles: [] },
    "/offline-plugin-app-shell-fallback/": { scripts: ["'sha256-shell'"], styles: [] },
  },
};

const policy = (headers: Record<string, string>) => headers["content-security-policy"] ?? "";

describe("the production server's security headers", () => {
  const headersFor = siteSecurityHeaders(manifest);

  it("allow each built page's own inline code, and only that page's", () => {
    const about = policy(headersFor("/about-us/", 200));
    expect(about).toContain("'sha256-about'");
    expect(about).toContain("'sha256-about-style'");
    expect(about).not.toContain("'sha256-missing'");
  });

  it("give a page asked for by its file (the service worker's app shell) its folder's page's hashes", () => {
    expect(policy(headersFor("/offline-plugin-app-shell-fallback/index.html", 200))).toContain("'sha256-shell'");
    expect(policy(headersFor("/about-us/index.html", 200))).toContain("'sha256-about'");
  });

  it("give an unknown path answered by 404.html that page's hashes", () => {
    const missing = policy(headersFor("/no-such-page/", 404));
    expect(missing).toContain("'sha256-missing'");
    expect(missing).not.toContain("'sha256-about'");
  });

  it("send no policy where the build has no page (the deploy adapter sends none there), and the rest of the table", () => {
    for (const path of ["/app-0123456789abcdef0123.js", "/admin/"])
      expect(headersFor(path, 200)).not.toHaveProperty("content-security-policy");
    const headers = headersFor("/app-0123456789abcdef0123.js", 200);
    expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
  });

  it("allow no inline code anywhere without the build's manifest", () => {
    expect(policy(siteSecurityHeaders(null)("/about-us/", 200))).toContain("script-src 'self';");
  });
});
