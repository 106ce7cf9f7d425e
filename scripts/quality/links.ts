/**
 * Link checking for the built site: which URLs a page references (links,
 * images, scripts, styles, fonts, share images), how each resolves against the
 * page and the site's origin, and whether public/ has a file (and, for
 * #fragments, an element) for it. External URLs are listed, not fetched.
 */
import fs from "node:fs";
import path from "node:path";
import type { HTMLElement } from "node-html-parser";
import { listBuiltPages, parseHtml } from "../../src/node/built-site";

export interface Reference {
  /** Where it was found, for the report: `<a href>`, `<img srcset>`, `<style> url()`. */
  source: string;
  /** The URL as written. */
  url: string;
}

export type Resolved =
  { kind: "internal"; path: string; hash: string } | { kind: "external"; url: string } | { kind: "ignored" };

const LOCAL_BASE = "http://site.invalid";

/**
 * Resolves `url` found on the page at `pagePath`. Internal: relative URLs and
 * absolute ones on `siteUrl`'s origin, as a decoded path (query dropped) and
 * fragment. External: other http(s) origins. Ignored: mailto:, tel:, data:,
 * javascript: and bare "#" (top of the page).
 */
export function resolveUrl(url: string, pagePath: string, siteUrl: string): Resolved {
  const trimmed = url.trim();
  if (trimmed === "" || trimmed === "#") return { kind: "ignored" };
  if (/^(mailto|tel|data|javascript|blob|sms):/i.test(trimmed)) return { kind: "ignored" };
  let resolved: URL;
  try {
    resolved = new URL(trimmed, `${LOCAL_BASE}${pagePath}`);
  } catch {
    return { kind: "internal", path: trimmed, hash: "" };
  }
  const site = new URL(siteUrl);
  const isLocal = resolved.origin === LOCAL_BASE || resolved.origin === site.origin;
  if (!isLocal)
    return resolved.protocol.startsWith("http") ? { kind: "external", url: resolved.href } : { kind: "ignored" };
  let pathname = resolved.pathname;
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // Keep the raw path: the file lookup will report it.
  }
  return { kind: "internal", path: pathname, hash: resolved.hash ? decodeURIComponent(resolved.hash.slice(1)) : "" };
}

/** The URLs in a srcset attribute ("a.jpg 1x, b.jpg 2x" → [a.jpg, b.jpg]). */
export function parseSrcset(srcset: string): string[] {
  return srcset
    .split(/,\s+(?=\S)/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter(Boolean);
}

/** The url(...) references in CSS text, without data: URIs. */
export function cssUrls(css: string): string[] {
  const urls: string[] = [];
  for (const match of css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)) {
    const url = match[2]?.trim() ?? "";
    if (url && !url.startsWith("data:") && !url.startsWith("#")) urls.push(url);
  }
  return urls;
}

export type TargetCheck = { ok: true; file: string } | { ok: false; reason: string };

/**
 * The file in public/ that serves `sitePath`, as `gatsby serve` (trailing
 * slashes always) would: /about-us/ → about-us/index.html, /rss.xml → rss.xml.
 * A page path without its trailing slash is reported: it costs a redirect.
 */
export function findTarget(sitePath: string, exists: (relativeFile: string) => boolean): TargetCheck {
  if (!sitePath.startsWith("/")) return { ok: false, reason: "is not a valid URL" };
  const relative = sitePath.slice(1);
  if (sitePath.endsWith("/")) {
    const file = `${relative}index.html`;
    return exists(file) ? { ok: true, file } : { ok: false, reason: "no page at this path (404)" };
  }
  if (exists(relative)) return { ok: true, file: relative };
  if (exists(`${relative}/index.html`))
    return {
      ok: false,
      reason: `missing trailing slash: the site redirects it to ${sitePath}/ (link to that instead)`,
    };
  return { ok: false, reason: "no file at this path (404)" };
}

/** How an attribute holds its URLs: one URL or a srcset. */
type AttributeForm = "url" | "srcset";

const ATTRIBUTE_SOURCES: ReadonlyArray<[selector: string, attribute: string, form?: AttributeForm]> = [
  ["a[href]", "href"],
  ["area[href]", "href"],
  ["link[href]", "href"],
  ["img[src]", "src"],
  ["img[srcset]", "srcset", "srcset"],
  ["img[data-src]", "data-src"],
  ["img[data-srcset]", "data-srcset", "srcset"],
  ["source[src]", "src"],
  ["source[srcset]", "srcset", "srcset"],
  ["source[data-srcset]", "data-srcset", "srcset"],
  ["script[src]", "src"],
  ["iframe[src]", "src"],
  ["video[src]", "src"],
  ["video[poster]", "poster"],
  ["audio[src]", "src"],
  ["form[action]", "action"],
  ['meta[property="og:url"]', "content"],
  ['meta[property="og:image"]', "content"],
  ['meta[name="twitter:image"]', "content"],
];

/** rel values whose href is a hint to another origin, not a resource. */
const HINT_RELS = new Set(["preconnect", "dns-prefetch"]);

