/**
 * Gatsby's JavaScript downloads from the start and runs after the first paint.
 *
 * Gatsby ends every page with `<script src="/…js" async>` tags (webpack
 * runtime, framework, app), and fetches the page's own chunk only once those
 * have run and its page data has arrived. An async script runs as soon as it
 * has arrived: before the first paint on a fast connection, which then waits
 * for ~100 KB of JavaScript to be compiled and run, although nothing on the
 * first screen needs it (every page is server-rendered and readable without
 * JavaScript). onPostBuild (gatsby-node) rewrites every built page so that
 *
 * - its head preloads, at low priority, every script the page needs before
 *   React can take it over (the three above and the page's own chunk:
 *   src/node/page-scripts.ts), so they download while the page is parsed and
 *   painted, after the fonts and the first screen's image, and nothing waits
 *   for the network once it has painted;
 * - Gatsby's tags become one small inline loader that adds the same scripts,
 *   in the same order, right after the first contentful paint (the paint
 *   timing entry, then a task; after the first frame where paint timing is
 *   not supported), at once in a background tab (which paints nothing) and
 *   after one second at the latest. They are then already downloaded. The
 *   first contentful paint, not the first frame: in Chromium the task after
 *   the first requestAnimationFrame runs before that frame is presented.
 *
 * The loader names its scripts in `data-deferred-src` (space-separated), which
 * the link check resolves and the bench counts as first-load JavaScript.
 */
import fs from "node:fs/promises";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { listHtmlFiles } from "../node/quality/built-site";
import { readWebpackStats, scriptsBeforeHydration } from "../node/page-scripts";

export const DEFERRED_SRC_ATTRIBUTE = "data-deferred-src";

/** The script URLs a loader's `data-deferred-src` names, in order. */
export function deferredSources(value: string): string[] {
  return value.split(/\s+/).filter(Boolean);
}

/** Gatsby's own script tags, exactly as its page template writes them. */
const GATSBY_SCRIPT = /<script src="(\/[^"<>\s]+\.js)" async(?:="")?><\/script>/g;

/** Runs where the tags stood; `document.currentScript` is this loader. */
export const LOADER_SOURCE =
  "(function(t){var d=0;function l(){if(d)return;d=1;" +
  `t.getAttribute("${DEFERRED_SRC_ATTRIBUTE}").split(" ").forEach(function(s){` +
  'var e=document.createElement("script");e.src=s;e.async=!0;document.body.appendChild(e)})}' +
  "function a(){setTimeout(l,0)}" +
  'if(document.visibilityState==="hidden")l();' +
  "else{var P=window.PerformanceObserver;" +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){' +
  'var o=new P(function(s){if(s.getEntriesByName("first-contentful-paint").length){o.disconnect();a()}});' +
  'o.observe({type:"paint",buffered:!0})}' +
  "else requestAnimationFrame(a);" +
  "setTimeout(l,1e3)}})(document.currentScript)";

/** A low-priority preload of a script, as the rewrite writes it. */
export function scriptPreload(src: string): string {
  return `<link rel="preload" as="script" href="${src}" fetchpriority="low"/>`;
}

/**
 * The page with Gatsby's script tags replaced by the loader, and a preload of
 * each of `preload` (the loader's scripts first) at the end of its head
 * (unchanged if it has no Gatsby script tags).
 */
export function deferGatsbyScripts(html: string, preload: ReadonlyArray<string> = []): string {
  const sources: string[] = [];
  let first = -1;
  const stripped = html.replace(GATSBY_SCRIPT, (tag, src: string, offset: number) => {
    if (first < 0) first = offset;
    sources.push(src);
    return "";
  });
  if (sources.length === 0) return html;
  const loader = `<script ${DEFERRED_SRC_ATTRIBUTE}="${sources.join(" ")}">${LOADER_SOURCE}</script>`;
  const withLoader = stripped.slice(0, first) + loader + stripped.slice(first);
  const preloads = [...new Set([...sources, ...preload])].map(scriptPreload).join("");
  return withLoader.replace("</head>", `${preloads}</head>`);
}

/** The page-data file of a built HTML file: "blog/index.html" → "page-data/blog/page-data.json". */
export function pageDataFileOf(htmlFile: string): string {
  const posix = htmlFile.split(path.sep).join("/");
  const dir = posix === "index.html" ? "index" : posix.replace(/\/index\.html$/, "");
  return path.join("page-data", dir, "page-data.json");
}

/** onPostBuild step: rewrites every built page in `publicDir`; returns how many changed. */
export async function deferScriptsInBuild(publicDir: string): Promise<number> {
  const stats = readWebpackStats(publicDir);
  let changed = 0;
  for (const relative of listHtmlFiles(publicDir)) {
    const file = path.join(publicDir, relative);
    const pageData = path.join(publicDir, pageDataFileOf(relative));
    // Every Gatsby page has its page data; anything else under public/ keeps Gatsby's three scripts only.
    const preload = existsSync(pageData)
      ? scriptsBeforeHydration(
          stats,
          (JSON.parse(readFileSync(pageData, "utf8")) as { componentChunkName: string }).componentChunkName,
        )
      : [];
    const html = await fs.readFile(file, "utf8");
    const next = deferGatsbyScripts(html, preload);
    if (next !== html) {
      await fs.writeFile(file, next);
      changed += 1;
    }
  }
  return changed;
}
