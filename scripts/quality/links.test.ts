/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseHtml } from "../../src/node/built-site";
import {
  anchorsOf,
  checkLinks,
  cssUrls,
  extractReferences,
  findTarget,
  formatLinkProblems,
  functionRoutes,
  parseSrcset,
  resolveUrl,
} from "./links";

const SITE = "https://flatirons.com";

describe("resolveUrl", () => {
  it("keeps root-relative paths as internal", () => {
    expect(resolveUrl("/about-us/", "/blog/x/", SITE)).toEqual({ kind: "internal", path: "/about-us/", hash: "" });
  });

  it("resolves relative paths against the page", () => {
    expect(resolveUrl("diagram.png", "/blog/post/", SITE)).toEqual({
      kind: "internal",
      path: "/blog/post/diagram.png",
      hash: "",
    });
    expect(resolveUrl("../other/", "/blog/post/", SITE)).toEqual({ kind: "internal", path: "/blog/other/", hash: "" });
  });

  it("treats absolute URLs on the site's origin as internal", () => {
    expect(resolveUrl("https://flatirons.com/social-card.png", "/", SITE)).toEqual({
      kind: "internal",
      path: "/social-card.png",
      hash: "",
    });
  });

  it("drops the query and keeps the fragment", () => {
    expect(resolveUrl("/favicon-32x32.png?v=abc", "/", SITE)).toEqual({
      kind: "internal",
      path: "/favicon-32x32.png",
      hash: "",
    });
    expect(resolveUrl("#contact-us", "/services/", SITE)).toEqual({
      kind: "internal",
      path: "/services/",
      hash: "contact-us",
    });
  });

  it("decodes percent-encoded paths to match file names", () => {
    expect(resolveUrl("/static/a%20b.jpg", "/", SITE)).toEqual({ kind: "internal", path: "/static/a b.jpg", hash: "" });
  });

  it("classifies other origins, including protocol-relative ones, as external", () => {
    expect(resolveUrl("https://x.com/flatironsdev", "/", SITE)).toEqual({
      kind: "external",
      url: "https://x.com/flatironsdev",
    });
    expect(resolveUrl("//cdn.example.com/a.js", "/", SITE)).toEqual({
      kind: "external",
      url: "http://cdn.example.com/a.js",
    });
  });

  it("ignores mail, phone, data and script URLs and the bare #", () => {
    for (const url of [
      "mailto:hello@flatirons.com",
      "tel:+13035550100",
      "data:image/png;base64,AA",
      "javascript:void(0)",
      "#",
      "",
    ])
      expect(resolveUrl(url, "/", SITE)).toEqual({ kind: "ignored" });
  });
});

describe("parseSrcset", () => {
  it("returns each candidate's URL", () => {
    expect(parseSrcset("/static/a/200.webp 200w,\n/static/a/400.webp 400w, /static/a/800.webp 800w")).toEqual([
      "/static/a/200.webp",
      "/static/a/400.webp",
      "/static/a/800.webp",
    ]);
  });
  it("handles density descriptors and URLs with commas", () => {
    expect(parseSrcset("/img/a,b.png 1x, /img/c.png 2x")).toEqual(["/img/a,b.png", "/img/c.png"]);
  });
});

describe("cssUrls", () => {
  it("finds quoted and unquoted url() references but not data: URIs or SVG fragment refs", () => {
    expect(
      cssUrls(
        `@font-face{src:url(/static/inter.woff2) format("woff2")} .a{background:url("/img/bg.png")} .b{background:url('data:image/png;base64,AA')} .c{fill:url(#g)}`,
      ),
    ).toEqual(["/static/inter.woff2", "/img/bg.png"]);
  });
});

describe("findTarget", () => {
  const files = new Set(["index.html", "about-us/index.html", "rss.xml", "static/a.jpg"]);
  const exists = (file: string) => files.has(file);

  it("serves a page path from its index.html", () => {
    expect(findTarget("/about-us/", exists)).toEqual({ ok: true, file: "about-us/index.html" });
    expect(findTarget("/", exists)).toEqual({ ok: true, file: "index.html" });
  });

  it("serves files by name", () => {
    expect(findTarget("/rss.xml", exists)).toEqual({ ok: true, file: "rss.xml" });
  });

  it("reports a page path without its trailing slash", () => {
    expect(findTarget("/about-us", exists)).toEqual({
      ok: false,
      reason: "missing trailing slash: the site redirects it to /about-us/ (link to that instead)",
    });
  });

  it("reports missing pages and files", () => {
    expect(findTarget("/nope/", exists)).toEqual({ ok: false, reason: "no page at this path (404)" });
    expect(findTarget("/static/b.jpg", exists)).toEqual({ ok: false, reason: "no file at this path (404)" });
  });
});

