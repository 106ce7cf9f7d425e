/**
 * @jest-environment node
 *
 * The rules of `.dependency-cruiser.cjs` (README.md, "Floors") refuse what they say they refuse: run
 * on a tiny tree (tests/fixtures/floors) where each file either follows them or breaks exactly one
 * rule, the check fails and names exactly the imports that break them. `npm run check:imports` runs the
 * same configuration on the site's own code, where it finds nothing.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");
const FIXTURE = path.join(ROOT, "tests/fixtures/floors");
const CLI = path.join(ROOT, "node_modules/dependency-cruiser/bin/dependency-cruiser.mjs");

const cruise = (outputType: "json" | "err") =>
  spawnSync(
    process.execPath,
    [
      CLI,
      "src",
      "scripts",
      "tests",
      "--config",
      path.join(ROOT, ".dependency-cruiser.cjs"),
      "--output-type",
      outputType,
    ],
    {
      cwd: FIXTURE,
      encoding: "utf8",
    },
  );

interface Violation {
  rule: { name: string; severity: string };
  from: string;
  to: string;
}

test("each rule refuses the import it must refuse, by name; a type shared across runtimes and a command's use of test support pass", () => {
  const run = cruise("json");
  expect(run.stderr).toBe("");
  const violations = (JSON.parse(run.stdout) as { summary: { violations: Violation[] } }).summary.violations;
  const found = violations
    .map(({ rule, from, to }) => ({ rule: rule.name, severity: rule.severity, from, to }))
    .sort((x, y) => x.from.localeCompare(y.from));
  expect(found).toEqual([
    { rule: "scripts-import-no-test-code", severity: "error", from: "scripts/bench.ts", to: "tests/e2e/page-list.ts" },
    { rule: "no-circular", severity: "error", from: "src/leads/a.ts", to: "src/leads/b.ts" },
    { rule: "lib-imports-no-floor-above", severity: "error", from: "src/lib/upward.ts", to: "src/leads/index.ts" },
    {
      rule: "content-pipeline-imports-no-floor-above",
      severity: "error",
      from: "src/node/make-pages.ts",
      to: "src/cms/build-admin.ts",
    },
    {
      rule: "build-code-imports-no-page-or-server-code",
      severity: "error",
      from: "src/node/precompress.ts",
      to: "src/server/main.ts",
    },
    {
      rule: "shared-code-imports-no-code-of-one-runtime",
      severity: "error",
      from: "src/node/schema.ts",
      to: "src/components/Badge.ts",
    },
    {
      rule: "page-code-imports-no-build-or-server-code",
      severity: "error",
      from: "src/pages/about.tsx",
      to: "src/node/make-pages.ts",
    },
    {
      rule: "server-code-imports-no-page-or-build-code",
      severity: "error",
      from: "src/server/main.ts",
      to: "src/node/make-pages.ts",
    },
    {
      rule: "site-code-imports-no-test-code",
      severity: "error",
      from: "src/server/routes.ts",
      to: "tests/support/leads/fake-store.ts",
    },
    {
      rule: "site-code-imports-no-test-code",
      severity: "error",
      from: "src/shell/Analytics.ts",
      to: "src/testing/fake-analytics.ts",
    },
    {
      rule: "privacy-entered-through-its-public-module",
      severity: "error",
      from: "src/shell/Header.ts",
      to: "src/privacy/consent-store.ts",
    },
    { rule: "site-code-imports-no-tools", severity: "error", from: "src/theme/tokens.ts", to: "scripts/brand.ts" },
  ]);
});

test("the check as `npm run check:imports` runs it exits with the number of errors, so `npm run check` fails", () => {
  const run = cruise("err");
  expect(run.stdout).toContain("x 12 dependency violations (12 errors, 0 warnings)");
  expect(run.status).toBe(12);
});
