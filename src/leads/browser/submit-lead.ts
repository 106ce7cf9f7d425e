/**
 * The one function a lead form's script calls to send what a visitor typed.
 * It checks the values with the submission's rules, posts them as JSON to the
 * submission's route (with the page, the visit's campaign, the honeypot's value
 * and the submission's idempotency key), and resolves with one result the form
 * hook shows as it is: the stored lead's id and the cleaned values, or what went
 * wrong in the visitor's words. It never throws.
 */
import { readCampaign } from "../../lib/campaign-attribution";
import {
  type LeadBodies,
  type LeadContext,
  type LeadSubmission,
  HONEYPOT_FIELD,
  SUBMISSIONS,
  SUBMIT_FAILURE_MESSAGE,
  tooManySubmissionsMessage,
} from "../shared/lead-forms";
import { IDEMPOTENCY_HEADER } from "../shared/idempotency";
import { validateForm } from "../../lib/validation";
import { submissionKey } from "./submission-keys";

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
  | {
      ok: true;
      id: string;
      /** The body as sent: trimmed text, normalised email. */
      values: B;
      /** A newsletter signup that starts once the address's owner opens the link e-mailed to it. */
      confirm: boolean;
    }
  | ({ ok: false } & SubmissionProblem);

export interface SubmitOptions {
  /** What the form's hidden honeypot field holds (people leave it empty). */
  honeypot?: string;
  /** The form's other hidden fields: the time it was shown, the policy version, the consent id, Turnstile's token. */
  hidden?: Record<string, string>;
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

/**
 * Sends one submission: `body` is the form's values plus what the route needs
 * besides (the newsletter's source, contact step 2's id). The page and the
 * visit's campaign are added unless the body names them.
 */
export async function submitLead<F extends LeadSubmission>(
  submission: F,
  body: LeadBodies[F] & LeadContext,
  { honeypot = "", hidden = {}, fetch: send = globalThis.fetch, signal }: SubmitOptions = {},
): Promise<SubmitResult<LeadBodies[F]>> {
  const { route, rules } = SUBMISSIONS[submission];
  const checked = validateForm(rules, body as unknown as Record<string, unknown>);
  if (Object.keys(checked.errors).length > 0) {
    // The form's own rules should never let these through.
    return { ok: false, fieldErrors: checked.errors, message: SUBMIT_FAILURE_MESSAGE, unexpected: true };
  }
  const values = { ...body, ...checked.values } as LeadBodies[F];
  const payload = { ...hidden, ...browserContext(), ...values, [HONEYPOT_FIELD]: honeypot };
  let response: Response;
  try {
    response = await send(route, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        [IDEMPOTENCY_HEADER]: submissionKey(route, payload),
      },
      body: JSON.stringify(payload),
      credentials: "same-origin",
      signal,
    });
  } catch {
    return { ok: false, ...submissionProblem(0, null) };
  }
  const answer = await readJson(response);
  if (response.ok && typeof answer?.id === "string" && answer.id) {
    return { ok: true, id: answer.id, values, confirm: answer.confirmation === "pending" };
  }
  const seconds = Number(response.headers.get("Retry-After"));
  return { ok: false, ...submissionProblem(response.status, answer, seconds > 0 ? seconds : undefined) };
}

/**
 * What the visitor sees for a route's answer that stored nothing: field
 * messages for invalid fields, the wait on a 429 (a minute without Retry-After,
 * the rate limit's usual window), the server's own sentence when it asks to
 * start the contact form again (404), and "Something went wrong. Please try
 * again later." for everything else (status 0: no answer arrived).
 */
export function submissionProblem(
  status: number,
  answer: Record<string, unknown> | null,
  retryAfterSeconds?: number,
): SubmissionProblem {
  const errors = fieldErrors(answer?.errors);
  if (status === 400 && errors) return { fieldErrors: errors, message: SUBMIT_FAILURE_MESSAGE, unexpected: false };
  if (status === 429) {
    return { fieldErrors: null, message: tooManySubmissionsMessage(retryAfterSeconds ?? 60), unexpected: false };
  }
  if (status === 404 && typeof answer?.message === "string" && answer.message) {
    return { fieldErrors: null, message: answer.message, unexpected: false };
  }
  return { fieldErrors: null, message: SUBMIT_FAILURE_MESSAGE, unexpected: true };
}

/** What a visitor sees when a form could not be sent: an empty code and one sentence. */
export const SUBMIT_FAILURE = {
  code: "",
  message: SUBMIT_FAILURE_MESSAGE,
} as const;

function browserContext(): LeadContext {
  if (typeof window === "undefined") return {};
  const campaign = readCampaign();
  return { page: window.location.pathname, ...(campaign ? { campaign } : {}) };
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const value: unknown = await response.json();
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function fieldErrors(value: unknown): Record<string, string> | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  return entries.length ? Object.fromEntries(entries) : null;
}
