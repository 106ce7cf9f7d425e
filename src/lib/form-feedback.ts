import { SUBMIT_FAILURE_MESSAGE, tooManySubmissionsMessage } from "../leads/shared/lead-forms";
import { InvalidSubmissionError, LeadSubmissionError } from "./lead-submission";

/** What a visitor sees when a form could not be sent: an empty code and one sentence. */
export const SUBMIT_FAILURE = {
  code: "",
  message: SUBMIT_FAILURE_MESSAGE,
} as const;

/** How a form shows a submission that did not go through. */
export interface SubmissionProblem {
  /** field name → message, to show under the fields (a 400 about the fields). */
  fieldErrors: Record<string, string> | null;
  /** The one sentence for the inline error and the toast, when no field message applies. */
  message: string;
  /** Neither the visitor's doing nor a limit: a server error, a lost connection, a bug. Worth logging. */
  unexpected: boolean;
}

/**
 * Turns what a form's send function threw into what the visitor sees: field
 * messages for invalid fields, the wait on a 429, the server's own sentence
 * when it asks to start the contact form again (404), and "Something went
 * wrong. Please try again later." for everything else.
 */
export function submissionProblem(error: unknown): SubmissionProblem {
  if (error instanceof InvalidSubmissionError) {
    return { fieldErrors: error.errors, message: SUBMIT_FAILURE_MESSAGE, unexpected: true };
  }
  if (error instanceof LeadSubmissionError) {
    const { status, errors, message, retryAfterSeconds } = error.failure;
    if (status === 400 && errors) return { fieldErrors: errors, message: SUBMIT_FAILURE_MESSAGE, unexpected: false };
    if (status === 429) {
      // Without a Retry-After, a minute: the rate limit's usual window.
      const wait = tooManySubmissionsMessage(retryAfterSeconds ?? 60);
      return { fieldErrors: null, message: wait, unexpected: false };
    }
    if (status === 404) return { fieldErrors: null, message, unexpected: false };
  }
  return { fieldErrors: null, message: SUBMIT_FAILURE_MESSAGE, unexpected: true };
}
