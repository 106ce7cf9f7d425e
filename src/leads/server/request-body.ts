/**
 * Reads a lead route's JSON body itself, so that a body over the limit answers
 * 413 and malformed JSON answers 400, each with a JSON message, wherever the
 * Function runs. (Gatsby's own parsers hand their errors to the host: `gatsby
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
  malformed: "Malformed JSON.",
  notAnObject: "The request body must be a JSON object.",
  tooLarge: (limit: number) => `The request body is larger than ${Math.round(limit / 1024)} KB.`,
} as const;

export function isJsonContentType(header: string | undefined): boolean {
  const type = header?.split(";")[0]?.trim().toLowerCase();
  return type === "application/json";
}

export async function readJsonBody(req: BodySource, maxBytes: number): Promise<BodyResult> {
  if (!isJsonContentType(req.headers["content-type"])) {
    return { ok: false, status: 415, message: BODY_MESSAGES.unsupportedType };
  }
  const tooLarge = { ok: false, status: 413, message: BODY_MESSAGES.tooLarge(maxBytes) } as const;
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    req.resume();
    return tooLarge;
  }
  let raw: Buffer | null;
  if (req.readableEnded) {
    // Another layer read the stream first: use what it left.
    const parsed = req.body;
    if (Buffer.isBuffer(parsed) || typeof parsed === "string") raw = Buffer.from(parsed);
    else if (isPlainObject(parsed)) {
      return Buffer.byteLength(JSON.stringify(parsed)) > maxBytes ? tooLarge : { ok: true, value: parsed };
    } else raw = Buffer.alloc(0);
  } else {
    raw = await collect(req, maxBytes);
  }
  if (!raw || raw.length > maxBytes) return tooLarge;
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(raw));
  } catch {
    return { ok: false, status: 400, message: BODY_MESSAGES.malformed };
  }
  return isPlainObject(value) ? { ok: true, value } : { ok: false, status: 400, message: BODY_MESSAGES.notAnObject };
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
