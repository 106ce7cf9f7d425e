/**
 * The outbox: the one code that sends (src/leads/README.md, "Delivery"). A pass claims due rows for the
 * destinations this process can send (states.ts), tries each once within one hard deadline shorter than
 * its lease (deadline.ts), and records the outcome only while its claim holds; a try counts from its start,
 * so the try limit holds however many processes send and whatever becomes of them. It also fails the rows
 * whose last try never reported, raises an alert per failure and per lag incident (alerts.ts), and says
 * when the next row falls due. Any number of processes may run passes at once (servers, `leads:retry`).
 */
import type { LeadsConfig } from "../config";
import { type Log } from "../explain";
import { sendMail } from "./mail";
import type { ClaimedDelivery, LeadStore } from "../store/store";
import type { LeadRecord } from "../types";
import { erasedPayload, postEvent, sendToWebhook } from "./webhook";
import {
  DESTINATION_NAMES,
  LAG_INCIDENT,
  alertMail,
  failureAlert,
  failureSentence,
  lagAlert,
  lagSentence,
} from "./alerts";
import { confirmationMail } from "./confirmation-mail";
import { withDeadline } from "./deadline";
import { notifyMail } from "./notify-mail";
import { type SitePages, sitePages } from "./site-pages";
import { sendToSlack } from "./slack";
import {
  type Attempt,
  type DeliveryRow,
  type Destination,
  type RetryPolicy,
  abandon,
  alerted,
  isAbandoned,
  needsAlert,
  requeue,
  settle,
} from "./states";

export interface OutboxOptions {
  store: LeadStore;
  config: LeadsConfig;
  /** The built site's pages, which a confirmation e-mail may name (default: those under config.publicDir). */
  pages?: SitePages;
  random?: () => number;
  log?: Log;
}

export interface OutboxRun {
  /** Rows delivered by this pass. */
  sent: string[];
  /** Tried and failed, with another try to come. */
  retrying: string[];
  /** Failed for good by this pass. */
  failed: string[];
  /** Tries whose outcome came after their claim had passed: not recorded (they still counted). */
  discarded: string[];
  /** How long until the next pending row falls due, on the store's clock (null: none waits). */
  nextDueInMs: number | null;
}

export interface Outbox {
  /** One pass: every row due now is claimed and tried once. */
  run(): Promise<OutboxRun>;
  /** Makes every failed delivery pending again, from its first try; resolves to how many. */
  requeueFailed(): Promise<number>;
}

/** Rows claimed at once by a pass, and sent in parallel. */
const BATCH = 8;
/** A bound on one pass (a lead changing endlessly must not keep a worker busy forever). */
const MAX_BATCHES_PER_RUN = 500;

/** The destinations these settings can send to, each with its retry policy. */
export function sendableDestinations(config: LeadsConfig): Partial<Record<Destination, RetryPolicy>> {
  const policy = { maxAttempts: config.delivery.maxAttempts, backoffMs: config.delivery.backoffMs };
  const mail = config.mail !== null;
  return {
    ...(mail ? { confirmation: policy } : {}),
    ...(mail && config.notify ? { notify: policy } : {}),
    ...(config.slack ? { slack: policy } : {}),
    ...(config.webhook ? { webhook: policy } : {}),
    ...(mail && config.alert ? { alert: policy } : {}),
  };
}

/** How a try of a row is named in the log. */
const TRY_NAMES: Record<Destination, string> = {
  confirmation: "Confirmation e-mail",
  notify: "Sales inbox e-mail",
  slack: "Slack",
  webhook: "Webhook",
  alert: "Alert e-mail",
};
const subjectOf = (row: DeliveryRow) =>
  row.message?.kind === "erased"
    ? `the erasure of lead ${row.message.leadId}`
    : row.leadId
      ? `lead ${row.leadId}`
      : row.id;

