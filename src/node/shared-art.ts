/**
 * No illustration serves more than three pages. Each page's hero artwork is its own picture
 * (scripts/generate-page-art.ts); a page that fell back to another's, or a template that gives every
 * page the same file, is reported by the build with the file and the pages that show it.
 *
 * An illustration is a page's hero artwork: an element marked `data-art`, or a picture inside a hero
 * (`[data-hero]`). It is told apart by its file (an inline SVG by its markup).
 */
import crypto from "node:crypto";
import type { HTMLElement } from "node-html-parser";
import { listBuiltPages, readPage } from "./built-site";

/** The most pages one illustration may appear on. */
export const MAX_PAGES_PER_ILLUSTRATION = 3;

/** The illustrations of one parsed page, as file paths (or `inline:<hash>` for inline SVG). */
export function illustrationsOf(page: HTMLElement): string[] {
  const found = new Set<string>();
  const elements = [...page.querySelectorAll("[data-art]"), ...page.querySelectorAll("[data-hero] img")];
  for (const element of elements) {
    if (element.tagName === "IMG") {
      const src = element.getAttribute("src");
      if (src) found.add(src.split(/[?#]/)[0]);
    } else {
      found.add(`inline:${crypto.createHash("sha1").update(element.toString()).digest("hex").slice(0, 12)}`);
    }
  }
  return [...found].sort();
}

export interface SharedIllustration {
  file: string;
  pages: string[];
}

/** Illustrations shown on more than `max` pages, with those pages. */
export function sharedIllustrations(
  pages: ReadonlyArray<{ path: string; illustrations: readonly string[] }>,
  max = MAX_PAGES_PER_ILLUSTRATION,
): SharedIllustration[] {
  const byFile = new Map<string, string[]>();
  for (const page of pages)
    for (const file of page.illustrations) byFile.set(file, [...(byFile.get(file) ?? []), page.path]);
  return [...byFile.entries()]
    .filter(([, onPages]) => onPages.length > max)
    .map(([file, onPages]) => ({ file, pages: onPages.sort() }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** The built site's shared illustrations (public/ after `gatsby build`). */
export function checkSharedArt(publicDir: string): { pages: number; shared: SharedIllustration[] } {
  const pages = listBuiltPages(publicDir).map((page) => ({
    path: page.path,
    illustrations: illustrationsOf(readPage(publicDir, page)),
  }));
  return { pages: pages.length, shared: sharedIllustrations(pages) };
}

/** One sentence per shared illustration, for the build's report. */
export function formatSharedArt(shared: readonly SharedIllustration[]): string[] {
  return shared.map(
    ({ file, pages }) =>
      `${file} is the illustration of ${pages.length} pages (${pages.join(", ")}); each page may share its illustration with at most ${MAX_PAGES_PER_ILLUSTRATION - 1} others: run npx tsx scripts/generate-page-art.ts, which draws one for every page`,
  );
}
