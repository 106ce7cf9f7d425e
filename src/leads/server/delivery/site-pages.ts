/**
 * The pages the built site has: every `index.html` under the build's folder (PUBLIC_DIR, public/ by
 * default), read once per process. An e-mail the site sends names a page only when it is one of these.
 * Where there is no build (a CDN host's Function), there are no pages: the e-mail names the site only.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { processWide } from "../store/open-store";

export interface SitePages {
  has(page: string): boolean;
}

/** Folders of the build that hold no pages. */
const NOT_PAGES = new Set(["page-data", "static", "~partytown", "icons"]);

function listPages(root: string): Set<string> {
  const pages = new Set<string>();
  const walk = (folder: string, route: string) => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.isFile() && entry.name === "index.html") pages.add(route);
      else if (entry.isDirectory() && !(route === "/" && NOT_PAGES.has(entry.name))) {
        walk(path.join(folder, entry.name), `${route}${entry.name}/`);
      }
    }
  };
  walk(root, "/");
  return pages;
}

/** The pages of the build in `publicDir` (read at first use, then kept for the process). */
export function sitePages(publicDir: string): SitePages {
  const cache = processWide<Set<string>>("site-pages");
  const root = path.resolve(publicDir);
  if (!cache.has(root)) cache.set(root, listPages(root));
  return cache.get(root)!;
}
