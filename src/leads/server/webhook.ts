/**
 * One webhook request for a lead (LEADS_WEBHOOK_URL: a CRM, Slack or Zapier
 * hook): the payload, its headers (an Idempotency-Key of lead id and revision,
 * and the signature when a secret is set) and the outcome of the try. The
 * outbox (outbox.ts) decides when to try and records what happened.
 */
import type { WebhookConfig } from "./config";
import { signatureHeaders } from "./webhook-signature";
import type { LeadRecord } from "./types";

export interface WebhookPayload {
  /** A one-line summary, so a Slack incoming webhook shows something readable. */
  text: string;
  event: "lead.created" | "lead.updated";
  lead: Omit<LeadRecord, "delivery" | "idempotencyKeys">;
}

export type Attempt = { ok: true } | { ok: false; retryable: boolean; error: string };

const FORM_LABELS: Record<LeadRecord["form"], string> = {
  newsletter: "Newsletter signup",
  contact: "Contact request",
  referral: "Referral",
  application: "Fund application",
};

export function webhookPayload(lead: LeadRecord): WebhookPayload {
  const { delivery: _delivery, idempotencyKeys: _keys, ...content } = lead;
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
  return status === 408 || status === 429 || status >= 500;
}

/** Posts one revision of a lead; never throws. */
export async function sendToWebhook(
  lead: LeadRecord,
  webhook: WebhookConfig,
  send: typeof fetch = globalThis.fetch,
  now: Date = new Date(),
): Promise<Attempt> {
  const body = JSON.stringify(webhookPayload(lead));
  try {
    const response = await send(webhook.url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "User-Agent": "flatirons-website-leads/1",
        "Idempotency-Key": `${lead.id}:${lead.revision}`,
        ...(webhook.secret ? signatureHeaders(webhook.secret, body, now) : {}),
      },
      body,
      signal: AbortSignal.timeout(webhook.timeoutMs),
    });
    // Drain the answer so the connection can be reused.
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok) return { ok: true };
    return { ok: false, retryable: isRetryableStatus(response.status), error: `HTTP ${response.status}` };
  } catch (error) {
    return { ok: false, retryable: true, error: error instanceof Error ? error.message : String(error) };
  }
}
