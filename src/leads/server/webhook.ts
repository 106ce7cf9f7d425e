/**
 * One webhook request for a lead: the payload, its headers (Idempotency-Key of lead id and revision, the
 * signature when a secret is set) and the outcome of the try. It cannot be turned elsewhere: Node's http
 * client follows no redirect (a 3xx is a failed try), the address a name resolves to is checked before
 * connecting (no loopback, private or link-local target unless LEADS_WEBHOOK_ALLOW_PRIVATE), and the
 * whole exchange is bounded by LEADS_WEBHOOK_TIMEOUT_MS.
 */
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import { type LookupFunction, isIP } from "node:net";
import type { WebhookConfig } from "./config";
import { LeadsError, explain, timeoutError } from "./explain";
import { isPrivateAddress } from "./client-address";
import { signatureHeaders } from "./webhook-signature";
import type { LeadRecord } from "./types";

export interface WebhookPayload {
  /** A one-line summary, so a Slack incoming webhook shows something readable. */
  text: string;
  event: "lead.created" | "lead.updated";
  lead: Omit<LeadRecord, "delivery" | "idempotencyKeys" | "fingerprints">;
}

export type Attempt = { ok: true } | { ok: false; retryable: boolean; error: string };

const FORM_LABELS: Record<LeadRecord["form"], string> = {
  newsletter: "Newsletter signup",
  contact: "Contact request",
  referral: "Referral",
  application: "Fund application",
};

export function webhookPayload(lead: LeadRecord): WebhookPayload {
  const { delivery: _delivery, idempotencyKeys: _keys, fingerprints: _fingerprints, ...content } = lead;
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

/** dns.lookup, refusing a private address unless allowed (a host name must not lead where a literal may not). */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      const refused = error ? undefined : addresses.find((entry) => isPrivateAddress(entry.address));
      if (error || (refused && !allowPrivate)) {
        const reason = new LeadsError(
          "EPRIVATE",
          `${hostname} resolves to ${refused?.address}, a private, loopback or link-local address`,
        );
        callback(error ?? reason, []);
      } else if (options.all) callback(null, addresses);
      else callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** Posts `body` once: resolves to the answer's status, rejects with an explained error. */
function post(url: URL, headers: Record<string, string>, body: string, webhook: WebhookConfig): Promise<number> {
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (isIP(host) && isPrivateAddress(host) && !webhook.allowPrivate) {
    return Promise.reject(new LeadsError("EPRIVATE", `${host} is a private, loopback or link-local address`));
  }
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(
      url,
      {
        method: "POST",
        headers: { ...headers, "Content-Length": String(Buffer.byteLength(body)) },
        lookup: guardedLookup(webhook.allowPrivate),
      },
      (response) => {
        // Drain the answer so the connection can be reused; it counts once it has all arrived.
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    const timer = setTimeout(() => request.destroy(timeoutError("no answer", webhook.timeoutMs)), webhook.timeoutMs);
    request.on("close", () => clearTimeout(timer));
    request.on("error", reject);
    request.end(body);
  });
}

/** Posts one revision of a lead; never throws. */
export async function sendToWebhook(
  lead: LeadRecord,
  webhook: WebhookConfig,
  now: Date = new Date(),
): Promise<Attempt> {
  const body = JSON.stringify(webhookPayload(lead));
  try {
    const status = await post(
      new URL(webhook.url),
      {
        "Content-Type": "application/json",
        "User-Agent": "flatirons-website-leads/1",
        "Idempotency-Key": `${lead.id}:${lead.revision}`,
        ...(webhook.secret ? signatureHeaders(webhook.secret, body, now) : {}),
      },
      body,
      webhook,
    );
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
