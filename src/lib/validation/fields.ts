import { isValidEmail, normalizeEmail } from "./email";
import { MESSAGES, TEXT_MIN_LENGTH, tooLong, tooShort } from "./messages";

/** The one shape of every select option on the site. */
export interface SelectOption {
  id: number;
  label: string;
  value: string;
}

export interface EmailSpec {
  kind: "email";
}
export interface TextSpec {
  kind: "text";
  required: boolean;
  minLength?: number;
  maxLength: number;
}
export interface SelectSpec {
  kind: "select";
  options: readonly SelectOption[];
  /** Whether a choice is needed (the specification's selects); an optional one may be left empty. */
  required: boolean;
}
export interface MultiSelectSpec {
  kind: "multiselect";
  options: readonly SelectOption[];
}
export type FieldSpec = EmailSpec | TextSpec | SelectSpec | MultiSelectSpec;

export type FormSchema = Readonly<Record<string, FieldSpec>>;
export type FieldValue = string | string[];
/** What a form submits: a list for a multi-select, a string for every other field. */
export type FormValues<S extends FormSchema> = { [K in keyof S]: S[K] extends MultiSelectSpec ? string[] : string };

export const email = (): EmailSpec => ({ kind: "email" });
/** Generic text: required "This is a required field.", at least 4 characters. */
export const text = (maxLength: number, options: { required?: boolean; minLength?: number } = {}): TextSpec => ({
  kind: "text",
  required: options.required ?? true,
  minLength: options.minLength ?? TEXT_MIN_LENGTH,
  maxLength,
});
export const select = (
  options: readonly SelectOption[],
  { required = true }: { required?: boolean } = {},
): SelectSpec => ({
  kind: "select",
  options,
  required,
});
export const multiselect = (options: readonly SelectOption[]): MultiSelectSpec => ({ kind: "multiselect", options });

/**
 * Characters no submitted text keeps: C0 and C1 control characters (a tab becomes a space, line
 * breaks stay as \n) and the bidirectional embedding, override and isolate controls, which can
 * make text display in an order other than the one it is stored in.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_TEXT = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** The text without unsafe characters (UNSAFE_TEXT), with \r\n and \r as \n and tabs as spaces. */
export function stripUnsafeText(value: string): string {
  return value.replace(/\r\n?/g, "\n").replace(/\t/g, " ").replace(UNSAFE_TEXT, "");
}

/**
 * The text cut to at most `max` UTF-16 units without splitting a character: a cut between the two halves of a
 * surrogate pair (an emoji) drops the high half too, which no store could keep (PostgreSQL refuses it).
 */
export function clipText(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * Characters that show nothing by themselves: format characters (zero-width spaces and joiners, the
 * word joiner, the byte-order mark, the soft hyphen…), the Hangul fillers and the braille blank.
 */
const INVISIBLE = /[\p{Cf}\u115f\u1160\u3164\uffa0\u2800]/gu;

/** Trimmed safe text; empty when nothing in it would show (a name of zero-width spaces is no name). */
const asText = (value: unknown): string => {
  const text = typeof value === "string" ? stripUnsafeText(value).trim() : "";
  return text.replace(INVISIBLE, "").trim() ? text : "";
};
const asList = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === "string")
    : typeof value === "string" && value
      ? [value]
      : [];

/**
 * What is wrong with a value, as a code that names no value (a form post's
 * outcome page carries these in its address, never what was typed).
 */
export const FIELD_PROBLEMS = ["required", "invalid", "too-short", "too-long"] as const;
export type FieldProblem = (typeof FIELD_PROBLEMS)[number];

/** The problem with one value, or undefined when it is valid. */
export function fieldProblem(spec: FieldSpec, value: unknown): FieldProblem | undefined {
  switch (spec.kind) {
    case "email": {
      const input = asText(value);
      if (!input) return "required";
      return isValidEmail(input) ? undefined : "invalid";
    }
    case "text": {
      const input = asText(value);
      if (!input) return spec.required ? "required" : undefined;
      if (spec.minLength && input.length < spec.minLength) return "too-short";
      return input.length > spec.maxLength ? "too-long" : undefined;
    }
    case "select": {
      const input = asText(value);
      if (!input && !spec.required) return undefined;
      return spec.options.some((option) => option.value === input) ? undefined : "required";
    }
    case "multiselect": {
      const list = asList(value);
      const known = list.length > 0 && list.every((item) => spec.options.some((option) => option.value === item));
      return known ? undefined : "required";
    }
  }
}

/** The visitor's sentence for a field's problem, in the specification's words. */
export function fieldMessage(spec: FieldSpec, problem: FieldProblem): string {
  switch (spec.kind) {
    case "email":
      return problem === "required" ? MESSAGES.emailRequired : MESSAGES.emailInvalid;
    case "select":
      return MESSAGES.selectRequired;
    case "multiselect":
      return MESSAGES.multiSelectRequired;
    case "text":
      if (problem === "too-short") return tooShort(spec.minLength ?? TEXT_MIN_LENGTH);
      if (problem === "too-long") return tooLong(spec.maxLength);
      return MESSAGES.required;
  }
}

/** The message for one value, or undefined when it is valid. Used by the browser and the server alike. */
export function validateValue(spec: FieldSpec, value: unknown): string | undefined {
  const problem = fieldProblem(spec, value);
  return problem && fieldMessage(spec, problem);
}

/** The cleaned value stored for a field: trimmed text, normalised email, de-duplicated lists. */
export function normalizeValue(spec: FieldSpec, value: unknown): FieldValue {
  switch (spec.kind) {
    case "email":
      return normalizeEmail(asText(value));
    case "multiselect":
      return [...new Set(asList(value))];
    default:
      return asText(value);
  }
}

export interface FormResult {
  /** Only the schema's fields, cleaned; anything else in the input is dropped. */
  values: Record<string, FieldValue>;
  /** field name → message, for every invalid field. */
  errors: Record<string, string>;
  /** field name → problem code, for the same fields. */
  problems: Record<string, FieldProblem>;
}

export function validateForm(schema: FormSchema, input: Record<string, unknown>): FormResult {
  const values: Record<string, FieldValue> = {};
  const errors: Record<string, string> = {};
  const problems: Record<string, FieldProblem> = {};
  for (const [name, spec] of Object.entries(schema)) {
    const problem = fieldProblem(spec, input[name]);
    if (problem) {
      problems[name] = problem;
      errors[name] = fieldMessage(spec, problem);
    }
    values[name] = normalizeValue(spec, input[name]);
  }
  return { values, errors, problems };
}

/** react-hook-form options for a field: the same rule as the server's, run on blur and on submit. */
export function fieldRules(spec: FieldSpec) {
  return { validate: (value: unknown) => validateValue(spec, value) ?? true };
}

/** The max-length helper's text: "current / max". */
export function lengthCounter(current: number, max: number): string {
  return `${current} / ${max}`;
}
