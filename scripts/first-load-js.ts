/**
 * The JavaScript a built page loads before it is interactive, and what it is made of:
 *
 *   npx tsx scripts/first-load-js.ts [page=/] [publicDir=public] [--against otherPublicDir]
 *
 * Lists the page's scripts (its script tags and its
 * component's chunks) with their gzip sizes, and its inline scripts, then splits the
 * files by source (the site's own code, Gatsby's runtime, React, each library) through
 * their source maps. With --against (`npm run bench` builds the bare page into
 * .bench/fixtures/bare-site/public) the same page of that build is shown beside it, so
 * the difference has names. Chunks loaded later (web-vitals after load, parts on
 * demand) are not counted here; the bench counts every script Lighthouse sees.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { formatKiB } from "./quality/budget";
import { compositionTable, pageScripts } from "./quality/script-composition";
import { executableInlineScripts } from "../src/security/csp";

const args = process.argv.slice(2);
const againstAt = args.indexOf("--against");
const against = againstAt >= 0 ? args.splice(againstAt, 2)[1] : undefined;
const [page = "/", publicDir = "public"] = args;

const measured = pageScripts(publicDir, page);
const reference = against ? pageScripts(against, page) : undefined;
const inline = executableInlineScripts(fs.readFileSync(path.join(publicDir, page, "index.html"), "utf8"));

console.log(`Scripts of ${page} in ${publicDir}/ (gzip level 9):`);
for (const script of measured.scripts)
  console.log(`  ${script.src.padEnd(72)} ${script.via.padEnd(11)} ${formatKiB(script.gzipBytes).padStart(9)}`);
console.log(`  ${"total".padEnd(84)} ${formatKiB(measured.gzipBytes).padStart(9)}`);
if (reference) console.log(`  ${`${against}/ total`.padEnd(84)} ${formatKiB(reference.gzipBytes).padStart(9)}`);
const inlineGzip = inline.length ? zlib.gzipSync(inline.join("\n"), { level: 9 }).length : 0;
console.log(
  `  ${`inline scripts in the HTML (${inline.length} blocks)`.padEnd(84)} ${formatKiB(inlineGzip).padStart(9)}`,
);
console.log("\nBy source (gzip: what removing it would save):");
for (const line of compositionTable(measured.composition, reference?.composition)) console.log(`  ${line}`);
