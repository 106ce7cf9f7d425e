/**
 * The JavaScript a built page loads before it is interactive, and what it is made of:
 *
 *   npx tsx scripts/first-load-js.ts [page=/] [publicDir=public] [--against otherPublicDir]
 *
 * Lists the page's scripts (its script tags, those the deferred loader adds, and its
 * component's chunks) with their gzip sizes, then splits them by source (the site's
 * own code, Gatsby's runtime, React, each library) through their source maps. With
 * --against (`npm run bench` builds the bare page into .bench/fixtures/bare-site/public)
 * the same page of that build is shown beside it, so the difference has names.
 * Chunks loaded later (web-vitals after load, parts on demand) are not counted here;
 * the bench counts every script Lighthouse sees.
 */
import { firstLoadJavaScript, formatKiB } from "../src/node/quality/budget";
import { compositionOfBuiltScripts, compositionTable } from "../src/node/quality/script-composition";

const args = process.argv.slice(2);
const againstAt = args.indexOf("--against");
const against = againstAt >= 0 ? args.splice(againstAt, 2)[1] : undefined;
const [page = "/", publicDir = "public"] = args;

function scriptsOf(dir: string) {
  const scripts = firstLoadJavaScript(dir, page);
  const composition = compositionOfBuiltScripts(
    dir,
    scripts.map((script) => script.src),
  );
  return { scripts, composition, gzip: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) };
}

const measured = scriptsOf(publicDir);
const reference = against ? scriptsOf(against) : undefined;

console.log(`Scripts of ${page} in ${publicDir}/ (gzip level 9):`);
for (const script of measured.scripts)
  console.log(`  ${script.src.padEnd(72)} ${script.via.padEnd(11)} ${formatKiB(script.gzipBytes).padStart(9)}`);
console.log(`  ${"total".padEnd(84)} ${formatKiB(measured.gzip).padStart(9)}`);
if (reference) console.log(`  ${`${against}/ total`.padEnd(84)} ${formatKiB(reference.gzip).padStart(9)}`);
console.log("\nBy source (gzip: what removing it would save):");
for (const line of compositionTable(measured.composition, reference?.composition)) console.log(`  ${line}`);
