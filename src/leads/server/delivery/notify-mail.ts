/**
 * The sales inbox's copy of a lead (LEADS_NOTIFY_EMAIL): plain text, every field by its label (a field added
 * to the form's record shows without more code), then what the call-to-action promised, the page and the
 * campaign; Reply-To is the visitor, so a reply answers them. One per revision the team has not seen
 * (contact step 2 adds the details once), the same Message-ID for every try of it.
 */
import type { LeadsConfig } from "../config";
import type { OutgoingMail } from "./mail";
import type { LeadRecord } from "../types";
import { campaignLine, labelledFields, leadSummary, senderOf } from "./lead-fields";

/** What each call-to-action's intent promised, as the team reads it (src/lib/contact-intents.ts). */
const INTENTS: Record<string, string> = {
  generic: "a general enquiry",
  call: "a call",
  estimate: "an estimate",
  "fuse-demo": "a demo of Fuse",
  "city-meeting": "a meeting in person",
};

const NOT_GIVEN = "(not given)";

/** `name: value` on one line; a text of several lines below its label, indented. */
function fieldLines(label: string, text: string): string[] {
  if (!text) return [`${label}: ${NOT_GIVEN}`];
  const lines = text.split("\n");
  return lines.length === 1 ? [`${label}: ${text}`] : [`${label}:`, ...lines.map((line) => `  ${line}`)];
}

/** The host of the site's address, for Message-IDs. */
const hostOf = (publicUrl: string) => new URL(publicUrl).hostname;

export function notifyMail(lead: LeadRecord, config: Pick<LeadsConfig, "publicUrl">, to: string): OutgoingMail {
  const sender = senderOf(lead);
  const when = lead.updatedAt.replace("T", " at ").replace(/:\d\d\.\d+Z$/, " UTC");
  const intent = lead.meta.intent ? `${INTENTS[lead.meta.intent] ?? lead.meta.intent} (${lead.meta.intent})` : null;
  const text = [
    `${leadSummary(lead)}, ${lead.revision > 1 ? "updated" : "received"} ${when}.`,
    sender.email ? "Reply to this e-mail to answer them." : "",
    "",
    ...labelledFields(lead).flatMap((field) => fieldLines(field.label, field.text)),
    "",
    `Intent: ${intent ?? NOT_GIVEN}`,
    `Page: ${lead.meta.page ? `${config.publicUrl}${lead.meta.page}` : NOT_GIVEN}`,
    `Campaign: ${campaignLine(lead) ?? NOT_GIVEN}`,
    `Lead: ${lead.id}, revision ${lead.revision}`,
  ];
  return {
    to,
    subject: leadSummary(lead),
    text: text.filter((line, index) => line !== "" || text[index - 1] !== "").join("\n"),
    ...(sender.email ? { replyTo: sender.name ? { name: sender.name, address: sender.email } : sender.email } : {}),
    messageId: `<${lead.id}.${lead.revision}.notify@${hostOf(config.publicUrl)}>`,
  };
}
