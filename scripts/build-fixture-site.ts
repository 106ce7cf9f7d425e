/**
 * Builds the small fixture site (tests/fixtures/minimal-site) with settings of
 * its own, for the browser suites that must not depend on what marketers edit
 * in content/, or that need a build the main one is not:
 *
 *   npx tsx scripts/build-fixture-site.ts fixture   → .fixture-site/public  (the visual baselines and layout numbers,
 *        playwright project "chromium-fixture", and the offline test: GATSBY_OFFLINE=true, the service worker,
 *        which the visual and layout suites block)
 *   npx tsx scripts/build-fixture-site.ts opt-in    → .opt-in-site/public   (PRIVACY_MODE=opt-in and every test key;
 *        built by following README.md's recipe for a new kind of page, every step as written there, so a step that
 *        no longer fits the code fails this build, naming the step: the site gains the recipe's webinar page)
 * Each is built on a day of its own (BUILD_DAY, FIXTURE_BUILD_DAYS), so a post dated ahead is tested both ways.
 *   npx tsx scripts/build-fixture-site.ts develop   → .develop-site          (the copy only, not built: the content
 *        editor's browser tests run `npm run cms` in it, gatsby develop and the editor's server, and edit its content/)
 *
 * Gatsby always writes to ./public, so each build runs in a copy of the
 * project (.fixture-site/, .opt-in-site/) and leaves the main build alone.
 */
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { type RecipeStep, applyStep, recipeSteps } from "../tests/support/page-kind-recipe";
import { runCheckedBuild } from "./lib/build-output";

const root = path.resolve(__dirname, "..");
const testKeys = (): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(root, "tests/e2e/test-keys.json"), "utf8")) as Record<string, string>;

interface Variant {
  /** The copy of the project it is built in. */
  dir: string;
  /** The build's settings; null: the copy only, not built. */
  env: (() => Record<string, string>) | null;
  /** Whether the copy starts without the previous run's .cache and public/. */
  clean?: boolean;
  /** Whether the copy is built by following README.md's recipe for a new kind of page (its build is the recipe's). */
  recipe?: boolean;
}

/**
 * The day each build publishes for: the fixture's post dated 2026-06-01 (blog/launch-day) is built unpublished
 * by the fixture site, the day before, and published by the opt-in site, on its day
 * (tests/integration/scheduled-posts.integration.ts).
 */
const FIXTURE_BUILD_DAYS = { fixture: "2026-05-31", "opt-in": "2026-06-01" } as const;

const VARIANTS: Record<string, Variant> = {
  fixture: { dir: ".fixture-site", env: () => ({ GATSBY_OFFLINE: "true", BUILD_DAY: FIXTURE_BUILD_DAYS.fixture }) },
  "opt-in": {
    dir: ".opt-in-site",
    env: () => ({ ...testKeys(), PRIVACY_MODE: "opt-in", BUILD_DAY: FIXTURE_BUILD_DAYS["opt-in"] }),
    recipe: true,
  },
  // Always from a clean start, as from a fresh clone: a cache left by a stopped run can hold pages Gatsby thinks current.
  develop: { dir: ".develop-site", env: null, clean: true },
};

const variant: Variant | undefined = VARIANTS[process.argv[2] ?? ""];
if (!variant) {
  console.error(`Usage: build-fixture-site.ts ${Object.keys(VARIANTS).join("|")}`);
  process.exit(2);
}
const siteDir = path.join(root, variant.dir);

