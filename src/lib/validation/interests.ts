/**
 * What a visitor can ask us about: the contact form's interest options. A module of its own, with nothing
 * of the form rules (fields, messages, e-mail checks): the content schema (src/node/schema.ts) and the
 * contact dialog's words (src/lib/contact-intent-copy.ts), which preselect one, read the values alone.
 */
import type { SelectOption } from "./fields";

export const selectOptions = (labels: readonly [string, string][]): SelectOption[] =>
  labels.map(([value, label], index) => ({ id: index + 1, label, value }));

export const INTEREST_OPTIONS = selectOptions([
  ["design", "Product & UX design"],
  ["web", "Web application"],
  ["mobile", "Mobile app"],
  ["ai", "AI features"],
  ["mvp", "Startup MVP"],
  ["staff-augmentation", "Staff augmentation"],
  ["maintenance", "Maintenance & support"],
  ["fuse", "Fuse (CSV and Excel import)"],
]);

/** The value of an interest option ("mobile", "fuse"…): what a call-to-action may preselect. */
export const INTEREST_VALUES = INTEREST_OPTIONS.map((option) => option.value);
