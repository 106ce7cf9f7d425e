/**
 * Delivery as an outbox, and the one place anything is sent from (src/leads/README.md, "Webhook: an
 * outbox"): a lead to the webhook, or a newsletter signup's confirmation e-mail. A pass claims due leads
 * for a lease longer than a try, sends each once (webhook.ts, mail.ts) and records the outcome only
 * while its claim holds, so two workers never send one lead at once and every try counts toward
 * LEADS_WEBHOOK_MAX_ATTEMPTS; a lead changed while it was sent is due again at once with its new revision.
 */
import { randomUUID } from "node:crypto";
import type { LeadsConfig, RetryPolicy, WebhookConfig } from "./config";
import { LeadsError, type Log, explain } from "./explain";
import { confirmationMail, sendMail } from "./mail";
import type { LeadStore } from "./store";
import type { LeadDelivery, LeadRecord } from "./types";
import { type Attempt, backoffDelay, sendToWebhook } from "./webhook";

export interface OutboxOptions {
  store: LeadStore;
  webhook: WebhookConfig | null;
  /** SMTP_URL and what a confirmation link is made of; without `mail` confirmation e-mails wait. */
  mailing?: Pick<LeadsConfig, "mail" | "secret" | "publicUrl">;
  send?: typeof sendToWebhook;
  sendMail?: typeof sendMail;
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
  /**
   * Queues every failed delivery again (and, with SMTP_URL, every signup whose confirmation e-mail could
   * not be sent before); resolves to how many.
   */
  requeueFailed(options?: { failed?: boolean }): Promise<number>;
}

/** A signup whose confirmation e-mail has not gone out: its delivery is that e-mail. */
export const needsConfirmationMail = (lead: LeadRecord) =>
  Boolean(lead.confirmation && !lead.confirmation.mailedAt && !lead.confirmation.confirmedAt);

/** Leads claimed at once by a pass, and sent in parallel. */
const BATCH = 8;
/** A bound on one pass (a lead changing endlessly must not keep a worker busy forever). */
const MAX_BATCHES_PER_RUN = 500;

/** How long a claim holds: one try's timeout and a margin for recording its outcome. */
export function leaseFor(...targets: Array<{ timeoutMs: number } | null | undefined>): number {
  const timeoutMs = Math.max(0, ...targets.map((target) => target?.timeoutMs ?? 0));
  return timeoutMs + Math.max(5_000, timeoutMs / 2);
}

/** The delivery after one try of revision `sentRevision`, by the claim's holder. */
export function settleDelivery(
  current: LeadRecord,
  sentRevision: number,
  result: Attempt,
  at: Date,
  retry: RetryPolicy,
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
  if (!result.retryable || attempts >= retry.maxAttempts) {
    return { ...base, status: "failed", lastError: result.error, nextAttemptAt: null };
  }
  const wait = backoffDelay(attempts, retry.backoffMs, random);
  return {
    ...base,
    status: "pending",
    lastError: result.error,
    nextAttemptAt: new Date(at.getTime() + wait).toISOString(),
  };
}

/** The signup once its confirmation e-mail went out: it waits for the link. */
function mailed(lead: LeadRecord, delivery: LeadDelivery, at: Date): LeadRecord {
  if (delivery.status !== "sent") return { ...lead, delivery };
  const { deliveredAt: _at, deliveredRevision: _revision, ...rest } = delivery;
  return {
    ...lead,
    confirmation: { confirmedAt: null, ...lead.confirmation, mailedAt: at.toISOString() },
    delivery: { ...rest, status: "unconfirmed", deliveredAt: null, deliveredRevision: null },
  };
}

export function createOutbox(options: OutboxOptions): Outbox {
  const { store, webhook } = options;
  const mail = options.mailing?.mail ?? null;
  const send = options.send ?? sendToWebhook;
  const mailer = options.sendMail ?? sendMail;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? console;
  const token = options.token ?? randomUUID();
  const leaseMs = leaseFor(webhook, mail);

  /** One try of what the lead waits for: its confirmation e-mail, or the webhook. */
  async function attempt(lead: LeadRecord, mailing: boolean): Promise<Attempt> {
    const target = mailing ? mail : webhook;
    if (!target) {
      const missing = mailing ? "SMTP_URL" : "LEADS_WEBHOOK_URL";
      return { ok: false, retryable: true, error: explain(new LeadsError("ENOTARGET", `${missing} is not set`)) };
    }
    return mailing ? mailer(mail!, confirmationMail(lead, options.mailing!, now())) : send(lead, webhook!, now());
  }

  /** Sends a claimed lead once and records the outcome; the new delivery, or null if the claim was lost. */
  async function deliver(lead: LeadRecord): Promise<LeadDelivery | null> {
    const mailing = needsConfirmationMail(lead);
    const result = await attempt(lead, mailing);
    const at = now();
    const retry = (mailing ? mail : webhook) ?? { maxAttempts: 1, backoffMs: 0 };
    const saved = await store.update(lead.id, (current) => {
      if (current.delivery.claimToken !== token) return null;
      const delivery = settleDelivery(current, lead.revision, result, at, retry, options.random);
      return mailing ? mailed(current, delivery, at) : { ...current, delivery };
    });
    const delivery = saved?.delivery ?? null;
    if (!result.ok && delivery) {
      const final = delivery.status === "failed" ? "; delivery failed" : "";
      const what = mailing ? "Confirmation e-mail" : "Webhook";
      log.error(
        `${what} try ${delivery.attempts} of ${retry.maxAttempts} for lead ${lead.id} failed: ${result.error}${final}`,
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
            if (delivery?.status === "sent" || delivery?.status === "unconfirmed") outcome.sent.push(lead.id);
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

    async requeueFailed({ failed = true } = {}) {
      const waiting = (lead: LeadRecord) =>
        (failed && lead.delivery.status === "failed") ||
        (mail !== null && lead.delivery.status === "unconfirmed" && needsConfirmationMail(lead));
      let count = 0;
      for (const lead of await store.list()) {
        if (!waiting(lead)) continue;
        const requeued = await store.update(lead.id, (current) =>
          waiting(current)
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
