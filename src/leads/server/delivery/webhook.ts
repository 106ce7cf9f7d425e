/**
 * One webhook request for a lead: the payload, its headers (Idempotency-Key of lead id and revision, or
 * `<id>:erased` for the notice of an erasure; the signature when a secret is set) and the outcome of the try, sent through outbound.ts (no redirect
 * followed: a 3xx is a failed try; no loopback, private or link-local target unless
 * LEADS_WEBHOOK_ALLOW_PRIVATE; the whole exchange bounded by LEADS_WEBHOOK_TIMEOUT_MS).
 */
import type { WebhookConfig } from "../config";
import { leadSummary } from "./lead-fields";
import { escapeSlackText } from "./slack";
import type { Attempt } from "./states";
import { explain } from "../explain";
import { postOutbound } from "../outbound";
import { signatureHeaders } from "./webhook-signature";
import type { LeadRecord } from "../types";

export type LeadContent = Omit<LeadRecord, "delivery" | "idempotencyKeys" | "fingerprints" | "spam">;

export type WebhookPayload =
  | {
      /** A one-line summary, for a receiver that shows text. */
      text: string;
      event: "lead.created" | "lead.updated";
      lead: LeadContent;
    }
  | { text: string; event: "lead.erased"; lead: Pick<LeadRecord, "id" | "form"> };

export function webhookPayload(lead: LeadRecord): WebhookPayload {
  const { delivery: _delivery, idempotencyKeys: _keys, fingerprints: _fingerprints, spam: _spam, ...content } = lead;
  return {
    text: escapeSlackText(leadSummary(lead)),
    event: lead.revision > 1 ? "lead.updated" : "lead.created",
    lead: content,
  };
}

/** The notice that a lead the receiver has (or may have) was erased here: erase it there too. Nothing of the person. */
export function erasedPayload(lead: Pick<LeadRecord, "id" | "form">): WebhookPayload {
  return {
    text: `Lead ${lead.id} was erased at its owner's request: erase it here too`,
    event: "lead.erased",
    lead: { id: lead.id, form: lead.form },
  };
}

export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500 || (status >= 300 && status < 400);
}

/** Posts one revision of a lead; never throws. */
export function sendToWebhook(
  lead: LeadRecord,
  webhook: WebhookConfig,
  now: Date = new Date(),
  signal?: AbortSignal,
): Promise<Attempt> {
  return postEvent(webhookPayload(lead), `${lead.id}:${lead.revision}`, webhook, now, signal);
}

/** Posts one event with its idempotency key (the same for every try of it); never throws. */
export async function postEvent(
  payload: WebhookPayload,
  idempotencyKey: string,
  webhook: WebhookConfig,
  now: Date = new Date(),
  signal?: AbortSignal,
): Promise<Attempt> {
  const body = JSON.stringify(payload);
  try {
    const { status } = await postOutbound(new URL(webhook.url), {
      headers: {
        "Content-Type": "application/json",
        "User-Agent": "flatirons-website-leads/1",
        "Idempotency-Key": idempotencyKey,
        ...(webhook.secret ? signatureHeaders(webhook.secret, body, now) : {}),
      },
      body,
      timeoutMs: webhook.timeoutMs,
      allowPrivate: webhook.allowPrivate,
      signal,
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
