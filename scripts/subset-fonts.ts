/**
 * Writes the site's web font files (src/theme/font-subsets.ts) from the installed @fontsource
 * packages: `npm run fonts:subset`, after upgrading one of them or changing the weights.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { FONT_SUBSETS } from "../src/theme/font-subsets";
import { subsetFontFile } from "./lib/subset-font-file";

const resolve = createRequire(path.resolve("package.json")).resolve;

async function main(): Promise<void> {
  for (const { source, part, output } of FONT_SUBSETS) {
    const original = fs.readFileSync(resolve(source));
    const subset = await subsetFontFile(original, part);
    fs.mkdirSync(path.dirname(output), { recursive: true });
    fs.writeFileSync(output, subset);
    console.log(`${output}: ${(subset.length / 1024).toFixed(1)} KB (was ${(original.length / 1024).toFixed(1)} KB)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
