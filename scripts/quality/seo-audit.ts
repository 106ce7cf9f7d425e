/**
 * Search and sharing gate: what every built page puts in <head> (description,
 * canonical, Open Graph, Twitter card, JSON-LD) and the site-wide files
 * (sitemap, robots.txt, RSS feed, web app manifest), checked against the rules
 * in docs/quality-gates.md.
 */
import fs from "node:fs";
import path from "node:path";
import type { HTMLElement } from "node-html-parser";
import { listBuiltPages, parseHtml } from "../../src/node/built-site";
import { findTarget, resolveUrl } from "./links";

export const MIN_DESCRIPTION_LENGTH = 50;
export const THEME_COLOR = "#0b1533";
export const DEFAULT_SOCIAL_IMAGE_PATH = "/social-card.png";

export interface JsonLdBlock {
  type: string | null;
  data: Record<string, unknown> | null;
  error?: string;
}

export interface PageSeo {
  path: string;
  title: string;
  description: string;
  canonical: string;
  robots: string;
  meta: Record<string, string>;
  jsonLd: JsonLdBlock[];
  /** Text of the page body, for checking that FAQ answers are really on the page. */
  bodyText: string;
  /** The page renders an FAQ section (a heading with id="faq"). */
  hasFaq: boolean;
}

export interface SeoProblem {
  page: string;
  rule: string;
  message: string;
}

/** The SEO-relevant parts of a parsed page. */
export function readPageSeo(root: HTMLElement, pagePath: string): PageSeo {
  const meta: Record<string, string> = {};
  for (const element of root.querySelectorAll("head meta")) {
    const key = element.getAttribute("property") ?? element.getAttribute("name");
    if (key) meta[key] = element.getAttribute("content") ?? "";
  }
  const jsonLd = root.querySelectorAll('script[type="application/ld+json"]').map((script): JsonLdBlock => {
    try {
      const data = JSON.parse(script.rawText) as Record<string, unknown>;
      return { type: typeof data["@type"] === "string" ? data["@type"] : null, data };
    } catch (error) {
      return { type: null, data: null, error: error instanceof Error ? error.message : String(error) };
    }
  });
  const body = root.querySelector("body");
  return {
    path: pagePath,
    title: root.querySelector("head title")?.text.trim() ?? "",
    description: meta.description ?? "",
    canonical: root.querySelector('head link[rel="canonical"]')?.getAttribute("href") ?? "",
    robots: meta.robots ?? "",
    meta,
    jsonLd,
    bodyText: body ? body.text.replace(/\s+/g, " ") : "",
    hasFaq: root.querySelector("#faq") !== null,
  };
}

export const isNoindex = (page: PageSeo) => /noindex/i.test(page.robots);
export const isBlogPost = (route: string) => /^\/blog\/(?!page\/)[^/]+\/$/.test(route);
export const isCaseStudy = (route: string) => /^\/our-work\/[^/]+\/$/.test(route);
export const isServicePage = (route: string) => /^\/(services|industries)\/[^/]+\/$/.test(route);

function jsonLdOf(page: PageSeo, type: string) {
  return page.jsonLd.find((block) => block.type === type)?.data ?? null;
}

