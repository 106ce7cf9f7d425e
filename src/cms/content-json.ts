/**
 * How the editor writes a JSON content file: keys in the content model's order (Decap keeps entry
 * data in maps that lose the file's order) and the layout Prettier gives the files in content/
 * (two-space indent, objects expanded, a list of plain values on one line when it fits in 120
 * columns), so a save changes only the lines the marketer changed.
 */
import { KINDS } from "../node/schema";
import type { Field } from "../node/schema-builder";

const PRINT_WIDTH = 120;

/** The value with its object keys in the order `field` declares them (unknown keys after, as they came). */
export function orderLike(value: unknown, field: Field | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => orderLike(item, field?.kind === "array" ? field.of : undefined));
  if (value === null || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  let fields: Record<string, Field> = {};
  if (field?.kind === "object") fields = field.fields;
  if (field?.kind === "union") {
    const variant = typeof record.type === "string" ? field.variants[record.type] : undefined;
    fields = { type: { kind: "string" }, ...(variant?.fields ?? {}) };
  }
  const keys = [
    ...Object.keys(fields).filter((key) => key in record),
    ...Object.keys(record).filter((key) => !(key in fields)),
  ];
  return Object.fromEntries(keys.map((key) => [key, orderLike(record[key], fields[key])]));
}

const isPlain = (value: unknown) => value === null || typeof value !== "object";

function print(value: unknown, indent: string, lineSoFar: number, last: boolean): string {
  if (isPlain(value)) return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    if (value.every(isPlain)) {
      const flat = `[${value.map((item) => JSON.stringify(item)).join(", ")}]`;
      if (lineSoFar + flat.length + (last ? 0 : 1) <= PRINT_WIDTH) return flat;
    }
    const items = value.map((item, i) => `${inner}${print(item, inner, inner.length, i === value.length - 1)}`);
    return `[\n${items.join(",\n")}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return "{}";
  const lines = entries.map(([key, item], i) => {
    const head = `${inner}${JSON.stringify(key)}: `;
    return `${head}${print(item, inner, head.length, i === entries.length - 1)}`;
  });
  return `{\n${lines.join(",\n")}\n${indent}}`;
}

/** JSON text as the files in content/ are written (ends with a newline). */
export function printContentJson(value: unknown): string {
  return `${print(value, "", 0, true)}\n`;
}

/** The content kind whose fields are exactly `fieldNames` (Decap passes a collection's field names). */
export function fieldsNamed(fieldNames: readonly string[]): Record<string, Field> | undefined {
  const wanted = [...fieldNames].sort().join(",");
  return KINDS.find((def) => def.format === "json" && Object.keys(def.fields).sort().join(",") === wanted)?.fields;
}

/** Decap's `toFile` for content JSON. */
export function contentJson(data: unknown, fieldNames: readonly string[] = []): string {
  const fields = fieldsNamed(fieldNames);
  return printContentJson(fields ? orderLike(data, { kind: "object", fields }) : data);
}
