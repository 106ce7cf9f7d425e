import type { Campaign } from "../../lib/campaign-attribution";
import type { LeadFormName } from "../shared/lead-forms";
import type { FieldValue } from "../../lib/validation";

/**
 * pending: a webhook is configured and this revision has not reached it yet.
 * sent: the webhook accepted the latest revision.
 * skipped: no webhook was configured when the lead was stored.
 */
export type DeliveryStatus = "pending" | "sent" | "skipped";

export interface LeadDelivery {
  status: DeliveryStatus;
  attempts: number;
  lastAttemptAt: string | null;
  lastError: string | null;
  deliveredAt: string | null;
  deliveredRevision: number | null;
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
}

/** A submission answered like a success but not kept (a bot filled the honeypot). */
export interface DiscardedSubmission {
  at: string;
  form: LeadFormName;
  reason: "honeypot";
}
