/**
 * Gatsby's JavaScript starts downloading after the first paint.
 *
 * Gatsby ends every page with `<script src="/…js" async>` tags (webpack
 * runtime, framework, app). The browser's preload scanner finds them while
 * the HTML is still arriving, so on a slow phone connection ~100 KB of
 * JavaScript competes with the fonts, the stylesheet and the hero image for
 * the first screen, although nothing on that screen needs it: every page is
 * server-rendered and readable without JavaScript. onPostBuild (gatsby-node)
 * rewrites those tags in every built page into one small inline loader that
 * adds the same scripts, in the same order, right after the first contentful
 * paint (the paint timing entry, then a task; after the first frame where
 * paint timing is not supported), at once in a background tab (which paints
 * nothing) and after one second at the latest. The first contentful paint,
 * not the first frame: in Chromium the task after the first
 * requestAnimationFrame runs before that frame is presented (measured: the
 * scripts requested ~50 ms before the first contentful paint, on every load),
 * so they still shared the bandwidth with what the first screen needs.
 *
 * The loader names its scripts in `data-deferred-src` (space-separated), which
 * the link check resolves and the bench counts as first-load JavaScript.
 */
import fs from "node:fs/promises";
import path from "node:path";

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

/** The page with Gatsby's script tags replaced by the loader (unchanged if it has none). */
export function deferGatsbyScripts(html: string): string {
  const sources: string[] = [];
  let first = -1;
  const stripped = html.replace(GATSBY_SCRIPT, (tag, src: string, offset: number) => {
    if (first < 0) first = offset;
    sources.push(src);
    return "";
  });
  if (sources.length === 0) return html;
  const loader = `<script ${DEFERRED_SRC_ATTRIBUTE}="${sources.join(" ")}">${LOADER_SOURCE}</script>`;
  return stripped.slice(0, first) + loader + stripped.slice(first);
}

/**
 * onPostBuild step: rewrites the built pages `pages` (paths relative to `publicDir`: gatsby-node lists them,
 * so this file needs nothing of the build code above it); returns how many changed.
 */
export async function deferScriptsInBuild(publicDir: string, pages: ReadonlyArray<string>): Promise<number> {
  let changed = 0;
  for (const file of pages.map((relative) => path.join(publicDir, relative))) {
    const html = await fs.readFile(file, "utf8");
    const next = deferGatsbyScripts(html);
    if (next !== html) {
      await fs.writeFile(file, next);
      changed += 1;
    }
  }
  return changed;
}
