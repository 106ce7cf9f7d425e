/**
 * How the editor reads and writes an MDX content file (a post, an informational page): frontmatter
 * and text as the build reads them (the validator's YAML schema, so a date stays as typed), and on
 * saving, every line the marketer did not change as it was. Decap's own frontmatter format wrote the
 * whole file again in its style (list markers, quotes, wrapped lines): one added sentence rewrote 43
 * lines. Here a field whose value did not change keeps its lines, and a block of the text (a
 * paragraph, a list, a chart) that reads the same keeps its Markdown.
 *
 * The file as it was opened travels with the entry's data under SOURCE_KEY (the validator ignores
 * keys starting with `$`), so saving can compare with it.
 */
import matter from "gray-matter";
import yaml from "js-yaml";
import { micromark } from "micromark";
import { FRONTMATTER_OPTIONS } from "../node/content-validator";

export const SOURCE_KEY = "$source";

/** Image fields a post's frontmatter may write as `./cover.jpg`: the editor finds them as `cover.jpg`, beside the post. */
const IMAGE_FIELDS = ["cover"];
const withoutDotSlash = (value: unknown) => (typeof value === "string" ? value.replace(/^\.\//, "") : value);

interface SourceParts {
  data: Record<string, unknown>;
  /** Each frontmatter key's own lines, as written. */
  lines: Map<string, string>;
  order: string[];
  body: string;
}

function partsOf(text: string): SourceParts {
  const parsed = matter(text, FRONTMATTER_OPTIONS);
  const front = /^---\r?\n([\s\S]*?)\r?\n?---/.exec(text)?.[1] ?? "";
  const lines = new Map<string, string>();
  const order: string[] = [];
  let key: string | null = null;
  for (const line of front.split("\n")) {
    const top = /^([A-Za-z_$][\w$-]*)\s*:/.exec(line);
    if (top) {
      key = top[1];
      order.push(key);
      lines.set(key, line);
    } else if (key) lines.set(key, `${lines.get(key)}\n${line}`);
  }
  return { data: { ...parsed.data }, lines, order, body: parsed.content };
}

/** Decap's `fromFile`: the frontmatter's fields, the text as `body`, and the file itself. */
export function mdxFromFile(text: string): Record<string, unknown> {
  const { data, body } = partsOf(text);
  for (const key of IMAGE_FIELDS) if (key in data) data[key] = withoutDotSlash(data[key]);
  return { ...data, body, [SOURCE_KEY]: text };
}

const blank = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const readBack = (line: string) => (yaml.safeLoad(line, { schema: yaml.JSON_SCHEMA }) as { x?: unknown } | null)?.x;

/** A value as YAML on its line: as it is when it reads back the same (commas and all), else in double quotes. */
function scalar(value: unknown, asItem = false): string {
  if (typeof value !== "string") return JSON.stringify(value);
  const plain = (written: string) => {
    try {
      return same(readBack(asItem ? `x:\n  - ${written}` : `x: ${written}`), asItem ? [value] : value);
    } catch {
      return false;
    }
  };
  return value && value.trim() === value && !value.includes("\n") && plain(value) ? value : JSON.stringify(value);
}

/** A field as YAML, as the posts are written by hand: one line for a text however long, a list one item a line. */
function dump(key: string, value: unknown): string {
  if (Array.isArray(value) && value.every((item) => item === null || typeof item !== "object"))
    return `${key}:${value.map((item) => `\n  - ${scalar(item, true)}`).join("")}`;
  if (value !== null && typeof value === "object")
    return yaml.safeDump({ [key]: value }, { schema: yaml.JSON_SCHEMA, lineWidth: -1 }).replace(/\n$/, "");
  return `${key}: ${scalar(value)}`;
}

/* ------------------------------------------------------------------- body */

/**
 * A text's blocks: runs of lines between blank lines, a fenced code block or a component
 * (`<Chart …>…</Chart>`) whole, whatever blank lines it holds.
 */
export function blocksOf(text: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: string | null = null;
  let component: string | null = null;
  const flush = () => {
    if (current.length) blocks.push(current.join("\n"));
    current = [];
  };
  for (const line of text.split("\n")) {
    if (fence) {
      current.push(line);
      if (line.trim().startsWith(fence)) fence = null;
      continue;
    }
    if (component) {
      current.push(line);
      if (line.includes(`</${component}>`)) component = null;
      continue;
    }
    const opening = /^\s*(```+|~~~+)/.exec(line)?.[1];
    const tag = /^<([A-Z]\w*)\b/.exec(line)?.[1];
    if (opening) fence = opening;
    else if (tag && !line.includes(`</${tag}>`) && !/\/>\s*$/.test(line)) component = tag;
    else if (!line.trim()) {
      flush();
      continue;
    }
    current.push(line);
  }
  flush();
  return blocks;
}

const reads = (block: string) => micromark(block);

/**
 * The edited text with every block that reads as before (the same HTML) written as it was, so a
 * save changes only what the marketer edited.
 */
export function keepUntouchedBlocks(original: string, edited: string): string {
  if (original === edited) return original;
  const before = blocksOf(original);
  const renderedBefore = before.map(reads);
  let cursor = 0;
  const blocks = blocksOf(edited).map((block) => {
    const rendered = reads(block);
    const at = renderedBefore.findIndex((html, index) => index >= cursor && html === rendered);
    if (at < 0) return block;
    cursor = at + 1;
    return before[at];
  });
  const lead = /^\s*/.exec(original)?.[0] ?? "";
  const trail = /\s*$/.exec(original)?.[0] || "\n";
  return `${lead}${blocks.join("\n\n")}${trail}`;
}

/* ------------------------------------------------------------------- file */

/** Decap's `toFile`: the entry's fields in the file's order (new ones in the form's), and its text. */
export function mdxToFile(data: Record<string, unknown>, fieldOrder: readonly string[] = []): string {
  const { body = "", [SOURCE_KEY]: source, ...front } = data;
  const original = typeof source === "string" ? partsOf(source) : null;
  const keys = [
    ...(original?.order ?? []),
    ...fieldOrder.filter((key) => key !== "body"),
    ...Object.keys(front),
  ].filter((key, index, all) => all.indexOf(key) === index && key in front && !blank(front[key]));
  const lines = keys.map((key) => {
    const before = original?.data[key];
    const comparable = IMAGE_FIELDS.includes(key) ? withoutDotSlash(before) : before;
    return original?.lines.has(key) && same(comparable, front[key]) ? original.lines.get(key)! : dump(key, front[key]);
  });
  const text = String(body);
  const written = original ? keepUntouchedBlocks(original.body, text) : `\n${text.trim()}\n`;
  return `---\n${lines.join("\n")}\n---\n${written}`;
}
