/**
 * Where the site's lead forms send what a visitor typed: one awaited function
 * per form. Each checks the values with the form's own schema, posts them to
 * the form's route (src/lib/api-client.ts) and resolves with the stored
 * lead's id; anything else rejects with an error the form can show (see
 * ./form-feedback).
 */
import { type LeadBody, type LeadFailure, postLead } from "./api-client";
import { type LeadSubmission, HONEYPOT_FIELD } from "../leads/shared/lead-forms";
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

/** What a stored submission answers: the values as sent (cleaned) and the lead's id. */
export interface LeadReceipt<T> {
  values: T;
  id: string;
}

/** What step 1 of the contact form answers; step 2 hands it back, so it adds to the same lead. */
export type ContactReceipt = LeadReceipt<ContactValues>;

export interface SubmitOptions {
  /** What the form's hidden honeypot field holds (people leave it empty). */
  honeypot?: string;
}

/** Values that fail the form's own rules (the form should never let them through). */
export class InvalidSubmissionError extends Error {
  constructor(readonly errors: Record<string, string>) {
    super(`Invalid fields: ${Object.keys(errors).join(", ")}`);
    this.name = "InvalidSubmissionError";
  }
}

/** The route did not store the submission: its answer (status 0 when none arrived). */
export class LeadSubmissionError extends Error {
  constructor(readonly failure: LeadFailure) {
    super(`Lead submission failed with status ${failure.status}: ${failure.message}`);
    this.name = "LeadSubmissionError";
  }
}

/** The values cleaned by the schema (trimmed text, normalised email), or an InvalidSubmissionError. */
function checked<T extends object>(schema: FormSchema, values: T): T {
  const result = validateForm(schema, values as Record<string, unknown>);
  if (Object.keys(result.errors).length > 0) throw new InvalidSubmissionError(result.errors);
  return result.values as unknown as T;
}

/** Posts one submission with the honeypot's value; the new (or updated) lead's id, or a LeadSubmissionError. */
export async function sendLead<F extends LeadSubmission>(
  form: F,
  body: LeadBody<F>,
  { honeypot = "" }: SubmitOptions = {},
): Promise<string> {
  const result = await postLead(form, { ...body, [HONEYPOT_FIELD]: honeypot });
  if (!result.ok) throw new LeadSubmissionError(result);
  return result.id;
}

/** Step 1 stores the visitor's details; step 2 adds what they need to the lead step 1 stored. */
export async function submitContact(step: 1, values: ContactValues, options?: SubmitOptions): Promise<ContactReceipt>;
export async function submitContact(
  step: 2,
  values: ContactDetailsValues,
  receipt: ContactReceipt,
  options?: SubmitOptions,
): Promise<LeadReceipt<ContactDetailsValues>>;
export async function submitContact(
  step: 1 | 2,
  values: ContactValues | ContactDetailsValues,
  receiptOrOptions?: ContactReceipt | SubmitOptions,
  stepTwoOptions?: SubmitOptions,
): Promise<ContactReceipt | LeadReceipt<ContactDetailsValues>> {
  if (step === 1) {
    const cleaned = checked(CONTACT_FORM, values as ContactValues);
    return { values: cleaned, id: await sendLead("contact", cleaned, receiptOrOptions as SubmitOptions | undefined) };
  }
  const receipt = receiptOrOptions as ContactReceipt | undefined;
  if (!receipt?.id) throw new Error("Step 2 of the contact form needs step 1's receipt");
  const cleaned = checked(CONTACT_DETAILS_FORM, values as ContactDetailsValues);
  await sendLead("contact-details", { ...cleaned, id: receipt.id }, stepTwoOptions);
  return { values: cleaned, id: receipt.id };
}

export async function submitApplication(
  values: ApplicationValues,
  options?: SubmitOptions,
): Promise<LeadReceipt<ApplicationValues>> {
  const cleaned = checked(APPLICATION_FORM, values);
  return { values: cleaned, id: await sendLead("application", cleaned, options) };
}

export async function submitReferral(
  values: ReferralValues,
  options?: SubmitOptions,
): Promise<LeadReceipt<ReferralValues>> {
  const cleaned = checked(REFERRAL_FORM, values);
  return { values: cleaned, id: await sendLead("referral", cleaned, options) };
}