describe("extractReferences", () => {
  it("collects links, images, srcsets, scripts, share images, styles and <noscript> markup", () => {
    const root = parseHtml(`<!DOCTYPE html><html><head>
      <link rel="preconnect" href="https://fonts.example.com">
      <link rel="canonical" href="https://flatirons.com/x/">
      <meta property="og:image" content="https://flatirons.com/social-card.png">
      <style>@font-face{src:url(/static/font.woff2)}</style>
      <script src="/app.js" async></script>
    </head><body>
      <script src="/framework-1.js" async></script>
      <a href="/about-us/">About</a>
      <picture><source type="image/webp" srcset="/a-1.webp 1x, /a-2.webp 2x"><img data-src="/lazy.jpg" alt=""></picture>
      <div style="background-image:url(/bg.png)"></div>
      <noscript><img src="/fallback.jpg" alt=""></noscript>
    </body></html>`);
    expect(extractReferences(root)).toEqual(
      expect.arrayContaining([
        { source: "<a href>", url: "/about-us/" },
        { source: "<link href>", url: "https://flatirons.com/x/" },
        { source: "<img data-src>", url: "/lazy.jpg" },
        { source: "<source srcset>", url: "/a-1.webp" },
        { source: "<source srcset>", url: "/a-2.webp" },
        { source: "<script src>", url: "/app.js" },
        { source: "<script src>", url: "/framework-1.js" },
        { source: "<meta content>", url: "https://flatirons.com/social-card.png" },
        { source: "<div style> url()", url: "/bg.png" },
        { source: "<style> url()", url: "/static/font.woff2" },
        { source: "<img src>", url: "/fallback.jpg" },
      ]),
    );
    expect(extractReferences(root).map((reference) => reference.url)).not.toContain("https://fonts.example.com");
  });
});

describe("anchorsOf", () => {
  it("collects ids and named anchors", () => {
    expect(anchorsOf(parseHtml('<main id="main"><a name="top"></a><h2 id="faq">FAQ</h2></main>'))).toEqual(
      new Set(["main", "top", "faq"]),
    );
  });
});

describe("checkLinks on a built site", () => {
  let publicDir: string;
  const page = (body: string) =>
    `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><main id="main">${body}</main></body></html>`;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), text);
  };

  beforeAll(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "links-"));
    write(
      "index.html",
      page(`
        <a href="/about-us/">ok</a>
        <a href="/about-us">no slash</a>
        <a href="/missing/">missing</a>
        <a href="/about-us/#team">fragment ok</a>
        <a href="/about-us/#nobody">fragment missing</a>
        <a href="https://flatirons.com/about-us/">absolute ok</a>
        <a href="https://www.linkedin.com/company/flatirons-development">external</a>
        <a href="mailto:hello@flatirons.com">mail</a>
        <img src="/static/logo.svg" alt="">
        <img src="/static/gone.png" alt="">`),
    );
    write("about-us/index.html", page('<h2 id="team">Team</h2><a href="#main">skip</a>'));
    write("static/logo.svg", "<svg/>");
  });

  afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  it("reports exactly the broken references, with page, element and reason", () => {
    const report = checkLinks(publicDir, SITE);
    expect(report.pages).toBe(2);
    expect(report.external).toEqual(new Set(["https://www.linkedin.com/company/flatirons-development"]));
    expect(report.problems).toEqual([
      {
        page: "/",
        source: "<a href>",
        url: "/about-us",
        reason: "missing trailing slash: the site redirects it to /about-us/ (link to that instead)",
      },
      { page: "/", source: "<a href>", url: "/missing/", reason: "no page at this path (404)" },
      {
        page: "/",
        source: "<a href>",
        url: "/about-us/#nobody",
        reason: 'no element with id="nobody" on /about-us/',
      },
      { page: "/", source: "<img src>", url: "/static/gone.png", reason: "no file at this path (404)" },
    ]);
  });

  it("groups a URL broken on many pages into one entry", () => {
    const problem = { source: "<a href>", url: "/gone/", reason: "no page at this path (404)" };
    const text = formatLinkProblems(
      ["/", "/a/", "/b/"].map((pagePath) => ({ ...problem, page: pagePath })),
      2,
    );
    expect(text).toBe('✗ <a href> "/gone/": no page at this path (404)\n    on 3 pages: /, /a/ and 1 more');
  });
});

describe("Function routes", () => {
  it("a form's action may name a Gatsby Function, and only an existing one", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "links-api-"));
    try {
      const publicDir = path.join(root, "public");
      const apiDir = path.join(root, "src", "api");
      fs.mkdirSync(apiDir, { recursive: true });
      fs.mkdirSync(publicDir);
      fs.writeFileSync(path.join(apiDir, "newsletter.ts"), "");
      fs.writeFileSync(path.join(apiDir, "newsletter.test.ts"), "");
      fs.writeFileSync(
        path.join(publicDir, "index.html"),
        '<!DOCTYPE html><html lang="en"><head><title>t</title></head><body>' +
          '<form method="post" action="/api/newsletter"></form><form method="post" action="/api/missing"></form></body></html>',
      );
      expect(functionRoutes(apiDir)).toEqual(new Set(["/api/newsletter"]));
      const report = checkLinks(publicDir, SITE);
      expect(report.problems.map((problem) => problem.url)).toEqual(["/api/missing"]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
