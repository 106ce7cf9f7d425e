/**
 * The spam traps a valid submission passes before it is stored as a lead (src/leads/README.md, "Abuse").
 * What they catch is stored as spam, answered like a success and never delivered:
 *
 * - honeypot: the hidden field only bots fill;
 * - too-fast: sent less than two seconds after the form was shown, by the signed timestamp the form
 *   fetched when it appeared (signing.ts); a form without one (no JavaScript, or sent before its
 *   script ran) is not measured;
 * - token-reused: a timestamp another submission used already (form-tokens.ts): each shown form sends
 *   one submission with its token, so a token sent twice was kept by a bot;
 * - links: more than three links in the free-text fields;
 * - turnstile: with TURNSTILE_SECRET_KEY set, a missing token or one Cloudflare's siteverify refuses.
 *   A siteverify that cannot be reached lets the submission through (logged): a lead is worth more
 *   than one bot's message.
 */
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, TURNSTILE_FIELD } from "../../shared/lead-forms";
import type { FieldValue, FormSchema } from "../../../lib/validation";
import { type LeadsConfig, type TurnstileConfig, isLoopback } from "../config";
import { LeadsError, type Log, explain } from "../explain";
import { postOutbound } from "../outbound";
import { formAgeMs } from "../signing";
import type { SpamReason } from "../types";

/** A form sent sooner than this after it was shown was not filled in by a person. */
export const MIN_FILL_MS = 2000;
/** More links than this in a submission's text is spam. */
export const MAX_LINKS = 3;

const LINK = /\bhttps?:\/\/|\bwww\.\S|\[url[=\]]|<a\s/gi;

/** Links in the submission's text fields. */
export function countLinks(values: Record<string, FieldValue>, rules: FormSchema): number {
  return Object.entries(rules)
    .filter(([, spec]) => spec.kind === "text")
    .reduce((count, [name]) => count + (String(values[name] ?? "").match(LINK)?.length ?? 0), 0);
}

export function isFilled(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  return value !== undefined && value !== null && value !== false;
}

export interface SpamCheck {
  body: Record<string, unknown>;
  values: Record<string, FieldValue>;
  rules: FormSchema;
  config: LeadsConfig;
  address: string;
  now: Date;
  log: Log;
  form: string;
  /** Whether this submission is the first to use a form token (form-tokens.ts). */
  firstUse: (token: string) => Promise<boolean>;
}

/** What the traps caught; empty for a submission that passed them all. */
export async function spamReasons(check: SpamCheck): Promise<SpamReason[]> {
  const { body, config } = check;
  const reasons: SpamReason[] = [];
  if (isFilled(body[HONEYPOT_FIELD])) reasons.push("honeypot");
  const age = formAgeMs(config, body[FORM_TOKEN_FIELD], check.now);
  if (age !== null && age < MIN_FILL_MS) reasons.push("too-fast");
  if (age !== null && !(await check.firstUse(String(body[FORM_TOKEN_FIELD])))) reasons.push("token-reused");
  if (countLinks(check.values, check.rules) > MAX_LINKS) reasons.push("links");
  // Cloudflare is asked only about a submission nothing else caught.
  if (config.turnstile && reasons.length === 0) {
    const passed = await verifyTurnstile(config.turnstile, body[TURNSTILE_FIELD], check.address).catch(
      (error: unknown) => {
        check.log.error(`Checking a ${check.form} submission with Turnstile failed, kept as a lead: ${explain(error)}`);
        return true;
      },
    );
    if (!passed) reasons.push("turnstile");
  }
  return reasons;
}

/** Whether siteverify accepts the token; rejects when it cannot be asked (unreachable, slow, not JSON). */
export async function verifyTurnstile(turnstile: TurnstileConfig, token: unknown, address: string): Promise<boolean> {
  if (typeof token !== "string" || !token || token.length > 2048) return false;
  const url = new URL(turnstile.verifyUrl);
  const { status, text } = await postOutbound(url, {
    headers: { "Content-Type": "application/json", "User-Agent": "flatirons-website-leads/1" },
    body: JSON.stringify({ secret: turnstile.secret, response: token, remoteip: address }),
    timeoutMs: turnstile.timeoutMs,
    // Cloudflare's own host resolves to public addresses only; a verify URL on this machine is for tests.
    allowPrivate: isLoopback(url.hostname),
  });
  if (status !== 200) {
    const redirect = status >= 300 && status < 400 ? "; redirects are not followed" : "";
    throw new LeadsError(`HTTP_${status}`, `siteverify answered ${status}${redirect}`);
  }
  return (JSON.parse(text) as { success?: unknown }).success === true;
}
