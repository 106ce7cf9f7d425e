/**
 * Editorial rules the schema cannot express, checked on a whole content folder: every case study
 * has the spec's sections, every post its parts, links point at pages that exist, no two pages
 * repeat a paragraph, and no rating is claimed outside a sourced quote. Rules, never counts: adding
 * or removing a page keeps them green as long as the page follows them. Each failure is one sentence
 * naming the file.
 */
import type { ContentRecord } from "./content-record";
import { CASE_STUDY_SECTION_TYPES } from "./schema";
import { RESERVED_PATHS } from "./page-paths";
import { proseWordCount } from "./reading-time";

export const MIN_POST_WORDS = 600;

/** Every string in a value, with the field path it sits at. */
export function strings(value: unknown, at = ""): Array<{ at: string; text: string }> {
  if (typeof value === "string") return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${at}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => strings(item, at ? `${at}.${key}` : key));
  return [];
}

function caseStudySections(record: ContentRecord): string[] {
  const types = new Set((record.data.sections as Array<{ type: string }>).map((section) => section.type));
  const missing = CASE_STUDY_SECTION_TYPES.filter((type) => !types.has(type));
  return missing.length ? [`${record.file}: has no ${missing.join(", ")} section`] : [];
}

function postParts(record: ContentRecord): string[] {
  const body = record.body ?? "";
  const failures: string[] = [];
  const words = proseWordCount(body);
  if (words < MIN_POST_WORDS) failures.push(`has ${words} words of prose, fewer than ${MIN_POST_WORDS}`);
  if (!/^## \S/m.test(body)) failures.push("has no ## heading");
  if (!/!\[[^\]]+\]\([^)]+\)/.test(body)) failures.push("has no image with alt text in its body");
  return failures.map((failure) => `${record.file}: ${failure}`);
}

function linksToPages(records: ContentRecord[]): string[] {
  const published = new Set([...RESERVED_PATHS, ...records.flatMap((record) => (record.path ? [record.path] : []))]);
  const pages = new Set(records.filter((record) => record.kind === "page").map((record) => record.path));
  const failures: string[] = [];
  for (const record of records) {
    if (record.kind === "site")
      for (const link of (record.data.footer as { legal: Array<{ path: string }> }).legal)
        if (!pages.has(link.path)) failures.push(`${record.file}: the legal link ${link.path} has no page`);
    if (record.kind === "home")
      for (const item of (record.data.services as { items: Array<{ path: string }> }).items)
        if (!published.has(item.path)) failures.push(`${record.file}: the service card link ${item.path} has no page`);
  }
  return failures;
}

function repeatedParagraphs(records: ContentRecord[]): string[] {
  const seen = new Map<string, string>();
  const repeats: string[] = [];
  for (const record of records.filter((r) => ["service", "technology", "industry", "service-area"].includes(r.kind)))
    // Sentences long enough to be a paragraph of copy (titles and labels may repeat).
    for (const { at, text } of strings(record.data).filter(({ text }) => text.length >= 80)) {
      const first = seen.get(text);
      if (first) repeats.push(`${record.file}: ${at} repeats ${first}`);
      else seen.set(text, `${record.file} ${at}`);
    }
  return repeats;
}

/** "4.9/5", "4.8-star", "5 stars": a rating claim, which a page may show only inside a sourced quote. */
const RATING = /\b\d(?:\.\d)?\s*(?:\/\s*5\b|-star\b|\s+stars?\b|\s+out of 5\b)/i;

function unsourcedRatings(record: ContentRecord): string[] {
  const texts = [...strings(record.data), ...(record.body ? [{ at: "the body", text: record.body }] : [])];
  return (
    texts
      // A testimonial's own words are traced by its source (validate-content.ts).
      .filter(({ at }) => !/(^|\.)quote$/.test(at))
      .flatMap(({ at, text }) => {
        const rating = RATING.exec(text);
        return rating ? [`${record.file}: ${at} claims a rating (${rating[0].trim()}) with no source`] : [];
      })
  );
}

export function contentRuleFailures(records: ContentRecord[]): string[] {
  return [
    ...records.flatMap(unsourcedRatings),
    ...records.filter((record) => record.kind === "case-study").flatMap(caseStudySections),
    ...records.filter((record) => record.kind === "blog").flatMap(postParts),
    ...linksToPages(records),
    ...repeatedParagraphs(records),
  ];
}
