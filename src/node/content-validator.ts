/**
 * Checks content files against the content model and the rules across files, and answers with the
 * parsed records and one plain sentence per problem, each naming the file and the field:
 * `content/services/web-development.json: "hero.title" is required`. gatsby-node stops the build on
 * any problem (validate-content.ts reads the files); the content editor runs the same checks on the
 * site with the entry being published in its file's place (src/cms/admin/publish-check.ts), so this
 * module reads no disk.
 */
import matter from "gray-matter";
import yaml from "js-yaml";
import JSON5 from "json5";
import { KINDS, type KindDefinition } from "./schema";
import { type Field, type ImageReference, type Problem, validateObject, withoutBlanks } from "./schema-builder";
import { BLOG_PAGE_SIZE, RESERVED_PATHS, blogListPath, mdxSlug, pagePathFor } from "./page-paths";
import {
  CHOOSE_ANOTHER_ADDRESS,
  addressTaken,
  dateProblem,
  isoDay,
  liveOn,
  reservedAddress,
  titleOf,
} from "./publishing-rules";
import { proofProblems } from "./proof-rules";
import { pricingProblems } from "./pricing-rules";
import { workFilterProblems } from "./work-rules";
import { chartProblems } from "./chart-rules";
import { footerGroupProblems } from "./footer-lists";
import type { ContentRecord } from "./content-record";
import type { RuleName } from "./rule-book";

export type { ContentRecord } from "./content-record";

export interface ContentFile {
  /** Path as a marketer sees it, relative to the repository: content/services/x.json */
  file: string;
  /** Path inside the content folder (services/x.json); derived from `file` when absent. */
  relative?: string;
  text: string;
}

/** One problem in one file: a field's (`Problem`) or the whole file's (no `field`). */
export interface ContentProblem {
  file: string;
  field?: string;
  message: string;
  rule: RuleName;
  /** The sentence as the content editor says it, where the build's words speak of files or Markdown. */
  inEditor?: string;
}

export interface ValidationResult {
  records: ContentRecord[];
  /** One sentence per problem, as the build prints it. */
  errors: string[];
  /** The same problems, each with its rule. */
  problems: ContentProblem[];
}

export interface ValidateOptions {
  /** Does `relative` (as written in `file`) name an existing file? */
  imageExists: (file: string, relative: string) => boolean;
  /** When a file was added (ms): of two pages with one address, the newer one is told to change. Default: the order of the files. */
  addedAt?: (file: string) => number;
  /** Today, for the rule on dates (default: now). */
  today?: Date;
}

export const CONTENT_EXTENSIONS = /\.(json|mdx)$/i;

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

/** A content file's data (and an MDX file's body) as the build reads them, or why they cannot be read. */
export function parseContentText(
  def: Pick<KindDefinition, "format">,
  text: string,
): { data: Record<string, unknown>; body?: string } | { error: string } {
  if (def.format === "json") {
    try {
      const data: unknown = JSON.parse(text);
      if (typeof data !== "object" || data === null || Array.isArray(data))
        return { error: "must hold one JSON object ({ … }) at the top level" };
      return { data: data as Record<string, unknown> };
    } catch {
      return { error: jsonSyntaxError(text) };
    }
  }
  if (!text.trimStart().startsWith("---"))
    return { error: "must start with frontmatter between --- lines (title, date, description…)" };
  try {
    // Passing options also stops gray-matter from returning a cached result.
    const parsed = matter(text, FRONTMATTER_OPTIONS);
    return { data: { ...parsed.data }, body: parsed.content };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return { error: `has frontmatter that is not valid YAML (${reason})` };
  }
}

