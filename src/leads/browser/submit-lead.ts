/**
 * The one function a lead form's script calls to send what a visitor typed.
 * It checks the values with the submission's schema, posts them with the
 * honeypot's value (./post-lead), and resolves with a result the form hook
 * shows as it is: the stored lead's id and the cleaned values, or what went
 * wrong in the visitor's words. It never throws.
 */
import {
  type LeadBodies,
  type LeadSubmission,
  HONEYPOT_FIELD,
  SUBMISSIONS,
  SUBMIT_FAILURE_MESSAGE,
  tooManySubmissionsMessage,
} from "../shared/lead-forms";
import { validateForm } from "../../lib/validation";
import { type LeadBody, type LeadFailure, postLead } from "./post-lead";

/** How a form shows a submission that did not go through. */
export interface SubmissionProblem {
  /** field name → message, to show under the fields (a 400 about the fields). */
  fieldErrors: Record<string, string> | null;
  /** The one sentence for the inline error and the toast, when no field message applies. */
  message: string;
  /** Neither the visitor's doing nor a limit: a server error, a lost connection, a bug. Worth logging. */
  unexpected: boolean;
}

export type SubmitResult<B> =
  | { ok: true; id: string; /** The body as sent: trimmed text, normalised email. */ values: B }
  | ({ ok: false } & SubmissionProblem);

export interface SubmitOptions {
  /** What the form's hidden honeypot field holds (people leave it empty). */
  honeypot?: string;
}

/**
 * Sends one submission: `body` is the form's values plus what the route needs
 * besides (the newsletter's source, contact step 2's id).
 */
export async function submitLead<F extends LeadSubmission>(
  submission: F,
  body: LeadBodies[F],
  { honeypot = "" }: SubmitOptions = {},
): Promise<SubmitResult<LeadBodies[F]>> {
  const checked = validateForm(SUBMISSIONS[submission].rules, body as unknown as Record<string, unknown>);
  if (Object.keys(checked.errors).length > 0) {
    // The form's own rules should never let these through.
    return { ok: false, fieldErrors: checked.errors, message: SUBMIT_FAILURE_MESSAGE, unexpected: true };
  }
  const values = { ...body, ...checked.values } as LeadBodies[F];
  const result = await postLead(submission, { ...values, [HONEYPOT_FIELD]: honeypot } as LeadBody<F>);
  return result.ok ? { ok: true, id: result.id, values } : { ok: false, ...submissionProblem(result) };
}

/**
 * What the visitor sees for a route's answer that stored nothing: field
 * messages for invalid fields, the wait on a 429, the server's own sentence
 * when it asks to start the contact form again (404), and "Something went
 * wrong. Please try again later." for everything else.
 */
export function submissionProblem({ status, errors, message, retryAfterSeconds }: LeadFailure): SubmissionProblem {
  if (status === 400 && errors) return { fieldErrors: errors, message: SUBMIT_FAILURE_MESSAGE, unexpected: false };
  if (status === 429) {
    // Without a Retry-After, a minute: the rate limit's usual window.
    const wait = tooManySubmissionsMessage(retryAfterSeconds ?? 60);
    return { fieldErrors: null, message: wait, unexpected: false };
  }
  if (status === 404) return { fieldErrors: null, message, unexpected: false };
  return { fieldErrors: null, message: SUBMIT_FAILURE_MESSAGE, unexpected: true };
}

/** What a visitor sees when a form could not be sent: an empty code and one sentence. */
export const SUBMIT_FAILURE = {
  code: "",
  message: SUBMIT_FAILURE_MESSAGE,
} as const;
