/**
 * The site's own content (content/), held to the editorial rules the schema cannot express: every
 * case study has the spec's sections, every post its parts, links point at pages that exist, and no
 * two pages repeat a paragraph. Rules, never counts: a marketer adding or removing a page keeps
 * these green as long as the page follows them.
 */
import path from "node:path";
import { loadContent, type ContentRecord } from "../validate-content";
import { proseWordCount } from "../reading-time";
import { CASE_STUDY_SECTION_TYPES } from "../schema";
import { RESERVED_PATHS } from "../page-paths";

const ROOT = path.resolve(__dirname, "../../..");
const { records, errors } = loadContent(ROOT, path.join(ROOT, "content"));
const ofKind = (kind: string) => records.filter((record) => record.kind === kind);
const siteRecord = () => ofKind("site")[0];

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

  it.each(ofKind("case-study").map((record) => [record.file, record] as const))(
    "%s has the spec's sections: hero, goal, what-we-did grid, images, testimonial, projects list and tag links",
    (_file, record: ContentRecord) => {
      const types = new Set((record.data.sections as Array<{ type: string }>).map((section) => section.type));
      expect([...CASE_STUDY_SECTION_TYPES].filter((type) => !types.has(type))).toEqual([]);
    },
  );

  it("has a page behind every legal link of the footer", () => {
    const pages = new Set(ofKind("page").map((record) => record.path));
    const legal = (siteRecord().data.footer as { legal: Array<{ path: string }> }).legal.map((link) => link.path);
    expect(legal.filter((path) => !pages.has(path))).toEqual([]);
  });

  it("names only existing pages in the home page's service cards", () => {
    const published = new Set([...RESERVED_PATHS, ...records.flatMap((record) => (record.path ? [record.path] : []))]);
    const items = (
      records.find((record) => record.kind === "home")?.data.services as { items: Array<{ path: string }> }
    ).items;
    expect(items.map((item) => item.path).filter((path) => !published.has(path))).toEqual([]);
  });

  it.each(ofKind("blog").map((record) => [record.file, record] as const))(
    "%s has 600+ words, headings, an image, an author and tags",
    (_file, record: ContentRecord) => {
      const body = record.body ?? "";
      expect(proseWordCount(body)).toBeGreaterThanOrEqual(600);
      expect(body).toMatch(/^## \S/m);
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
