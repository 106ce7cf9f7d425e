/**
 * A person's data on request (GDPR Arts. 15 and 17), by their e-mail address; `npm run leads:subject` writes
 * it as JSON and erases it. Only what is theirs, found by their own address fields only:
 *
 * - the leads they sent (a form's own address field is theirs: `PEOPLE`), whole, with revisions, delivery
 *   state and tries, keys and spam verdict;
 * - what another person's lead says about them (a referral naming them): their name, address and company as
 *   given and the date, never who referred them or the referrer's note;
 * - the consent records linked to them: their newsletter confirmation, by the keyed hash of their address
 *   (signing.ts `emailHash`) or by the lead it confirmed.
 *
 * The address is matched exactly once normalised (`personAddress`: the whole address lower-cased). Never by a
 * consent id (a browser's word: anyone may send another's), a free-text mention or another person's field.
 * What may concern them but is not theirs for sure is listed apart (`notIncluded`), for an operator to
 * decide: a lead from the same address with another +tag (`ada+news@` for `ada@`), a free-text mention of
 * the address, the note of a referral naming them, and the privacy choices of a browser whose consent id one
 * of their leads carries.
 */
import { type LeadFormName, LEAD_FORMS, allFields } from "../../shared/lead-forms";
import { type FieldValue, personAddress } from "../../../lib/validation";
import type { LeadsConfig } from "../config";
import { type LeadErasure, describeReach, noticeErasures, reachOf, stopDeliveries } from "../delivery/erase";
import { emailHash } from "../signing";
import type { LeadStore } from "./store";
import type { ConsentRecord, LeadRecord } from "../types";

/** Whose address each of a form's e-mail fields is, and which of the lead's fields are about that person. */
interface Person {
  /** The e-mail field that is this person's own address. */
  address: string;
  /** "all": the person sent the lead; otherwise the fields the sender gave about them. */
  about: "all" | readonly string[];
  /** The sender's own words, which may be about them: never theirs to have, listed for an operator. */
  words?: readonly string[];
}

export const PEOPLE: { readonly [F in LeadFormName]: readonly Person[] } = {
  newsletter: [{ address: "footer_email", about: "all" }],
  contact: [{ address: "email", about: "all" }],
  demo: [{ address: "email", about: "all" }],
  referral: [
    { address: "yourEmail", about: "all" },
    { address: "referralEmail", about: ["referralName", "referralEmail", "referralCompany"], words: ["notes"] },
  ],
  application: [{ address: "email", about: "all" }],
};

/** What another person's lead says about the subject. */
export interface Mention {
  leadId: string;
  form: LeadFormName;
  createdAt: string;
  /** Their fields as given (a referral: their name, address and company). */
  fields: Record<string, FieldValue>;
}

/** A record that may concern the subject and was not included. */
export interface PossibleMatch {
  record: "lead" | "consent record";
  id: string;
  kind: string;
  at: string;
  why: string;
}

export interface SubjectData {
  email: string;
  /** When this was gathered. */
  at: string;
  /** The leads they sent, whole. */
  leads: LeadRecord[];
  mentions: Mention[];
  consents: ConsentRecord[];
  /** Listed for an operator; never written to the export and never erased. */
  notIncluded: PossibleMatch[];
}

/** The address a form's sender gave (their own address field), or null. */
export function senderAddress(lead: Pick<LeadRecord, "form" | "fields">): string | null {
  const sender = PEOPLE[lead.form].find((person) => person.about === "all");
  const value = sender && lead.fields[sender.address];
  return typeof value === "string" && value ? value : null;
}

/** `ada+news@example.com` → `ada@example.com`; an address without a +tag as it is. */
const untagged = (address: string) => address.replace(/^([^@+]+)\+[^@]*@/, "$1@");

/** The free-text fields of a form (both steps). */
const textFields = (form: LeadFormName) =>
  Object.entries(allFields(form).rules)
    .filter(([, spec]) => spec.kind === "text")
    .map(([name]) => name);

const valueOf = (lead: LeadRecord, name: string): unknown => lead.fields[name] ?? lead.details?.[name];
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Whether `text` names `address` as a whole address (not inside a longer one). */
const names = (text: string, address: string) =>
  new RegExp(`(?:^|[^a-z0-9.!#$%&'*+/=?^_\`{|}~-])${escaped(address)}(?![a-z0-9.-])`, "i").test(text);
const asAddress = (value: unknown) => (typeof value === "string" && value ? personAddress(value) : null);

