/**
 * What a lead route decided (an Answer), and the reply a host writes as it is (a LeadReply: status,
 * headers, body): the one result shape that crosses the boundary to the production server and the
 * Gatsby Functions. JSON for a script; for a browser's own form post, 303 to the thank-you or an outcome
 * page, or a page with the status (src/leads/README.md, "What a form post is answered with").
 */
import type { IncomingHttpHeaders } from "node:http";
import { type LeadFormName, leadForm } from "../../shared/lead-forms";
import type { FieldProblem } from "../../../lib/validation";
import { type AnswerMode, type Outcome, backPath, outcomeLocation } from "./form-post";
import { OUTCOME_PAGE_POLICY, OUTCOME_TITLES, type OutcomeContent, renderOutcomePage } from "./outcome-page";

/** Not stored: `outcome` names the page a form post is sent to; without one it gets an HTML page with `status`. */
export interface Refused {
  kind: "refused";
  status: number;
  message: string;
  outcome?: Outcome;
  headers?: Record<string, string>;
}

export type Answer =
  /** `confirm`: a newsletter signup that waits for its confirmation link. */
  | { kind: "stored"; status: 200 | 201; id: string; confirm?: boolean }
  | { kind: "invalid"; errors: Record<string, string>; problems: Record<string, FieldProblem> }
  | Refused;

export const refused = (status: number, message: string, extra: Partial<Refused> = {}): Refused => ({
  kind: "refused",
  status,
  message,
  ...extra,
});

export interface LeadReply {
  status: number;
  /** Names in lower case. */
  headers: Record<string, string>;
  body: string;
}

/** Headers of every answer: never cached, never sniffed. */
const BASE_HEADERS = { "cache-control": "no-store", "x-content-type-options": "nosniff" };

export function jsonReply(status: number, body: unknown, headers: Record<string, string> = {}): LeadReply {
  return {
    status,
    headers: { ...BASE_HEADERS, ...headers, "content-type": "application/json; charset=utf-8" },
    body: JSON.stringify(body),
  };
}

/** An outcome page (or a refusal's page) with its own policy. */
export function pageReply(status: number, content: OutcomeContent, headers: Record<string, string> = {}): LeadReply {
  return {
    status,
    headers: {
      ...BASE_HEADERS,
      ...headers,
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": OUTCOME_PAGE_POLICY,
    },
    body: renderOutcomePage(content),
  };
}

export function seeOther(location: string, headers: Record<string, string> = {}): LeadReply {
  return {
    status: 303,
    headers: { ...BASE_HEADERS, ...headers, location, "content-type": "text/plain; charset=utf-8" },
    body: `See ${location}`,
  };
}

/** The reply to `answer` as JSON. */
export function jsonAnswer(answer: Answer): LeadReply {
  if (answer.kind === "stored") {
    return jsonReply(answer.status, answer.confirm ? { id: answer.id, confirmation: "pending" } : { id: answer.id });
  }
  if (answer.kind === "invalid") return jsonReply(400, { errors: answer.errors });
  return jsonReply(answer.status, { message: answer.message }, answer.headers);
}

/** The reply to `answer`, as JSON or as a page. */
export function reply(
  form: LeadFormName,
  mode: AnswerMode,
  answer: Answer,
  requestHeaders: IncomingHttpHeaders,
): LeadReply {
  if (mode === "json") return jsonAnswer(answer);
  if (answer.kind === "stored") {
    const { thankYou, confirmation } = leadForm(form);
    return seeOther(answer.confirm && confirmation ? confirmation.pending.path : thankYou.path);
  }
  if (answer.kind === "invalid") return seeOther(outcomeLocation(form, { kind: "invalid", problems: answer.problems }));
  if (answer.outcome) return seeOther(outcomeLocation(form, answer.outcome), answer.headers);
  const back = backPath(form, requestHeaders);
  return pageReply(answer.status, { title: OUTCOME_TITLES.failed, text: answer.message, back }, answer.headers);
}
