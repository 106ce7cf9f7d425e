/**
 * Which destinations a lead's delivery has, decided when it is stored, confirmed or revised, with the
 * settings of that moment (a destination set later does not reach leads stored before):
 *
 * - a newsletter signup under double opt-in: its confirmation e-mail (withheld past
 *   CONFIRMATIONS_PER_DAY to one address); once confirmed, the webhook;
 * - any other signup: the webhook;
 * - a contact, referral or application lead: the sales inbox, Slack and the webhook, each that is set;
 * - spam: nothing.
 */
import { leadForm } from "../../shared/lead-forms";
import { normalizeEmail } from "../../../lib/validation";
import type { LeadsConfig } from "../config";
import { addressHash } from "../signing";
import type { LeadStore } from "../store/store";
import type { LeadRecord } from "../types";
import { senderOf } from "./lead-fields";
import { type DeliveryRow, type Destination, confirmed, leadRow, newRow, revise, rowId, withhold } from "./states";

/** Confirmation e-mails one address may be sent in a day, however many signups name it. */
export const CONFIRMATIONS_PER_DAY = 3;
const DAY_MS = 86_400_000;
export const OVER_CONFIRMATION_LIMIT = `withheld: ${CONFIRMATIONS_PER_DAY} confirmation e-mails already went to this address within a day; the signup stays unconfirmed`;

/** The destinations a lead of its form reaches besides its confirmation, with these settings. */
function destinationsOf(lead: LeadRecord, config: LeadsConfig): Destination[] {
  const team = leadForm(lead.form).toTeam;
  return [
    ...(team && config.notify ? (["notify"] as const) : []),
    ...(team && config.slack ? (["slack"] as const) : []),
    ...(config.webhook ? (["webhook"] as const) : []),
  ];
}

/** The key an address's confirmation e-mails are counted under: its hash, keyed with LEADS_SECRET. */
export const confirmationQuotaKey = (config: Pick<LeadsConfig, "secret">, email: string) =>
  addressHash(config, `recipient:${normalizeEmail(email).toLowerCase()}`);

/**
 * The rows of a lead about to be stored (made at the store's time), or undefined when it has none. A
 * signup's confirmation counts against its address's daily limit here, once per signup stored.
 */
export async function firstDeliveries(
  store: LeadStore,
  lead: LeadRecord,
  config: LeadsConfig,
): Promise<((now: Date) => DeliveryRow[]) | undefined> {
  if (lead.spam?.length) return undefined;
  if (lead.confirmation) {
    const email = senderOf(lead).email ?? "";
    const allowed = await store.takeQuota(confirmationQuotaKey(config, email), CONFIRMATIONS_PER_DAY, DAY_MS);
    return (now) => [
      newRow(
        { id: rowId(lead.id, "confirmation"), leadId: lead.id, destination: "confirmation" },
        now,
        allowed ? undefined : OVER_CONFIRMATION_LIMIT,
      ),
    ];
  }
  const destinations = destinationsOf(lead, config);
  return destinations.length ? (now) => destinations.map((destination) => leadRow(lead, destination, now)) : undefined;
}

/** A signup confirmed by its link: its confirmation e-mail is done, its other destinations are due. */
export function confirmedDeliveries(
  lead: LeadRecord,
  rows: readonly DeliveryRow[],
  config: LeadsConfig,
  now: Date,
): DeliveryRow[] {
  const own = rows.filter((row) => row.destination === "confirmation").map((row) => confirmed(row, now));
  const known = new Set(rows.map((row) => row.destination));
  const added = destinationsOf(lead, config)
    .filter((destination) => !known.has(destination))
    .map((destination) => leadRow(lead, destination, now));
  return [...own, ...added];
}

/**
 * A lead with a new revision (contact step 2): each destination that had it is due again with it, one set
 * since is added; when the new details were caught as spam, nothing more is sent.
 */
export function revisedDeliveries(
  lead: LeadRecord,
  rows: readonly DeliveryRow[],
  config: LeadsConfig,
  now: Date,
): DeliveryRow[] {
  const others = rows.filter((row) => row.destination !== "confirmation");
  if (lead.spam?.length)
    return others.map((row) => withhold(row, `withheld: the lead was caught as spam (${lead.spam!.join(", ")})`));
  const known = new Set(others.map((row) => row.destination));
  return [
    ...others.map((row) => revise(row, lead.revision, now)),
    ...destinationsOf(lead, config)
      .filter((destination) => !known.has(destination))
      .map((destination) => leadRow(lead, destination, now)),
  ];
}
