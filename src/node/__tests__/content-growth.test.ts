/**
 * A marketer adds a blog post and a case study: the content checks stay green, and nothing that
 * used to count pages notices (the visual and layout suites read the fixture site, the page lists
 * of the browser suites are picked by rule).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadContent } from "../validate-content";
import { contentRuleFailures } from "../content-rules";
import { runContentCheck } from "../../testing/content-check";
import { FIXTURE_CONTENT_DIR, FIXTURE_TEMPLATES, templatesFor } from "../../../tests/e2e/page-templates";

const ROOT = path.resolve(__dirname, "../../..");
let copy: string;
let caseStudiesBefore = 0;

const paragraph = (n: number) =>
  `Paragraph ${n} of the new post explains one decision the team made while shipping the release, ` +
  `what it cost, what it saved and how the client measured the result after launch, in plain words ` +
  `that a busy reader can follow without knowing the codebase or the people who wrote it.`;

const POST = [
  "---",
  "title: What we learned shipping a release every week",
  "date: 2026-03-02",
  "description: Weekly releases for a year, what they cost, what they saved and how we kept them calm for the client.",
  "author: Maya Chen",
  "tags: [Process, Delivery]",
  "cover: ./cover.jpg",
  "coverAlt: A team board with sticky notes",
  "---",
  "",
  "## Why weekly",
  "",
  ...Array.from({ length: 14 }, (_, i) => `${paragraph(i + 1)}\n`),
  "![The release board on a Friday](./cover.jpg)",
  "",
].join("\n");

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), "content-growth-"));
  fs.cpSync(path.join(ROOT, "content"), path.join(copy, "content"), { recursive: true });
  const postDir = path.join(copy, "content/blog/shipping-every-week");
  fs.mkdirSync(postDir);
  fs.writeFileSync(path.join(postDir, "index.mdx"), POST);
  // Picked by rule, not by name: renaming or removing any real page must not break this test.
  fs.copyFileSync(path.join(FIXTURE_CONTENT_DIR, "images/sample.jpg"), path.join(postDir, "cover.jpg"));
  const studies = fs.readdirSync(path.join(ROOT, "content/case-studies")).filter((name) => name.endsWith(".json"));
  caseStudiesBefore = studies.length;
  const study = JSON.parse(fs.readFileSync(path.join(ROOT, "content/case-studies", studies[0]), "utf8"));
  fs.writeFileSync(
    path.join(copy, "content/case-studies/routewise.json"),
    JSON.stringify(
      { ...study, slug: "routewise", name: "Routewise", client: "Routewise Logistics", order: 99 },
      null,
      2,
    ),
  );
});

afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

describe("a copy of content/ with one more post and one more case study", () => {
  it("passes the build's validation and the editorial rules", () => {
    const { records, errors } = loadContent(ROOT, path.join(copy, "content"));
    expect(errors).toEqual([]);
    expect(records.map((record) => record.path)).toEqual(
      expect.arrayContaining(["/blog/shipping-every-week/", "/our-work/routewise/"]),
    );
    expect(contentRuleFailures(records)).toEqual([]);
  });

  it("passes npm run content:check", () => {
    const result = runContentCheck(path.join(copy, "content"));
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`is valid: .*\\b${caseStudiesBefore + 1} case-study`));
  });

  it("keeps every template in the browser suites' page lists, and the fixture site's pages as they were", () => {
    const names = (dir: string) => templatesFor(dir).map((template) => template.name);
    expect(names(path.join(copy, "content"))).toEqual(names("content"));
    expect(templatesFor(FIXTURE_CONTENT_DIR)).toEqual(FIXTURE_TEMPLATES);
  });
});
