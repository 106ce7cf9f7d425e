/**
 * A browser's own form post (before the page's scripts run, or without JavaScript) is answered with a
 * page: 303 to the form's thank-you page, or to a GET of the route whose address names fields and problem
 * codes, never a value (outcome-page.ts). A script's JSON gets JSON.
 */
import type { IncomingHttpHeaders } from "node:http";
import { type LeadFormName, allFields, leadForm, newsletterSource } from "../../shared/lead-forms";
import { FIELD_PROBLEMS, type FieldProblem } from "../../../lib/validation";
import { isFormContentType, isJsonContentType } from "./content-type";
import { isSitePath } from "./lead-meta";

/** JSON for scripts; a page (303 or HTML) for a browser's form post. */
export type AnswerMode = "json" | "page";

/**
 * A JSON body always gets JSON. Any other request is a form post, answered
 * with a page, when its Accept prefers text/html to application/json, or when
 * it is urlencoded and its Accept does not prefer JSON (a browser's post
 * always asks for HTML; a script posting urlencoded may ask for JSON).
 */
export function answerMode(headers: IncomingHttpHeaders): AnswerMode {
  const type = headers["content-type"];
  if (isJsonContentType(type)) return "json";
  const html = acceptQuality(headers.accept, "text/html");
  const json = acceptQuality(headers.accept, "application/json");
  if (html > json) return "page";
  return isFormContentType(type) && !(json > html) ? "page" : "json";
}

/** The q-value the Accept header gives `type` (exact, then type/*, then *\/*); 0 when it names none. */
export function acceptQuality(accept: string | undefined, type: string): number {
  if (!accept) return 0;
  const [major] = type.split("/");
  let best = { specificity: -1, q: 0 };
  for (const part of accept.split(",")) {
    const [range = "", ...params] = part.trim().toLowerCase().split(";");
    const specificity = range === type ? 2 : range === `${major}/*` ? 1 : range === "*/*" ? 0 : -1;
    if (specificity <= best.specificity) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const value = q ? Number(q.slice(2)) : 1;
    best = { specificity, q: Number.isFinite(value) ? value : 0 };
  }
  return best.q;
}

/** Why a form post did not store its lead, as an outcome page shows it. */
export type Outcome =
  | { kind: "invalid"; problems: Record<string, FieldProblem> }
  | { kind: "wait"; seconds: number }
  | { kind: "failed" }
  | { kind: "not-found" };

/** The address of an outcome page: the route, the outcome and, for invalid input, field=code pairs. */
export function outcomeLocation(form: LeadFormName, outcome: Outcome): string {
  const query = new URLSearchParams({ outcome: outcome.kind });
  if (outcome.kind === "invalid") {
    for (const [field, problem] of Object.entries(outcome.problems)) query.append(field, problem);
  }
  if (outcome.kind === "wait") query.set("seconds", String(outcome.seconds));
  return `${leadForm(form).route}?${query}`;
}

/** The outcome an address names, keeping only the form's own fields and known codes; null if none. */
export function readOutcome(form: LeadFormName, query: URLSearchParams): Outcome | null {
  switch (query.get("outcome")) {
    case "invalid": {
      const problems: Record<string, FieldProblem> = {};
      for (const name of Object.keys(allFields(form).rules)) {
        const code = query.get(name);
        if (code && (FIELD_PROBLEMS as readonly string[]).includes(code)) problems[name] = code as FieldProblem;
      }
      return Object.keys(problems).length > 0 ? { kind: "invalid", problems } : null;
    }
    case "wait": {
      const seconds = Number(query.get("seconds"));
      return Number.isInteger(seconds) && seconds > 0 && seconds <= 86_400 ? { kind: "wait", seconds } : null;
    }
    case "failed":
      return { kind: "failed" };
    case "not-found":
      return leadForm(form).details ? { kind: "not-found" } : null;
    default:
      return null;
  }
}

/**
 * The path of the page a request came from, from its Referer, when that page
 * is on this host; only the path, never its query, and never one a browser
 * could read as another host (`//host`, `/\host`, which URL parsing makes `//`). Null otherwise.
 */
export function refererPath(headers: IncomingHttpHeaders): string | null {
  const referer = headers.referer;
  const host = headers.host;
  if (!referer || !host) return null;
  try {
    const url = new URL(referer);
    return url.host === host && isSitePath(url.pathname) ? url.pathname : null;
  } catch {
    return null;
  }
}

/** Where an outcome page's "back to the form" link goes: the page posted from, else the form's own page. */
export function backPath(form: LeadFormName, headers: IncomingHttpHeaders): string {
  return refererPath(headers) ?? leadForm(form).page;
}

/**
 * What a form post cannot send but a script adds: the page it was sent from
 * (its Referer) and, for the newsletter, where the form sits. The body's own
 * values win.
 */
export function withFormPostContext(
  form: LeadFormName,
  body: Record<string, unknown>,
  headers: IncomingHttpHeaders,
): Record<string, unknown> {
  const page = typeof body.page === "string" ? body.page : refererPath(headers);
  const context: Record<string, unknown> = page ? { page } : {};
  if (form === "newsletter") context.source = newsletterSource(page ?? "/");
  return { ...context, ...body };
}
