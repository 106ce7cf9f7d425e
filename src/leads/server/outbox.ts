/**
 * Delivery to the webhook as an outbox, and the one place a webhook is sent from (src/leads/README.md,
 * "Webhook: an outbox"). A pass claims due leads for a lease longer than a try, sends each once
 * (webhook.ts) and records the outcome only while its claim holds, so two workers never send one lead at
 * once and every try counts toward LEADS_WEBHOOK_MAX_ATTEMPTS; a lead changed while it was sent is due
 * again at once with its new revision.
 */
import { randomUUID } from "node:crypto";
import type { WebhookConfig } from "./config";
import type { Log } from "./explain";
import type { LeadStore } from "./store";
import type { LeadDelivery, LeadRecord } from "./types";
import { type Attempt, backoffDelay, sendToWebhook } from "./webhook";

export interface OutboxOptions {
  store: LeadStore;
  webhook: WebhookConfig;
  send?: typeof sendToWebhook;
  random?: () => number;
  now?: () => Date;
  /** This worker's claim token (a fresh one by default). */
  token?: string;
  log?: Log;
}

export interface OutboxRun {
  sent: string[];
  /** Tried and failed, with another try scheduled. */
  retrying: string[];
  /** Tried and failed for good. */
  failed: string[];
  /** The earliest next try of those retrying (ISO time), for a worker to wake then. */
  nextAttemptAt: string | null;
}

export interface Outbox {
  /** One pass: every lead due now is claimed and tried once. */
  run(): Promise<OutboxRun>;
  /** Queues every failed delivery again; resolves to how many. */
  requeueFailed(): Promise<number>;
}

/** Leads claimed at once by a pass, and sent in parallel. */
const BATCH = 8;
/** A bound on one pass (a lead changing endlessly must not keep a worker busy forever). */
const MAX_BATCHES_PER_RUN = 500;

/** How long a claim holds: one try's timeout and a margin for recording its outcome. */
export function leaseFor(webhook: WebhookConfig): number {
  return webhook.timeoutMs + Math.max(5_000, webhook.timeoutMs / 2);
}

/** The delivery after one try of revision `sentRevision`, by the claim's holder. */
export function settleDelivery(
  current: LeadRecord,
  sentRevision: number,
  result: Attempt,
  at: Date,
  webhook: WebhookConfig,
  random: () => number = Math.random,
): LeadDelivery {
  const attempts = current.delivery.attempts + 1;
  const base: LeadDelivery = {
    ...current.delivery,
    attempts,
    lastAttemptAt: at.toISOString(),
    claimedUntil: null,
    claimToken: null,
  };
  if (result.ok) {
    if (current.revision === sentRevision) {
      return {
        ...base,
        status: "sent",
        lastError: null,
        deliveredAt: at.toISOString(),
        deliveredRevision: sentRevision,
        nextAttemptAt: null,
      };
    }
    return { ...base, status: "pending", lastError: null, nextAttemptAt: at.toISOString() };
  }
  if (!result.retryable || attempts >= webhook.maxAttempts) {
    return { ...base, status: "failed", lastError: result.error, nextAttemptAt: null };
  }
  const wait = backoffDelay(attempts, webhook.backoffMs, random);
  return {
    ...base,
    status: "pending",
    lastError: result.error,
    nextAttemptAt: new Date(at.getTime() + wait).toISOString(),
  };
}

export function createOutbox(options: OutboxOptions): Outbox {
  const { store, webhook } = options;
  const send = options.send ?? sendToWebhook;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? console;
  const token = options.token ?? randomUUID();
  const leaseMs = leaseFor(webhook);

  /** Sends a claimed lead once and records the outcome; the new delivery, or null if the claim was lost. */
  async function deliver(lead: LeadRecord): Promise<LeadDelivery | null> {
    const result = await send(lead, webhook, now());
    const at = now();
    const saved = await store.update(lead.id, (current) =>
      current.delivery.claimToken === token
        ? { ...current, delivery: settleDelivery(current, lead.revision, result, at, webhook, options.random) }
        : null,
    );
    const delivery = saved?.delivery ?? null;
    if (!result.ok && delivery) {
      const final = delivery.status === "failed" ? "; delivery failed" : "";
      log.error(
        `Webhook try ${delivery.attempts} of ${webhook.maxAttempts} for lead ${lead.id} failed: ${result.error}${final}`,
      );
    }
    return delivery;
  }

  return {
    async run() {
      const outcome: OutboxRun = { sent: [], retrying: [], failed: [], nextAttemptAt: null };
      for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
        const claimed = await store.claimDue({ now: now(), leaseMs, token, limit: BATCH });
        if (claimed.length === 0) break;
        await Promise.all(
          claimed.map(async (lead) => {
            const delivery = await deliver(lead);
            if (delivery?.status === "sent") outcome.sent.push(lead.id);
            else if (delivery?.status === "failed") outcome.failed.push(lead.id);
            else if (delivery?.nextAttemptAt && Date.parse(delivery.nextAttemptAt) > now().getTime()) {
              outcome.retrying.push(lead.id);
              if (!outcome.nextAttemptAt || delivery.nextAttemptAt < outcome.nextAttemptAt) {
                outcome.nextAttemptAt = delivery.nextAttemptAt;
              }
            }
          }),
        );
      }
      return outcome;
    },

    async requeueFailed() {
      let count = 0;
      for (const lead of await store.list()) {
        if (lead.delivery.status !== "failed") continue;
        const requeued = await store.update(lead.id, (current) =>
          current.delivery.status === "failed"
            ? {
                ...current,
                delivery: { ...current.delivery, status: "pending", attempts: 0, nextAttemptAt: now().toISOString() },
              }
            : null,
        );
        if (requeued) count += 1;
      }
      return count;
    },
  };
}
