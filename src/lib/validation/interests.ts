/**
 * What a visitor can ask us about: the contact form's interest options. A module of its own, with nothing
 * of the form rules, because the call-to-action that preselects one (src/lib/contact-intents.ts) is part of
 * every page's first load, and the rules (fields, messages, e-mail checks) load only with a form.
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
