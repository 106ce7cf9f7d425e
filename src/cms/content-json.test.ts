import fs from "node:fs";
import path from "node:path";
import { contentJson, orderLike, printContentJson } from "./content-json";
import { caseStudyFields, serviceFields } from "../node/schema";
import { classifyContentFile } from "../node/validate-content";

const ROOT = path.resolve(__dirname, "../..");
const jsonFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? jsonFiles(path.join(dir, entry.name))
        : entry.name.endsWith(".json")
          ? [path.join(dir, entry.name)]
          : [],
    );

describe("the editor's JSON", () => {
  it.each(
    ["content", "tests/fixtures/minimal-site/content"].flatMap((dir) =>
      jsonFiles(path.join(ROOT, dir)).map((file) => [path.relative(ROOT, file), path.join(ROOT, dir)]),
    ),
  )("rewrites %s byte for byte, whatever order the editor holds its keys in", (file, dir) => {
    const text = fs.readFileSync(path.join(ROOT, file), "utf8");
    const kind = classifyContentFile(path.relative(dir, path.join(ROOT, file)));
    const data = JSON.parse(text) as Record<string, unknown>;
    const shuffled = Object.fromEntries(Object.entries(data).reverse());
    expect(contentJson(shuffled, Object.keys(kind!.fields))).toBe(text);
  });

  it("orders nested objects and case-study sections by the schema, `type` first", () => {
    const section = { text: "t", title: "Goal", type: "goal" };
    const ordered = orderLike({ sections: [section], slug: "x" }, { kind: "object", fields: caseStudyFields });
    expect(JSON.stringify(ordered)).toBe('{"slug":"x","sections":[{"type":"goal","title":"Goal","text":"t"}]}');
  });

  it("keeps short lists of plain values on one line and breaks long ones, as Prettier does at 120 columns", () => {
    expect(printContentJson({ tags: ["a", "b"] })).toBe('{\n  "tags": ["a", "b"]\n}\n');
    const long = Array.from({ length: 12 }, (_, i) => `industry number ${i}`);
    expect(printContentJson({ list: long }).split("\n")).toHaveLength(long.length + 5);
  });

  it("leaves keys it does not know where they were, after the known ones", () => {
    expect(
      Object.keys(
        orderLike({ extra: 1, group: "design", slug: "x" }, { kind: "object", fields: serviceFields }) as object,
      ),
    ).toEqual(["slug", "group", "extra"]);
  });
});
