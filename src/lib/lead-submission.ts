/**
 * Where the site's lead forms send what a visitor typed: one awaited function
 * per form. They check the values with the same schemas as the forms and then
 * resolve locally; nothing is sent over the network yet.
 */
import {
  APPLICATION_FORM,
  CONTACT_DETAILS_FORM,
  CONTACT_FORM,
  REFERRAL_FORM,
  type FormSchema,
  validateForm,
} from "./validation";

/** Contact form, step 1. */
export interface ContactValues {
  name: string;
  email: string;
  company: string;
  message: string;
}

/** Contact form, step 2. */
export interface ContactDetailsValues {
  interests: string[];
  budget: string;
  timeline: string;
}

export interface ApplicationValues {
  companyName: string;
  founderName: string;
  email: string;
  stage: string;
  sectors: string[];
  pitch: string;
}

export interface ReferralValues {
  yourName: string;
  yourEmail: string;
  referralName: string;
  referralEmail: string;
  referralCompany: string;
  notes: string;
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

type ContactDetailsSubmission = ContactDetailsValues & { email: string };

/**
 * Step 1 sends the visitor's details; step 2 adds what they need, keyed by the
 * step-1 email. Resolves with the cleaned values.
 */
export async function submitContact(step: 1, values: ContactValues): Promise<ContactValues>;
export async function submitContact(step: 2, values: ContactDetailsSubmission): Promise<ContactDetailsSubmission>;
export async function submitContact(
  step: 1 | 2,
  values: ContactValues | ContactDetailsSubmission,
): Promise<ContactValues | ContactDetailsSubmission> {
  return step === 1
    ? checked(CONTACT_FORM, values as ContactValues)
    : checked({ ...CONTACT_DETAILS_FORM, email: CONTACT_FORM.email }, values as ContactDetailsSubmission);
}

export async function submitApplication(values: ApplicationValues): Promise<ApplicationValues> {
  return checked(APPLICATION_FORM, values);
}

export async function submitReferral(values: ReferralValues): Promise<ReferralValues> {
  return checked(REFERRAL_FORM, values);
}