/** Every URL a parsed page references, including markup inside <noscript>, inline styles and <style> blocks. */
export function extractReferences(root: HTMLElement): Reference[] {
  const references: Reference[] = [];
  const collect = (scope: HTMLElement) => {
    for (const [selector, attribute, form = "url"] of ATTRIBUTE_SOURCES) {
      for (const element of scope.querySelectorAll(selector)) {
        if (element.tagName === "LINK" && HINT_RELS.has((element.getAttribute("rel") ?? "").toLowerCase())) continue;
        const value = element.getAttribute(attribute) ?? "";
        const source = `<${element.tagName.toLowerCase()} ${attribute}>`;
        const urls = form === "srcset" ? parseSrcset(value) : [value];
        for (const url of urls) references.push({ source, url });
      }
    }
    for (const element of scope.querySelectorAll("[style]"))
      for (const url of cssUrls(element.getAttribute("style") ?? ""))
        references.push({ source: `<${element.tagName.toLowerCase()} style> url()`, url });
    for (const element of scope.querySelectorAll("style"))
      for (const url of cssUrls(element.rawText)) references.push({ source: "<style> url()", url });
  };
  collect(root);
  for (const noscript of root.querySelectorAll("noscript")) collect(parseHtml(noscript.rawText));
  return references;
}

/** Ids (and legacy a[name]) a fragment can point at. */
export function anchorsOf(root: HTMLElement): Set<string> {
  const anchors = new Set<string>();
  for (const element of root.querySelectorAll("[id]")) anchors.add(element.getAttribute("id") ?? "");
  for (const element of root.querySelectorAll("a[name]")) anchors.add(element.getAttribute("name") ?? "");
  return anchors;
}

export interface LinkProblem {
  page: string;
  source: string;
  url: string;
  reason: string;
}

export interface LinkReport {
  pages: number;
  checked: number;
  external: Set<string>;
  problems: LinkProblem[];
}

/**
 * The routes Gatsby Functions serve (`/api/<name>` for each src/api/<name>.ts):
 * a form's action may name one, though no file in public/ answers it.
 */
export function functionRoutes(apiDir: string): Set<string> {
  const names = fs.existsSync(apiDir) ? fs.readdirSync(apiDir) : [];
  return new Set(
    names.flatMap((name) => {
      const match = /^([\w-]+)\.(?:ts|tsx|js|mjs)$/.exec(name);
      return match && !name.includes(".test.") ? [`/api/${match[1]}`] : [];
    }),
  );
}

/**
 * Checks every reference on every built page against the files in `publicDir`
 * and, for `/api/…`, the Functions in `apiDir` (the project's src/api by default).
 */
export function checkLinks(
  publicDir: string,
  siteUrl: string,
  apiDir = path.join(path.dirname(path.resolve(publicDir)), "src", "api"),
): LinkReport {
  const pages = listBuiltPages(publicDir);
  const functions = functionRoutes(apiDir);
  const fileExists = new Map<string, boolean>();
  const exists = (relative: string) => {
    let known = fileExists.get(relative);
    if (known === undefined) {
      known = isFile(path.join(publicDir, relative));
      fileExists.set(relative, known);
    }
    return known;
  };
  const parsed = new Map<string, HTMLElement>();
  const documentOf = (file: string) => {
    let root = parsed.get(file);
    if (!root) {
      root = parseHtml(fs.readFileSync(path.join(publicDir, file), "utf8"));
      parsed.set(file, root);
    }
    return root;
  };
  const anchors = new Map<string, Set<string>>();
  const anchorsIn = (file: string) => {
    let set = anchors.get(file);
    if (!set) {
      set = anchorsOf(documentOf(file));
      anchors.set(file, set);
    }
    return set;
  };

  const report: LinkReport = { pages: pages.length, checked: 0, external: new Set(), problems: [] };
  for (const page of pages) {
    for (const reference of extractReferences(documentOf(page.file))) {
      const resolved = resolveUrl(reference.url, page.path, siteUrl);
      if (resolved.kind === "ignored") continue;
      if (resolved.kind === "external") {
        report.external.add(resolved.url);
        continue;
      }
      report.checked += 1;
      const problem = (reason: string) => report.problems.push({ page: page.path, ...reference, reason });
      if (functions.has(resolved.path)) continue;
      const target = findTarget(resolved.path, exists);
      if (!target.ok) {
        problem(target.reason);
        continue;
      }
      if (resolved.hash && target.file.endsWith(".html") && !anchorsIn(target.file).has(resolved.hash))
        problem(`no element with id="${resolved.hash}" on ${resolved.path}`);
    }
  }
  return report;
}

function isFile(full: string): boolean {
  try {
    return fs.statSync(full).isFile();
  } catch {
    return false;
  }
}

/**
 * One entry per broken URL (a footer link breaks every page at once): the URL,
 * the element and attribute it sits in, what is wrong, and the pages it is on.
 */
export function formatLinkProblems(problems: ReadonlyArray<LinkProblem>, maxPages = 6): string {
  const groups = new Map<string, { problem: LinkProblem; pages: string[] }>();
  for (const problem of problems) {
    const key = `${problem.source}\u0000${problem.url}\u0000${problem.reason}`;
    const group = groups.get(key) ?? { problem, pages: [] };
    if (!group.pages.includes(problem.page)) group.pages.push(problem.page);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => b.pages.length - a.pages.length || a.problem.url.localeCompare(b.problem.url))
    .map(({ problem, pages }) => {
      const shown = pages.slice(0, maxPages).join(", ");
      const more = pages.length > maxPages ? ` and ${pages.length - maxPages} more` : "";
      return `✗ ${problem.source} "${problem.url}": ${problem.reason}\n    on ${pages.length} page${pages.length === 1 ? "" : "s"}: ${shown}${more}`;
    })
    .join("\n");
}
