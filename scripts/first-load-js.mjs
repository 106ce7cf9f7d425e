/**
 * The JavaScript a built page needs before it is interactive, gzipped:
 *   node scripts/first-load-js.mjs [page=/] [publicDir=public]
 * Counts the script files in the page's HTML plus the chunks of its page
 * component (webpack.stats.json), which the runtime fetches before hydrating,
 * and separately the inline scripts in the HTML. Chunks imported later
 * (after idle) are not counted.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const [pagePath = "/", publicDir = "public"] = process.argv.slice(2);
const html = fs.readFileSync(path.join(publicDir, pagePath, "index.html"), "utf8");
const pageDataPath = pagePath === "/" ? "index" : pagePath.replace(/^\/|\/$/g, "");
const pageData = JSON.parse(fs.readFileSync(path.join(publicDir, "page-data", pageDataPath, "page-data.json"), "utf8"));
const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"));

const gzipSize = (content) => zlib.gzipSync(content, { level: 9 }).length;
const files = new Set();
for (const match of html.matchAll(/<script[^>]*\ssrc="(\/[^"]+\.js)"/g)) files.add(match[1]);
for (const asset of stats.namedChunkGroups[pageData.componentChunkName]?.assets ?? []) {
  if (asset.name.endsWith(".js")) files.add(`/${asset.name}`);
}

let total = 0;
const rows = [];
for (const url of files) {
  const size = gzipSize(fs.readFileSync(path.join(publicDir, url)));
  total += size;
  rows.push([url, size]);
}
const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
  .filter((match) => !/type="application\/(ld\+)?json"/.test(match[1]) && match[2].trim())
  .map((match) => match[2]);
const inlineSize = inline.length ? gzipSize(inline.join("\n")) : 0;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
for (const [url, size] of rows.sort((a, b) => b[1] - a[1])) console.log(`${kb(size).padStart(10)}  ${url}`);
console.log(`${kb(total).padStart(10)}  total script files (gzip) for ${pagePath}`);
console.log(`${kb(inlineSize).padStart(10)}  inline scripts in the HTML (gzip, ${inline.length} blocks)`);
