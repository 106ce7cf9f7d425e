/**
 * A lead as the team reads it, from its form's one record (shared/lead-forms.ts): every field by its label,
 * a choice by its option's label, in the form's order (step 2 after step 1), and who sent it. The sales
 * e-mail, Slack and the webhook's summary read fields only through here, so a field added to a form's
 * record travels to each of them without more code.
 */
import { allFields, leadForm } from "../../shared/lead-forms";
import type { FieldSpec, FieldValue } from "../../../lib/validation";
import type { LeadRecord } from "../types";

export interface LabelledField {
  name: string;
  label: string;
  /** The value as text: a choice's label, a list joined by commas, "" when not given. */
  text: string;
}

function asText(spec: FieldSpec, value: FieldValue | undefined): string {
  if (value === undefined) return "";
  const labelOf = (item: string) =>
    spec.kind === "select" || spec.kind === "multiselect"
      ? (spec.options.find((option) => option.value === item)?.label ?? item)
      : item;
  return Array.isArray(value) ? value.map(labelOf).join(", ") : labelOf(value);
}

/** Every field of the lead's form with its label and value (contact: step 2's only once sent). */
export function labelledFields(lead: LeadRecord): LabelledField[] {
  const { rules, labels } = allFields(lead.form);
  const values = { ...lead.fields, ...(lead.details ?? {}) };
  return Object.entries(rules)
    .filter(([name]) => name in lead.fields || (lead.details !== null && name in lead.details))
    .map(([name, spec]) => ({ name, label: labels[name], text: asText(spec, values[name]) }));
}

/** Who sent the lead, by the fields its form names for that. */
export function senderOf(lead: LeadRecord): { name: string | null; email: string | null } {
  const { sender } = leadForm(lead.form);
  const text = (field: string | undefined) => {
    const value = field ? lead.fields[field] : undefined;
    return typeof value === "string" && value ? value : null;
  };
  return { name: text(sender.name), email: text(sender.email) };
}

/** "Contact request from Ada Lovelace (ada@example.com)", "updated" for a later revision. */
export function leadSummary(lead: LeadRecord): string {
  const { name, email } = senderOf(lead);
  const from = name && email ? `${name} (${email})` : (name ?? email);
  return `${leadForm(lead.form).title}${lead.revision > 1 ? " updated" : ""}${from ? ` from ${from}` : ""}`;
}

/** A lead's campaign as one line ("source google, medium cpc"), or null without one. */
export function campaignLine(lead: LeadRecord): string | null {
  const campaign = lead.meta.campaign;
  if (!campaign) return null;
  const parts = Object.entries(campaign)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key} ${value}`);
  return parts.length ? parts.join(", ") : null;
}
