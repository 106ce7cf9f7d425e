/**
 * The built site in public/ as the quality gates see it: its pages (one
 * index.html per route), their paths and parsed documents, and the one
 * helper the build's onPostBuild steps rewrite them with.
 */
import fs from "node:fs";
import path from "node:path";
import { parse, type HTMLElement } from "node-html-parser";

export interface BuiltPage {
  /** Route: "/", "/about-us/", "/404/". */
  path: string;
  /** File relative to public/: "about-us/index.html". */
  file: string;
}

/** Folders of public/ that hold no pages of ours. */
/** Folders of public/ that hold no site pages (admin/: the content editor, static/admin/, noindex). */
const NOT_PAGES = new Set(["page-data", "static", "~partytown", "icons", "_gatsby", "admin"]);

/** "about-us/index.html" → "/about-us/"; "index.html" → "/"; "404.html" → "/404.html". */
export function routeOfFile(relativeFile: string): string {
  const posix = relativeFile.split(path.sep).join("/");
  if (posix === "index.html") return "/";
  if (posix.endsWith("/index.html")) return `/${posix.slice(0, -"index.html".length)}`;
  return `/${posix}`;
}

/**
 * Every page the build wrote, as its route: each public/**\/index.html.
 * (404.html and 500.html are copies of /404/ and /500/ and are not listed twice.)
 */
export function listBuiltPages(publicDir: string): BuiltPage[] {
  const pages: BuiltPage[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (dir === publicDir && NOT_PAGES.has(entry.name)) continue;
        walk(full);
      } else if (entry.name === "index.html") {
        const file = path.relative(publicDir, full).split(path.sep).join("/");
        pages.push({ path: routeOfFile(file), file });
      }
    }
  };
  if (!fs.existsSync(path.join(publicDir, "index.html")))
    throw new Error(`${publicDir}/ has no built site: run \`npm run build\` first.`);
  walk(publicDir);
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/** Every HTML file the build wrote (pages and the 404.html/500.html copies), relative to public/. */
export function listHtmlFiles(publicDir: string): string[] {
  const files = listBuiltPages(publicDir).map((page) => page.file);
  for (const extra of fs.readdirSync(publicDir))
    if (extra.endsWith(".html") && extra !== "index.html") files.push(extra);
  return files.sort();
}

/**
 * Rewrites the built files `files` (relative to `publicDir`, e.g. from listHtmlFiles) with `rewrite`, writing only
 * those it changes; returns how many changed.
 */
export async function rewriteBuiltPages(
  publicDir: string,
  files: ReadonlyArray<string>,
  rewrite: (html: string) => string,
): Promise<number> {
  let changed = 0;
  for (const file of files.map((relative) => path.join(publicDir, relative))) {
    const html = await fs.promises.readFile(file, "utf8");
    const next = rewrite(html);
    if (next !== html) {
      await fs.promises.writeFile(file, next);
      changed += 1;
    }
  }
  return changed;
}

/** Parses a page; <noscript> content stays raw text (parse it separately with parseHtml when needed). */
export function parseHtml(html: string): HTMLElement {
  return parse(html, { comment: false, blockTextElements: { script: true, style: true, noscript: true } });
}

export function readPage(publicDir: string, page: BuiltPage): HTMLElement {
  return parseHtml(fs.readFileSync(path.join(publicDir, page.file), "utf8"));
}
