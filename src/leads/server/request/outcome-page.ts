/**
 * The small pages a browser's form post lands on when its lead was not stored (invalid fields with their
 * messages, how long to wait, a failure, and the 405, 409, 413 and 415 answers), and the page a
 * newsletter confirmation link opens (one button that confirms): plain HTML in the site's colours,
 * nothing the visitor typed, and a Content-Security-Policy of their own that allows their one
 * `<style>` by hash and nothing else (a host adds its table's policy only where a route set none).
 */
import { createHash } from "node:crypto";
import {
  type LeadFormName,
  CONTACT_NOT_FOUND_MESSAGE,
  SUBMIT_FAILURE_MESSAGE,
  allFields,
  tooManySubmissionsMessage,
} from "../../shared/lead-forms";
import { fieldMessage } from "../../../lib/validation";
import { colors, fonts, radii } from "../../../theme/tokens";
import type { Outcome } from "./form-post";

export const OUTCOME_TITLES = {
  invalid: "Please check the form",
  wait: "Too many submissions",
  failed: "Your form was not sent",
  "not-found": "Please start again",
} as const satisfies Record<Outcome["kind"], string>;

export interface OutcomeContent {
  title: string;
  /** One sentence under the title. */
  text: string;
  /** The invalid fields: label and message. */
  fields?: Array<{ label: string; message: string }>;
  /** Path of the form to go back to. */
  back: string;
  /** Instead of the way back: a form posting `fields` to `action`, with one button. */
  post?: { action: string; fields: Record<string, string>; label: string };
}

/** What an outcome page says for a form's outcome. */
export function outcomeContent(form: LeadFormName, outcome: Outcome, back: string): OutcomeContent {
  switch (outcome.kind) {
    case "invalid": {
      const { rules, labels } = allFields(form);
      const fields = Object.entries(outcome.problems).map(([name, problem]) => ({
        label: labels[name] ?? name,
        message: fieldMessage(rules[name], problem),
      }));
      return { title: OUTCOME_TITLES.invalid, text: "Nothing was sent. These fields need another look:", fields, back };
    }
    case "wait":
      return { title: OUTCOME_TITLES.wait, text: tooManySubmissionsMessage(outcome.seconds), back };
    case "not-found":
      return { title: OUTCOME_TITLES["not-found"], text: CONTACT_NOT_FOUND_MESSAGE, back };
    case "failed":
      return { title: OUTCOME_TITLES.failed, text: SUBMIT_FAILURE_MESSAGE, back };
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

const STYLE = `
body{margin:0;min-height:100vh;display:grid;place-items:center;background:${colors.navy};color:${colors.text};font-family:${fonts.body};line-height:1.6}
main{max-width:40rem;margin:2rem 1.25rem;padding:2rem;border:1px solid ${colors.border};border-radius:${radii.lg};background:${colors.navyDeep}}
.brand{margin:0 0 1.5rem;font-family:${fonts.heading};font-weight:700;letter-spacing:.02em}
.brand a{color:${colors.text};text-decoration:none}
h1{margin:0 0 .75rem;font-family:${fonts.heading};font-size:1.75rem;line-height:1.2}
p{margin:0 0 1rem;color:${colors.textMuted}}
ul{margin:0 0 1.5rem;padding-left:1.25rem}
li{margin:.25rem 0;color:${colors.error}}
li strong{color:${colors.text}}
.back{display:inline-block;padding:.75rem 1.5rem;border-radius:${radii.pill};background:${colors.accent};color:${colors.onAccent};font-weight:600;text-decoration:none}
.back:focus-visible{outline:3px solid ${colors.focus};outline-offset:2px}
button.back{border:0;font:inherit;font-weight:600;cursor:pointer}
`;

/** The policy an outcome page is sent with: its own style, by hash, and nothing else to load or run. */
export const OUTCOME_PAGE_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`,
  "img-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

const backLink = (back: string) => `<p>Your browser's Back button returns to the form with what you typed.</p>
<a class="back" href="${escapeHtml(back)}">Back to the form</a>`;

const postForm = ({ action, fields, label }: NonNullable<OutcomeContent["post"]>) =>
  `<form method="post" action="${escapeHtml(action)}">${Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("")}<button class="back" type="submit">${escapeHtml(label)}</button></form>`;

/** The page as an HTML document. */
export function renderOutcomePage(content: OutcomeContent): string {
  const fields = content.fields?.length
    ? `<ul>${content.fields
        .map((field) => `<li><strong>${escapeHtml(field.label)}</strong>: ${escapeHtml(field.message)}</li>`)
        .join("")}</ul>`
    : "";
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(content.title)} | Flatirons</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand"><a href="/">Flatirons</a></p>
<h1>${escapeHtml(content.title)}</h1>
<p>${escapeHtml(content.text)}</p>
${fields}${content.post ? postForm(content.post) : backLink(content.back)}
</main>
</body>
</html>
`;
}
