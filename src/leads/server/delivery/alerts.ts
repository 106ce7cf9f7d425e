/**
 * Incidents the team is told of once each (LEADS_ALERT_EMAIL, and a log line whether or not it is set):
 * a delivery that failed for good (one alert per failed row, its id derived from the row's), and an outbox
 * whose oldest due delivery has waited longer than LEADS_ALERT_LAG_MS (one alert from the moment the
 * incident opens until it closes, the store keeping which is open for every instance). An alert is a row
 * of its own, sent by the outbox like any delivery; one that fails for good is only logged.
 */
import type { LeadsConfig } from "../config";
import type { OutgoingMail } from "./mail";
import { type DeliveryRow, type Destination, newRow } from "./states";

export const LAG_INCIDENT = "outbox-lag";

/** Where each destination's deliveries go, as an alert names it. */
export const DESTINATION_NAMES: Record<Destination, string> = {
  confirmation: "the confirmation e-mail",
  notify: "the sales inbox",
  slack: "Slack",
  webhook: "the webhook",
  alert: "the alert e-mail",
};

const what = (row: DeliveryRow) =>
  row.message?.kind === "erased" ? `the erasure notice for lead ${row.message.leadId}` : `lead ${row.leadId}`;

/** The sentence that a row failed for good. */
export function failureSentence(row: DeliveryRow): string {
  return `the delivery of ${what(row)} to ${DESTINATION_NAMES[row.destination]} failed for good after ${row.attempts} tr${row.attempts === 1 ? "y" : "ies"}: ${row.lastError}`;
}

/** The alert of one failed row (its id says which: added twice, it is kept once). */
export function failureAlert(row: DeliveryRow, now: Date): DeliveryRow {
  return newRow(
    {
      id: `alert.failed.${row.id}`,
      leadId: null,
      destination: "alert",
      message: {
        kind: "alert",
        subject: `Lead delivery failed: ${DESTINATION_NAMES[row.destination]}`,
        text: [
          `On ${now.toISOString()}, ${failureSentence(row)}.`,
          "",
          "Nothing more will be tried. Once the cause is fixed, `npm run leads:retry -- --failed` tries every failed delivery again;",
          "`npm run leads:export` lists each lead with its deliveries.",
        ].join("\n"),
      },
    },
    now,
  );
}

/** The sentence that the outbox is behind. */
export function lagSentence(oldest: DeliveryRow, now: string, due: number): string {
  const minutes = Math.floor((Date.parse(now) - Date.parse(oldest.nextAttemptAt)) / 60_000);
  return `the lead outbox is behind: the oldest due delivery (${what(oldest)} to ${DESTINATION_NAMES[oldest.destination]}) has waited ${minutes} minute${minutes === 1 ? "" : "s"}, and ${due} deliver${due === 1 ? "y waits" : "ies wait"}`;
}

/** The alert of a lag incident that opened at `openedAt`. */
export function lagAlert(sentence: string, openedAt: string, now: Date): DeliveryRow {
  return newRow(
    {
      id: `alert.lag.${Date.parse(openedAt)}`,
      leadId: null,
      destination: "alert",
      message: {
        kind: "alert",
        subject: "Lead deliveries are waiting",
        text: [
          `On ${openedAt}, ${sentence}.`,
          "",
          "Is a server running its worker (or `npm run leads:retry` scheduled), and does the store answer (GET /readyz)?",
          "This is said once until the outbox catches up.",
        ].join("\n"),
      },
    },
    now,
  );
}

/** An alert row as the e-mail it sends. */
export function alertMail(row: DeliveryRow, config: Pick<LeadsConfig, "publicUrl">, to: string): OutgoingMail {
  const message = row.message?.kind === "alert" ? row.message : { subject: "Lead delivery alert", text: row.id };
  return {
    to,
    subject: `[${new URL(config.publicUrl).hostname}] ${message.subject}`,
    text: message.text,
    messageId: `<${row.id}@${new URL(config.publicUrl).hostname}>`,
  };
}
