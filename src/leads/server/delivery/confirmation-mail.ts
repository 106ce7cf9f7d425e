/**
 * The newsletter's confirmation e-mail (double opt-in): plain text that says what was asked, when, how to
 * confirm and how to ignore it, with a signed link that works for seven days (signing.ts). It names the
 * page the form was on only when that is a page of the built site (site-pages.ts): a path a sender chose
 * never reaches somebody else's inbox. At most CONFIRMATIONS_PER_DAY go to one address (plan.ts).
 */
import { leadForm } from "../../shared/lead-forms";
import type { LeadsConfig } from "../config";
import type { OutgoingMail } from "./mail";
import { CONFIRMATION_DAYS, confirmationToken } from "../signing";
import type { LeadRecord } from "../types";
import { senderOf } from "./lead-fields";
import type { SitePages } from "./site-pages";

export const CONFIRMATION_SUBJECT = "Please confirm your subscription to the Flatirons newsletter";

/** The e-mail that asks a signup's address to confirm it. */
export function confirmationMail(
  lead: LeadRecord,
  config: Pick<LeadsConfig, "secret" | "publicUrl">,
  now: Date,
  pages: SitePages,
): OutgoingMail {
  const expires = new Date(now.getTime() + CONFIRMATION_DAYS * 86_400_000);
  const token = confirmationToken(config, lead.id, expires);
  const link = `${config.publicUrl}${leadForm("newsletter").confirmation!.route}?token=${encodeURIComponent(token)}`;
  const to = senderOf(lead).email ?? "";
  const when = lead.createdAt.replace("T", " at ").replace(/:\d\d\.\d+Z$/, " UTC");
  const page = lead.meta.page && pages.has(lead.meta.page) ? lead.meta.page : null;
  const where = page ? `the signup form on ${config.publicUrl}${page}` : `a signup form on ${config.publicUrl}`;
  return {
    to,
    subject: CONFIRMATION_SUBJECT,
    text: [
      "Hello,",
      "",
      `On ${when}, someone asked for the Flatirons newsletter to be sent to ${to}, using ${where}.`,
      "",
      `If that was you, confirm your subscription within ${CONFIRMATION_DAYS} days by opening this link and pressing "Confirm my subscription":`,
      "",
      link,
      "",
      "If it was not you, or you changed your mind, ignore this e-mail: without a confirmation you are not subscribed and we will not write to you again. The request itself is deleted with our other records, as the privacy policy says; to have it deleted now, write to privacy@flatirons.com.",
      "",
      "The newsletter comes once a month: what we learn building web, mobile and AI products.",
      "",
      "Flatirons",
      `${config.publicUrl}/privacy-policy/`,
    ].join("\n"),
    messageId: `<${lead.id}.confirmation@${new URL(config.publicUrl).hostname}>`,
  };
}
