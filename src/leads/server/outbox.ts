/**
 * Delivery to the webhook as an outbox. Every lead carries its delivery state
 * (pending, sent, skipped, failed), its tries and when the next one is due.
 *
 * - A worker claims due leads (store.claimDue: FOR UPDATE SKIP LOCKED in
 *   PostgreSQL, the lead's lock file in the file store) for a lease longer than
 *   a try can take, sends each claimed lead once and records the outcome only
 *   while its claim holds. Two workers (a route and `npm run leads:retry`, or two
 *   scheduled runs) therefore never send the same lead at the same time.
 * - A failed try sets the next one after an exponential backoff; after
 *   LEADS_WEBHOOK_MAX_ATTEMPTS tries, or an answer that retrying will not change
 *   (a 4xx other than 408 and 429), the delivery is failed: leads:export shows
 *   it and `leads:retry -- --failed` queues it again.
 * - A lead whose content changed while it was being sent (contact step 2) is
 *   sent again at once with its new revision.
 *
 * The route tries right after answering (forward, LEADS_WEBHOOK_ATTEMPTS tries
 * with the same backoff); anything left is the worker's (run): the production
 * server runs it every minute, and on other hosts a scheduler runs
 * `npm run leads:retry`.
 */
import { randomUUID } from "node:crypto";
import type { WebhookConfig } from "./config";
import type { LeadStore } from "./store";
import type { LeadDelivery, LeadRecord } from "./types";
import { type Attempt, backoffDelay, sendToWebhook } from "./webhook";

export interface OutboxOptions {
  store: LeadStore;
  webhook: WebhookConfig;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  now?: () => Date;
  /** This worker's claim token (a fresh one by default). */
  token?: string;
}

export interface OutboxRun {
  sent: string[];
  /** Tried and failed, with another try scheduled. */
  retrying: string[];
  /** Tried and failed for good. */
  failed: string[];
}

export interface Outbox {
  /** The route's delivery right after storing: up to LEADS_WEBHOOK_ATTEMPTS tries; true when delivered. */
  forward(id: string): Promise<boolean>;
  /** One worker pass: every lead due now is claimed and tried once. */
  run(): Promise<OutboxRun>;
  /** Queues every failed delivery again; resolves to how many. */
  requeueFailed(): Promise<number>;
}

/** How often, and how long at most, a route waits again when its timer woke before the lead was due. */
const MAX_EARLY_WAKES = 3;
const ROUTE_WAIT_LIMIT_MS = 60_000;
/** Leads claimed at once by a worker pass, and sent in parallel. */
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
  const now = options.now ?? (() => new Date());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const token = options.token ?? randomUUID();
  const leaseMs = leaseFor(webhook);

  /** Sends a claimed lead once and records the outcome; the new delivery, or null if the claim was lost. */
  async function deliver(lead: LeadRecord): Promise<LeadDelivery | null> {
    const result = await sendToWebhook(lead, webhook, options.fetch, now());
    const at = now();
    const saved = await store.update(lead.id, (current) =>
      current.delivery.claimToken === token
        ? { ...current, delivery: settleDelivery(current, lead.revision, result, at, webhook, options.random) }
        : null,
    );
    return saved?.delivery ?? null;
  }

  const claim = async (id: string): Promise<LeadRecord | undefined> =>
    (await store.claimDue({ now: now(), leaseMs, token, limit: 1, ids: [id] }))[0];

  /**
   * The route's next try, after its backoff. A timer can wake before the time it waited for by the
   * wall clock that `nextAttemptAt` is kept in (timers run on a monotonic clock, and the wall clock
   * may be slewed or stepped), so while the lead is still this route's to try (pending, unclaimed)
   * and due within ROUTE_WAIT_LIMIT_MS, wait out the rest (none if it became due meanwhile) and
   * claim again.
   */
  async function claimWhenDue(id: string): Promise<LeadRecord | undefined> {
    for (let waits = 0; ; waits += 1) {
      const lead = await claim(id);
      if (lead || waits >= MAX_EARLY_WAKES) return lead;
      const current = await store.get(id);
      if (current?.delivery.status !== "pending" || current.delivery.claimToken) return undefined;
      const rest = Date.parse(current.delivery.nextAttemptAt ?? "") - now().getTime();
      if (Number.isNaN(rest) || rest > ROUTE_WAIT_LIMIT_MS) return undefined;
      // Due by now (the clock passed the time between the claim and this read): claim again at once.
      if (rest > 0) await sleep(rest);
    }
  }

  return {
    async forward(id) {
      for (let tries = 1; tries <= webhook.attempts; tries += 1) {
        const lead = tries === 1 ? await claim(id) : await claimWhenDue(id);
        if (!lead) {
          // Not due, taken by another worker, or already settled.
          return (await store.get(id))?.delivery.status === "sent";
        }
        const delivery = await deliver(lead);
        if (delivery?.status !== "pending") return delivery?.status === "sent";
        const wait = Date.parse(delivery.nextAttemptAt ?? "") - now().getTime();
        if (tries < webhook.attempts && wait > 0) await sleep(wait);
      }
      return false;
    },

    async run() {
      const outcome: OutboxRun = { sent: [], retrying: [], failed: [] };
      for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
        const claimed = await store.claimDue({ now: now(), leaseMs, token, limit: BATCH });
        if (claimed.length === 0) break;
        await Promise.all(
          claimed.map(async (lead) => {
            const delivery = await deliver(lead);
            if (delivery?.status === "sent") outcome.sent.push(lead.id);
            else if (delivery?.status === "failed") outcome.failed.push(lead.id);
            else if (delivery && Date.parse(delivery.nextAttemptAt ?? "") > now().getTime()) {
              outcome.retrying.push(lead.id);
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
