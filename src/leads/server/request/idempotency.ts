/**
 * The idempotency key of a submission: the Idempotency-Key header, else the hidden form field, else one
 * derived from the form, its cleaned values, who sent it and the current 10-minute window (two posts
 * straddling a window's end are both kept: the price of not remembering every submission forever); and the
 * fingerprint of the values a key came with, so a key reused for other values is refused (409). The sender
 * (the rate limit's subject: the address, or its /64) is part of a derived key: otherwise anyone who guessed
 * the values (an e-mail address and the page) could learn from the answer that someone had just sent them,
 * and get that submission's id.
 */
import { createHash } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { IDEMPOTENCY_FIELD, IDEMPOTENCY_HEADER, isIdempotencyKey } from "../../shared/idempotency";

export const DERIVED_KEY_WINDOW_MS = 10 * 60_000;

export function derivedIdempotencyKey(form: string, values: unknown, now: Date, sender: string): string {
  const window = Math.floor(now.getTime() / DERIVED_KEY_WINDOW_MS);
  const digest = createHash("sha256")
    .update(`${form}\n${window}\n${sender}\n${stableJson(values)}`)
    .digest("hex");
  return `derived:${digest}`;
}

/** A hash of a submission's cleaned values, whatever the order of their keys. */
export function fingerprintOf(values: unknown): string {
  return createHash("sha256").update(stableJson(values)).digest("base64url");
}

/** The key a script sent in the Idempotency-Key header when well-formed (as stored), else null. */
export function headerIdempotencyKey(headers: IncomingHttpHeaders): string | null {
  const header = headers[IDEMPOTENCY_HEADER.toLowerCase()];
  const sent = (Array.isArray(header) ? header[0] : header)?.trim();
  return isIdempotencyKey(sent) ? `client:${sent}` : null;
}

/** The key a submission is stored under: sent by the client when well-formed, derived otherwise. */
export function idempotencyKeyOf(
  headers: IncomingHttpHeaders,
  body: Record<string, unknown>,
  form: string,
  values: unknown,
  now: Date,
  sender: string,
): string {
  const sent = headerIdempotencyKey(headers);
  if (sent) return sent;
  const field = typeof body[IDEMPOTENCY_FIELD] === "string" ? (body[IDEMPOTENCY_FIELD] as string).trim() : "";
  if (isIdempotencyKey(field)) return `client:${field}`;
  return derivedIdempotencyKey(form, values, now, sender);
}

/** JSON with object keys sorted, so equal values hash equally whatever order they came in. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}
