/**
 * One webhook request for a lead: the payload, its headers (Idempotency-Key of lead id and revision, the
 * signature when a secret is set) and the outcome of the try, sent through outbound.ts (no redirect
 * followed: a 3xx is a failed try; no loopback, private or link-local target unless
 * LEADS_WEBHOOK_ALLOW_PRIVATE; the whole exchange bounded by LEADS_WEBHOOK_TIMEOUT_MS).
 */
import type { WebhookConfig } from "./config";
import { explain } from "./explain";
import { postOutbound } from "./outbound";
import { signatureHeaders } from "./webhook-signature";
import type { LeadRecord } from "./types";

export interface WebhookPayload {
  /** A one-line summary, so a Slack incoming webhook shows something readable. */
  text: string;
  event: "lead.created" | "lead.updated";
  lead: Omit<LeadRecord, "delivery" | "idempotencyKeys" | "fingerprints" | "spam">;
}

export type Attempt = { ok: true } | { ok: false; retryable: boolean; error: string };

const FORM_LABELS: Record<LeadRecord["form"], string> = {
  newsletter: "Newsletter signup",
  contact: "Contact request",
  demo: "Fuse demo request",
  referral: "Referral",
  application: "Fund application",
};

export function webhookPayload(lead: LeadRecord): WebhookPayload {
  const { delivery: _delivery, idempotencyKeys: _keys, fingerprints: _fingerprints, spam: _spam, ...content } = lead;
  const text = (name: string) => {
    const value = lead.fields[name];
    return typeof value === "string" && value ? value : null;
  };
  const who = text("name") ?? text("yourName") ?? text("founderName");
  const email = text("email") ?? text("yourEmail") ?? text("footer_email");
  const from = who && email ? `${who} (${email})` : (who ?? email);
  const summary = `${FORM_LABELS[lead.form]}${lead.revision > 1 ? " updated" : ""}${from ? ` from ${from}` : ""}`;
  return {
    text: escapeSlackText(summary),
    event: lead.revision > 1 ? "lead.updated" : "lead.created",
    lead: content,
  };
}

/** Slack reads <…> as links and mentions; these three escapes make submitted text plain. */
export function escapeSlackText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The longest wait between two tries. */
export const MAX_BACKOFF_MS = 3_600_000;

/** Wait before try `attempt + 1`: base × 2^(attempt-1), ±25 % jitter, at most an hour. */
export function backoffDelay(attempt: number, baseMs: number, random: () => number = Math.random): number {
  const exponential = baseMs * 2 ** (attempt - 1);
  return Math.min(MAX_BACKOFF_MS, Math.round(exponential * (0.75 + random() * 0.5)));
}

export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500 || (status >= 300 && status < 400);
}

/** Posts one revision of a lead; never throws. */
export async function sendToWebhook(
  lead: LeadRecord,
  webhook: WebhookConfig,
  now: Date = new Date(),
): Promise<Attempt> {
  const body = JSON.stringify(webhookPayload(lead));
  try {
    const { status } = await postOutbound(new URL(webhook.url), {
      headers: {
        "Content-Type": "application/json",
        "User-Agent": "flatirons-website-leads/1",
        "Idempotency-Key": `${lead.id}:${lead.revision}`,
        ...(webhook.secret ? signatureHeaders(webhook.secret, body, now) : {}),
      },
      body,
      timeoutMs: webhook.timeoutMs,
      allowPrivate: webhook.allowPrivate,
    });
    if (status >= 200 && status < 300) return { ok: true };
    const redirect = status >= 300 && status < 400 ? "; redirects are not followed" : "";
    return {
      ok: false,
      retryable: isRetryableStatus(status),
      error: `HTTP_${status}: the webhook answered ${status}${redirect}`,
    };
  } catch (error) {
    return { ok: false, retryable: true, error: explain(error) };
  }
}
