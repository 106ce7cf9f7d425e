/**
 * The site's own content (content/), held to the editorial rules of the content issue that the
 * schema cannot express: how much there is, what every post contains, and that no two pages
 * repeat a paragraph.
 */
import path from "node:path";
import { loadContent, type ContentRecord } from "../validate-content";
import { proseWordCount } from "../reading-time";

const ROOT = path.resolve(__dirname, "../../..");
const { records, errors } = loadContent(ROOT, path.join(ROOT, "content"));
const ofKind = (kind: string) => records.filter((record) => record.kind === kind);

/** Every string in a value, with the field path it sits at. */
function strings(value: unknown, at = ""): Array<{ at: string; text: string }> {
  if (typeof value === "string") return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${at}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => strings(item, at ? `${at}.${key}` : key));
  return [];
}

describe("the site's content", () => {
  it("passes the build's validation", () => {
    expect(errors).toEqual([]);
  });

  it("has seven case studies, eight or more posts, four alternatives and both legal pages", () => {
    expect(ofKind("case-study")).toHaveLength(7);
    expect(ofKind("blog").length).toBeGreaterThanOrEqual(8);
    expect(ofKind("alternative")).toHaveLength(4);
    expect(
      ofKind("page")
        .map((record) => record.path)
        .sort(),
    ).toEqual(["/privacy-policy/", "/terms-of-service/"]);
  });

  it.each(ofKind("blog").map((record) => [record.file, record] as const))(
    "%s has 600+ words, headings, a code sample, an image, an author and tags",
    (_file, record: ContentRecord) => {
      const body = record.body ?? "";
      expect(proseWordCount(body)).toBeGreaterThanOrEqual(600);
      expect(body).toMatch(/^## \S/m);
      expect(body).toMatch(/^```\w+\n[\s\S]+?\n```$/m);
      expect(body).toMatch(/!\[[^\]]+\]\([^)]+\)/);
      expect(record.data.author).toEqual(expect.any(String));
      expect((record.data.tags as string[]).length).toBeGreaterThan(0);
    },
  );

  it("never repeats a paragraph on two service, technology, industry or city pages", () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const record of ["service", "technology", "industry", "service-area"].flatMap(ofKind)) {
      // Sentences long enough to be a paragraph of copy (titles and labels may repeat).
      for (const { at, text } of strings(record.data).filter(({ text }) => text.length >= 80)) {
        const first = seen.get(text);
        if (first) repeats.push(`${record.file} ${at} repeats ${first}`);
        else seen.set(text, `${record.file} ${at}`);
      }
    }
    expect(repeats).toEqual([]);
  });
});
