/**
 * Every state a delivery can be in and every transition between them (src/leads/README.md, "Delivery"):
 * the one place they are decided. A delivery is one row per lead and destination (the visitor's
 * confirmation e-mail, the sales inbox, Slack, the webhook), or a row of its own for what has no lead
 * (an alert, a `lead.erased` notice). The stores keep rows and apply these functions under a lock, with
 * the time read from their own clock (PostgreSQL's `now()`, the file system's), never a process's.
 *
 * A try is taken by a claim: the row's fence goes up by one, its tries by one (the try counts whatever
 * becomes of it) and a lease is set. Only the claim holding the current fence, before its lease has
 * passed on the store's clock, records the outcome; any other result is thrown away.
 */
import type { LeadRecord } from "../types";

export const DESTINATIONS = ["confirmation", "notify", "slack", "webhook", "alert"] as const;
/**
 * confirmation: the newsletter's double opt-in e-mail to the address signed up;
 * notify: the plain-text e-mail to the sales inbox (LEADS_NOTIFY_EMAIL);
 * slack: a Slack incoming webhook (LEADS_SLACK_WEBHOOK_URL);
 * webhook: the signed JSON request (LEADS_WEBHOOK_URL), and the `lead.erased` notice;
 * alert: an e-mail to LEADS_ALERT_EMAIL about an incident.
 */
export type Destination = (typeof DESTINATIONS)[number];

/**
 * pending: waits for its time (`nextAttemptAt`); while a lease is held, a try is under way.
 * sent: the destination took revision `deliveredRevision`.
 * failed: every try allowed was made, the destination refused it for good, or the last try did not report
 *   within its lease; `npm run leads:retry -- --failed` makes it pending again.
 * withheld: never to be sent, and `lastError` says why: a confirmation e-mail over its address's daily limit
 *   (the signup stays unconfirmed), or a lead whose contact step 2 was caught as spam.
 * erasing: its lead is being erased: no try starts; one under way still records what became of it.
 */
export type DeliveryState = "pending" | "sent" | "failed" | "withheld" | "erasing";

/** What a row without a lead sends: an alert's words, or the notice that a lead was erased. */
export type DeliveryMessage =
  { kind: "alert"; subject: string; text: string } | { kind: "erased"; leadId: string; form: LeadRecord["form"] };

/** One try, as the row's log keeps it. */
export interface TryRecord {
  attempt: number;
  at: string;
  /** "sent", the error, or that no outcome came back within the lease (null while under way). */
  outcome: string | null;
}

export interface DeliveryRow {
  /** `<lead id>.<destination>`, `<lead id>.erased`, or `alert.<incident>`. */
  id: string;
  leadId: string | null;
  destination: Destination;
  /** The lead's revision it must deliver (it sends the lead as it is when a try starts). */
  revision: number;
  message: DeliveryMessage | null;
  state: DeliveryState;
  /** Tries made, counted when each starts. */
  attempts: number;
  /** Raised by every claim: a result is recorded only with the fence its claim took. */
  fence: number;
  createdAt: string;
  nextAttemptAt: string;
  /** While set and not passed on the store's clock, a try under way holds the row. */
  leaseUntil: string | null;
  lastAttemptAt: string | null;
  lastError: string | null;
  deliveredAt: string | null;
  deliveredRevision: number | null;
  /** A failed row's alert has been queued (one per failure). */
  alertedAt: string | null;
  /** Every try, oldest first (at most the last MAX_LOG). */
  log: TryRecord[];
}

/** How often a destination is tried and the wait before its 2nd try (doubled each time, at most an hour). */
export interface RetryPolicy {
  maxAttempts: number;
  backoffMs: number;
}

/** A claim on a row: its id and the fence the claim took. */
export interface Claim {
  id: string;
  fence: number;
}

export type Attempt = { ok: true } | { ok: false; retryable: boolean; error: string };

/** The longest wait between two tries. */
export const MAX_BACKOFF_MS = 3_600_000;
const MAX_LOG = 100;
export const ABANDONED = "no outcome came back within the lease";

/** Wait before try `attempt + 1`: base × 2^(attempt-1), ±25 % jitter, at most an hour. */
export function backoffDelay(attempt: number, baseMs: number, random: () => number = Math.random): number {
  const exponential = baseMs * 2 ** (attempt - 1);
  return Math.min(MAX_BACKOFF_MS, Math.round(exponential * (0.75 + random() * 0.5)));
}

const iso = (date: Date) => date.toISOString();
const plus = (date: Date, ms: number) => iso(new Date(date.getTime() + ms));
const passed = (time: string | null, now: Date) => !time || Date.parse(time) <= now.getTime();

/** The row id of a lead's delivery to a destination. */
export const rowId = (leadId: string, destination: Destination) => `${leadId}.${destination}`;

