/**
 * What the server signs or hashes with LEADS_SECRET (one key per purpose, derived from it): the
 * newsletter's confirmation links (lead id and expiry), the timestamps a form is given when it is shown
 * (the time trap, spam.ts), the client and e-mail addresses consent records keep as hashes, and the rate
 * limiters' keys. Without LEADS_SECRET
 * a random key serves this process only: its links and timestamps mean nothing to another process (the
 * settings refuse SMTP_URL without it), and its address hashes cannot be checked after a restart.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { personAddress } from "../../lib/validation";
import type { LeadsConfig } from "./config";

type Purpose = "confirm" | "form-time" | "address" | "email" | "rate-limit";

/** This process's own key without LEADS_SECRET; on globalThis, as `gatsby develop` reloads a Function's modules. */
function processKey(): Buffer {
  const holder = globalThis as unknown as Record<symbol, Buffer | undefined>;
  return (holder[Symbol.for("flatirons.leads.random-key")] ??= randomBytes(32));
}

function key(config: Pick<LeadsConfig, "secret">, purpose: Purpose): Buffer {
  return createHmac("sha256", config.secret ?? processKey())
    .update(`flatirons-leads:${purpose}`)
    .digest();
}

const mac = (config: Pick<LeadsConfig, "secret">, purpose: Purpose, text: string) =>
  createHmac("sha256", key(config, purpose)).update(text).digest("base64url");

/** `<text>.<signature>` */
function sign(config: Pick<LeadsConfig, "secret">, purpose: Purpose, text: string): string {
  return `${text}.${mac(config, purpose, text)}`;
}

/** The text a token signs, when its signature is this server's; null otherwise. */
function signedText(config: Pick<LeadsConfig, "secret">, purpose: Purpose, token: unknown): string | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const text = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(config, purpose, text));
  return given.length === expected.length && timingSafeEqual(given, expected) ? text : null;
}

/** The hash a consent record keeps of a client's address. */
export function addressHash(config: Pick<LeadsConfig, "secret">, address: string): string {
  return mac(config, "address", address);
}

/**
 * The hash a consent record keeps of the e-mail address it concerns (a newsletter confirmation), so a
 * person's request finds it by their address (subject.ts) and by nothing anyone else could send.
 */
export function emailHash(config: Pick<LeadsConfig, "secret">, email: string): string {
  return mac(config, "email", personAddress(email));
}

/**
 * What a rate limiter keeps for a key ("<form>:<address>"): a keyed hash, so neither the memory nor the
 * database holds an address, and none can be found by hashing every address (a plain SHA-256 of
 * "newsletter:127.0.7.1" gave every address back in seconds).
 */
export function rateLimitKey(config: { secret?: string | null }, key: string): string {
  return mac({ secret: config.secret ?? null }, "rate-limit", key);
}

/** How long a confirmation link works. */
export const CONFIRMATION_DAYS = 7;

/** A confirmation link's token: the lead's id and the link's expiry, signed. */
export function confirmationToken(config: Pick<LeadsConfig, "secret">, leadId: string, expires: Date): string {
  return sign(config, "confirm", `${leadId}.${Math.floor(expires.getTime() / 1000)}`);
}

export type ConfirmationCheck = { kind: "valid"; leadId: string } | { kind: "expired" } | { kind: "invalid" };

export function checkConfirmationToken(
  config: Pick<LeadsConfig, "secret">,
  token: unknown,
  now: Date,
): ConfirmationCheck {
  const [leadId, expires] = signedText(config, "confirm", token)?.split(".") ?? [];
  if (!leadId || !/^\d{1,12}$/.test(expires ?? "")) return { kind: "invalid" };
  return Number(expires) * 1000 < now.getTime() ? { kind: "expired" } : { kind: "valid", leadId };
}

/** The signed time a form was shown (GET /api/form-token). */
export function formTimeToken(config: Pick<LeadsConfig, "secret">, now: Date): string {
  return sign(config, "form-time", String(now.getTime()));
}

/** A form token older than this says nothing about the visitor (a tab left open): not measured. */
const FORM_TOKEN_MAX_AGE_MS = 86_400_000;

/**
 * How long ago the form was shown, from the token it carries; null when it carries none, or one this
 * server did not sign, or one from the future or older than a day: then the time is not measured.
 */
export function formAgeMs(config: Pick<LeadsConfig, "secret">, token: unknown, now: Date): number | null {
  const shown = Number(signedText(config, "form-time", token));
  const age = now.getTime() - shown;
  return Number.isInteger(shown) && age >= -1000 && age <= FORM_TOKEN_MAX_AGE_MS ? Math.max(0, age) : null;
}
