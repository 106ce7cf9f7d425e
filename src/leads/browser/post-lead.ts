/**
 * The browser's door to the lead routes (the transport under submitLead): one
 * awaited JSON call per submission that never throws. Field messages from a
 * 400 come back keyed by field name, so a form can show them under its inputs;
 * anything else becomes one message.
 */
import { readCampaign } from "../../lib/campaign-attribution";
import {
  type LeadBodies,
  type LeadContext,
  type LeadSubmission,
  HONEYPOT_FIELD,
  SUBMISSIONS,
  SUBMIT_FAILURE_MESSAGE,
} from "../shared/lead-forms";
import { IDEMPOTENCY_HEADER } from "../shared/idempotency";
import { submissionKey } from "./submission-keys";

export type LeadBody<F extends LeadSubmission> = LeadBodies[F] & LeadContext & { [HONEYPOT_FIELD]?: string };

export type LeadResult =
  | { ok: true; id: string }
  | {
      ok: false;
      /** HTTP status, or 0 when no answer arrived (offline, DNS, aborted). */
      status: number;
      /** field name → message, on a 400 about the fields. */
      errors?: Record<string, string>;
      message: string;
      /** Seconds to wait, on a 429. */
      retryAfterSeconds?: number;
    };

/** A submission that did not store a lead. */
export type LeadFailure = Extract<LeadResult, { ok: false }>;

export interface PostLeadOptions {
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

/**
 * Posts one submission. The page path and the visit's campaign are added
 * unless the body already names them.
 */
export async function postLead<F extends LeadSubmission>(
  form: F,
  body: LeadBody<F>,
  options: PostLeadOptions = {},
): Promise<LeadResult> {
  const send = options.fetch ?? globalThis.fetch;
  const payload: LeadBody<F> = { ...browserContext(), ...body };
  let response: Response;
  try {
    response = await send(SUBMISSIONS[form].route, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        [IDEMPOTENCY_HEADER]: submissionKey(SUBMISSIONS[form].route, payload),
      },
      body: JSON.stringify(payload),
      credentials: "same-origin",
      signal: options.signal,
    });
  } catch {
    return { ok: false, status: 0, message: SUBMIT_FAILURE_MESSAGE };
  }
  const answer = await readJson(response);
  if (response.ok) {
    const id = answer && typeof answer.id === "string" ? answer.id : null;
    return id ? { ok: true, id } : { ok: false, status: response.status, message: SUBMIT_FAILURE_MESSAGE };
  }
  const failure: LeadResult = { ok: false, status: response.status, message: SUBMIT_FAILURE_MESSAGE };
  if (response.status >= 400 && response.status < 500) {
    if (answer && typeof answer.message === "string" && answer.message) failure.message = answer.message;
    const errors = fieldErrors(answer?.errors);
    if (errors) failure.errors = errors;
  }
  if (response.status === 429) {
    const seconds = Number(response.headers.get("Retry-After"));
    if (Number.isFinite(seconds) && seconds > 0) failure.retryAfterSeconds = seconds;
  }
  return failure;
}

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

function fieldErrors(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  return entries.length ? Object.fromEntries(entries) : undefined;
}