export function createOutbox(options: OutboxOptions): Outbox {
  const { store, config } = options;
  const log = options.log ?? console;
  const policies = sendableDestinations(config);
  const destinations = Object.keys(policies) as Destination[];
  let pages = options.pages;

  /** One try of a claimed row, to its destination. */
  function send(row: DeliveryRow, lead: LeadRecord | null, signal: AbortSignal): Promise<Attempt> {
    const { mail, webhook, slack, notify, alert } = config;
    const now = new Date();
    if (row.destination === "alert") return sendMail(mail!, alertMail(row, config, alert!.to), signal);
    if (row.message?.kind === "erased") {
      return postEvent(
        erasedPayload({ id: row.message.leadId, form: row.message.form }),
        `${row.message.leadId}:erased`,
        webhook!,
        now,
        signal,
      );
    }
    if (!lead) return Promise.resolve({ ok: false, retryable: false, error: "ENOLEAD: the lead is no longer stored" });
    switch (row.destination) {
      case "confirmation":
        pages ??= sitePages(config.publicDir);
        return sendMail(mail!, confirmationMail(lead, config, now, pages), signal);
      case "notify":
        return sendMail(mail!, notifyMail(lead, config, notify!.to), signal);
      case "slack":
        return sendToSlack(lead, slack!, config, config.delivery.timeoutMs, signal);
      case "webhook":
        return sendToWebhook(lead, webhook!, now, signal);
    }
  }

  /** Tells of a failed row once: its alert queued (or, without LEADS_ALERT_EMAIL, only the log line). */
  async function raiseFailure(row: DeliveryRow): Promise<void> {
    if (policies.alert) await store.addDeliveries((now) => [failureAlert(row, now)]);
    const marked = await store.changeDelivery(row.id, (current, now) =>
      needsAlert(current) ? alerted(current, now) : null,
    );
    if (marked)
      log.error(
        `Lead delivery alert: ${failureSentence(row)}${policies.alert ? "" : " (LEADS_ALERT_EMAIL is not set)"}`,
      );
  }

  /** Tries one claimed row and records what became of it, if its claim still holds. */
  async function deliver({ row, lead }: ClaimedDelivery, outcome: OutboxRun): Promise<void> {
    const policy = policies[row.destination]!;
    const sentRevision = lead?.revision ?? row.revision;
    const result = await withDeadline(config.delivery.timeoutMs, (signal) => send(row, lead, signal));
    const saved = await store.changeDelivery(row.id, (current, now) =>
      settle(current, { id: row.id, fence: row.fence }, sentRevision, result, now, policy, options.random),
    );
    const what = `${TRY_NAMES[row.destination]} try ${row.attempts} of ${policy.maxAttempts} for ${subjectOf(row)}`;
    if (!saved) {
      outcome.discarded.push(row.id);
      log.error(
        `${what} ended after its lease had passed: its outcome (${result.ok ? "sent" : result.error}) is not recorded; the try counts`,
      );
      return;
    }
    if (result.ok) {
      outcome.sent.push(row.id);
      return;
    }
    const final = saved.state === "failed" ? "; delivery failed" : "";
    log.error(`${what} failed: ${result.error}${final}`);
    if (saved.state === "failed") {
      outcome.failed.push(row.id);
      if (needsAlert(saved)) await raiseFailure(saved);
    } else if (saved.state === "pending") outcome.retrying.push(row.id);
  }

  /** Rows whose last try never reported, with no try left: failed. Failures nobody was told of: told. */
  async function lookAfterNeglected(outcome: OutboxRun): Promise<void> {
    for (const row of await store.neglectedDeliveries(policies)) {
      const policy = policies[row.destination];
      const failed = policy
        ? await store.changeDelivery(row.id, (current, now) =>
            isAbandoned(current, now, policy) ? abandon(current) : null,
          )
        : null;
      if (failed) {
        outcome.failed.push(row.id);
        log.error(
          `${TRY_NAMES[row.destination]} try ${failed.attempts} of ${policy!.maxAttempts} for ${subjectOf(failed)} never reported; delivery failed`,
        );
      }
      const current = failed ?? row;
      if (needsAlert(current)) await raiseFailure(current);
    }
  }

  /**
   * Opens the lag incident (one alert) when a pass finds the oldest due row waiting too long (no worker
   * ran, or they cannot keep up); closes it when a pass finds none has, once it has been open as long as
   * the limit itself (a backlog worked off by several workers does not open and close it by turns).
   */
  async function watchLag(): Promise<void> {
    const lag = await store.outboxLag(destinations);
    const waited = lag.oldestDue ? Date.parse(lag.now) - Date.parse(lag.oldestDue.nextAttemptAt) : 0;
    if (lag.oldestDue && waited > config.delivery.alertLagMs) {
      const openedAt = await store.openIncident(LAG_INCIDENT);
      if (openedAt) {
        const sentence = lagSentence(lag.oldestDue, lag.now, lag.due);
        if (policies.alert) await store.addDeliveries((now) => [lagAlert(sentence, openedAt, now)]);
        log.error(`Lead delivery alert: ${sentence}${policies.alert ? "" : " (LEADS_ALERT_EMAIL is not set)"}`);
      }
    } else if (await store.closeIncident(LAG_INCIDENT, config.delivery.alertLagMs)) {
      log.error("The lead outbox caught up: no due delivery has waited longer than LEADS_ALERT_LAG_MS");
    }
  }

  /** How long until the next pending row falls due, on the store's clock. */
  async function nextDue(): Promise<number | null> {
    const lag = await store.outboxLag(destinations);
    if (lag.due > 0) return 0;
    return lag.nextDueAt ? Math.max(0, Date.parse(lag.nextDueAt) - Date.parse(lag.now)) : null;
  }

  return {
    async run() {
      const outcome: OutboxRun = { sent: [], retrying: [], failed: [], discarded: [], nextDueInMs: null };
      if (destinations.length === 0) return outcome;
      await lookAfterNeglected(outcome);
      await watchLag();
      for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
        const claimed = await store.claimDeliveries({ policies, leaseMs: config.delivery.leaseMs, limit: BATCH });
        if (claimed.length === 0) break;
        await Promise.all(claimed.map((entry) => deliver(entry, outcome)));
      }
      outcome.nextDueInMs = await nextDue();
      // Each row once, by how the pass left it.
      const done = new Set([...outcome.sent, ...outcome.failed]);
      return {
        ...outcome,
        sent: [...new Set(outcome.sent)],
        failed: [...new Set(outcome.failed)],
        retrying: [...new Set(outcome.retrying)].filter((id) => !done.has(id)),
        discarded: [...new Set(outcome.discarded)],
      };
    },

    async requeueFailed() {
      let count = 0;
      for (const row of await store.listDeliveries(["failed"])) {
        if (
          await store.changeDelivery(row.id, (current, now) =>
            current.state === "failed" ? requeue(current, now) : null,
          )
        ) {
          count += 1;
        }
      }
      return count;
    },
  };
}

export { DESTINATION_NAMES };
