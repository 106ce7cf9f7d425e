/**
 * Runs the Playwright suites against the built site (public/, served by
 * the production server), with a Chromium found or installed by find-chromium.ts.
 * Extra arguments go to `playwright test`.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { findChromium } from "./find-chromium";

if (!fs.existsSync("public/index.html")) {
  console.error("public/ has no built site: run `npm run build` first.");
  process.exit(1);
}
const chromium = findChromium();
console.log(`Browser tests use ${chromium.path} (${chromium.source}).`);
const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, CHROMIUM_PATH: chromium.path },
});
process.exit(result.status ?? 1);
