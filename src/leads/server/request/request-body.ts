/**
 * Reads a lead route's body itself (Gatsby's parsers are kept off the stream by LEAD_FUNCTION_CONFIG), so
 * that 413, 415 and malformed JSON answer the same wherever the route runs: JSON or urlencoded, at most
 * 64 KB. Every string of the body comes out well-formed: a lone UTF-16 surrogate, which JSON can carry
 * but no store can keep, becomes U+FFFD, as invalid UTF-8 bytes already do.
 */
import type { IncomingHttpHeaders } from "node:http";
import { type Refused, refused } from "./answer";
import { isFormContentType, isJsonContentType } from "./content-type";

export { isFormContentType, isJsonContentType } from "./content-type";

/** What the reader needs of a request: Node's IncomingMessage, as Gatsby Functions get it, has all of it. */
export interface BodySource {
  headers: IncomingHttpHeaders;
  readableEnded?: boolean;
  /** Set by a host that parsed the body before the Function ran. */
  body?: unknown;
  on(event: "data", listener: (chunk: Buffer | string) => void): unknown;
  on(event: "end", listener: () => void): unknown;
  on(event: "error", listener: (error: Error) => void): unknown;
  removeListener(event: "data", listener: (chunk: Buffer | string) => void): unknown;
  removeListener(event: "end", listener: () => void): unknown;
  resume(): unknown;
}

export const BODY_MESSAGES = {
  unsupportedType:
    "Send the form as JSON (Content-Type: application/json) or as a form post (application/x-www-form-urlencoded).",
  malformed: "Malformed JSON.",
  notAnObject: "The request body must be a JSON object.",
  tooLarge: (limit: number) => `The request body is larger than ${Math.round(limit / 1024)} KB.`,
  tooManyFields: (limit: number) => `The form post has more than ${limit} fields; no form of the site sends as many.`,
} as const;

/**
 * The most fields a form post may carry: the longest form of the site (the contact form with every interest
 * ticked) sends a few dozen. A 64 KB body could otherwise carry 32,768 of them.
 */
export const MAX_FORM_FIELDS = 200;

/** A lead body: JSON from a script, or a browser's own form post. */
export interface LeadBody {
  kind: "json" | "form";
  value: Record<string, unknown>;
}

/** A lead route's body, JSON or urlencoded, under `maxBytes`; 415 for any other type. */
export async function readLeadBody(req: BodySource, maxBytes: number): Promise<LeadBody | Refused> {
  const type = req.headers["content-type"];
  const kind = isJsonContentType(type) ? "json" : isFormContentType(type) ? "form" : null;
  if (!kind) return refused(415, BODY_MESSAGES.unsupportedType);
  const tooLarge = refused(413, BODY_MESSAGES.tooLarge(maxBytes));
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    req.resume();
    return tooLarge;
  }
  let raw: Buffer | null;
  if (req.readableEnded) {
    // Another layer read the stream first: what it left, its bytes or the object it parsed.
    const parsed = req.body;
    if (isPlainObject(parsed)) {
      return Buffer.byteLength(JSON.stringify(parsed)) > maxBytes ? tooLarge : { kind, value: wellFormed(parsed) };
    }
    raw = Buffer.isBuffer(parsed) || typeof parsed === "string" ? Buffer.from(parsed) : Buffer.alloc(0);
  } else {
    raw = await collect(req, maxBytes);
  }
  if (!raw || raw.length > maxBytes) return tooLarge;
  if (kind === "form") {
    const fields = new URLSearchParams(raw.toString("utf8"));
    if (fields.size > MAX_FORM_FIELDS) return refused(400, BODY_MESSAGES.tooManyFields(MAX_FORM_FIELDS));
    return { kind, value: wellFormed(formFields(fields)) };
  }
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(raw));
  } catch {
    return refused(400, BODY_MESSAGES.malformed);
  }
  return isPlainObject(value) ? { kind, value: wellFormed(value) } : refused(400, BODY_MESSAGES.notAnObject);
}

/**
 * An urlencoded body's fields as an object: a name sent once is a string, a name sent again (a group of
 * checkboxes) a list of strings, in the order sent. One pass: each value is added to its name's list in place.
 */
function formFields(params: URLSearchParams): Record<string, string | string[]> {
  const lists = new Map<string, string[]>();
  for (const [name, value] of params) {
    const list = lists.get(name);
    if (list) list.push(value);
    else lists.set(name, [value]);
  }
  // fromEntries defines own properties, so a field named "__proto__" stays a plain field.
  return Object.fromEntries(Array.from(lists, ([name, values]) => [name, values.length === 1 ? values[0] : values]));
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The value with every string (keys too) well-formed: lone surrogates replaced by U+FFFD. */
export function wellFormed<T>(value: T): T {
  if (typeof value === "string") return value.replace(LONE_SURROGATE, "\ufffd") as T;
  if (Array.isArray(value)) return value.map(wellFormed) as T;
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [wellFormed(key), wellFormed(item)])) as T;
  }
  return value;
}

/** The body's bytes, or null as soon as they pass `maxBytes` (the rest is then drained and dropped). */
export function collect(req: BodySource, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const stop = () => {
      settled = true;
      req.removeListener("data", onData);
      req.removeListener("end", onEnd);
    };
    function onData(chunk: Buffer | string) {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      size += bytes.length;
      if (size <= maxBytes) {
        chunks.push(bytes);
        return;
      }
      stop();
      req.resume();
      resolve(null);
    }
    function onEnd() {
      stop();
      resolve(Buffer.concat(chunks));
    }
    req.on("data", onData);
    req.on("end", onEnd);
    // Stays attached: a client that disconnects later must not become an unhandled stream error.
    req.on("error", (error) => {
      if (settled) return;
      stop();
      reject(error);
    });
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}
