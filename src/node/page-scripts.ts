/**
 * The JavaScript files a built page needs before React can take it over:
 * the app's chunk group (webpack runtime, framework, app) and then the page
 * component's, read from webpack's stats of the build
 * (public/webpack.stats.json). Every built page preloads them from its head
 * (src/workarounds/deferred-scripts.ts: Gatsby itself names only the first
 * three, at the end of the body, and fetches the page's own chunk after its
 * page data); the budget counts them.
 */
import fs from "node:fs";
import path from "node:path";

export interface WebpackStats {
  namedChunkGroups: Record<string, { assets: Array<{ name: string }> } | undefined>;
}

/** The JavaScript of one chunk group, as site paths (`/app-1a2b.js`), in webpack's order. */
export function chunkGroupScripts(stats: WebpackStats, group: string): string[] {
  const found = stats.namedChunkGroups[group];
  if (!found) throw new Error(`webpack.stats.json has no chunk group ${group}`);
  return found.assets.map((asset) => `/${asset.name}`).filter((src) => src.endsWith(".js"));
}

/** Every script a page with this component needs before hydrating, each once, in the order they run. */
export function scriptsBeforeHydration(stats: WebpackStats, componentChunkName: string): string[] {
  return [...new Set([...chunkGroupScripts(stats, "app"), ...chunkGroupScripts(stats, componentChunkName)])];
}

/** A build's stats (public/webpack.stats.json). */
export function readWebpackStats(publicDir: string): WebpackStats {
  return JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as WebpackStats;
}
