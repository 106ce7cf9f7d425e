/**
 * Reads everything under content/, checks it against the content model and
 * answers with the parsed records and one plain sentence per problem, each
 * naming the file and the field: `content/services/web-development.json:
 * "hero.title" is required`. gatsby-node stops the build on any problem.
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import yaml from "js-yaml";
import JSON5 from "json5";
import { spawnSync } from "node:child_process";
import { KINDS, type KindDefinition } from "./schema";
import { type ImageReference, type Problem, validateObject, withoutBlanks } from "./schema-builder";
import { RESERVED_PATHS, mdxSlug, pagePathFor } from "./page-paths";
import { addressTaken, dateProblem, reservedAddress, titleOf } from "./publishing-rules";
import { proofProblems } from "./proof-rules";
import { pricingProblems } from "./pricing-rules";
import { workFilterProblems } from "./work-rules";
import { chartProblems } from "./chart-rules";
import type { ContentRecord } from "./content-record";

export type { ContentRecord } from "./content-record";

export interface ContentFile {
  /** Path as a marketer sees it, relative to the repository: content/services/x.json */
  file: string;
  /** Path inside the content folder (services/x.json); derived from `file` when absent. */
  relative?: string;
  text: string;
}

export interface ValidationResult {
  records: ContentRecord[];
  errors: string[];
}

export interface ValidateOptions {
  /** Does `relative` (as written in `file`) name an existing file? */
  imageExists: (file: string, relative: string) => boolean;
  /** When a file was added (ms): of two pages with one address, the newer one is told to change. Default: the order of the files. */
  addedAt?: (file: string) => number;
  /** Today, for the rule on dates (default: now). */
  today?: Date;
}

const CONTENT_EXTENSIONS = /\.(json|mdx)$/i;

/** The kind of a file, from its path inside the content folder (services/x.json). */
export function classifyContentFile(relative: string): KindDefinition | undefined {
  return KINDS.find((def) =>
    def.location.includes(".")
      ? relative === def.location
      : relative.startsWith(`${def.location}/`) && relative.endsWith(`.${def.format}`),
  );
}

/**
 * Node's JSON.parse does not say where a mistake is. JSON5 (a superset of
 * JSON) does; if JSON5 accepts the text, the mistake is syntax that only
 * JSON forbids.
 */
function jsonSyntaxError(text: string): string {
  try {
    JSON5.parse(text);
    return "is not valid JSON (look for a trailing comma, a comment or single quotes)";
  } catch (error) {
    const { lineNumber, columnNumber, message } = error as {
      lineNumber?: number;
      columnNumber?: number;
      message: string;
    };
    const reason = message.replace(/^JSON5: /, "").replace(/ at \d+:\d+$/, "");
    return `is not valid JSON at line ${lineNumber}, column ${columnNumber} (${reason})`;
  }
}

/** Frontmatter is read with the JSON schema so that dates stay as written and can be checked (2025-02-30 is not silently March 2). */
export const FRONTMATTER_OPTIONS = {
  engines: { yaml: (source: string) => yaml.safeLoad(source, { schema: yaml.JSON_SCHEMA }) as object },
};

function parse(
  def: KindDefinition,
  item: ContentFile,
): { data: Record<string, unknown>; body?: string } | { error: string } {
  if (def.format === "json") {
    try {
      const data: unknown = JSON.parse(item.text);
      if (typeof data !== "object" || data === null || Array.isArray(data))
        return { error: "must hold one JSON object ({ … }) at the top level" };
      return { data: data as Record<string, unknown> };
    } catch {
      return { error: jsonSyntaxError(item.text) };
    }
  }
  if (!item.text.trimStart().startsWith("---"))
    return { error: "must start with frontmatter between --- lines (title, date, description…)" };
  try {
    // Passing options also stops gray-matter from returning a cached result.
    const parsed = matter(item.text, FRONTMATTER_OPTIONS);
    return { data: { ...parsed.data }, body: parsed.content };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return { error: `has frontmatter that is not valid YAML (${reason})` };
  }
}

