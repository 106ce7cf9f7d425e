/**
 * The editor's last check before anything is written: the build's own validator
 * (src/node/content-validator.ts) runs on the whole site as the backend holds it, with the entry's
 * files as they are about to be committed in their place. A problem in the entry, or one it causes
 * in another page (a link to the page's old address, a reference to a page being deleted), refuses
 * the save with the build's sentence in the editor's words: the field's label instead of its key,
 * no Markdown. So "Published" means the site builds with it. The rules and where each one runs are
 * listed in src/node/rule-book.ts.
 */
import {
  type ContentFile,
  type ContentProblem,
  classifyContentFile,
  parseContentText,
  validateContent,
} from "../../node/content-validator";
import { titleOf } from "../../node/publishing-rules";
import { type DecapCollection, type DecapField, cmsCollections } from "../config";

/* ----------------------------------------------------------------- labels */

/** The editor's fields of a content file: its collection's, or its file entry's in the settings. */
function fieldsOfFile(file: string, collections: readonly DecapCollection[]): DecapField[] {
  for (const collection of collections) {
    const files = collection.files as Array<{ file: string; fields: DecapField[] }> | undefined;
    const entry = files?.find((candidate) => candidate.file === file);
    if (entry) return entry.fields;
    if (typeof collection.folder === "string" && file.startsWith(`${collection.folder}/`))
      return collection.fields as DecapField[];
  }
  return [];
}

/**
 * A field path as the editor labels it: `seo.description` → "In search results › Description",
 * `faq[1].answer` → "FAQ › 2 › Answer", `body` → "Text".
 */
export function labelOfPath(
  file: string,
  path: string,
  collections: readonly DecapCollection[] = cmsCollections(),
): string {
  let fields: DecapField[] | undefined = fieldsOfFile(file, collections);
  const labels: string[] = [];
  for (const part of path.split(".")) {
    const [, name = part, indexes = ""] = /^([^[]*)((?:\[\d+\])*)$/.exec(part) ?? [];
    const field: DecapField | undefined = fields?.find((candidate) => candidate.name === name);
    labels.push(field?.label ?? name);
    for (const [, index] of indexes.matchAll(/\[(\d+)\]/g)) labels.push(String(Number(index) + 1));
    const single = field?.field as DecapField | undefined;
    const inner = (single?.fields ?? field?.fields) as DecapField[] | undefined;
    const types = field?.types as DecapField[] | undefined;
    fields = inner ?? types?.flatMap((type) => (type.fields as DecapField[] | undefined) ?? []);
  }
  return labels.join(" › ");
}

const SETTINGS_NAMES: Partial<Record<string, string>> = { site: "the site-wide settings", home: "the home page" };

/** What the editor lists a file by: its page's title, or what the settings call it. */
function pageName(file: string, site: readonly ContentFile[]): string {
  const def = classifyContentFile(file.replace(/^content\//, ""));
  const text = site.find((candidate) => candidate.file === file)?.text;
  if (!def || text === undefined) return file;
  if (def.holds) return SETTINGS_NAMES[def.kind] ?? file;
  const parsed = parseContentText(def, text);
  return "data" in parsed ? `“${titleOf({ data: parsed.data, file })}”` : file;
}

/** One problem as the editor says it: "In search results › Description states a figure …". */
export function editorSentence(
  problem: ContentProblem,
  own: ReadonlySet<string>,
  site: readonly ContentFile[],
): string {
  const words = problem.inEditor ?? problem.message;
  const where = problem.field === undefined ? "" : labelOfPath(problem.file, problem.field);
  const sentence = where ? `${where} ${words}` : words;
  const inPage = own.has(problem.file) ? sentence : `${pageName(problem.file, site)} (${problem.file}): ${sentence}`;
  return `${inPage.replace(/\.$/, "")}.`;
}

/* ------------------------------------------------------------------ checks */

export interface CheckOptions {
  today?: Date;
}

const key = (problem: ContentProblem) => `${problem.file}\u0000${problem.field ?? ""}\u0000${problem.message}`;

/**
 * Problems the change brings: every problem of the files it writes, and those it causes in other
 * files (a problem another file had before is not this change's, and does not stop it).
 */
function problemsOfChange(
  site: readonly ContentFile[],
  changed: readonly ContentFile[],
  options: CheckOptions,
): ContentProblem[] {
  const validate = (files: readonly ContentFile[]) =>
    // The editor offers only images that exist (rule-book.ts "image-exists"); their contents are checked on upload.
    validateContent([...files], { imageExists: () => true, today: options.today }).problems;
  const before = new Set(validate(site).map(key));
  const after = validate(changed);
  const touched = new Set(
    changed
      .filter((file) => !site.some((old) => old.file === file.file && old.text === file.text))
      .map((file) => file.file),
  );
  return after.filter((problem) => touched.has(problem.file) || !before.has(key(problem)));
}

/** The site with `written` in place of (or beside) its files. */
function withFiles(site: readonly ContentFile[], written: readonly ContentFile[]): ContentFile[] {
  const paths = new Set(written.map((file) => file.file));
  return [...site.filter((file) => !paths.has(file.file)), ...written];
}

/** Sentences refusing to publish `written` (the entry's files as they would be committed), or none. */
export function problemsBeforePublish(
  site: readonly ContentFile[],
  written: readonly ContentFile[],
  options: CheckOptions = {},
): string[] {
  const own = new Set(written.map((file) => file.file));
  const after = withFiles(site, written);
  return problemsOfChange(site, after, options).map((problem) => editorSentence(problem, own, after));
}

/** Sentences refusing to delete the files at `paths` because other pages point to them, or none. */
export function problemsBeforeDelete(
  site: readonly ContentFile[],
  paths: readonly string[],
  options: CheckOptions = {},
): string[] {
  const gone = new Set(paths);
  const after = site.filter((file) => !gone.has(file.file));
  return problemsOfChange(site, after, options).map((problem) => editorSentence(problem, new Set(), site));
}

/* ------------------------------------------------------------ the backend */

/** What the editor's backend answers for a content file (Decap's backends' `entriesByFolder` and `getEntry`). */
export interface StoredFile {
  file: { path: string };
  data: string;
}

export interface SiteReader {
  entriesByFolder(folder: string, extension: string, depth: number): Promise<StoredFile[]>;
  getEntry(path: string): Promise<StoredFile>;
}

/** Every content file as the backend holds it (the repository's branch, or the working copy under `npm run cms`). */
export async function readSite(reader: SiteReader, collections = cmsCollections()): Promise<ContentFile[]> {
  const lists = await Promise.all(
    collections.flatMap((collection) => {
      const files = collection.files as Array<{ file: string }> | undefined;
      if (files) return files.map(async ({ file }) => [await reader.getEntry(file)]);
      const depth = String(collection.path ?? "").split("/").length;
      return [reader.entriesByFolder(String(collection.folder), String(collection.extension), depth)];
    }),
  );
  return lists.flat().map((stored) => ({ file: stored.file.path, text: stored.data }));
}
