/**
 * Leads as CSV for the marketing team (RFC 4180: comma separated, CRLF line ends, a cell quoted when it
 * holds a comma, quote or line break). Every cell is made safe for a spreadsheet whatever it splits on:
 * control and bidi-override characters are removed (tabs become spaces), and a `'` goes before = + - @
 * wherever a comma, semicolon, tab or line-by-line reader could see a cell start: the start, after every
 * `,` or `;`, and after every line break, with any spaces or quotes between.
 */
import { LEAD_FORMS, type LeadFormName, allFields } from "../../shared/lead-forms";
import { type FieldValue, stripUnsafeText } from "../../../lib/validation";
import { DESTINATION_NAMES } from "../delivery/alerts";
import { type DeliveryRow, summarize } from "../delivery/states";
import type { LeadWithDeliveries } from "./store";

/** A cell's start as some reader sees it (the start, after `,` `;` or a line break), then = + - or @. */
const FORMULA_START = /(^|[,;\n])([\s"]*)(?=[=+\-@])/g;

export function csvCell(value: string): string {
  const safe = stripUnsafeText(value).replace(FORMULA_START, "$1$2'");
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}

/** The field columns of one form, or of every form (in form order, each name once). */
export function fieldColumns(form?: LeadFormName): string[] {
  const forms = form ? [form] : LEAD_FORMS;
  const names = forms.flatMap((name) => Object.keys(allFields(name).rules));
  return [...new Set(names)];
}

const LEAD_COLUMNS = [
  "id",
  "form",
  "created_at",
  "updated_at",
  "delivery_status",
  "delivery_attempts",
  "delivery_error",
  "deliveries",
] as const;
const META_COLUMNS = [
  "source",
  "page",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "utm_id",
  "gclid",
] as const;

const asCell = (value: FieldValue | null | undefined): string =>
  Array.isArray(value) ? value.join("; ") : (value ?? "");

/** Each destination's state in a few words: "the webhook: failed after 3 tries (HTTP_500: …)". */
function deliveryCell(rows: readonly DeliveryRow[]): string {
  return rows
    .map((row) => {
      const tries = `${row.attempts} tr${row.attempts === 1 ? "y" : "ies"}`;
      const error = row.lastError && row.state !== "sent" ? ` (${row.lastError})` : "";
      return `${DESTINATION_NAMES[row.destination]}: ${row.state} after ${tries}${error}`;
    })
    .join("; ");
}

/** The leads of one form (or all), each with its delivery rows, as CSV; with `spam`, a column of what each was caught by. */
export function leadsToCsv(leads: readonly LeadWithDeliveries[], form?: LeadFormName, { spam = false } = {}): string {
  const fields = fieldColumns(form);
  const rows = leads
    .filter(({ lead }) => !form || lead.form === form)
    .map(({ lead, rows: deliveries }) => {
      const values = { ...lead.fields, ...(lead.details ?? {}) };
      const campaign = lead.meta.campaign;
      const failing = deliveries.filter((row) => row.lastError && row.state !== "sent");
      return [
        lead.id,
        lead.form,
        lead.createdAt,
        lead.updatedAt,
        summarize(lead, deliveries),
        String(deliveries.reduce((sum, row) => sum + row.attempts, 0)),
        asCell(failing.at(-1)?.lastError),
        deliveryCell(deliveries),
        ...fields.map((name) => asCell(values[name])),
        asCell(lead.meta.source),
        asCell(lead.meta.page),
        asCell(campaign?.source),
        asCell(campaign?.medium),
        asCell(campaign?.name),
        asCell(campaign?.term),
        asCell(campaign?.content),
        asCell(campaign?.id),
        asCell(campaign?.gclid),
        ...(spam ? [asCell(lead.spam)] : []),
      ];
    });
  return toCsv([[...LEAD_COLUMNS, ...fields, ...META_COLUMNS, ...(spam ? ["spam_reasons"] : [])], ...rows]);
}
