/**
 * How a lead route answers, chosen once per request (form-post.ts):
 *
 *                      JSON (scripts)                 page (a browser's form post)
 *   stored             201/200 { id }                 303 → the form's thank-you page
 *   invalid fields     400 { errors }                 303 → GET route?outcome=invalid&<field>=<code>
 *   429 / 404 / 500    { message }                    303 → GET route?outcome=wait|not-found|failed
 *   405 / 413 / 415    { message }                    the same status with an HTML page
 */
import type { LeadFormName } from "../shared/lead-forms";
import type { FieldProblem } from "../../lib/validation";
import { type AnswerMode, type Outcome, backPath, outcomeLocation, thankYouLocation } from "./form-post";
import { OUTCOME_TITLES, renderOutcomePage } from "./outcome-page";
import type { LeadRequest, LeadResponse } from "./handler";

export interface LeadAnswer {
  mode: AnswerMode;
  /** The lead is stored (or a honeypot submission was counted). */
  stored(status: 200 | 201, id: string): void;
  invalid(errors: Record<string, string>, problems: Record<string, FieldProblem>): void;
  /** Not stored: `outcome` names the page a form post is sent to; without one it gets an HTML page with `status`. */
  failed(status: number, message: string, outcome?: Outcome): void;
}

export function createLeadAnswer(
  form: LeadFormName,
  mode: AnswerMode,
  req: Pick<LeadRequest, "headers">,
  res: LeadResponse,
): LeadAnswer {
  const seeOther = (location: string) => {
    res.setHeader("Location", location);
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.status(303).send(`See ${location}`);
  };
  if (mode === "json") {
    return {
      mode,
      stored: (status, id) => res.status(status).json({ id }),
      invalid: (errors) => res.status(400).json({ errors }),
      failed: (status, message) => res.status(status).json({ message }),
    };
  }
  return {
    mode,
    stored: () => seeOther(thankYouLocation(form)),
    invalid: (_, problems) => seeOther(outcomeLocation(form, { kind: "invalid", problems })),
    failed: (status, message, outcome) => {
      if (outcome) {
        seeOther(outcomeLocation(form, outcome));
        return;
      }
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res
        .status(status)
        .send(renderOutcomePage({ title: OUTCOME_TITLES.failed, text: message, back: backPath(form, req.headers) }));
    },
  };
}