/** Rules for one page; `fileExists` answers for paths relative to public/. */
export function auditPage(page: PageSeo, siteUrl: string, fileExists: (file: string) => boolean): SeoProblem[] {
  const problems: SeoProblem[] = [];
  const fail = (rule: string, message: string) => problems.push({ page: page.path, rule, message });
  const origin = siteUrl.replace(/\/+$/, "");
  const expectedCanonical = `${origin}${page.path}`;

  if (!page.title) fail("title", "has no <title>");
  if (page.description.length < MIN_DESCRIPTION_LENGTH)
    fail(
      "meta-description",
      `meta description is ${page.description.length} characters (at least ${MIN_DESCRIPTION_LENGTH}): "${page.description}"`,
    );
  if (!page.canonical) fail("canonical", 'has no <link rel="canonical">');
  else if (!/^https?:\/\//.test(page.canonical)) fail("canonical", `canonical "${page.canonical}" is not absolute`);
  else if (!isNoindex(page) && page.canonical !== expectedCanonical)
    fail("canonical", `canonical "${page.canonical}" should be "${expectedCanonical}"`);

  const required: Array<[string, string]> = [
    ["og:title", page.title],
    ["og:description", page.description],
    ["og:url", page.canonical],
    ["og:type", ""],
    ["og:image", ""],
    ["og:image:alt", ""],
    ["twitter:card", "summary_large_image"],
    ["twitter:title", page.title],
    ["twitter:description", page.description],
    ["twitter:image", ""],
  ];
  for (const [key, expected] of required) {
    const value = page.meta[key];
    if (!value) fail("social-tags", `has no <meta> ${key}`);
    else if (expected && value !== expected) fail("social-tags", `${key} is "${value}", expected "${expected}"`);
  }
  for (const key of ["og:image", "twitter:image"]) {
    const image = page.meta[key];
    if (!image) continue;
    if (!image.startsWith(`${origin}/`)) {
      fail("social-image", `${key} "${image}" is not an absolute URL on ${origin}`);
      continue;
    }
    const resolved = resolveUrl(image, page.path, origin);
    if (resolved.kind !== "internal" || !findTarget(resolved.path, fileExists).ok)
      fail("social-image", `${key} "${image}" has no file in public/`);
  }
  if ((isBlogPost(page.path) || isCaseStudy(page.path)) && page.meta["og:image"]?.endsWith(DEFAULT_SOCIAL_IMAGE_PATH))
    fail("social-image", "uses the default social card, but the page has a cover image of its own");

  for (const block of page.jsonLd)
    if (block.error) fail("json-ld", `a JSON-LD script is not valid JSON (${block.error})`);
    else if (block.data?.["@context"] !== "https://schema.org")
      fail("json-ld", `JSON-LD ${block.type ?? "block"} has no "@context": "https://schema.org"`);

  if (isNoindex(page)) {
    if (page.jsonLd.length) fail("json-ld", "a noindex page should carry no structured data");
    return problems;
  }

  const expectType = (type: string, why: string) => {
    if (!jsonLdOf(page, type)) fail("json-ld", `has no ${type} JSON-LD (${why})`);
  };
  if (page.path === "/") expectType("Organization", "home page");
  else {
    expectType("BreadcrumbList", "every nested page");
    const breadcrumbs = jsonLdOf(page, "BreadcrumbList");
    const items = (breadcrumbs?.itemListElement ?? []) as Array<{ item?: string; position?: number }>;
    if (breadcrumbs) {
      if (items[0]?.item !== `${origin}/`) fail("json-ld", "BreadcrumbList does not start at the home page");
      if (items.at(-1)?.item !== expectedCanonical)
        fail("json-ld", `BreadcrumbList ends at "${items.at(-1)?.item}", not at this page`);
      if (items.some((item, index) => item.position !== index + 1))
        fail("json-ld", "BreadcrumbList positions are not 1, 2, 3…");
    }
  }
  if (isServicePage(page.path)) expectType("Service", "service page");
  if (isBlogPost(page.path)) expectType("BlogPosting", "blog post");
  const faq = jsonLdOf(page, "FAQPage");
  if (page.hasFaq && !faq) fail("json-ld", "has an FAQ section but no FAQPage JSON-LD");
  if (faq) {
    const questions = (faq.mainEntity ?? []) as Array<{ name?: string; acceptedAnswer?: { text?: string } }>;
    if (!questions.length) fail("json-ld", "FAQPage has no questions");
    for (const question of questions)
      if (!question.name || !page.bodyText.includes(question.name))
        fail("json-ld", `FAQPage question "${question.name}" is not on the page`);
  }
  return problems;
}

/** Descriptions two or more pages share. */
export function duplicateDescriptions(pages: ReadonlyArray<PageSeo>): SeoProblem[] {
  const byDescription = new Map<string, string[]>();
  for (const page of pages)
    byDescription.set(page.description, [...(byDescription.get(page.description) ?? []), page.path]);
  return [...byDescription.entries()]
    .filter(([description, paths]) => description && paths.length > 1)
    .flatMap(([description, paths]) =>
      paths.map((pagePath) => ({
        page: pagePath,
        rule: "meta-description",
        message: `shares its meta description with ${paths.filter((p) => p !== pagePath).join(", ")}: "${description}"`,
      })),
    );
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]?.trim() ?? "");

