/**
 * A small declarative description of content fields. One description drives
 * two things, so they can never drift apart:
 *   - the validator that turns a marketer's mistake into one readable sentence;
 *   - the GraphQL type definitions handed to `createTypes`.
 */

import { PHONE_WIDTH, phoneCharacters, phoneLines } from "./phone-lines";
import { IMAGE_ENDINGS_IN_WORDS, formatOfName } from "./image-rules";
import type { RuleName } from "./rule-book";

/**
 * One mistake in a content file: the field, the rest of the sentence whose subject is the field, the
 * rule it breaks (rule-book.ts) and, where the build's words speak of files or Markdown, the same
 * sentence as the content editor says it.
 */
export type Problem = { field: string; message: string; rule: RuleName; inEditor?: string };

interface FieldBase {
  optional?: boolean;
  description?: string;
}

export interface StringField extends FieldBase {
  kind: "string";
  minLength?: number;
  maxLength?: number;
  pattern?: { regex: RegExp; hint: string };
  /** Most sentences the text may have (a hero paragraph: the button must stay on a phone's first screen). */
  maxSentences?: number;
  /** Why the sentence limit exists, ending the validator's message. */
  sentencesReason?: string;
  /** Most lines the text may run to on a 375px phone as a hero's lead (phone-lines/). */
  maxPhoneLines?: number;
  /** A link: when it is a path of this site, a page must be there (content-validator.ts, rule "link"). */
  link?: boolean;
}
export interface NumberField extends FieldBase {
  kind: "number";
  integer?: boolean;
  min?: number;
  max?: number;
}
export interface BooleanField extends FieldBase {
  kind: "boolean";
}
export interface DateField extends FieldBase {
  kind: "date";
}
export interface EnumField extends FieldBase {
  kind: "enum";
  values: readonly (string | number)[];
}
/** A path to an image file, relative to the content file that names it. */
export interface ImageField extends FieldBase {
  kind: "image";
}
export interface ArrayField extends FieldBase {
  kind: "array";
  of: Field;
  minItems?: number;
  maxItems?: number;
}
export interface ObjectField extends FieldBase {
  kind: "object";
  fields: Record<string, Field>;
  /**
   * The GraphQL type's name wherever the object is used (by default each use gets a name from its place, such
   * as `ServicePageSeo`): one type, so one fragment serves every query that reads it.
   */
  graphqlName?: string;
  /**
   * A GraphQL interface of the object's fields that each type made from it implements, a union's merged type
   * too (where a fragment on one named type cannot go): a fragment on the interface serves every place.
   */
  graphqlInterface?: string;
  /** Objects with a graphqlInterface whose fields are among this one's: its type implements their interfaces too. */
  implements?: ObjectField[];
}
/** The slug of another content node (GraphQL resolves it to that node). */
export interface ReferenceField extends FieldBase {
  kind: "ref";
  to: string;
}
/** Objects told apart by their `type` key (case-study sections). */
export interface UnionField extends FieldBase {
  kind: "union";
  variants: Record<string, ObjectField>;
}

export type Field =
  | StringField
  | NumberField
  | BooleanField
  | DateField
  | EnumField
  | ImageField
  | ArrayField
  | ObjectField
  | UnionField
  | ReferenceField;

type Options<F> = Omit<F, "kind">;

export const s = {
  string: (o: Partial<Options<StringField>> = {}): StringField => ({ kind: "string", ...o }),
  number: (o: Partial<Options<NumberField>> = {}): NumberField => ({ kind: "number", ...o }),
  boolean: (o: Partial<Options<BooleanField>> = {}): BooleanField => ({ kind: "boolean", ...o }),
  date: (o: Partial<Options<DateField>> = {}): DateField => ({ kind: "date", ...o }),
  enum: (values: readonly (string | number)[], o: Partial<Options<EnumField>> = {}): EnumField => ({
    kind: "enum",
    values,
    ...o,
  }),
  image: (o: Partial<Options<ImageField>> = {}): ImageField => ({ kind: "image", ...o }),
  array: (of: Field, o: Partial<Options<ArrayField>> = {}): ArrayField => ({ kind: "array", of, ...o }),
  object: (fields: Record<string, Field>, o: Partial<Options<ObjectField>> = {}): ObjectField => ({
    kind: "object",
    fields,
    ...o,
  }),
  union: (variants: Record<string, ObjectField>, o: Partial<Options<UnionField>> = {}): UnionField => ({
    kind: "union",
    variants,
    ...o,
  }),
  ref: (to: string, o: Partial<Options<ReferenceField>> = {}): ReferenceField => ({ kind: "ref", to, ...o }),
  optional: <F extends Field>(field: F): F => ({ ...field, optional: true }),
};

