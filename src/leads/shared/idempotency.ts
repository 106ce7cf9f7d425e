/**
 * Idempotency keys: one per submission, so that a submission sent twice (a
 * retry after a dropped connection, a double click, a native form posted
 * again) is stored once and answered as the first time.
 *
 * - Script-driven posts send the key in the Idempotency-Key header
 *   (src/leads/browser/submission-keys.ts keeps one per submitted body).
 * - A native form post carries it in the hidden IDEMPOTENCY_FIELD, which every
 *   form renders empty (inside its honeypot block) and a script fills on hydration.
 * - A post with neither gets a key derived by the server from the form, its
 *   cleaned values and a 10-minute window (src/leads/server/request/idempotency.ts).
 */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_FIELD = "idempotency_key";

/** 16–128 characters of letters, digits and `_ . : -` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{16,128}$/;

export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === "string" && IDEMPOTENCY_KEY_PATTERN.test(value);
}

/** A fresh random key (a UUID), in the browser or on the server. */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === "function") return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof crypto?.getRandomValues === "function") crypto.getRandomValues(bytes);
  else for (let index = 0; index < bytes.length; index += 1) bytes[index] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
