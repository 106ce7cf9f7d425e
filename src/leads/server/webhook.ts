/**
 * Forwards stored leads to LEADS_WEBHOOK_URL (a CRM, Slack or Zapier hook).
 *
 * Each try re-reads the lead, posts its latest revision and records the outcome
 * on the lead. Network errors, timeouts, 408, 429 and 5xx are tried again after
 * an exponential backoff; after the last try (or a 4xx that will not change) the
 * lead stays pending for `npm run leads:retry`. Delivery is at least once: the
 * payload and the Idempotency-Key header carry the lead id and revision so a
 * receiver can drop repeats.
 */
import type { WebhookConfig } from "./config";
import type { LeadStore } from "./store";
import type { LeadRecord } from "./types";

export interface WebhookPayload {
  /** A one-line summary, so a Slack incoming webhook shows something readable. */
  text: string;
  event: "lead.created" | "lead.updated";
  lead: Omit<LeadRecord, "delivery">;
}

export interface ForwarderOptions {
  store: LeadStore;
  webhook: WebhookConfig;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  now?: () => Date;
}

export interface LeadForwarder {
  /** Sends the lead until the webhook takes it or the tries run out; true when it is delivered. */
  forward(id: string): Promise<boolean>;
  /** Forwards every pending lead, a few at a time. */
  retryPending(): Promise<{ sent: string[]; failed: string[] }>;
}

/** Leads sent at once by retryPending. */
const RETRY_CONCURRENCY = 4;

type Attempt = { ok: true } | { ok: false; retryable: boolean; error: string };

const FORM_LABELS: Record<LeadRecord["form"], string> = {
  newsletter: "Newsletter signup",
  contact: "Contact request",
  referral: "Referral",
  application: "Fund application",
};

export function webhookPayload(lead: LeadRecord): WebhookPayload {
  const { delivery: _delivery, ...content } = lead;
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

/** Wait before try `attempt + 1`: base × 2^(attempt-1), ±25 % jitter, at most 5 minutes. */
export function backoffDelay(attempt: number, baseMs: number, random: () => number = Math.random): number {
  const exponential = baseMs * 2 ** (attempt - 1);
  return Math.min(300_000, Math.round(exponential * (0.75 + random() * 0.5)));
}

export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

export function createLeadForwarder(options: ForwarderOptions): LeadForwarder {
  const { store, webhook } = options;
  const send = options.fetch ?? globalThis.fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? (() => new Date());

  async function attempt(lead: LeadRecord): Promise<Attempt> {
    try {
      const response = await send(webhook.url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "User-Agent": "flatirons-website-leads/1",
          "Idempotency-Key": `${lead.id}:${lead.revision}`,
        },
        body: JSON.stringify(webhookPayload(lead)),
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

  async function forward(id: string): Promise<boolean> {
    for (let tries = 1; tries <= webhook.attempts; tries += 1) {
      const lead = await store.get(id);
      if (!lead) return false;
      if (lead.delivery.status !== "pending") return lead.delivery.status === "sent";
      const result = await attempt(lead);
      const at = now().toISOString();
      const saved = await store.update(id, (current) => ({
        ...current,
        delivery:
          result.ok && current.revision === lead.revision
            ? {
                status: "sent",
                attempts: current.delivery.attempts + 1,
                lastAttemptAt: at,
                lastError: null,
                deliveredAt: at,
                deliveredRevision: lead.revision,
              }
            : {
                ...current.delivery,
                attempts: current.delivery.attempts + 1,
                lastAttemptAt: at,
                lastError: result.ok ? null : result.error,
              },
      }));
      if (saved?.delivery.status === "sent") return true;
      // Delivered, but the lead changed meanwhile: send the new revision straight away.
      if (result.ok) continue;
      if (!result.retryable) return false;
      if (tries < webhook.attempts) await sleep(backoffDelay(tries, webhook.backoffMs, options.random));
    }
    return false;
  }

  return {
    forward,
    async retryPending() {
      const queue = (await store.list()).filter((lead) => lead.delivery.status === "pending").map((lead) => lead.id);
      const sent: string[] = [];
      const failed: string[] = [];
      const worker = async () => {
        for (let id = queue.shift(); id; id = queue.shift()) {
          if (await forward(id)) sent.push(id);
          else failed.push(id);
        }
      };
      await Promise.all(Array.from({ length: RETRY_CONCURRENCY }, worker));
      return { sent, failed };
    },
  };
}
