/**
 * Where the site's lead forms send what a visitor typed: one awaited function
 * per form. They check the values with the same schemas as the forms and
 * resolve locally for now (nothing goes over the network); the lead API
 * (src/lib/api-client.ts) plugs in here without touching the forms.
 */
import {
  APPLICATION_FORM,
  CONTACT_DETAILS_FORM,
  CONTACT_FORM,
  REFERRAL_FORM,
  type FormSchema,
  type FormValues,
  validateForm,
} from "./validation";

export type ContactValues = FormValues<typeof CONTACT_FORM>;
export type ContactDetailsValues = FormValues<typeof CONTACT_DETAILS_FORM>;
export type ApplicationValues = FormValues<typeof APPLICATION_FORM>;
export type ReferralValues = FormValues<typeof REFERRAL_FORM>;

/** What step 1 of the contact form answers; step 2 hands it back, so it can add to the same lead. */
export interface ContactReceipt {
  /** Step 1's values, cleaned. */
  values: ContactValues;
  /** The stored lead's id, once a server stores leads; null while submissions stay local. */
  id: string | null;
}

/** Values that fail the form's own rules (the form should never let them through). */
export class InvalidSubmissionError extends Error {
  constructor(readonly errors: Record<string, string>) {
    super(`Invalid fields: ${Object.keys(errors).join(", ")}`);
    this.name = "InvalidSubmissionError";
  }
}

/** The values cleaned by the schema (trimmed text, normalised email), or an InvalidSubmissionError. */
function checked<T extends object>(schema: FormSchema, values: T): T {
  const result = validateForm(schema, values as Record<string, unknown>);
  if (Object.keys(result.errors).length > 0) throw new InvalidSubmissionError(result.errors);
  return result.values as unknown as T;
}

/** Step 1 sends the visitor's details; step 2 adds what they need to the lead step 1 made. */
export async function submitContact(step: 1, values: ContactValues): Promise<ContactReceipt>;
export async function submitContact(
  step: 2,
  values: ContactDetailsValues,
  receipt: ContactReceipt,
): Promise<ContactDetailsValues>;
export async function submitContact(
  step: 1 | 2,
  values: ContactValues | ContactDetailsValues,
  receipt?: ContactReceipt,
): Promise<ContactReceipt | ContactDetailsValues> {
  if (step === 1) return { values: checked(CONTACT_FORM, values as ContactValues), id: null };
  if (!receipt) throw new Error("Step 2 of the contact form needs step 1's receipt");
  return checked(CONTACT_DETAILS_FORM, values as ContactDetailsValues);
}

export async function submitApplication(values: ApplicationValues): Promise<ApplicationValues> {
  return checked(APPLICATION_FORM, values);
}

export async function submitReferral(values: ReferralValues): Promise<ReferralValues> {
  return checked(REFERRAL_FORM, values);
}
