/**
 * Builds the small fixture site (tests/fixtures/minimal-site) once per test
 * run into .fixture-site/public, for every browser suite that must not depend
 * on what marketers edit in content/: the visual baselines and layout numbers
 * (playwright project "fixture", served on FIXTURE_PORT) and the offline test.
 * The service worker is on (GATSBY_OFFLINE=true) for the offline test; the
 * visual and layout suites block service workers, so it never runs there.
 * Gatsby always writes to ./public, so the build runs in a copy of the project
 * (.fixture-site/) and leaves the main build alone.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const fixtureSiteDir = path.join(root, ".fixture-site");

/** Top-level entries that are not part of the site's source. */
const SKIP = new Set([
  ".git",
  ".cache",
  ".ci",
  ".data",
  ".fixture-site",
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

/** Copies the site's source, with the fixture content, into .fixture-site/. */
function prepare() {
  for (const entry of fs.existsSync(fixtureSiteDir) ? fs.readdirSync(fixtureSiteDir) : []) {
    // Keep .cache and public between runs: Gatsby rebuilds only what changed.
    if (entry !== ".cache" && entry !== "public")
      fs.rmSync(path.join(fixtureSiteDir, entry), { recursive: true, force: true });
  }
  fs.mkdirSync(fixtureSiteDir, { recursive: true });
  for (const entry of fs.readdirSync(root)) {
    if (SKIP.has(entry)) continue;
    fs.cpSync(path.join(root, entry), path.join(fixtureSiteDir, entry), { recursive: true });
  }
  fs.cpSync(path.join(root, "tests/fixtures/minimal-site/content"), path.join(fixtureSiteDir, "content"), {
    recursive: true,
  });
  fs.symlinkSync(fs.realpathSync(path.join(root, "node_modules")), path.join(fixtureSiteDir, "node_modules"), "dir");
}

prepare();
const result = spawnSync("npx", ["gatsby", "build"], {
  cwd: fixtureSiteDir,
  stdio: "inherit",
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", GATSBY_OFFLINE: "true", CONTENT_DIR: "" },
});
process.exit(result.status ?? 1);