/** A new row, due now (or withheld, never to be sent, with the sentence that says why). */
export function newRow(
  init: { id: string; leadId: string | null; destination: Destination; revision?: number; message?: DeliveryMessage },
  now: Date,
  withheld?: string,
): DeliveryRow {
  return {
    id: init.id,
    leadId: init.leadId,
    destination: init.destination,
    revision: init.revision ?? 1,
    message: init.message ?? null,
    state: withheld ? "withheld" : "pending",
    attempts: 0,
    fence: 0,
    createdAt: iso(now),
    nextAttemptAt: iso(now),
    leaseUntil: null,
    lastAttemptAt: null,
    lastError: withheld ?? null,
    deliveredAt: null,
    deliveredRevision: null,
    alertedAt: null,
    log: [],
  };
}

/** A lead's row to `destination` for revision `revision`. */
export function leadRow(lead: Pick<LeadRecord, "id" | "revision">, destination: Destination, now: Date): DeliveryRow {
  return newRow({ id: rowId(lead.id, destination), leadId: lead.id, destination, revision: lead.revision }, now);
}

/** Pending, due, no lease held, and a try left: a worker may claim it. */
export function isClaimable(row: DeliveryRow, now: Date, policy: RetryPolicy): boolean {
  return (
    row.state === "pending" &&
    passed(row.nextAttemptAt, now) &&
    passed(row.leaseUntil, now) &&
    row.attempts < policy.maxAttempts
  );
}

/** Pending with no try left and no try under way: its last try never reported (or the limit was lowered). */
export function isAbandoned(row: DeliveryRow, now: Date, policy: RetryPolicy): boolean {
  return row.state === "pending" && row.attempts >= policy.maxAttempts && passed(row.leaseUntil, now);
}

/** A try under way holds the row. */
export const isUnderWay = (row: DeliveryRow, now: Date) => row.leaseUntil !== null && !passed(row.leaseUntil, now);

/** The last try's log entry closed as abandoned when it never reported. */
function closeOpenTry(log: TryRecord[]): TryRecord[] {
  const last = log.at(-1);
  return last && last.outcome === null ? [...log.slice(0, -1), { ...last, outcome: ABANDONED }] : log;
}

const appendTry = (log: TryRecord[], entry: TryRecord) => [...closeOpenTry(log), entry].slice(-MAX_LOG);

/** The row claimed for one try: fence and tries up by one, leased until `now + leaseMs`. */
export function claim(row: DeliveryRow, now: Date, leaseMs: number): DeliveryRow {
  const attempt = row.attempts + 1;
  return {
    ...row,
    attempts: attempt,
    fence: row.fence + 1,
    leaseUntil: plus(now, leaseMs),
    lastAttemptAt: iso(now),
    log: appendTry(row.log, { attempt, at: iso(now), outcome: null }),
  };
}

/** Whether `held` still holds the row at `now`: its fence is current and its lease has not passed. */
export function holds(row: DeliveryRow, held: Claim, now: Date): boolean {
  return row.fence === held.fence && row.leaseUntil !== null && !passed(row.leaseUntil, now);
}

/**
 * The row after the try of `held` with `result`, or null when that claim no longer holds it (the result is
 * thrown away; the try was counted when it started). `sentRevision` is the lead's revision the try sent.
 */
export function settle(
  row: DeliveryRow,
  held: Claim,
  sentRevision: number,
  result: Attempt,
  now: Date,
  policy: RetryPolicy,
  random: () => number = Math.random,
): DeliveryRow | null {
  if (!holds(row, held, now)) return null;
  const outcome = result.ok ? "sent" : result.error;
  const last = row.log.at(-1);
  const log = last?.outcome === null ? [...row.log.slice(0, -1), { ...last, outcome }] : row.log;
  const base: DeliveryRow = { ...row, leaseUntil: null, log };
  const delivered = result.ok ? { deliveredAt: iso(now), deliveredRevision: sentRevision, lastError: null } : {};
  // An erasure waits for this try, a withheld row keeps its reason: only what reached the destination is recorded.
  if (row.state === "erasing" || row.state === "withheld")
    return { ...base, ...delivered, ...(result.ok ? {} : { lastError: result.error }) };
  if (result.ok) {
    // The lead changed while it was sent: the newer revision is due at once.
    if (row.revision !== sentRevision) return { ...base, ...delivered, nextAttemptAt: iso(now) };
    return { ...base, ...delivered, state: "sent" };
  }
  if (!result.retryable || row.attempts >= policy.maxAttempts) {
    return { ...base, state: "failed", lastError: result.error };
  }
  return {
    ...base,
    lastError: result.error,
    nextAttemptAt: plus(now, backoffDelay(row.attempts, policy.backoffMs, random)),
  };
}

/** A row whose last try never reported and has no try left: failed. */
export function abandon(row: DeliveryRow): DeliveryRow {
  return { ...row, state: "failed", leaseUntil: null, lastError: ABANDONED, log: closeOpenTry(row.log) };
}

