/**
 * @jest-environment node
 *
 * The README's recipe for a new kind of page still fits the code: every line it says to write after,
 * before or in place of is in its file, once. (`npm run build:opt-in-site`, scripts/build-fixture-site.ts,
 * follows the whole recipe on its copy of the fixture site: its build is the recipe's.)
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { applyStep, recipeSteps, stepProblem } from "./support/page-kind-recipe";

const ROOT = path.resolve(__dirname, "..");
const steps = recipeSteps(fs.readFileSync(path.join(ROOT, "README.md"), "utf8"));

it("is a whole kind: fields, kind, address, pages, redirects, template, editor, a page, then the checks and a build", () => {
  const touched = [...new Set(steps.flatMap((step) => ("file" in step ? [step.file] : [])))];
  expect(touched).toEqual([
    "src/node/schema.ts",
    "src/node/page-paths.ts",
    "src/node/pages/create-webinar-pages.ts",
    "src/node/pages/create-node-pages.ts",
    "gatsby-node.ts",
    "src/node/pages/create-redirects.ts",
    "src/templates/webinar.tsx",
    "src/cms/config.ts",
    "content/webinars/shipping-an-mvp-in-six-weeks.json",
  ]);
  expect(steps.flatMap((step) => (step.action === "run" ? [step.command] : []))).toEqual([
    "npm run cms:config",
    "npm run content:check",
    "npm run build",
    "npx tsc --noEmit",
  ]);
  expect(steps.filter((step) => step.action === "expect")).toEqual([
    { action: "expect", page: "/webinars/shipping-an-mvp-in-six-weeks/", text: "Shipping an MVP in six weeks" },
  ]);
});

it.each(steps.filter((step) => step.action !== "run" && step.action !== "expect" && step.action !== "write"))(
  "$file holds the line the recipe goes $action: $anchor",
  (step) => {
    expect(stepProblem(ROOT, step)).toBeNull();
  },
);

it("inserts above and below the line it names, replaces text in place, and refuses a line that is not there once", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "recipe-"));
  try {
    fs.writeFileSync(path.join(dir, "a.ts"), 'const kinds = ["a", "b"];\n  one;\n  two;\n');
    applyStep(dir, { action: "after", file: "a.ts", anchor: "one;", code: "  after-one;" });
    applyStep(dir, { action: "before", file: "a.ts", anchor: "two;", code: "  before-two;" });
    applyStep(dir, { action: "replace", file: "a.ts", anchor: '"a", "b"', code: '"a", "w", "b"\n' });
    expect(fs.readFileSync(path.join(dir, "a.ts"), "utf8")).toBe(
      'const kinds = ["a", "w", "b"];\n  one;\n  after-one;\n  before-two;\n  two;\n',
    );
    expect(() => applyStep(dir, { action: "after", file: "a.ts", anchor: "three;", code: "x" })).toThrow(
      'README.md recipe, after "three;": a.ts holds "three;" 0 times, not once',
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
