/**
 * Builds the small fixture site (tests/fixtures/minimal-site) with the service
 * worker on (GATSBY_OFFLINE=true) into .offline-site/public, for the offline
 * browser test. Gatsby always writes to ./public, so the build runs in a copy
 * of the project (.offline-site/) and leaves the main build alone.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const offlineSiteDir = path.join(root, ".offline-site");

/** Top-level entries that are not part of the site's source. */
const SKIP = new Set([
  ".git",
  ".cache",
  ".ci",
  ".data",
  ".offline-site",
  "node_modules",
  "public",
  "content",
  "tests",
  "test-results",
  "playwright-report",
  "blob-report",
  "coverage",
  "bench-results",
]);

/** Copies the site's source, with the fixture content, into .offline-site/. */
function prepare() {
  for (const entry of fs.existsSync(offlineSiteDir) ? fs.readdirSync(offlineSiteDir) : []) {
    // Keep .cache and public between runs: Gatsby rebuilds only what changed.
    if (entry !== ".cache" && entry !== "public")
      fs.rmSync(path.join(offlineSiteDir, entry), { recursive: true, force: true });
  }
  fs.mkdirSync(offlineSiteDir, { recursive: true });
  for (const entry of fs.readdirSync(root)) {
    if (SKIP.has(entry)) continue;
    fs.cpSync(path.join(root, entry), path.join(offlineSiteDir, entry), { recursive: true });
  }
  fs.cpSync(path.join(root, "tests/fixtures/minimal-site/content"), path.join(offlineSiteDir, "content"), {
    recursive: true,
  });
  fs.symlinkSync(fs.realpathSync(path.join(root, "node_modules")), path.join(offlineSiteDir, "node_modules"), "dir");
}

prepare();
const result = spawnSync("npx", ["gatsby", "build"], {
  cwd: offlineSiteDir,
  stdio: "inherit",
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", GATSBY_OFFLINE: "true", CONTENT_DIR: "" },
});
process.exit(result.status ?? 1);
