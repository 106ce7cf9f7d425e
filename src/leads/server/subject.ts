/**
 * A person's data on request (GDPR Arts. 15 and 17), by e-mail address: every lead of every form that
 * names it in an e-mail field (a referral names two people: both find it), with its revisions' content,
 * its delivery state and tries, its keys and spam verdict, and the consent records linked to those leads
 * (the newsletter confirmation of a lead, the privacy choices of the browser that sent one).
 * `npm run leads:subject` writes it as JSON and erases it.
 */
import { LEAD_FORMS, allFields } from "../shared/lead-forms";
import { normalizeEmail } from "../../lib/validation";
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

/** One line per thing an erasure deletes, and a warning for what already left the site. */
export function describeErasure({ leads, consents }: SubjectData): string[] {
  return [
    ...leads.map((lead) => {
      const { status, deliveredAt } = lead.delivery;
      const left = deliveredAt ? `; delivered to the webhook on ${deliveredAt}: erase it there too` : "";
      return `lead ${lead.id} (${lead.form}, ${lead.createdAt}, delivery ${status}${left})`;
    }),
    ...consents.map((record) => `consent record ${record.id} (${record.kind}, ${record.at})`),
  ];
}

/** Deletes what `findSubject` found: queued deliveries go with their leads, so nothing is sent after. */
export async function eraseSubject(store: LeadStore, found: SubjectData): Promise<void> {
  await store.erase({
    leads: found.leads.map((lead) => lead.id),
    consents: found.consents.map((record) => record.id),
  });
}
