/**
 * A person's data on request (GDPR Arts. 15 and 17), by e-mail address: every lead of every form that
 * names it in an e-mail field (a referral names two people: both find it), with its revisions' content,
 * its delivery state and tries, its keys and spam verdict, and the consent records linked to those leads
 * (the newsletter confirmation of a lead, the privacy choices of the browser that sent one).
 * `npm run leads:subject` writes it as JSON and erases it.
 */
import { LEAD_FORMS, allFields } from "../shared/lead-forms";
import { normalizeEmail } from "../../lib/validation";
import type { LeadsConfig } from "./config";
import { type LeadErasure, describeReach, noticeErasures, stopDeliveries } from "./delivery/erase";
import type { LeadStore } from "./store";
import type { ConsentRecord, LeadRecord } from "./types";

export interface SubjectData {
  email: string;
  /** When this was gathered. */
  at: string;
  leads: LeadRecord[];
  consents: ConsentRecord[];
}

/** The e-mail fields of every form (both steps). */
const EMAIL_FIELDS = [
  ...new Set(
    LEAD_FORMS.flatMap((form) =>
      Object.entries(allFields(form).rules)
        .filter(([, spec]) => spec.kind === "email")
        .map(([name]) => name),
    ),
  ),
];

/** Everything the store holds about `email`. */
export async function findSubject(store: LeadStore, email: string, now = new Date()): Promise<SubjectData> {
  // Whatever case the address was typed in: a request finds more rather than less.
  const same = (value: unknown) =>
    typeof value === "string" && normalizeEmail(value).toLowerCase() === normalizeEmail(email).toLowerCase();
  const leads = (await store.list()).filter((lead) =>
    EMAIL_FIELDS.some((name) => same(lead.fields[name]) || same(lead.details?.[name])),
  );
  const ids = new Set(leads.map((lead) => lead.id));
  const browsers = new Set(leads.map((lead) => lead.meta.consentId).filter(Boolean));
  const consents = (await store.listConsents()).filter(
    (record) => (record.leadId && ids.has(record.leadId)) || (record.consentId && browsers.has(record.consentId)),
  );
  return { email: normalizeEmail(email), at: now.toISOString(), leads, consents };
}

/** One line per thing an erasure deleted, saying where each lead had gone (delivery/erase.ts). */
export function describeErasure({ leads, consents }: SubjectData, erasures: readonly LeadErasure[]): string[] {
  return [
    ...leads.map(
      (lead) =>
        `lead ${lead.id} (${lead.form}, ${lead.createdAt}${describeReach(erasures.find((entry) => entry.leadId === lead.id))})`,
    ),
    ...consents.map((record) => `consent record ${record.id} (${record.kind}, ${record.at})`),
  ];
}

/**
 * Deletes what `findSubject` found: deliveries stop first (a try under way is waited for), so nothing is
 * sent after; the webhook is told of each lead it has. Resolves to where each lead had gone.
 */
export async function eraseSubject(
  store: LeadStore,
  found: SubjectData,
  config: Pick<LeadsConfig, "webhook" | "delivery">,
): Promise<LeadErasure[]> {
  const ended = await stopDeliveries(store, found.leads, config.delivery.leaseMs);
  await store.erase({
    leads: found.leads.map((lead) => lead.id),
    consents: found.consents.map((record) => record.id),
  });
  return noticeErasures(store, found.leads, ended, config);
}