const relativeOf = (item: ContentFile) => item.relative ?? item.file.replace(/^content\//, "");

type Report = (file: string, problem: Problem | string) => void;

const reportInto =
  (errors: string[]): Report =>
  (file, problem) =>
    errors.push(typeof problem === "string" ? `${file}: ${problem}` : `${file}: "${problem.field}" ${problem.message}`);

/**
 * One file checked on its own against the content model: its record, or the problems that keep it
 * from being one. The rules across files (addresses, references, dates) are validateContent's.
 */
export function validateContentFile(
  item: ContentFile,
  options: Pick<ValidateOptions, "imageExists">,
): { record: ContentRecord | null; errors: string[] } {
  const errors: string[] = [];
  const report = reportInto(errors);
  const def = classifyContentFile(relativeOf(item));
  if (!def) {
    report(
      item.file,
      `is not in a known content folder (expected site.json, ${KINDS.filter((k) => !k.location.includes("."))
        .map((k) => `${k.location}/*.${k.format}`)
        .join(", ")})`,
    );
    return { record: null, errors };
  }
  const parsed = parse(def, item);
  if ("error" in parsed) {
    report(item.file, parsed.error);
    return { record: null, errors };
  }
  const problems: Problem[] = [];
  const images: ImageReference[] = [];
  const imageExists = (relative: string) => options.imageExists(item.file, relative);
  validateObject(def.fields, parsed.data, "", { imageExists, images }, problems);
  if (parsed.body !== undefined) bodyImages(parsed.body, imageExists, images, problems);
  // A post's wide diagrams come with a drawing for phones (chart-rules.ts).
  if (def.kind === "blog" && parsed.body !== undefined) chartProblems(parsed.body, imageExists, images, problems);
  problems.forEach((problem) => report(item.file, problem));
  if (problems.length) return { record: null, errors };

  // An optional field left blank in the editor ("", null) is read as absent from here on.
  const data = withoutBlanks({ kind: "object", fields: def.fields }, parsed.data) as Record<string, unknown>;
  const slug = def.format === "mdx" ? mdxSlug(item.file, data) : typeof data.slug === "string" ? data.slug : null;
  const pagePath =
    slug === null || def.holds ? null : pagePathFor(def.kind, { slug, section: data.section as string | undefined });
  const record = {
    kind: def.kind,
    file: item.file,
    data,
    slug,
    path: pagePath,
    body: parsed.body,
    images,
  };
  return { record, errors };
}

/** What the build says of a picture in a post's body with no description (alt text). */
const noDescription = (target: string) =>
  `has a picture with no description: ![](${target}). Write what it shows between the brackets, for visitors who cannot see it`;

/**
 * Images in a Markdown body (`![alt](./diagram.png)`): each has a description, and those that live beside the file
 * exist and are checked like the fields'.
 */
function bodyImages(
  body: string,
  exists: (relative: string) => boolean,
  images: ImageReference[],
  problems: Problem[],
) {
  for (const [, alt, target] of body.matchAll(/!\[([^\]]*)\]\(\s*<?([^)\s>]+)/g)) {
    if (!alt.trim()) problems.push({ field: "body", message: noDescription(target) });
    if (/^([a-z]+:|\/)/i.test(target)) continue;
    if (exists(target)) images.push({ field: "body", path: target });
    else problems.push({ field: "body", message: `names an image that does not exist: ${target}` });
  }
}

export function validateContent(files: ContentFile[], options: ValidateOptions): ValidationResult {
  const errors: string[] = [];
  const records: ContentRecord[] = [];
  const report = reportInto(errors);

  for (const item of [...files].sort((a, b) => a.file.localeCompare(b.file))) {
    if (!CONTENT_EXTENSIONS.test(item.file)) continue;
    const result = validateContentFile(item, options);
    errors.push(...result.errors);
    if (result.record) records.push(result.record);
  }

  checkAddresses(records, report, options.addedAt);
  checkReferences(records, report);
  checkTestimonialSources(records, report);
  for (const { file, problem } of proofProblems(records)) report(file, problem);
  for (const { file, problem } of pricingProblems(records)) report(file, problem);
  for (const { file, problem } of workFilterProblems(records)) report(file, problem);
  checkDates(records, report, options.today ?? new Date());
  for (const single of KINDS.filter((def) => def.holds))
    if (!files.some((f) => relativeOf(f) === single.location))
      errors.push(`content/${single.location}: is missing (it holds ${single.holds})`);

  return { records, errors };
}

/** The addresses a page had before its current one (each redirects to it), with their place in `previousSlugs`. */
export function earlierPaths(
  record: Pick<ContentRecord, "kind" | "data" | "path">,
): Array<{ path: string; index: number }> {
  const previous = Array.isArray(record.data.previousSlugs) ? (record.data.previousSlugs as string[]) : [];
  return previous.flatMap((slug, index) => {
    const path = pagePathFor(record.kind, { slug, section: record.data.section as string | undefined });
    return path !== null && path !== record.path ? [{ path, index }] : [];
  });
}

/**
 * No two pages share an address, now or as an earlier address that redirects. Of two pages that
 * claim one, the newer file is the one to change (its message names the older page); `addedAt` is
 * asked only about those.
 */
function checkAddresses(records: ContentRecord[], report: Report, addedAt?: (file: string) => number) {
  const order = new Map(records.map((record, index) => [record.file, index]));
  const claims = new Map<string, Array<{ record: ContentRecord; earlier: boolean; index: number }>>();
  const claim = (path: string, record: ContentRecord, earlier: boolean, index = 0) =>
    claims.set(path, [...(claims.get(path) ?? []), { record, earlier, index }]);
  for (const record of records) {
    if (record.path === null) continue;
    claim(record.path, record, false);
    for (const { path, index } of earlierPaths(record)) claim(path, record, true, index);
  }
  const age = (record: ContentRecord) => addedAt?.(record.file) ?? order.get(record.file)!;
  for (const [path, claimants] of claims) {
    const reserved = reservedAddress(path);
    if (!reserved && claimants.length < 2) continue;
    const sorted = [...claimants].sort(
      (a, b) => age(a.record) - age(b.record) || order.get(a.record.file)! - order.get(b.record.file)!,
    );
    const first = reserved ? null : sorted[0];
    const later = reserved ? claimants : sorted.slice(1);
    const taken =
      reserved ??
      addressTaken(path, { title: titleOf(sorted[0].record), file: sorted[0].record.file, earlier: sorted[0].earlier });
    for (const { record, earlier, index } of later) {
      if (earlier)
        report(record.file, {
          field: `previousSlugs[${index}]`,
          message: `cannot redirect: ${taken}; remove it from this list`,
        });
      else
        report(record.file, {
          field: "slug",
          message: `"${record.slug}" cannot be used: ${taken}${first ? ", which was published first" : ""}; change this file's slug`,
        });
    }
  }
}

/** A page's date lies between the company's founding year (content/site.json) and a year from today. */
function checkDates(records: ContentRecord[], report: Report, today: Date) {
  const foundedYear = records.find((record) => record.kind === "site")?.data.foundedYear;
  if (typeof foundedYear !== "number") return;
  for (const record of records) {
    const date = record.data.date;
    if (record.kind !== "blog" && record.kind !== "page") continue;
    const day = date instanceof Date ? date.toISOString().slice(0, 10) : String(date);
    const problem = dateProblem(day, { foundedYear, today });
    if (problem) report(record.file, { field: "date", message: problem });
  }
}

function checkReferences(records: ContentRecord[], report: Report) {
  const caseStudies = new Set(records.filter((r) => r.kind === "case-study").map((r) => r.slug));
  for (const record of records) {
    const refs = record.data.caseStudies;
    if (!Array.isArray(refs)) continue;
    refs.forEach((ref, index) => {
      if (!caseStudies.has(ref as string))
        report(record.file, {
          field: `caseStudies[${index}]`,
          message: `names the case study "${String(ref)}", but no content/case-studies file has that slug`,
        });
    });
  }
}

interface TestimonialData {
  quote: string;
  author: string;
  source: { label: string; url?: string };
}

/** Every testimonial in a record, with the field path it sits at. */
function testimonialsOf(record: ContentRecord): Array<{ at: string; item: TestimonialData }> {
  if (record.kind === "home") {
    const items = (record.data.testimonials as { items?: TestimonialData[] } | undefined)?.items ?? [];
    return items.map((item, index) => ({ at: `testimonials.items[${index}]`, item }));
  }
  if (record.kind === "case-study") {
    const sections = (record.data.sections as Array<TestimonialData & { type: string }> | undefined) ?? [];
    return sections.flatMap((section, index) =>
      section.type === "testimonial" ? [{ at: `sections[${index}]`, item: section }] : [],
    );
  }
  return [];
}

/**
 * A quote whose source is a page of this site must be traceable there: the page exists, and when it
 * is a case study, its testimonial carries the same words from the same person.
 */
function checkTestimonialSources(records: ContentRecord[], report: Report) {
  const byPath = new Map(records.flatMap((record) => (record.path ? [[record.path, record] as const] : [])));
  for (const record of records)
    for (const { at, item } of testimonialsOf(record)) {
      const url = item.source?.url;
      if (!url?.startsWith("/")) continue;
      const target = byPath.get(url);
      if (!target && !RESERVED_PATHS.includes(url)) {
        report(record.file, { field: `${at}.source.url`, message: `is ${url}, but no page has that path` });
        continue;
      }
      if (target?.kind !== "case-study" || target === record) continue;
      const quoted = testimonialsOf(target).some(
        (other) => other.item.quote.trim() === item.quote.trim() && other.item.author.trim() === item.author.trim(),
      );
      if (!quoted)
        report(record.file, {
          field: at,
          message: `gives ${target.file} as its source, but that case study has no testimonial by ${item.author} with these words`,
        });
    }
}

/* ------------------------------------------------------------- file system */

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** Reads every JSON and MDX file under `contentDir`, naming each relative to `rootDir`. */
export function readContentFiles(contentDir: string, rootDir: string): ContentFile[] {
  return walk(contentDir)
    .filter((full) => CONTENT_EXTENSIONS.test(full))
    .map((full) => ({
      file: path.relative(rootDir, full).split(path.sep).join("/"),
      relative: path.relative(contentDir, full).split(path.sep).join("/"),
      text: fs.readFileSync(full, "utf8"),
    }));
}

export function fileSystemImageCheck(rootDir: string): ValidateOptions["imageExists"] {
  return (file, relative) => {
    const target = path.resolve(rootDir, path.dirname(file), relative);
    return fs.existsSync(target) && fs.statSync(target).isFile();
  };
}

/** The content folder: content/ in the site, or $CONTENT_DIR (fixture sites in tests). */
export function contentDirectory(rootDir: string = process.cwd()): string {
  return path.resolve(rootDir, process.env.CONTENT_DIR || "content");
}

/**
 * When a file was added: the time of the commit that added it; a file the repository does not have
 * yet comes after every committed one. Outside a repository, the time the file was last written.
 * Asked only of pages that collide.
 */
export function fileAddedAt(rootDir: string): (file: string) => number {
  const known = new Map<string, number>();
  const NOT_COMMITTED = 1e15; // ms: after any commit's time
  return (file) => {
    if (!known.has(file)) {
      const written = fs.statSync(path.resolve(rootDir, file)).mtimeMs;
      const log = spawnSync("git", ["log", "--diff-filter=A", "--format=%ct", "--", file], {
        cwd: rootDir,
        encoding: "utf8",
      });
      const committed = Number(log.stdout?.trim().split("\n").pop());
      known.set(file, log.status !== 0 ? written : committed > 0 ? committed * 1000 : NOT_COMMITTED + written);
    }
    return known.get(file)!;
  };
}

/** Validates a content folder, naming files relative to `rootDir`. */
export function loadContent(rootDir: string, contentDir: string = contentDirectory(rootDir)): ValidationResult {
  const files = readContentFiles(contentDir, rootDir);
  return validateContent(files, { imageExists: fileSystemImageCheck(rootDir), addedAt: fileAddedAt(rootDir) });
}
