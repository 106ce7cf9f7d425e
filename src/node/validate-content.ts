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
import { type ContentKind, KINDS, type KindDefinition } from "./schema";
import { type Problem, validateObject } from "./schema-builder";
import { RESERVED_PATHS, pagePathFor } from "./page-paths";
import { proofProblems } from "./proof-rules";

export interface ContentFile {
  /** Path as a marketer sees it, relative to the repository: content/services/x.json */
  file: string;
  /** Path inside the content folder (services/x.json); derived from `file` when absent. */
  relative?: string;
  text: string;
}

export interface ContentRecord {
  kind: ContentKind;
  file: string;
  data: Record<string, unknown>;
  slug: string | null;
  path: string | null;
  /** MDX only: the body after the frontmatter. */
  body?: string;
}

export interface ValidationResult {
  records: ContentRecord[];
  errors: string[];
}

export interface ValidateOptions {
  /** Does `relative` (as written in `file`) name an existing file? */
  imageExists: (file: string, relative: string) => boolean;
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

/** Slug of an MDX file: its frontmatter slug, else its folder (blog/x/index.mdx) or file name. */
export function mdxSlug(file: string, data: Record<string, unknown>): string {
  if (typeof data.slug === "string" && data.slug) return data.slug;
  const base = path.posix.basename(file, path.posix.extname(file));
  return base === "index" ? path.posix.basename(path.posix.dirname(file)) : base;
}

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

export function validateContent(files: ContentFile[], options: ValidateOptions): ValidationResult {
  const errors: string[] = [];
  const records: ContentRecord[] = [];
  const report = (file: string, problem: Problem | string) =>
    errors.push(typeof problem === "string" ? `${file}: ${problem}` : `${file}: "${problem.field}" ${problem.message}`);

  for (const item of [...files].sort((a, b) => a.file.localeCompare(b.file))) {
    if (!CONTENT_EXTENSIONS.test(item.file)) continue;
    const def = classifyContentFile(relativeOf(item));
    if (!def) {
      report(
        item.file,
        `is not in a known content folder (expected site.json, ${KINDS.filter((k) => !k.location.includes("."))
          .map((k) => `${k.location}/*.${k.format}`)
          .join(", ")})`,
      );
      continue;
    }
    const parsed = parse(def, item);
    if ("error" in parsed) {
      report(item.file, parsed.error);
      continue;
    }
    const problems: Problem[] = [];
    validateObject(
      def.fields,
      parsed.data,
      "",
      { imageExists: (relative) => options.imageExists(item.file, relative) },
      problems,
    );
    problems.forEach((problem) => report(item.file, problem));
    if (problems.length) continue;

    const slug =
      def.format === "mdx"
        ? mdxSlug(item.file, parsed.data)
        : typeof parsed.data.slug === "string"
          ? parsed.data.slug
          : null;
    const pagePath =
      slug === null || def.holds
        ? null
        : pagePathFor(def.kind, { slug, section: parsed.data.section as string | undefined });
    records.push({ kind: def.kind, file: item.file, data: parsed.data, slug, path: pagePath, body: parsed.body });
  }

  checkUniqueness(records, report);
  checkReferences(records, report);
  checkTestimonialSources(records, report);
  for (const { file, problem } of proofProblems(records)) report(file, problem);
  for (const single of KINDS.filter((def) => def.holds))
    if (!files.some((f) => relativeOf(f) === single.location))
      errors.push(`content/${single.location}: is missing (it holds ${single.holds})`);

  return { records, errors };
}

function checkUniqueness(records: ContentRecord[], report: (file: string, problem: Problem | string) => void) {
  const bySlug = new Map<string, ContentRecord>();
  const byPath = new Map<string, ContentRecord>();
  for (const record of records) {
    if (record.slug !== null) {
      const key = `${record.kind}:${record.slug}`;
      const other = bySlug.get(key);
      if (other) report(record.file, { field: "slug", message: `"${record.slug}" is already used by ${other.file}` });
      else bySlug.set(key, record);
    }
    if (record.path !== null) {
      const other = byPath.get(record.path);
      if (RESERVED_PATHS.includes(record.path))
        report(record.file, {
          field: "slug",
          message: `would publish at ${record.path}, which a built-in page already uses`,
        });
      else if (other && other.kind !== record.kind)
        report(record.file, {
          field: "slug",
          message: `would publish at ${record.path}, which ${other.file} already uses`,
        });
      else if (!other) byPath.set(record.path, record);
    }
  }
}

function checkReferences(records: ContentRecord[], report: (file: string, problem: Problem | string) => void) {
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
function checkTestimonialSources(records: ContentRecord[], report: (file: string, problem: Problem | string) => void) {
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

/** Validates a content folder, naming files relative to `rootDir`. */
export function loadContent(rootDir: string, contentDir: string = contentDirectory(rootDir)): ValidationResult {
  const files = readContentFiles(contentDir, rootDir);
  return validateContent(files, { imageExists: fileSystemImageCheck(rootDir) });
}