/** sitemap, robots.txt, rss.xml and manifest.webmanifest against the built pages. */
export function auditSiteFiles(publicDir: string, siteUrl: string, pages: ReadonlyArray<PageSeo>): SeoProblem[] {
  const problems: SeoProblem[] = [];
  const origin = siteUrl.replace(/\/+$/, "");
  const read = (file: string) => {
    const full = path.join(publicDir, file);
    return fs.existsSync(full) ? fs.readFileSync(full, "utf8") : null;
  };
  const fail = (file: string, rule: string, message: string) => problems.push({ page: `/${file}`, rule, message });

  const robots = read("robots.txt");
  if (robots === null) fail("robots.txt", "robots", "is missing");
  else {
    if (!robots.includes(`Sitemap: ${origin}/sitemap-index.xml`))
      fail("robots.txt", "robots", `does not name the sitemap (Sitemap: ${origin}/sitemap-index.xml)`);
    if (/^Disallow:\s*\/\s*$/m.test(robots)) fail("robots.txt", "robots", "disallows the whole site");
  }

  const index = read("sitemap-index.xml");
  if (index === null) fail("sitemap-index.xml", "sitemap", "is missing");
  else {
    const listed = new Set<string>();
    for (const sitemapUrl of locs(index)) {
      const file = sitemapUrl.startsWith(`${origin}/`) ? sitemapUrl.slice(origin.length + 1) : "";
      const sitemap = file ? read(file) : null;
      if (sitemap === null) fail("sitemap-index.xml", "sitemap", `lists ${sitemapUrl}, which is not in public/`);
      else for (const url of locs(sitemap)) listed.add(url);
    }
    for (const page of pages) {
      const url = `${origin}${page.path}`;
      if (isNoindex(page) && listed.has(url)) fail("sitemap-index.xml", "sitemap", `lists ${url}, a noindex page`);
      if (!isNoindex(page) && !listed.has(url)) fail("sitemap-index.xml", "sitemap", `does not list ${url}`);
    }
    const built = new Set(pages.map((page) => `${origin}${page.path}`));
    for (const url of listed)
      if (!built.has(url)) fail("sitemap-index.xml", "sitemap", `lists ${url}, which is not a built page`);
  }

  const rss = read("rss.xml");
  if (rss === null) fail("rss.xml", "rss", "is missing");
  else {
    const links = new Set([...rss.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1]?.trim()));
    const posts = pages.filter((page) => isBlogPost(page.path)).map((page) => `${origin}${page.path}`);
    for (const post of posts) if (!links.has(post)) fail("rss.xml", "rss", `has no item for ${post}`);
    for (const link of links)
      if (link && !posts.includes(link)) fail("rss.xml", "rss", `has an item for ${link}, which is not a blog post`);
  }

  const manifestText = read("manifest.webmanifest");
  if (manifestText === null) fail("manifest.webmanifest", "manifest", "is missing");
  else {
    const manifest = JSON.parse(manifestText) as {
      name?: string;
      short_name?: string;
      start_url?: string;
      theme_color?: string;
      background_color?: string;
      icons?: Array<{ src: string; sizes: string }>;
    };
    if (!manifest.name || !manifest.short_name || !manifest.start_url)
      fail("manifest.webmanifest", "manifest", "needs name, short_name and start_url");
    for (const key of ["theme_color", "background_color"] as const)
      if (manifest[key]?.toLowerCase() !== THEME_COLOR)
        fail("manifest.webmanifest", "manifest", `${key} is ${manifest[key]}, expected ${THEME_COLOR}`);
    const sizes = new Set((manifest.icons ?? []).map((icon) => icon.sizes));
    for (const size of ["192x192", "512x512"])
      if (!sizes.has(size)) fail("manifest.webmanifest", "manifest", `has no ${size} icon`);
    for (const icon of manifest.icons ?? []) {
      const file = icon.src.replace(/^\//, "").replace(/\?.*$/, "");
      if (!fs.existsSync(path.join(publicDir, file)))
        fail("manifest.webmanifest", "manifest", `icon ${icon.src} is not in public/`);
    }
  }
  return problems;
}

/** Every rule for every built page and the site-wide files. */
export function auditBuiltSite(publicDir: string, siteUrl: string): { pages: number; problems: SeoProblem[] } {
  const pages = listBuiltPages(publicDir).map((page) =>
    readPageSeo(parseHtml(fs.readFileSync(path.join(publicDir, page.file), "utf8")), page.path),
  );
  const fileExists = (file: string) =>
    fs.statSync(path.join(publicDir, file), { throwIfNoEntry: false })?.isFile() ?? false;
  const problems = [
    ...pages.flatMap((page) => auditPage(page, siteUrl, fileExists)),
    ...duplicateDescriptions(pages),
    ...auditSiteFiles(publicDir, siteUrl, pages),
  ];
  return { pages: pages.length, problems };
}

export function formatSeoProblems(problems: ReadonlyArray<SeoProblem>): string {
  return problems.map((p) => `✗ ${p.page}  [${p.rule}]  ${p.message}`).join("\n");
}