/**
 * The lead has a new revision (contact step 2) to deliver: a row that was done with the old one is due
 * again with fresh tries; a pending one sends the new revision at its next try. A try under way keeps
 * its claim: when it reports, the newer revision is due at once.
 */
export function revise(row: DeliveryRow, revision: number, now: Date): DeliveryRow {
  if (row.state === "withheld" || row.state === "erasing" || revision <= row.revision) return row;
  if (row.state === "pending") return { ...row, revision, attempts: 0 };
  return { ...row, revision, state: "pending", attempts: 0, nextAttemptAt: iso(now), lastError: null, alertedAt: null };
}

/** A signup confirmed by its link: the e-mail that carried the link reached its reader, whatever its row says. */
export function confirmed(row: DeliveryRow, now: Date): DeliveryRow {
  if (row.state !== "pending") return row;
  return { ...row, state: "sent", deliveredAt: row.deliveredAt ?? iso(now), deliveredRevision: row.revision };
}

/** `npm run leads:retry -- --failed`: a failed row tried again from its first try. */
export function requeue(row: DeliveryRow, now: Date): DeliveryRow {
  if (row.state !== "failed") return row;
  return { ...row, state: "pending", attempts: 0, nextAttemptAt: iso(now), alertedAt: null };
}

/** Never to be sent (a try under way still records what became of it), with the sentence that says why. */
export function withhold(row: DeliveryRow, reason: string): DeliveryRow {
  return row.state === "pending" ? { ...row, state: "withheld", lastError: reason } : row;
}

/** The lead is being erased: no new try; one under way still reports. */
export function erasing(row: DeliveryRow): DeliveryRow {
  return { ...row, state: "erasing" };
}

/** A failed row whose alert has been queued. */
export function alerted(row: DeliveryRow, now: Date): DeliveryRow {
  return row.state === "failed" && !row.alertedAt ? { ...row, alertedAt: iso(now) } : row;
}

/** A failed row nobody has been told of yet (alerts themselves are only logged when they fail). */
export const needsAlert = (row: DeliveryRow) => row.state === "failed" && !row.alertedAt && row.destination !== "alert";

/**
 * A lead's delivery as one word, for exports and commands: spam; unconfirmed (a signup waiting for its
 * link); failed, pending or sent over its rows; skipped when it has none to deliver.
 */
export type DeliverySummary = "spam" | "unconfirmed" | "failed" | "pending" | "sent" | "skipped";

export function summarize(lead: LeadRecord, rows: readonly DeliveryRow[]): DeliverySummary {
  if (lead.spam?.length) return "spam";
  const own = rows.filter((row) => row.destination !== "confirmation");
  if (lead.confirmation && !lead.confirmation.confirmedAt) return "unconfirmed";
  if (own.some((row) => row.state === "failed")) return "failed";
  if (own.some((row) => row.state === "pending" || row.state === "erasing")) return "pending";
  return own.length > 0 ? "sent" : "skipped";
}

/**
 * The rows of a lead stored before delivery rows, from its one `delivery` field (which tracked the
 * confirmation e-mail until it went out, then the webhook): a signup not yet mailed has its confirmation
 * due, a mailed one's is sent; a lead whose webhook delivery was pending, sent or failed keeps that.
 */
export function fromLegacy(lead: LeadRecord, now: Date): DeliveryRow[] {
  const old = lead.delivery;
  if (!old || lead.spam?.length || old.status === "spam") return [];
  const rows: DeliveryRow[] = [];
  const keep = (row: DeliveryRow, state: DeliveryState): DeliveryRow => ({
    ...row,
    state,
    attempts: old.attempts,
    nextAttemptAt: old.nextAttemptAt ?? row.nextAttemptAt,
    lastAttemptAt: old.lastAttemptAt,
    lastError: old.lastError,
    // A failure from before is not an incident of today: no alert for it.
    alertedAt: state === "failed" ? row.createdAt : null,
  });
  const confirmation = lead.confirmation;
  if (confirmation) {
    const row = leadRow(lead, "confirmation", now);
    if (confirmation.mailedAt || confirmation.confirmedAt) {
      rows.push({
        ...row,
        state: "sent",
        deliveredAt: confirmation.mailedAt ?? confirmation.confirmedAt,
        deliveredRevision: 1,
      });
    } else {
      rows.push(keep(row, old.status === "failed" ? "failed" : "pending"));
    }
    if (!confirmation.confirmedAt) return rows;
  }
  if (old.status === "pending" || old.status === "failed") rows.push(keep(leadRow(lead, "webhook", now), old.status));
  if (old.status === "sent") {
    rows.push({
      ...leadRow(lead, "webhook", now),
      state: "sent",
      attempts: old.attempts,
      lastAttemptAt: old.lastAttemptAt,
      deliveredAt: old.deliveredAt,
      deliveredRevision: old.deliveredRevision,
    });
  }
  return rows;
}
