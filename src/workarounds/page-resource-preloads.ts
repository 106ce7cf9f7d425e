/**
 * Workaround: a page's data and code, announced in its head.
 *
 * Gatsby's runtime asks for what a page needs to hydrate (its page-data.json,
 * app-data.json, the results of the static queries it uses, and its
 * component's chunk) only once app.js has run, and then one round trip after
 * another: page data first, the rest once it has arrived. Gatsby 5 emits no
 * hint for any of them, although the HTML already knows every URL. On a
 * phone's link those round trips sit between the app's evaluation and the
 * first client render, which is when the call-to-action appears; measured on
 * this site (docs/visitor-speed.md) the preloads below bring the first client
 * render forward by 60–110 ms at 9 Mbit/s and ~280 ms at 1.6 Mbit/s.
 *
 * onRenderBody (gatsby-ssr) adds one `<link rel="preload">` per URL, at low
 * priority (`fetchpriority="low"`), so the fonts and the first screen's image
 * keep the link first. They use two of Gatsby's private formats, which is why
 * this file is here: the loader's URLs (`.cache/loader.js`:
 * `/page-data/<path>/page-data.json`, `/page-data/app-data.json`,
 * `/page-data/sq/d/<hash>.json`, fetched by XHR without credentials, which a
 * `crossorigin="anonymous"` fetch preload matches) and the chunk map Gatsby
 * writes to `public/chunk-map.json` for its own `window.___chunkMapping`.
 *
 * Guarded by `page-resource-preloads.test.ts` and by
 * `tests/e2e/interactions.spec.ts` › "a page's data and code are preloaded
 * from its head, and each is fetched once" (on the built site: every preload
 * is used by the runtime, none is fetched twice). Remove it when Gatsby
 * announces a page's resources itself.
 */
import fs from "node:fs";
import path from "node:path";

export interface PagePreload {
  href: string;
  /** `fetch` for the loader's JSON (fetched by XHR), `script` for the page's chunks. */
  as: "fetch" | "script";
}

/** The fields of Gatsby's page data this needs (a page-data.json, or `loadPageDataSync`'s answer). */
export interface PageDataShape {
  componentChunkName?: unknown;
  staticQueryHashes?: unknown;
}

/** Chunk name → the files of its chunk group, as Gatsby's `public/chunk-map.json` has them. */
export type ChunkMap = Readonly<Record<string, ReadonlyArray<string>>>;

/** The loader's page-data URL of a page path (`/` → `/page-data/index/page-data.json`). */
export function pageDataUrl(pagePath: string, pathPrefix = ""): string {
  const fixed = pagePath === "/" ? "index" : pagePath.replace(/^\/+|\/+$/g, "");
  return `${pathPrefix}/page-data/${fixed}/page-data.json`;
}

/** What a page needs before it can hydrate, in the order the runtime asks for it. */
export function pageResourcePreloads(
  pagePath: string,
  pageData: PageDataShape | null | undefined,
  chunkMap: ChunkMap,
  pathPrefix = "",
): PagePreload[] {
  if (!pageData) return [];
  const hashes = Array.isArray(pageData.staticQueryHashes)
    ? pageData.staticQueryHashes.filter((hash): hash is string => typeof hash === "string" && /^\w+$/.test(hash))
    : [];
  const chunkName = typeof pageData.componentChunkName === "string" ? pageData.componentChunkName : "";
  const chunks = (chunkMap[chunkName] ?? []).filter((file) => file.startsWith("/") && file.endsWith(".js"));
  return [
    { href: pageDataUrl(pagePath, pathPrefix), as: "fetch" as const },
    { href: `${pathPrefix}/page-data/app-data.json`, as: "fetch" as const },
    ...hashes.map((hash) => ({ href: `${pathPrefix}/page-data/sq/d/${hash}.json`, as: "fetch" as const })),
    ...chunks.map((file) => ({ href: `${pathPrefix}${file}`, as: "script" as const })),
  ];
}

/** `public/chunk-map.json` of the build in `siteRoot`; empty where there is none (develop). */
export function readChunkMap(siteRoot: string = process.cwd()): ChunkMap {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(path.join(siteRoot, "public", "chunk-map.json"), "utf8"));
    if (parsed && typeof parsed === "object") return parsed as ChunkMap;
  } catch {
    // No build output yet (gatsby develop): nothing to announce.
  }
  return {};
}

/**
 * The chunk map reaches Gatsby's page renderer as a constant compiled into it (gatsby-node, stage
 * `build-html`, which Gatsby compiles after the browser bundles have written the map): a file read while
 * pages render is one Gatsby cannot track, and every build said so ("Unsafe builtin method was used,
 * future builds will need to rebuild all pages").
 */
declare const __BUILD_CHUNK_MAP__: ChunkMap | undefined;

/** webpack DefinePlugin entries for the page renderer: the chunk map of the build in `siteRoot`. */
export function chunkMapDefinitions(siteRoot: string): Record<string, string> {
  return { __BUILD_CHUNK_MAP__: JSON.stringify(readChunkMap(siteRoot)) };
}

/** The chunk map compiled into the page renderer; empty in a renderer compiled without it (develop, tests). */
export function builtChunkMap(): ChunkMap {
  return typeof __BUILD_CHUNK_MAP__ === "undefined" ? {} : __BUILD_CHUNK_MAP__;
}
