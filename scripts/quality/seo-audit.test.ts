/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseHtml } from "../../src/node/built-site";
import { auditPage, auditSiteFiles, duplicateDescriptions, readPageSeo, type PageSeo } from "./seo-audit";

const SITE = "https://flatirons.com";
const DESCRIPTION = "Custom web development from Flatirons: React and Node.js applications built for scale.";

function head({
  pagePath,
  title = "Web Development Services | Flatirons",
  description = DESCRIPTION,
  image = "https://flatirons.com/social-card.png",
  jsonLd = [] as object[],
  extra = "",
}: {
  pagePath: string;
  title?: string;
  description?: string;
  image?: string;
  jsonLd?: object[];
  extra?: string;
}) {
  const canonical = `${SITE}${pagePath}`;
  return `<head><title>${title}</title>
    <meta name="description" content="${description}">
    <link rel="canonical" href="${canonical}">
    <meta property="og:type" content="website"><meta property="og:title" content="${title}">
    <meta property="og:description" content="${description}"><meta property="og:url" content="${canonical}">
    <meta property="og:image" content="${image}"><meta property="og:image:alt" content="Flatirons">
    <meta name="twitter:card" content="summary_large_image"><meta name="twitter:title" content="${title}">
    <meta name="twitter:description" content="${description}"><meta name="twitter:image" content="${image}">
    ${jsonLd.map((data) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`).join("")}
    ${extra}</head>`;
}

const crumbs = (...items: Array<[string, string]>) => ({
  "@context": "https://schema.org",
  "@type": "BreadcrumbList",
  itemListElement: items.map(([name, p], index) => ({
    "@type": "ListItem",
    position: index + 1,
    name,
    item: `${SITE}${p}`,
  })),
});
const ld = (type: string, extra: object = {}) => ({ "@context": "https://schema.org", "@type": type, ...extra });

const read = (pagePath: string, html: string) =>
  readPageSeo(parseHtml(`<!DOCTYPE html><html>${html}</html>`), pagePath);
const files = new Set(["social-card.png", "static/abc/cover.jpg"]);
const exists = (file: string) => files.has(file);
const rules = (page: PageSeo) => auditPage(page, SITE, exists).map((p) => `${p.rule}: ${p.message}`);

const servicePage = (overrides: Parameters<typeof head>[0] = { pagePath: "/services/web-development/" }, body = "") =>
  read(
    overrides.pagePath,
    head({
      jsonLd: [crumbs(["Home", "/"], ["Services", "/services/"], ["Web", "/services/web-development/"]), ld("Service")],
      ...overrides,
    }) + `<body>${body}</body>`,
  );

describe("auditPage", () => {
  it("passes a complete service page", () => {
    expect(rules(servicePage())).toEqual([]);
  });

  it("requires a description of at least 50 characters", () => {
    expect(rules(servicePage({ pagePath: "/services/web-development/", description: "Too short." }))).toContain(
      'meta-description: meta description is 10 characters (at least 50): "Too short."',
    );
  });

  it("requires the canonical to be the absolute URL of the page", () => {
    const page = servicePage();
    expect(rules({ ...page, canonical: "/services/web-development/" })).toContain(
      'canonical: canonical "/services/web-development/" is not absolute',
    );
    expect(rules({ ...page, canonical: `${SITE}/services/` })).toContain(
      `canonical: canonical "${SITE}/services/" should be "${SITE}/services/web-development/"`,
    );
  });

  it("requires social tags matching the title and description", () => {
    const page = servicePage();
    const withoutTwitterImage = { ...page, meta: { ...page.meta, "twitter:image": "" } };
    expect(rules(withoutTwitterImage)).toEqual(["social-tags: has no <meta> twitter:image"]);
    const wrongTitle = { ...page, meta: { ...page.meta, "og:title": "Other" } };
    expect(rules(wrongTitle)).toEqual([
      'social-tags: og:title is "Other", expected "Web Development Services | Flatirons"',
    ]);
  });

  it("requires the share image to be absolute and to exist in public/", () => {
    expect(rules(servicePage({ pagePath: "/services/web-development/", image: "/social-card.png" }))).toEqual([
      'social-image: og:image "/social-card.png" is not an absolute URL on https://flatirons.com',
      'social-image: twitter:image "/social-card.png" is not an absolute URL on https://flatirons.com',
    ]);
    expect(
      rules(servicePage({ pagePath: "/services/web-development/", image: "https://flatirons.com/static/gone.jpg" })),
    ).toContain('social-image: og:image "https://flatirons.com/static/gone.jpg" has no file in public/');
  });

  it("requires the page's own cover, not the default card, on blog posts and case studies", () => {
    const post = read(
      "/blog/hello/",
      head({
        pagePath: "/blog/hello/",
        jsonLd: [crumbs(["Home", "/"], ["Blog", "/blog/"], ["Hello", "/blog/hello/"]), ld("BlogPosting")],
      }),
    );
    expect(rules(post)).toEqual([
      "social-image: uses the default social card, but the page has a cover image of its own",
    ]);
  });

  it("requires the JSON-LD each kind of page needs", () => {
    expect(rules(read("/", head({ pagePath: "/" })))).toEqual(["json-ld: has no Organization JSON-LD (home page)"]);
    expect(rules(read("/about-us/", head({ pagePath: "/about-us/" })))).toEqual([
      "json-ld: has no BreadcrumbList JSON-LD (every nested page)",
    ]);
    const serviceWithoutService = servicePage({
      pagePath: "/services/web-development/",
      jsonLd: [crumbs(["Home", "/"], ["Web", "/services/web-development/"])],
    });
    expect(rules(serviceWithoutService)).toEqual(["json-ld: has no Service JSON-LD (service page)"]);
    const postWithoutPosting = read(
      "/blog/hello/",
      head({
        pagePath: "/blog/hello/",
        image: "https://flatirons.com/static/abc/cover.jpg",
        jsonLd: [crumbs(["Home", "/"], ["Hello", "/blog/hello/"])],
      }),
    );
    expect(rules(postWithoutPosting)).toEqual(["json-ld: has no BlogPosting JSON-LD (blog post)"]);
  });

  it("requires the breadcrumb trail to run from the home page to this page", () => {
    const page = servicePage({
      pagePath: "/services/web-development/",
      jsonLd: [crumbs(["Services", "/services/"], ["Other", "/services/other/"]), ld("Service")],
    });
    expect(rules(page)).toEqual([
      "json-ld: BreadcrumbList does not start at the home page",
      `json-ld: BreadcrumbList ends at "${SITE}/services/other/", not at this page`,
    ]);
  });

  it("requires FAQPage data for an FAQ section, with questions that are on the page", () => {
    const question = "Who owns the code?";
    const withFaq = servicePage(undefined, `<h2 id="faq">FAQ</h2><details><summary>${question}</summary></details>`);
    expect(rules(withFaq)).toEqual(["json-ld: has an FAQ section but no FAQPage JSON-LD"]);
    const faq = ld("FAQPage", { mainEntity: [{ "@type": "Question", name: "Not on this page?" }] });
    const mismatched = servicePage(
      {
        pagePath: "/services/web-development/",
        jsonLd: [crumbs(["Home", "/"], ["Web", "/services/web-development/"]), ld("Service"), faq],
      },
      `<h2 id="faq">FAQ</h2><details><summary>${question}</summary></details>`,
    );
    expect(rules(mismatched)).toEqual(['json-ld: FAQPage question "Not on this page?" is not on the page']);
  });

  it("reports JSON-LD that does not parse", () => {
    const page = servicePage({
      pagePath: "/services/web-development/",
      extra: '<script type="application/ld+json">{"@type": </script>',
    });
    expect(rules(page)[0]).toMatch(/^json-ld: a JSON-LD script is not valid JSON/);
  });

  it("asks noindex pages for no structured data", () => {
    const page = read(
      "/404/",
      head({ pagePath: "/404/", extra: '<meta name="robots" content="noindex">', jsonLd: [ld("BreadcrumbList")] }),
    );
    expect(rules(page)).toEqual(["json-ld: a noindex page should carry no structured data"]);
  });
});

describe("duplicateDescriptions", () => {
  it("names every page that shares a description, and the others sharing it", () => {
    const a = servicePage();
    const b = { ...a, path: "/services/other/" };
    const c = { ...a, path: "/about-us/", description: "A different description that is long enough to count." };
    expect(duplicateDescriptions([a, b, c])).toEqual([
      {
        page: "/services/web-development/",
        rule: "meta-description",
        message: `shares its meta description with /services/other/: "${DESCRIPTION}"`,
      },
      {
        page: "/services/other/",
        rule: "meta-description",
        message: `shares its meta description with /services/web-development/: "${DESCRIPTION}"`,
      },
    ]);
  });
});

describe("auditSiteFiles", () => {
  let publicDir: string;
  const write = (file: string, text: string) => fs.writeFileSync(path.join(publicDir, file), text);
  const page = (pagePath: string, robots = ""): PageSeo => ({
    path: pagePath,
    title: "t",
    description: "d",
    canonical: `${SITE}${pagePath}`,
    robots,
    meta: {},
    jsonLd: [],
    bodyText: "",
    hasFaq: false,
  });
  const pages = [page("/"), page("/blog/hello/"), page("/404/", "noindex")];
  const messages = () => auditSiteFiles(publicDir, SITE, pages).map((p) => `${p.page} ${p.rule}: ${p.message}`);

  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "seo-"));
    fs.mkdirSync(path.join(publicDir, "icons"));
    write("robots.txt", `User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap-index.xml\n`);
    write("sitemap-index.xml", `<sitemapindex><sitemap><loc>${SITE}/sitemap-0.xml</loc></sitemap></sitemapindex>`);
    write("sitemap-0.xml", `<urlset><url><loc>${SITE}/</loc></url><url><loc>${SITE}/blog/hello/</loc></url></urlset>`);
    write("rss.xml", `<rss><channel><link>${SITE}</link><item><link>${SITE}/blog/hello/</link></item></channel></rss>`);
    write(
      "manifest.webmanifest",
      JSON.stringify({
        name: "Flatirons",
        short_name: "Flatirons",
        start_url: "/",
        theme_color: "#0b1533",
        background_color: "#0b1533",
        icons: [
          { src: "/icons/icon-192x192.png", sizes: "192x192" },
          { src: "/icons/icon-512x512.png", sizes: "512x512" },
        ],
      }),
    );
    write("icons/icon-192x192.png", "");
    write("icons/icon-512x512.png", "");
  });

  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  it("passes matching files", () => {
    expect(messages()).toEqual([]);
  });

  it("requires the sitemap to list exactly the indexable pages", () => {
    write(
      "sitemap-0.xml",
      `<urlset><url><loc>${SITE}/</loc></url><url><loc>${SITE}/404/</loc></url><url><loc>${SITE}/old/</loc></url></urlset>`,
    );
    expect(messages()).toEqual([
      `/sitemap-index.xml sitemap: does not list ${SITE}/blog/hello/`,
      `/sitemap-index.xml sitemap: lists ${SITE}/404/, a noindex page`,
      `/sitemap-index.xml sitemap: lists ${SITE}/old/, which is not a built page`,
    ]);
  });

  it("requires robots.txt to name the sitemap and the feed to have every post", () => {
    write("robots.txt", "User-agent: *\nDisallow: /\n");
    write("rss.xml", `<rss><channel><link>${SITE}</link></channel></rss>`);
    expect(messages()).toEqual([
      `/robots.txt robots: does not name the sitemap (Sitemap: ${SITE}/sitemap-index.xml)`,
      "/robots.txt robots: disallows the whole site",
      `/rss.xml rss: has no item for ${SITE}/blog/hello/`,
    ]);
  });

  it("requires navy theme colours and 192 and 512 px icons that exist", () => {
    write(
      "manifest.webmanifest",
      JSON.stringify({
        name: "F",
        short_name: "F",
        start_url: "/",
        theme_color: "#ffffff",
        background_color: "#0b1533",
        icons: [{ src: "/icons/icon-48x48.png?v=1", sizes: "48x48" }],
      }),
    );
    expect(messages()).toEqual([
      "/manifest.webmanifest manifest: theme_color is #ffffff, expected #0b1533",
      "/manifest.webmanifest manifest: has no 192x192 icon",
      "/manifest.webmanifest manifest: has no 512x512 icon",
      "/manifest.webmanifest manifest: icon /icons/icon-48x48.png?v=1 is not in public/",
    ]);
  });
});
