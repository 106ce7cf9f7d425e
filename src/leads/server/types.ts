import type { Campaign } from "../../lib/campaign-attribution";
import type { ContactIntentId } from "../../lib/contact-intents";
import type { LeadFormName } from "../shared/lead-forms";
import type { FieldValue } from "../../lib/validation";

/**
 * How a lead's delivery was kept before each destination had its own row (delivery/states.ts): read once,
 * to make its rows (the PostgreSQL migration 6, the file store's sweep), and never written.
 */
export interface LegacyDelivery {
  status: "pending" | "sent" | "skipped" | "failed" | "unconfirmed" | "spam";
  attempts: number;
  lastAttemptAt: string | null;
  lastError: string | null;
  deliveredAt: string | null;
  deliveredRevision: number | null;
  nextAttemptAt?: string | null;
}

export interface LeadMeta {
  /** Where a newsletter form sits (footer, blog_post). */
  source: string | null;
  /** Path of the page the form was sent from. */
  page: string | null;
  campaign: Campaign | null;
  /** What the call-to-action that opened the contact dialog promised (src/lib/contact-intents.ts). */
  intent?: ContactIntentId | null;
  /** The privacy policy's version the form's page was built with (its `date`). */
  policyVersion?: string | null;
  /** The browser's consent id: links the visitor's privacy choices (consent records) to this lead. */
  consentId?: string | null;
}

/** Double opt-in (newsletter): when its link was followed (its e-mail is a delivery row: delivery/states.ts). */
export interface LeadConfirmation {
  /** Only on a signup stored before delivery rows: when its e-mail went out. */
  mailedAt?: string | null;
  confirmedAt: string | null;
  /**
   * While one press of the link's button records the consent and confirms (until this time): a press meanwhile
   * (a double-click, a replay) records nothing of its own. Gone once confirmed.
   */
  confirmingUntil?: string | null;
}

/** What a spam trap caught (spam.ts). */
export type SpamReason = "honeypot" | "too-fast" | "token-reused" | "links" | "turnstile";

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
  /** Only on a lead stored before delivery rows: see LegacyDelivery. */
  delivery?: LegacyDelivery;
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
  /** Newsletter signups under double opt-in only. */
  confirmation?: LeadConfirmation;
  /** Set when a trap caught it: the lead is kept for review and never delivered. */
  spam?: SpamReason[];
}

/**
 * Proof of one consent (GDPR Art. 7(1)): a privacy choice saved in the dialog or banner, or a newsletter
 * signup confirmed by its link. Kept beside the leads for the same retention period.
 */
export interface ConsentRecord {
  id: string;
  at: string;
  kind: "privacy-choice" | "newsletter";
  /** What was agreed to: { analytics, marketing } for a privacy choice, { newsletter: true } for a signup. */
  choices: Record<string, boolean>;
  /** The privacy policy's version the page showed. */
  policyVersion: string | null;
  /** The page the choice was made on (a signup: the page it was sent from). */
  page: string | null;
  /** HMAC-SHA256 of the client's address with LEADS_SECRET: the same address hashes alike, none can be read back. */
  addressHash: string;
  /**
   * A newsletter confirmation: HMAC-SHA256 of the e-mail address it confirms (lower-cased) with LEADS_SECRET,
   * by which a person's request finds it (subject.ts). Absent on privacy choices and older records.
   */
  emailHash?: string;
  /** The browser's consent id (privacy choices; a signup's, when its form carried one). */
  consentId: string | null;
  /** The newsletter lead a confirmation confirmed. */
  leadId: string | null;
  /** The browser sent Global Privacy Control (privacy choices). */
  gpc?: boolean;
}
