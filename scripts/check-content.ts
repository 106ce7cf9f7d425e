/**
 * Checks content/ the same way the build does, without building:
 *   npm run content:check
 */
import path from "node:path";
import { contentDirectory } from "../src/node/validate-content";
import { checkContent } from "../src/node/content-images";

const root = path.resolve(__dirname, "..");
const folder = `${path.relative(root, contentDirectory(root)) || "."}/`;

checkContent(root).then(({ records, errors }) => {
  if (errors.length) {
    console.error(`${folder} has ${errors.length} problem${errors.length === 1 ? "" : "s"}:`);
    for (const error of errors) console.error(`  - ${error}`);
    process.exit(1);
  }
  const counts = records.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.kind]: (acc[r.kind] ?? 0) + 1 }), {});
  console.log(
    `${folder} is valid: ${Object.entries(counts)
      .map(([k, n]) => `${n} ${k}`)
      .join(", ")}`,
  );
});
