import type { Campaign } from "../../lib/campaign-attribution";
import type { LeadFormName } from "../shared/lead-forms";
import type { FieldValue } from "../../lib/validation";

/**
 * pending: a webhook is configured and this revision has not reached it yet (the outbox sends it when due).
 * sent: the webhook accepted the latest revision.
 * skipped: no webhook was configured when the lead was stored.
 * failed: every try allowed was made, or the webhook refused it for good (a 4xx other than 408/429);
 *   `npm run leads:export` shows it and `npm run leads:retry -- --failed` queues it again.
 */
export type DeliveryStatus = "pending" | "sent" | "skipped" | "failed";

export interface LeadDelivery {
  status: DeliveryStatus;
  attempts: number;
  lastAttemptAt: string | null;
  lastError: string | null;
  deliveredAt: string | null;
  deliveredRevision: number | null;
  /** When the outbox may try next (pending only); absent on leads stored before the outbox existed: due. */
  nextAttemptAt?: string | null;
  /** A worker sending it holds it until then; another worker takes it only once this has passed. */
  claimedUntil?: string | null;
  /** Which worker's claim it is: an outcome is recorded only by the claim's holder. */
  claimToken?: string | null;
}

export interface LeadMeta {
  /** Where a newsletter form sits (footer, blog_post). */
  source: string | null;
  /** Path of the page the form was sent from. */
  page: string | null;
  campaign: Campaign | null;
}

export interface LeadRecord {
  id: string;
  form: LeadFormName;
  /** 1 when created, +1 on every change of its content (contact step 2). */
  revision: number;
  createdAt: string;
  updatedAt: string;
  /** The form's fields, validated and cleaned. */
  fields: Record<string, FieldValue>;
  /** Contact step 2 (interests, budget, timeline); null until sent and for the other forms. */
  details: Record<string, FieldValue> | null;
  meta: LeadMeta;
  delivery: LeadDelivery;
  /**
   * The idempotency keys this lead has taken (its creation's, then contact step 2's): a repeat of one
   * is answered as the first time and changes nothing. Absent on leads stored before keys existed.
   */
  idempotencyKeys?: string[];
  /**
   * Each key's fingerprint (a hash of the cleaned values it was sent with): the same key sent with
   * other values is refused (409) instead of answered as the first. Absent on leads stored before.
   */
  fingerprints?: Record<string, string>;
}

/** A submission answered like a success but not kept (a bot filled the honeypot). */
export interface DiscardedSubmission {
  at: string;
  form: LeadFormName;
  reason: "honeypot";
}
