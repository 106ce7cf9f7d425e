/**
 * Reads a lead route's body itself, so that a body over the limit answers
 * 413 and malformed JSON answers 400, each with its own message, wherever the
 * Function runs. Two kinds are read: JSON (the forms' scripts) and
 * application/x-www-form-urlencoded (a browser's own form post, before or
 * without JavaScript); anything else, multipart included, is 415. (Gatsby's own parsers hand their errors to the host: `gatsby
 * serve` would answer with an HTML error page, and the adapter wrapper ignores
 * them and calls the Function with an empty body.) LEAD_FUNCTION_CONFIG keeps
 * those parsers off the stream.
 */
import type { IncomingHttpHeaders } from "node:http";

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

export type BodyResult =
  { ok: true; value: Record<string, unknown> } | { ok: false; status: 400 | 413 | 415; message: string };

export const BODY_MESSAGES = {
  unsupportedType: "Send the form as JSON (Content-Type: application/json).",
  unsupportedLeadType:
    "Send the form as JSON (Content-Type: application/json) or as a form post (application/x-www-form-urlencoded).",
  malformed: "Malformed JSON.",
  notAnObject: "The request body must be a JSON object.",
  tooLarge: (limit: number) => `The request body is larger than ${Math.round(limit / 1024)} KB.`,
} as const;

/** How a lead body arrived: JSON from a script, or a browser's own form post. */
export type BodyKind = "json" | "form";

export type LeadBodyResult =
  | { ok: true; kind: BodyKind; value: Record<string, unknown> }
  | { ok: false; status: 400 | 413 | 415; message: string };

const mediaType = (header: string | undefined) => header?.split(";")[0]?.trim().toLowerCase();

export function isJsonContentType(header: string | undefined): boolean {
  return mediaType(header) === "application/json";
}

export function isFormContentType(header: string | undefined): boolean {
  return mediaType(header) === "application/x-www-form-urlencoded";
}

/** A lead route's body, JSON or urlencoded, under `maxBytes`; 415 for any other type. */
export async function readLeadBody(req: BodySource, maxBytes: number): Promise<LeadBodyResult> {
  const type = req.headers["content-type"];
  if (isJsonContentType(type)) {
    const read = await readJsonBody(req, maxBytes);
    return read.ok ? { ok: true, kind: "json", value: read.value } : read;
  }
  if (!isFormContentType(type)) return { ok: false, status: 415, message: BODY_MESSAGES.unsupportedLeadType };
  const raw = await readRaw(req, maxBytes);
  if (!raw.ok) return raw;
  if (!Buffer.isBuffer(raw.value)) return { ok: true, kind: "form", value: raw.value };
  return { ok: true, kind: "form", value: parseFormBody(raw.value.toString("utf8")) };
}

/**
 * An urlencoded body as an object: a name sent once is a string, a name sent
 * again (a group of checkboxes) a list of strings, in the order sent.
 */
export function parseFormBody(text: string): Record<string, string | string[]> {
  const fields = new Map<string, string | string[]>();
  for (const [name, value] of new URLSearchParams(text)) {
    const earlier = fields.get(name);
    fields.set(name, earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value]);
  }
  // fromEntries defines own properties, so a field named "__proto__" stays a plain field.
  return Object.fromEntries(fields);
}

export async function readJsonBody(req: BodySource, maxBytes: number): Promise<BodyResult> {
  if (!isJsonContentType(req.headers["content-type"])) {
    return { ok: false, status: 415, message: BODY_MESSAGES.unsupportedType };
  }
  const raw = await readRaw(req, maxBytes);
  if (!raw.ok) return raw;
  if (!Buffer.isBuffer(raw.value)) return { ok: true, value: raw.value };
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(raw.value));
  } catch {
    return { ok: false, status: 400, message: BODY_MESSAGES.malformed };
  }
  return isPlainObject(value) ? { ok: true, value } : { ok: false, status: 400, message: BODY_MESSAGES.notAnObject };
}

/**
 * The body's bytes under the limit, or 413. When another layer read the stream
 * first, what it left: its bytes, or the object it parsed.
 */
async function readRaw(
  req: BodySource,
  maxBytes: number,
): Promise<{ ok: true; value: Buffer | Record<string, unknown> } | { ok: false; status: 413; message: string }> {
  const tooLarge = { ok: false, status: 413, message: BODY_MESSAGES.tooLarge(maxBytes) } as const;
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    req.resume();
    return tooLarge;
  }
  let raw: Buffer | null;
  if (req.readableEnded) {
    const parsed = req.body;
    if (Buffer.isBuffer(parsed) || typeof parsed === "string") raw = Buffer.from(parsed);
    else if (isPlainObject(parsed)) {
      return Buffer.byteLength(JSON.stringify(parsed)) > maxBytes ? tooLarge : { ok: true, value: parsed };
    } else raw = Buffer.alloc(0);
  } else {
    raw = await collect(req, maxBytes);
  }
  return !raw || raw.length > maxBytes ? tooLarge : { ok: true, value: raw };
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