/** Everything the store holds about `email`, and what may concern them apart. */
export async function findSubject(
  store: LeadStore,
  email: string,
  config: Pick<LeadsConfig, "secret">,
  now = new Date(),
): Promise<SubjectData> {
  const wanted = personAddress(email);
  const leads: LeadRecord[] = [];
  const mentions: Mention[] = [];
  const notIncluded: PossibleMatch[] = [];
  const possible = (lead: LeadRecord, why: string) =>
    notIncluded.push({ record: "lead", id: lead.id, kind: lead.form, at: lead.createdAt, why });

  for (const lead of await store.list()) {
    const people = PEOPLE[lead.form];
    const own = people.find((person) => asAddress(valueOf(lead, person.address)) === wanted);
    if (own?.about === "all") {
      leads.push(lead);
      continue;
    }
    if (own) {
      const fields = Object.fromEntries(own.about.map((name) => [name, lead.fields[name] ?? ""]));
      mentions.push({ leadId: lead.id, form: lead.form, createdAt: lead.createdAt, fields });
    }
    const tagged = people
      .map((person) => asAddress(valueOf(lead, person.address)))
      .find((address) => address && address !== wanted && untagged(address) === untagged(wanted));
    if (tagged) possible(lead, `given as ${tagged}, the same address but for its +tag`);
    for (const name of textFields(lead.form)) {
      const text = valueOf(lead, name);
      if (typeof text !== "string" || !text) continue;
      if (names(text, wanted) || names(text, untagged(wanted)))
        possible(lead, `its ${name} field mentions the address`);
      else if (own?.words?.includes(name))
        possible(lead, `its ${name} field is the sender's words in a ${lead.form} naming them`);
    }
  }

  const ids = new Set(leads.map((lead) => lead.id));
  const hash = emailHash(config, wanted);
  const browsers = new Set(leads.map((lead) => lead.meta.consentId).filter(Boolean));
  const consents: ConsentRecord[] = [];
  for (const record of await store.listConsents()) {
    if (record.emailHash === hash || (record.kind === "newsletter" && record.leadId && ids.has(record.leadId))) {
      consents.push(record);
    } else if (record.consentId && browsers.has(record.consentId)) {
      notIncluded.push({
        record: "consent record",
        id: record.id,
        kind: record.kind,
        at: record.at,
        why: "made in a browser whose consent id one of their leads carries; a browser may send anyone's id",
      });
    }
  }
  return { email, at: now.toISOString(), leads, mentions, consents, notIncluded };
}

/** What the export file holds: what is theirs, not the list of what may be. */
export function subjectExport({ notIncluded: _notIncluded, ...data }: SubjectData): Omit<SubjectData, "notIncluded"> {
  return data;
}

/** What an erasure did: where each of their leads had gone, and where each lead naming them had gone. */
export interface SubjectErasure {
  erasures: LeadErasure[];
  blanked: LeadErasure[];
}

/** One line per thing an erasure deleted or blanked, saying where each lead had gone (delivery/erase.ts). */
export function describeErasure({ leads, mentions, consents }: SubjectData, done: SubjectErasure): string[] {
  const reach = (list: LeadErasure[], leadId: string) => describeReach(list.find((entry) => entry.leadId === leadId));
  return [
    ...leads.map((lead) => `lead ${lead.id} (${lead.form}, ${lead.createdAt}${reach(done.erasures, lead.id)})`),
    ...mentions.map((mention) => {
      const names = Object.keys(mention.fields).join(", ");
      return `${names} blanked in lead ${mention.leadId} (${mention.form}, ${mention.createdAt}${reach(done.blanked, mention.leadId)})`;
    }),
    ...consents.map((record) => `consent record ${record.id} (${record.kind}, ${record.at})`),
  ];
}

/** One line per record that may concern them and was not included. */
export function describeNotIncluded({ notIncluded }: SubjectData): string[] {
  return notIncluded.map((match) => `${match.record} ${match.id} (${match.kind}, ${match.at}): ${match.why}`);
}

/**
 * Deletes what `findSubject` found as theirs and blanks their fields in other people's leads; what was not
 * included stays. Their leads' deliveries stop first (a try under way is waited for), so nothing is sent
 * after; the webhook is told of each of their leads it has. Resolves to where each lead had gone.
 */
export async function eraseSubject(
  store: LeadStore,
  found: SubjectData,
  config: Pick<LeadsConfig, "webhook" | "delivery">,
): Promise<SubjectErasure> {
  const ended = await stopDeliveries(store, found.leads, config.delivery.leaseMs);
  for (const mention of found.mentions) {
    await store.update(mention.leadId, (lead) => {
      const fields = { ...lead.fields };
      for (const name of Object.keys(mention.fields)) fields[name] = "";
      return { ...lead, fields };
    });
  }
  await store.erase({
    leads: found.leads.map((lead) => lead.id),
    consents: found.consents.map((record) => record.id),
  });
  const erasures = await noticeErasures(store, found.leads, ended, config);
  const blanked = await Promise.all(
    found.mentions.map(async (mention) => reachOf(mention.leadId, await store.deliveriesOf(mention.leadId))),
  );
  return { erasures, blanked };
}

/** Every e-mail field of every form, so a test can check each is someone's in PEOPLE. */
export const EMAIL_FIELDS: ReadonlyArray<[LeadFormName, string]> = LEAD_FORMS.flatMap((form) =>
  Object.entries(allFields(form).rules)
    .filter(([, spec]) => spec.kind === "email")
    .map(([name]): [LeadFormName, string] => [form, name]),
);
