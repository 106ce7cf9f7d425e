/**
 * The README's recipe for a new kind of page, followed step by step as it is written there, on a copy of
 * the project with the fixture site's content: its edits and files, its commands (the editor's
 * configuration, the content check, a production build, the typecheck), and the page it promises. Any
 * step that no longer fits the code fails here, naming the step.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { applyStep, recipeSteps } from "../support/page-kind-recipe";
import { ROOT } from "../support/site-server-process";

/** How long each command may take on the loaded two-core test machine. */
const COMMAND_MS: Record<string, number> = { "npm run build": 20 * 60_000, "npx tsc --noEmit": 10 * 60_000 };
const OTHER_COMMAND_MS = 5 * 60_000;

/** What the copy leaves out: the real content (the fixture's replaces it), builds and caches. */
const SKIP = new Set([".git", ".cache", "public", "node_modules", "content", "test-results", "playwright-report"]);
const SKIP_PREFIX = [".fixture-site", ".opt-in-site", ".develop-site", ".bench", ".data", ".netlify", "bench-results"];

function copyProject(to: string): void {
  for (const entry of fs.readdirSync(ROOT)) {
    if (SKIP.has(entry) || SKIP_PREFIX.some((prefix) => entry.startsWith(prefix))) continue;
    fs.cpSync(path.join(ROOT, entry), path.join(to, entry), {
      recursive: true,
      // The browser tests' screenshots are not needed to build or typecheck.
      filter: (source) => !source.endsWith("-snapshots"),
    });
  }
  fs.cpSync(path.join(ROOT, "tests/fixtures/minimal-site/content"), path.join(to, "content"), { recursive: true });
  fs.symlinkSync(fs.realpathSync(path.join(ROOT, "node_modules")), path.join(to, "node_modules"), "dir");
}

function run(dir: string, command: string): void {
  const timeout = COMMAND_MS[command] ?? OTHER_COMMAND_MS;
  const [program, ...args] = command.split(" ");
  const result = spawnSync(program, args, {
    cwd: dir,
    encoding: "utf8",
    timeout,
    killSignal: "SIGKILL",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CONTENT_DIR: "" },
  });
  if (result.status !== 0) {
    const why = result.error ? `did not finish within ${timeout} ms` : `exited with ${result.status}`;
    throw new Error(`README.md recipe: \`${command}\` ${why}:\n${`${result.stdout}${result.stderr}`.slice(-4000)}`);
  }
}

const steps = recipeSteps(fs.readFileSync(path.join(ROOT, "README.md"), "utf8"));
const bound = steps.reduce(
  (sum, step) => sum + (step.action === "run" ? (COMMAND_MS[step.command] ?? OTHER_COMMAND_MS) : 0),
  60_000,
);

it(
  "adds a kind of page by the README's steps, and the fixture site builds and serves it",
  () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-kind-recipe-"));
    try {
      copyProject(dir);
      // The fixture's pages get their own hero artwork, as for `npm run build:fixture-site`.
      run(dir, "node --import tsx scripts/generate-page-art.ts");
      for (const step of steps) {
        if (step.action === "run") run(dir, step.command);
        else if (step.action === "expect") {
          const html = fs.readFileSync(path.join(dir, "public", step.page, "index.html"), "utf8");
          expect(html).toContain(`<h1`);
          expect(html).toContain(step.text);
        } else applyStep(dir, step);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
  bound,
);
