/**
 * What an erasure (GDPR Art. 17, subject.ts) owes the places a lead went: its deliveries stop (no try
 * starts from then on), a try under way is waited for (at most its lease) so that what it delivered is
 * known, and the webhook, when it has the lead or may have it, is sent a signed `lead.erased` event (a row
 * of its own, sent by the outbox like any delivery, naming the lead's id and form only). The sales inbox
 * and Slack cannot be reached that way: the report names them, to be erased there by hand.
 */
import type { LeadsConfig } from "../config";
import type { LeadStore } from "../store/store";
import type { LeadRecord } from "../types";
import { DESTINATION_NAMES } from "./alerts";
import { ABANDONED, type DeliveryRow, erasing, newRow } from "./states";

/** What left the site for one lead, and whether the webhook is told of its erasure. */
export interface LeadErasure {
  leadId: string;
  /** Each destination the lead reached, or may have reached (a try whose outcome never came back). */
  reached: Array<{ destination: DeliveryRow["destination"]; at: string | null }>;
  /** A `lead.erased` event is queued for the webhook. */
  notified: boolean;
}

const POLL_MS = 100;

/**
 * The lead reached a receiver other than its own person, or may have: a delivery recorded, or a try whose
 * outcome never came back (the confirmation e-mail went to the person the data is about).
 */
const mayHaveReached = (row: DeliveryRow) =>
  row.destination !== "confirmation" &&
  (row.deliveredAt !== null || row.leaseUntil !== null || row.log.some((entry) => entry.outcome === ABANDONED));

/**
 * Stops the deliveries of `leads` and waits (at most `leaseMs` and a second) for the tries under way to
 * report; resolves to each lead's rows as they ended.
 */
export async function stopDeliveries(
  store: LeadStore,
  leads: readonly LeadRecord[],
  leaseMs: number,
): Promise<Map<string, DeliveryRow[]>> {
  const ended = new Map<string, DeliveryRow[]>();
  for (const lead of leads) {
    await store.updateWithDeliveries(lead.id, (current, rows) => ({ lead: current, rows: rows.map(erasing) }));
    const deadline = performance.now() + leaseMs + 1000;
    let rows = await store.deliveriesOf(lead.id);
    while (rows.some((row) => row.leaseUntil !== null) && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      rows = await store.deliveriesOf(lead.id);
    }
    ended.set(lead.id, rows);
  }
  return ended;
}

/** Where a lead went, from its delivery rows (nothing told yet). */
export function reachOf(leadId: string, rows: readonly DeliveryRow[]): LeadErasure {
  const reached = rows.filter(mayHaveReached).map((row) => ({ destination: row.destination, at: row.deliveredAt }));
  return { leadId, reached, notified: false };
}

/** Queues the `lead.erased` events the webhook is owed; resolves to what each lead reached. */
export async function noticeErasures(
  store: LeadStore,
  leads: readonly LeadRecord[],
  ended: Map<string, DeliveryRow[]>,
  config: Pick<LeadsConfig, "webhook">,
): Promise<LeadErasure[]> {
  const erasures = leads.map((lead) => reachOf(lead.id, ended.get(lead.id) ?? []));
  const owed = leads.filter((lead) =>
    erasures.find((entry) => entry.leadId === lead.id)!.reached.some((r) => r.destination === "webhook"),
  );
  if (owed.length && config.webhook) {
    const added = await store.addDeliveries((now) =>
      owed.map((lead) =>
        newRow(
          {
            id: `${lead.id}.erased`,
            leadId: null,
            destination: "webhook",
            message: { kind: "erased", leadId: lead.id, form: lead.form },
          },
          now,
        ),
      ),
    );
    for (const row of added) {
      const erasure = erasures.find((entry) => row.message?.kind === "erased" && entry.leadId === row.message.leadId);
      if (erasure) erasure.notified = true;
    }
  }
  return erasures;
}

/** One line about where a lead went, for the erasure's report. */
export function describeReach(erasure: LeadErasure | undefined): string {
  if (!erasure || erasure.reached.length === 0) return "";
  const places = erasure.reached.map(
    ({ destination, at }) =>
      `${DESTINATION_NAMES[destination]}${at ? ` on ${at}` : " (a try whose outcome is unknown)"}`,
  );
  const told = erasure.notified ? "; a signed lead.erased event is queued for the webhook" : "";
  const byHand = erasure.reached
    .filter((entry) => entry.destination !== "webhook" || !erasure.notified)
    .map((entry) => DESTINATION_NAMES[entry.destination]);
  return `; delivered to ${places.join(", ")}${told}${byHand.length ? `; erase it from ${byHand.join(" and ")} by hand` : ""}`;
}