const relativeOf = (item: ContentFile) => item.relative ?? item.file.replace(/^content\//, "");

type Report = (file: string, problem: Problem | { message: string; rule: RuleName }) => void;

/** The sentence the build prints for a problem. */
export const problemSentence = (problem: ContentProblem) =>
  problem.field === undefined
    ? `${problem.file}: ${problem.message}`
    : `${problem.file}: "${problem.field}" ${problem.message}`;

const reportInto =
  (problems: ContentProblem[]): Report =>
  (file, problem) =>
    problems.push({ file, ...problem });

/**
 * One file checked on its own against the content model: its record, or the problems that keep it
 * from being one. The rules across files (addresses, references, dates) are validateContent's.
 */
export function validateContentFile(
  item: ContentFile,
  options: Pick<ValidateOptions, "imageExists">,
): { record: ContentRecord | null; errors: string[]; problems: ContentProblem[]; address?: string | null } {
  const found: ContentProblem[] = [];
  const report = reportInto(found);
  const answer = (record: ContentRecord | null, address?: string | null) => ({
    record,
    errors: found.map(problemSentence),
    problems: found,
    address,
  });
  const def = classifyContentFile(relativeOf(item));
  if (!def) {
    report(item.file, {
      message: `is not in a known content folder (expected site.json, ${KINDS.filter((k) => !k.location.includes("."))
        .map((k) => `${k.location}/*.${k.format}`)
        .join(", ")})`,
      rule: "file-place",
    });
    return answer(null);
  }
  const parsed = parseContentText(def, item.text);
  if ("error" in parsed) {
    report(item.file, { message: parsed.error, rule: "file-syntax" });
    return answer(null);
  }
  const problems: Problem[] = [];
  const images: ImageReference[] = [];
  const imageExists = (relative: string) => options.imageExists(item.file, relative);
  validateObject(def.fields, parsed.data, "", { imageExists, images }, problems);
  if (parsed.body !== undefined) bodyImages(parsed.body, imageExists, images, problems);
  // A post's wide diagrams come with a drawing for phones (chart-rules.ts).
  if (def.kind === "blog" && parsed.body !== undefined) chartProblems(parsed.body, imageExists, images, problems);
  problems.forEach((problem) => report(item.file, problem));

  // An optional field left blank in the editor ("", null) is read as absent from here on.
  const data = withoutBlanks({ kind: "object", fields: def.fields }, parsed.data) as Record<string, unknown>;
  const slug = def.format === "mdx" ? mdxSlug(item.file, data) : typeof data.slug === "string" ? data.slug : null;
  const pagePath =
    slug === null || def.holds ? null : pagePathFor(def.kind, { slug, section: data.section as string | undefined });
  // A page with problems is still where links to it lead: its own problems are what to fix.
  if (problems.length) return answer(null, pagePath);
  const record = {
    kind: def.kind,
    file: item.file,
    data,
    slug,
    path: pagePath,
    body: parsed.body,
    images,
  };
  return answer(record);
}

/** What the build says of a picture in a post's body with no description (alt text), and what the editor says. */
const noDescription = (target: string): Problem => ({
  field: "body",
  message: `has a picture with no description: ![](${target}). Write what it shows between the brackets, for visitors who cannot see it`,
  rule: "picture-description",
  inEditor: `has a picture with no description (${target.replace(/^\.\//, "")}): click the picture and describe what it shows, for visitors who cannot see it`,
});

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
    if (!alt.trim()) problems.push(noDescription(target));
    if (/^([a-z]+:|\/)/i.test(target)) continue;
    if (exists(target)) images.push({ field: "body", path: target });
    else
      problems.push({ field: "body", message: `names an image that does not exist: ${target}`, rule: "image-exists" });
  }
}

export function validateContent(files: ContentFile[], options: ValidateOptions): ValidationResult {
  const problems: ContentProblem[] = [];
  const records: ContentRecord[] = [];
  const report = reportInto(problems);

  /** Addresses of pages whose files have problems of their own: links to them are not broken. */
  const unfinished: string[] = [];
  for (const item of [...files].sort((a, b) => a.file.localeCompare(b.file))) {
    if (!CONTENT_EXTENSIONS.test(item.file)) continue;
    const result = validateContentFile(item, options);
    problems.push(...result.problems);
    if (result.record) records.push(result.record);
    else if (result.address) unfinished.push(result.address);
  }

  checkAddresses(records, report, options.addedAt);
  checkReferences(records, report);
  checkTestimonialSources(records, report);
  checkLinks(records, report, unfinished, options.today ?? new Date());
  for (const { file, problem } of proofProblems(records)) report(file, problem);
  for (const { file, problem } of pricingProblems(records)) report(file, problem);
  for (const { file, problem } of workFilterProblems(records)) report(file, problem);
  for (const site of records.filter((record) => record.kind === "site"))
    for (const problem of footerGroupProblems(site)) report(site.file, problem);
  checkDates(records, report, options.today ?? new Date());
  for (const single of KINDS.filter((def) => def.holds))
    if (!files.some((f) => relativeOf(f) === single.location))
      report(`content/${single.location}`, { message: `is missing (it holds ${single.holds})`, rule: "file-missing" });

  return { records, errors: problems.map(problemSentence), problems };
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
          rule: "address",
        });
      else
        report(record.file, {
          field: "slug",
          message: `"${record.slug}" cannot be used: ${taken}${first ? ", which was published first" : ""}; change this file's slug`,
          rule: "address",
          inEditor: `${taken}${first ? ", which was published first" : ""}: ${CHOOSE_ANOTHER_ADDRESS}`,
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
    if (problem) report(record.file, { field: "date", message: problem, rule: "date-range" });
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
          rule: "reference",
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
 * A quote whose source is a case study of this site must be traceable there: its testimonial carries
 * the same words from the same person.
 */
function checkTestimonialSources(records: ContentRecord[], report: Report) {
  const byPath = new Map(records.flatMap((record) => (record.path ? [[record.path, record] as const] : [])));
  for (const record of records)
    for (const { at, item } of testimonialsOf(record)) {
      const url = item.source?.url;
      if (!url?.startsWith("/")) continue;
      // A page that is not there is the link rule's (checkLinks).
      const target = byPath.get(linkedPage(url) ?? url);
      if (target?.kind !== "case-study" || target === record) continue;
      const quoted = testimonialsOf(target).some(
        (other) => other.item.quote.trim() === item.quote.trim() && other.item.author.trim() === item.author.trim(),
      );
      if (!quoted)
        report(record.file, {
          field: at,
          message: `gives ${target.file} as its source, but that case study has no testimonial by ${item.author} with these words`,
          rule: "quote-source",
        });
    }
}

/* ------------------------------------------------------------------ links */

/**
 * The page a link leads to: its path with a trailing slash, without `?query` or `#fragment` (the site
 * normalises links so), or null when it is not a page of this site (another site, a file like /rss.xml).
 */
export function linkedPage(href: string): string | null {
  const path = href.split(/[?#]/)[0];
  if (!path.startsWith("/") || path.startsWith("//") || /\.[a-z0-9]+$/i.test(path)) return null;
  return path.endsWith("/") ? path : `${path}/`;
}

/** The links of a value described by `field` (its fields marked `link`), with the field path each sits at. */
function linkFields(field: Field, value: unknown, at: string): Array<{ at: string; href: string }> {
  if (value === null || value === undefined) return [];
  const join = (key: string) => (at ? `${at}.${key}` : key);
  switch (field.kind) {
    case "string":
      return field.link && typeof value === "string" ? [{ at, href: value }] : [];
    case "array":
      return Array.isArray(value) ? value.flatMap((item, index) => linkFields(field.of, item, `${at}[${index}]`)) : [];
    case "object":
    case "union": {
      if (typeof value !== "object") return [];
      const record = value as Record<string, unknown>;
      const fields = field.kind === "object" ? field.fields : field.variants[String(record.type)]?.fields;
      return Object.entries(fields ?? {}).flatMap(([key, inner]) => linkFields(inner, record[key], join(key)));
    }
    default:
      return [];
  }
}

/** Links in a Markdown or MDX body: `[words](/path/)` (not pictures) and `href="/path/"`, outside code. */
export function bodyLinks(body: string): string[] {
  const prose = body.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, "").replace(/`[^`\n]*`/g, "");
  return [
    ...[...prose.matchAll(/(?<!!)\[[^\]]*\]\(\s*<?([^)\s>]+)/g)].map((match) => match[1]),
    ...[...prose.matchAll(/\bhref=["']([^"']+)["']/g)].map((match) => match[1]),
  ];
}

/**
 * Every link to a page of this site leads to a page: a content page's address (or an earlier one,
 * which redirects to it), a built-in page's or a page of the blog's list. A deleted or moved page
 * linked from another is named with the file that links to it.
 */
function checkLinks(records: ContentRecord[], report: Report, unfinished: readonly string[], today: Date) {
  const dateOf = (record: ContentRecord) =>
    record.data.date instanceof Date ? isoDay(record.data.date) : String(record.data.date ?? "");
  // A post dated ahead has no page until a build on its day.
  const scheduled = new Map(
    records.flatMap((record) =>
      record.kind === "blog" && record.path && !liveOn(dateOf(record), today) ? [[record.path, dateOf(record)]] : [],
    ),
  );
  const live = records.filter((record) => !(record.path && scheduled.has(record.path)));
  const posts = live.filter((record) => record.kind === "blog").length;
  const pages = new Set([
    ...RESERVED_PATHS,
    ...unfinished,
    ...Array.from({ length: Math.ceil(posts / BLOG_PAGE_SIZE) }, (_, index) => blogListPath(index + 1)),
    ...live.flatMap((record) => [
      ...(record.path ? [record.path] : []),
      ...earlierPaths(record).map(({ path }) => path),
    ]),
  ]);
  for (const record of records) {
    const def = KINDS.find((kind) => kind.kind === record.kind);
    if (!def) continue;
    const links = [
      ...linkFields({ kind: "object", fields: def.fields }, record.data, ""),
      ...bodyLinks(record.body ?? "").map((href) => ({ at: "body", href })),
    ];
    for (const { at, href } of links) {
      const page = linkedPage(href);
      if (!page || pages.has(page)) continue;
      const goesLive = scheduled.get(page);
      report(record.file, {
        field: at,
        message: goesLive
          ? `links to ${page}, a post that goes live on ${goesLive}: until then the address shows nothing`
          : `links to ${page}, but the site has no page at that address`,
        rule: "link",
      });
    }
  }
}