/** Top-level entries that are not part of the site's source. */
const SKIP = new Set([
  ".git",
  ".cache",
  ".ci",
  ".data",
  ".netlify",
  ".bench",
  ...Object.values(VARIANTS).map((v) => v.dir),
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

/** Copies the site's source, with the fixture content, into the variant's folder. */
function prepare(variant: Variant): void {
  for (const entry of fs.existsSync(siteDir) ? fs.readdirSync(siteDir) : []) {
    // Keep .cache and public between runs: Gatsby rebuilds only what changed.
    if (variant.clean || (entry !== ".cache" && entry !== "public"))
      fs.rmSync(path.join(siteDir, entry), { recursive: true, force: true });
  }
  fs.mkdirSync(siteDir, { recursive: true });
  for (const entry of fs.readdirSync(root)) {
    if (SKIP.has(entry)) continue;
    // The editor's scripts are built by each start, for its own ports: a copy from another start would be served first.
    const filter = (source: string) => path.relative(root, source) !== path.join("static", "admin", "build");
    fs.cpSync(path.join(root, entry), path.join(siteDir, entry), { recursive: true, filter });
  }
  fs.cpSync(path.join(root, "tests/fixtures/minimal-site/content"), path.join(siteDir, "content"), {
    recursive: true,
  });
  // The copy's tests/ folder holds only the test keys, which its configuration may read; a copy built by the recipe
  // holds the tests' code too (not their screenshots), which the recipe's last step typechecks with the site's.
  fs.mkdirSync(path.join(siteDir, "tests/e2e"), { recursive: true });
  if (variant.recipe)
    fs.cpSync(path.join(root, "tests"), path.join(siteDir, "tests"), {
      recursive: true,
      filter: (source) => !source.endsWith("-snapshots"),
    });
  else fs.cpSync(path.join(root, "tests/e2e/test-keys.json"), path.join(siteDir, "tests/e2e/test-keys.json"));
  fs.symlinkSync(fs.realpathSync(path.join(root, "node_modules")), path.join(siteDir, "node_modules"), "dir");
}

prepare(variant);
// The fixture's pages get their hero art from the build itself, as a new page does (gatsby-node onPreInit).
const buildEnv = variant.env;
if (!buildEnv) process.exit(0);
// As `npm run build` runs it (its package.json is the project's); fails, naming the lines, when the build
// printed a warning (scripts/lib/build-output.ts).
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CONTENT_DIR: "", ...buildEnv() };
const build = () => runCheckedBuild("npm", ["run", "build"], { cwd: siteDir, env });

/**
 * README.md's recipe for a new kind of page, followed in the copy as it is written there: its edits and files, its
 * commands (the build among them is this variant's build) and the page it promises. A step that no longer fits the
 * code stops here, naming it.
 */
async function followRecipe(): Promise<number> {
  const steps = recipeSteps(fs.readFileSync(path.join(root, "README.md"), "utf8"));
  if (!steps.some((step) => step.action === "run" && step.command === "npm run build")) {
    console.error("README.md recipe: it never runs `npm run build`, which this build follows it for");
    return 1;
  }
  console.log(
    `Following README.md's recipe for a new kind of page in ${path.relative(root, siteDir)} (${steps.length} steps).`,
  );
  for (const step of steps) {
    const code = await recipeStep(step);
    if (code !== 0) return code;
  }
  return 0;
}

async function recipeStep(step: RecipeStep): Promise<number> {
  if (step.action === "run") {
    console.log(`README.md recipe: ${step.command}`);
    if (step.command === "npm run build") return build();
    const [program, ...args] = step.command.split(" ");
    const result = spawnSync(program, args, { cwd: siteDir, env, stdio: "inherit" });
    if (result.status !== 0) console.error(`README.md recipe: \`${step.command}\` exited with ${result.status}`);
    return result.status ?? 1;
  }
  if (step.action === "expect") {
    const page = path.join(siteDir, "public", step.page, "index.html");
    const html = fs.existsSync(page) ? fs.readFileSync(page, "utf8") : "";
    if (html.includes("<h1") && html.includes(step.text)) return 0;
    console.error(`README.md recipe: the built page ${step.page} does not show "${step.text}"`);
    return 1;
  }
  try {
    applyStep(siteDir, step);
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
}

(variant.recipe ? followRecipe() : build()).then((code) => process.exit(code));