export const SLUG_PATTERN = {
  regex: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  hint: "lowercase letters, digits and single hyphens, like web-development",
};

export const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written as YYYY-MM-DD (or a Date parsed from YAML). */
export function isValidDate(value: unknown): boolean {
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  if (typeof value !== "string") return false;
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "string") return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  if (typeof value === "object") return "an object";
  return `${typeof value} ${String(value)}`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** Words that end in a full stop without ending a sentence. */
const ABBREVIATION = /\b(?:Dr|Mr|Mrs|Ms|St|Inc|Co|Ltd|vs|etc|e\.g|i\.e|U\.S)\.$/i;

/**
 * How many sentences a text has: a sentence ends at ., ! or ? followed by a space and a capital
 * letter, a digit or a quotation mark, or at the end of the text (abbreviations like "Dr." do not count).
 */
export function sentenceCount(text: string): number {
  const trimmed = text.trim();
  if (!trimmed) return 0;
  let count = 0;
  const ending = /[.!?]+["”’)]?(?=\s+["“‘(]?[A-Z0-9]|\s*$)/g;
  for (let match = ending.exec(trimmed); match; match = ending.exec(trimmed))
    if (!ABBREVIATION.test(trimmed.slice(0, match.index + 1))) count += 1;
  // A last sentence without a full stop still counts.
  return /[.!?]["”’)]?\s*$/.test(trimmed) ? count : count + 1;
}

/** A text field's length rule in words ("must be 50 to 170 characters long"), for the validator and the editor. */
export function lengthRule(field: StringField): string | null {
  const { minLength: min, maxLength: max } = field;
  if (min !== undefined && max !== undefined) return `must be ${min} to ${max} characters long`;
  if (min !== undefined) return `must be at least ${plural(min, "character")} long`;
  if (max !== undefined) return `must be at most ${plural(max, "character")} long`;
  return null;
}

/**
 * A text field's rules as one regular expression and the sentence that explains it, for editors
 * that check a value against a pattern (the CMS). The length counts the text without surrounding
 * spaces, as the validator does.
 */
export function stringPattern(field: StringField): { regex: string; message: string } | null {
  const length = lengthRule(field);
  const min = Math.max(field.minLength ?? 1, 1);
  const lengthRegex = length ? `^\\s*(?=\\S)[\\s\\S]{${min},${field.maxLength ?? ""}}(?<=\\S)\\s*$` : null;
  const rules = [field.pattern ? `must be ${field.pattern.hint}` : null, length].filter(Boolean);
  if (!rules.length) return null;
  const message = rules.join(" and ").replace(" and must be ", " and ");
  if (field.pattern && lengthRegex) return { regex: `(?=${lengthRegex})${field.pattern.regex.source}`, message };
  return { regex: lengthRegex ?? field.pattern!.regex.source, message };
}

export interface ValidateContext {
  /** Answers whether an image path, relative to the content file, exists. */
  imageExists: (relativePath: string) => boolean;
  /** Collects every existing image the file names, for the checks of their contents (content-images.ts). */
  images?: ImageReference[];
}

/** An image a content file names: the field that names it and the path, relative to the file. */
export interface ImageReference {
  field: string;
  path: string;
}

function joinPath(parent: string, key: string): string {
  return parent ? `${parent}.${key}` : key;
}

/**
 * A value the model takes as not given: missing, null (the editor saves a cleared select so) or an
 * empty text (a cleared text). Optional, it is absent; required, it is missing.
 */
export const isBlank = (value: unknown): boolean => value === undefined || value === null || value === "";

/**
 * `value` without the optional fields left blank (isBlank), at every depth, so that the rules across
 * files read them as absent, as the validator does ("seoTitle": "" is no title).
 */
export function withoutBlanks(field: Field, value: unknown): unknown {
  if (Array.isArray(value)) return field.kind === "array" ? value.map((item) => withoutBlanks(field.of, item)) : value;
  if (value === null || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  const fields =
    field.kind === "object"
      ? field.fields
      : field.kind === "union" && typeof record.type === "string"
        ? field.variants[record.type]?.fields
        : undefined;
  if (!fields) return value;
  return Object.fromEntries(
    Object.entries(record).flatMap(([key, item]) => {
      const inner = fields[key];
      if (inner?.optional && isBlank(item)) return [];
      return [[key, inner ? withoutBlanks(inner, item) : item]];
    }),
  );
}

/** The rest of the sentence refusing a hero paragraph too long for a phone, in the build's and the editor's words. */
export function phoneLinesProblem(lines: number, maxLines: number, characters: number): string {
  return `runs to ${lines} lines on a ${PHONE_WIDTH}px-wide phone; it may run to at most ${maxLines}, so that the button below it stays on the first screen (about ${phoneCharacters(maxLines)} characters fit; it has ${characters})`;
}

/** The rest of the sentence refusing a text with too many sentences. */
export function sentencesProblem(
  sentences: number,
  field: Pick<StringField, "maxSentences" | "sentencesReason">,
): string {
  return `has ${sentences} sentences; it may have at most ${field.maxSentences}${field.sentencesReason ? `, ${field.sentencesReason}` : ""}`;
}

/** Validates `value` against `field`; appends one problem per mistake found. */
export function validateField(
  field: Field,
  value: unknown,
  path: string,
  ctx: ValidateContext,
  problems: Problem[],
): void {
  if (isBlank(value)) {
    if (!field.optional) problems.push({ field: path, message: "is required", rule: "required" });
    return;
  }
  const wrongType = (expected: string): void => {
    problems.push({ field: path, message: `must be ${expected}, got ${describe(value)}`, rule: "type" });
  };

  switch (field.kind) {
    case "ref":
      if (typeof value !== "string" || !SLUG_PATTERN.regex.test(value))
        problems.push({
          field: path,
          message: `must be the slug of a ${field.to}, got ${describe(value)}`,
          rule: "reference-format",
        });
      return;
    case "string": {
      if (typeof value !== "string") return wrongType("text");
      const text = value.trim();
      const length = lengthRule(field);
      if (
        length &&
        ((field.minLength !== undefined && text.length < field.minLength) ||
          (field.maxLength !== undefined && text.length > field.maxLength))
      )
        problems.push({ field: path, message: `${length}, got ${text.length}`, rule: "length" });
      if (field.pattern && !field.pattern.regex.test(value))
        problems.push({
          field: path,
          message: `must be ${field.pattern.hint}, got ${describe(value)}`,
          rule: "pattern",
        });
      if (field.maxPhoneLines !== undefined) {
        const lines = phoneLines(text);
        if (lines > field.maxPhoneLines)
          problems.push({
            field: path,
            message: phoneLinesProblem(lines, field.maxPhoneLines, text.length),
            rule: "phone-lines",
          });
      }
      if (field.maxSentences !== undefined) {
        const sentences = sentenceCount(text);
        if (sentences > field.maxSentences)
          problems.push({
            field: path,
            message: sentencesProblem(sentences, field),
            rule: "sentences",
          });
      }
      return;
    }
    case "number": {
      if (typeof value !== "number" || Number.isNaN(value)) return wrongType("a number");
      if (field.integer && !Number.isInteger(value))
        return void problems.push({
          field: path,
          message: `must be a whole number, got ${describe(value)}`,
          rule: "number-range",
        });
      if (field.min !== undefined && value < field.min)
        problems.push({ field: path, message: `must be at least ${field.min}, got ${value}`, rule: "number-range" });
      if (field.max !== undefined && value > field.max)
        problems.push({ field: path, message: `must be at most ${field.max}, got ${value}`, rule: "number-range" });
      return;
    }
    case "boolean":
      if (typeof value !== "boolean") wrongType("true or false");
      return;
    case "date":
      if (!isValidDate(value))
        problems.push({
          field: path,
          message: `must be a date like 2024-05-31, got ${describe(value)}`,
          rule: "date-format",
        });
      return;
    case "enum":
      if (!field.values.includes(value as string | number))
        problems.push({
          field: path,
          message: `must be one of ${field.values.join(", ")}, got ${describe(value)}`,
          rule: "choice",
        });
      return;
    case "image": {
      if (typeof value !== "string") return wrongType("the path of an image file");
      if (!formatOfName(value))
        problems.push({
          field: path,
          message: `must name a ${IMAGE_ENDINGS_IN_WORDS} file, got ${describe(value)}`,
          rule: "image-name",
        });
      else if (!ctx.imageExists(value))
        problems.push({ field: path, message: `names an image that does not exist: ${value}`, rule: "image-exists" });
      else ctx.images?.push({ field: path, path: value });
      return;
    }
    case "array": {
      if (!Array.isArray(value)) return wrongType("a list");
      if (field.minItems !== undefined && value.length < field.minItems)
        problems.push({
          field: path,
          message: `must have at least ${plural(field.minItems, "item")}, got ${value.length}`,
          rule: "list-size",
        });
      if (field.maxItems !== undefined && value.length > field.maxItems)
        problems.push({
          field: path,
          message: `must have at most ${plural(field.maxItems, "item")}, got ${value.length}`,
          rule: "list-size",
        });
      value.forEach((item, index) => validateField(field.of, item, `${path}[${index}]`, ctx, problems));
      return;
    }
    case "object": {
      if (typeof value !== "object" || Array.isArray(value)) return wrongType("an object");
      validateObject(field.fields, value as Record<string, unknown>, path, ctx, problems);
      return;
    }
    case "union": {
      if (typeof value !== "object" || Array.isArray(value)) return wrongType("an object");
      const record = value as Record<string, unknown>;
      const typePath = joinPath(path, "type");
      const names = Object.keys(field.variants);
      if (record.type === undefined || record.type === "") {
        problems.push({ field: typePath, message: `is required (one of ${names.join(", ")})`, rule: "section-type" });
        return;
      }
      const variant = typeof record.type === "string" ? field.variants[record.type] : undefined;
      if (!variant) {
        problems.push({
          field: typePath,
          message: `must be one of ${names.join(", ")}, got ${describe(record.type)}`,
          rule: "section-type",
        });
        return;
      }
      const { type: _type, ...rest } = record;
      validateObject(variant.fields, rest, path, ctx, problems);
      return;
    }
  }
}

export function validateObject(
  fields: Record<string, Field>,
  value: Record<string, unknown>,
  path: string,
  ctx: ValidateContext,
  problems: Problem[],
): void {
  for (const [key, field] of Object.entries(fields)) {
    validateField(field, value[key], joinPath(path, key), ctx, problems);
  }
  for (const key of Object.keys(value)) {
    if (!(key in fields) && !key.startsWith("$"))
      problems.push({
        field: joinPath(path, key),
        message: `is not a known field (known fields: ${Object.keys(fields).join(", ")})`,
        rule: "unknown-field",
      });
  }
}

/* ---------------------------------------------------------------- GraphQL */

function pascal(name: string): string {
  return name.replace(/(^|[-_\s])(\w)/g, (_m, _sep, c: string) => c.toUpperCase());
}

/** `items` → `item`, `industries` → `industry`, `faq` → `faqItem`: one element of a list field. */
export function singular(name: string): string {
  if (name.endsWith("ies")) return `${name.slice(0, -3)}y`;
  if (name.endsWith("ses")) return name.slice(0, -2);
  if (name.endsWith("s") && !name.endsWith("ss")) return name.slice(0, -1);
  return `${name}Item`;
}

function graphqlType(field: Field, typeName: string, out: string[]): string {
  switch (field.kind) {
    case "string":
    case "enum":
      return field.kind === "enum" && field.values.every((v) => typeof v === "number") ? "Int" : "String";
    case "number":
      return field.integer ? "Int" : "Float";
    case "boolean":
      return "Boolean";
    case "date":
      return "Date @dateformat";
    case "image":
      return "File @fileByRelativePath";
    case "ref":
      return `${field.to} @link(by: "slug")`;
    case "array": {
      const [inner, ...directives] = graphqlType(field.of, typeName, out).split(" @");
      return `[${inner}!]${directives.map((d) => ` @${d}`).join("")}`;
    }
    case "object": {
      const name = field.graphqlName ?? typeName;
      declare(out, objectTypeDef(name, field.fields, out, implementing([field], out)));
      return name;
    }
    case "union": {
      // GraphQL gets one type holding every variant's fields (all nullable) plus `type`.
      const merged: Record<string, Field> = { type: s.string() };
      for (const variant of Object.values(field.variants)) {
        for (const [key, sub] of Object.entries(variant.fields)) {
          merged[key] = merged[key] && key !== "type" ? merged[key] : { ...sub, optional: true };
        }
      }
      declare(out, objectTypeDef(typeName, merged, out, implementing(Object.values(field.variants), out)));
      return typeName;
    }
  }
}

/** The name a type or interface definition declares. */
function declaredName(def: string): string {
  return /^(?:type|interface) (\w+)/.exec(def)?.[1] ?? "";
}

/**
 * Adds a definition once: a second use of the same nested type (a section's `image` and `images`, or a named
 * object in several content kinds) is skipped; two different definitions under one name are a mistake in the
 * model, refused naming the type.
 */
function declare(out: string[], def: string): void {
  const existing = out.find((other) => declaredName(other) === declaredName(def));
  if (existing === undefined) out.push(def);
  else if (existing !== def)
    throw new Error(`Two different GraphQL types are named ${declaredName(def)}:\n${existing}\n\n${def}`);
}

/**
 * ` implements A & B` for the interfaces of these objects and of the objects they say they implement (each
 * declared), or "". An object implements another's interface only if it has each of its fields, of the same kind.
 */
function implementing(objects: ObjectField[], out: string[]): string {
  const names = new Set<string>();
  for (const object of objects) {
    for (const other of object.implements ?? []) {
      const missing = Object.entries(other.fields).find(([key, field]) => object.fields[key]?.kind !== field.kind);
      if (!other.graphqlInterface || missing)
        throw new Error(
          other.graphqlInterface
            ? `An object cannot implement GraphQL interface ${other.graphqlInterface}: it has no ${missing![1].kind} field ${missing![0]}`
            : "An object implements another that has no graphqlInterface",
        );
    }
    for (const source of [object, ...(object.implements ?? [])]) {
      if (!source.graphqlInterface) continue;
      declare(out, interfaceTypeDef(source.graphqlInterface, source.fields, out));
      names.add(source.graphqlInterface);
    }
  }
  return names.size ? ` implements ${[...names].join(" & ")}` : "";
}

/**
 * An interface of an object's fields, each nullable (a union's merged type has them all optional) and without
 * directives (each implementing type resolves its own); a nested object needs a graphqlName, so that every
 * implementing type has the same type there.
 */
function interfaceTypeDef(name: string, fields: Record<string, Field>, out: string[]): string {
  const lines = Object.entries(fields).map(([key, field]) => {
    const inner = field.kind === "array" ? field.of : field;
    if (inner.kind === "object" && !inner.graphqlName)
      throw new Error(`GraphQL interface ${name}: its field ${key} is an object without a graphqlName`);
    const [base] = graphqlType(
      field,
      inner.kind === "object" ? inner.graphqlName! : `${name}${pascal(key)}`,
      out,
    ).split(" @");
    return `  ${key}: ${base}`;
  });
  return `interface ${name} {\n${lines.join("\n")}\n}`;
}

/**
 * The field extension that answers null for an optional text or choice left empty ("seoTitle": "",
 * written by the editor when a marketer clears the field), so a page reads it as absent, as the
 * validator does: without it a blank seoTitle made the <title> " | Flatirons". gatsby-node registers
 * it; the JSON nodes are made without such fields already (validate-content.ts), MDX frontmatter
 * comes as the file has it.
 */
export const BLANK_AS_NULL = {
  name: "blankAsNull",
  extend: () => ({
    resolve: (source: Record<string, unknown>, _args: unknown, _context: unknown, info: { fieldName: string }) =>
      isBlank(source[info.fieldName]) ? null : source[info.fieldName],
  }),
};

function objectTypeDef(typeName: string, fields: Record<string, Field>, out: string[], extra = ""): string {
  const lines = Object.entries(fields).map(([key, field]) => {
    const childName = field.kind === "array" ? `${typeName}${pascal(singular(key))}` : `${typeName}${pascal(key)}`;
    const type = graphqlType(field, childName, out);
    const [base, ...directives] = type.split(" @");
    const bang = field.optional ? "" : "!";
    const blank = field.optional && (field.kind === "string" || field.kind === "enum") ? ` @${BLANK_AS_NULL.name}` : "";
    return `  ${key}: ${base}${bang}${directives.map((d) => ` @${d}`).join("")}${blank}`;
  });
  return `type ${typeName}${extra} {\n${lines.join("\n")}\n}`;
}

/**
 * GraphQL SDL for a node type (`implements Node`) and every nested type it needs. `declared` holds what earlier
 * calls declared, when several roots share named types: each is declared once, by the first root that needs it.
 */
export function nodeTypeDefs(typeName: string, fields: Record<string, Field>, declared: string[] = []): string {
  return rootTypeDefs(typeName, fields, declared, " implements Node @dontInfer");
}

/** GraphQL SDL for a plain (non-node) object type and its nested types (`declared`: as for nodeTypeDefs). */
export function objectTypeDefs(typeName: string, fields: Record<string, Field>, declared: string[] = []): string {
  return rootTypeDefs(typeName, fields, declared, "");
}

function rootTypeDefs(typeName: string, fields: Record<string, Field>, declared: string[], extra: string): string {
  const before = declared.length;
  const root = objectTypeDef(typeName, fields, declared, extra);
  declare(declared, root);
  // The root first, then the nested types it declared.
  return [root, ...declared.slice(before).filter((def) => def !== root)].join("\n\n");
}
