/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BASE_HEADERS } from "gatsby/dist/utils/adapter/constants";
import { EARLY_ERROR_BUFFER_SOURCE } from "../workarounds/early-error-buffer";
import { consentBootstrapSource } from "../privacy/consent-bootstrap";
import keys from "../../tests/e2e/test-keys.json";
import { pageCspRoutes, withPageCsp } from "./adapter";
import {
  EMPTY_STYLE_HASH,
  buildCsp,
  executableInlineScripts,
  inlineEventHandlers,
  inlineHashes,
  sha256Source,
} from "./csp";
import { computeCspManifest, frameOrigin, readCspManifest, writeCspManifest } from "./csp-manifest";
import { type CspManifest, cacheControlFor, gatsbyHeaderRules, headersFor, thirdPartySources } from "./headers";

const NO_KEYS = {};

describe("CSP hashes", () => {
  it("hashes exactly what the browser hashes (the CSP specification's own example)", () => {
    expect(sha256Source("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
    expect(EMPTY_STYLE_HASH).toBe(sha256Source(""));
  });

  it("covers every inline script a page carries (Gatsby's, the bootstrap, the error buffer) and skips data blocks and src scripts", () => {
    const gatsbyPage =
      `<html><head><script>${consentBootstrapSource("GTM-TEST123", "opt-out", "2025-09-01")}</script>` +
      `<script>${EARLY_ERROR_BUFFER_SOURCE}</script>` +
      '<style data-styled-ssr="">.a{color:red}</style><noscript><style>.b{opacity:1}</style></noscript>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script></head><body>' +
      '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>' +
      '<script src="/webpack-runtime-0123456789abcdef0123.js" async></script>' +
      '<script src="/app-0123456789abcdef0123.js" async></script></body></html>';
    expect(inlineHashes(gatsbyPage)).toEqual({
      scripts: [
        sha256Source(consentBootstrapSource("GTM-TEST123", "opt-out", "2025-09-01")),
        sha256Source(EARLY_ERROR_BUFFER_SOURCE),
        sha256Source('/*<![CDATA[*/window.pagePath="/";/*]]>*/'),
      ],
      styles: [sha256Source(".a{color:red}"), sha256Source(".b{opacity:1}")],
    });
    // The same scripts' text, which scripts/first-load-js.ts sizes.
    expect(executableInlineScripts(gatsbyPage)).toEqual([
      consentBootstrapSource("GTM-TEST123", "opt-out", "2025-09-01"),
      EARLY_ERROR_BUFFER_SOURCE,
      '/*<![CDATA[*/window.pagePath="/";/*]]>*/',
    ]);
  });

  it("finds inline event handlers, which no policy here allows", () => {
    expect(inlineEventHandlers('<img src="x" onerror="alert(1)"><a href="#" onClick="x()">')).toEqual([
      "onerror",
      "onclick",
    ]);
    expect(inlineEventHandlers('<a href="/on=x" data-one="1">')).toEqual([]);
  });
});

describe("the policy", () => {
  const hashes = { scripts: ["'sha256-s1'"], styles: ["'sha256-t1'"] };

  it("allows scripts only from the site, by hash, and from the configured third parties; no unsafe-inline or eval", () => {
    const policy = buildCsp({
      sources: thirdPartySources(keys),
      hashes,
      report: { uri: "/api/csp-report", group: "csp-endpoint" },
    });
    expect(policy.split("; ")).toEqual([
      "default-src 'self'",
      "script-src 'self' 'sha256-s1' https://www.googletagmanager.com https://cdn.segment.com",
      `style-src 'self' 'sha256-t1' ${EMPTY_STYLE_HASH}`,
      "style-src-attr 'unsafe-inline'",
      "img-src 'self' data: https://*.google-analytics.com https://*.googletagmanager.com",
      "font-src 'self'",
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com https://cdn.segment.com https://api.segment.io http://127.0.0.1:9129",
      "frame-src https://www.googletagmanager.com",
      "worker-src 'none'",
      "manifest-src 'self'",
      "media-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "report-uri /api/csp-report",
      "report-to csp-endpoint",
    ]);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it("frames the booking page content names (site.json schedulingUrl), recorded by the build, on every page and host", () => {
    expect(frameOrigin("https://cal.example.com/flatirons/intro?x=1")).toBe("https://cal.example.com");
    expect(frameOrigin("http://cal.example.com/")).toBeNull();
    expect(frameOrigin(undefined)).toBeNull();
    const manifest: CspManifest = {
      version: 1,
      pages: { "/": { scripts: [], styles: [] } },
      frames: ["https://cal.example.com"],
    };
    const frameSrc = (policy: string) => policy.split("; ").find((directive) => directive.startsWith("frame-src"));
    expect(frameSrc(headersFor("/", { env: NO_KEYS, manifest })["content-security-policy"])).toBe(
      "frame-src https://cal.example.com",
    );
    expect(frameSrc(pageCspRoutes(manifest, NO_KEYS)[0].headers[0].value)).toBe("frame-src https://cal.example.com");
    expect(
      frameSrc(
        headersFor("/", { env: NO_KEYS, manifest: { ...manifest, frames: undefined } })["content-security-policy"],
      ),
    ).toBe("frame-src 'none'");
  });

  it("names no third party without its key", () => {
    const policy = buildCsp({ sources: thirdPartySources(NO_KEYS) });
    expect(policy).not.toMatch(/https:/);
    expect(policy).toContain("frame-src 'none'");
  });
});

describe("the header table", () => {
  const manifest: CspManifest = { version: 1, pages: { "/about-us/": { scripts: ["'sha256-s1'"], styles: [] } } };

  it("gives a page every security header, revalidation and its own policy", () => {
    const headers = headersFor("/about-us/?utm_source=x", { env: keys, manifest });
    expect(Object.keys(headers).sort()).toEqual([
      "cache-control",
      "content-security-policy",
      "cross-origin-opener-policy",
      "permissions-policy",
      "referrer-policy",
      "reporting-endpoints",
      "strict-transport-security",
      "x-content-type-options",
      "x-frame-options",
      "x-xss-protection",
    ]);
    expect(headers).toMatchObject({
      "cache-control": "public, max-age=0, must-revalidate",
      "strict-transport-security": "max-age=31536000; includeSubDomains",
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "referrer-policy": "same-origin",
      "cross-origin-opener-policy": "same-origin",
      "reporting-endpoints": 'csp-endpoint="/api/csp-report"',
    });
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["content-security-policy"]).toContain(
      "script-src 'self' 'sha256-s1' https://www.googletagmanager.com",
    );
  });

  it("serves an unknown path's 404 page with that page's hashes, and other paths with none", () => {
    const withNotFound = {
      ...manifest,
      pages: { ...manifest.pages, "/404.html": { scripts: ["'sha256-nf'"], styles: [] } },
    };
    expect(
      headersFor("/nope/", { env: NO_KEYS, manifest: withNotFound, page: "/404.html" })["content-security-policy"],
    ).toContain("'sha256-nf'");
    expect(headersFor("/nope/", { env: NO_KEYS, manifest: withNotFound })["content-security-policy"]).toContain(
      "script-src 'self'; ",
    );
  });

  it("switches to report-only, another report URL, or no reporting by environment", () => {
    const reportOnly = headersFor("/", { env: { CSP_REPORT_ONLY: "true", CSP_REPORT_URI: "https://r.example/csp" } });
    expect(reportOnly["content-security-policy"]).toBeUndefined();
    expect(reportOnly["content-security-policy-report-only"]).toContain(
      "report-uri https://r.example/csp; report-to csp-endpoint",
    );
    expect(reportOnly["reporting-endpoints"]).toBe('csp-endpoint="https://r.example/csp"');
    const off = headersFor("/", { env: { CSP_REPORT_URI: "off" } });
    expect(off["content-security-policy"]).not.toContain("report-");
    expect(off["reporting-endpoints"]).toBeUndefined();
  });

  it("keeps hashed assets for a year and revalidates pages, page data and the service worker", () => {
    expect(cacheControlFor("/static/abc/photo.webp")).toBe("public, max-age=31536000, immutable");
    expect(cacheControlFor("/app-01fbf3d0faea5374062f.js")).toBe("public, max-age=31536000, immutable");
    expect(cacheControlFor("/styles.3f1a2b4c5d6e7f809a1b.css")).toBe("public, max-age=31536000, immutable");
    expect(cacheControlFor("/component---src-pages-index-tsx-7b76645953e80d8ef58c.js")).toBe(
      "public, max-age=31536000, immutable",
    );
    for (const path of [
      "/",
      "/about-us/",
      "/page-data/about-us/page-data.json",
      "/page-data/app-data.json",
      "/sw.js",
      "/app.js",
      "/favicon-32x32.png",
      "/404.html",
      "/robots.txt",
    ]) {
      expect(cacheControlFor(path)).toBe("public, max-age=0, must-revalidate");
    }
  });

  it("repeats Gatsby's own base headers unchanged and hands gatsby-config only the rest", () => {
    const headers = headersFor("/", { env: NO_KEYS });
    for (const { key, value } of BASE_HEADERS) expect(headers[key]).toBe(value);
    const [rule] = gatsbyHeaderRules(keys);
    expect(rule!.source).toBe("/*");
    expect(rule!.headers.map((header) => header.key)).toEqual([
      "strict-transport-security",
      "permissions-policy",
      "cross-origin-opener-policy",
      "reporting-endpoints",
    ]);
  });
});

describe("the build's manifest and the adapter", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "csp-"));
    fs.mkdirSync(path.join(dir, "public", "about-us"), { recursive: true });
    fs.writeFileSync(path.join(dir, "public", "index.html"), "<script>a()</script>");
    fs.writeFileSync(path.join(dir, "public", "about-us", "index.html"), "<style>b{}</style>");
    fs.writeFileSync(path.join(dir, "public", "404.html"), "<script>c()</script>");
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("hashes every built page under its route and reads back what it wrote", () => {
    const manifest = computeCspManifest(path.join(dir, "public"));
    expect(manifest).toEqual({
      version: 1,
      pages: {
        "/": { scripts: [sha256Source("a()")], styles: [] },
        "/about-us/": { scripts: [], styles: [sha256Source("b{}")] },
        "/404.html": { scripts: [sha256Source("c()")], styles: [] },
      },
    });
    const file = path.join(dir, "out", "csp.json");
    writeCspManifest(manifest, file);
    expect(readCspManifest(file)).toEqual(manifest);
    expect(readCspManifest(path.join(dir, "missing.json"))).toBeNull();
  });

  it("stops the build on an inline event handler", () => {
    fs.writeFileSync(path.join(dir, "public", "index.html"), '<img onload="x()">');
    expect(() => computeCspManifest(path.join(dir, "public"))).toThrow(
      "index.html has inline event handlers (onload), which the Content-Security-Policy blocks",
    );
  });

  it("hands the deploy adapter one header route per page with that page's policy, and the rest of the context as it is", async () => {
    const manifest = computeCspManifest(path.join(dir, "public"));
    const file = path.join(dir, "csp.json");
    writeCspManifest(manifest, file);
    const adapt = jest.fn();
    const adapter = withPageCsp({ name: "test-adapter", adapt }, { env: NO_KEYS, manifestFile: file });
    const base = [{ path: "/*", headers: [{ key: "x-frame-options", value: "DENY" }] }];
    await adapter.adapt({ headerRoutes: base, pathPrefix: "", trailingSlash: "always" } as never);
    const context = adapt.mock.calls[0]![0];
    expect(adapter.name).toBe("test-adapter");
    expect(context.pathPrefix).toBe("");
    expect(context.headerRoutes).toEqual([...base, ...pageCspRoutes(manifest, NO_KEYS)]);
    expect(context.headerRoutes.find((route: { path: string }) => route.path === "/")).toEqual({
      path: "/",
      headers: [
        {
          key: "content-security-policy",
          value: headersFor("/", { env: NO_KEYS, manifest })["content-security-policy"],
        },
      ],
    });
  });

  it("refuses to deploy without the manifest", () => {
    const adapter = withPageCsp(
      { name: "t", adapt: jest.fn() },
      { env: NO_KEYS, manifestFile: path.join(dir, "none.json") },
    );
    expect(() => adapter.adapt({ headerRoutes: [] } as never)).toThrow("none.json is missing");
  });
});
