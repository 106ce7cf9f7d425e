/**
 * The newsletter's confirmation e-mail (double opt-in): plain text that says what was asked, from which
 * page, when, how to confirm and how to ignore it, with a signed link that works for seven days
 * (signing.ts). Sent by the outbox (outbox.ts) through SMTP_URL with nodemailer, every wait bounded.
 */
import nodemailer from "nodemailer";
import { leadForm } from "../shared/lead-forms";
import type { LeadsConfig, MailConfig } from "./config";
import { explain } from "./explain";
import { CONFIRMATION_DAYS, confirmationToken } from "./signing";
import type { LeadRecord } from "./types";
import type { Attempt } from "./webhook";

export interface ConfirmationMail {
  to: string;
  subject: string;
  text: string;
}

export const CONFIRMATION_SUBJECT = "Please confirm your subscription to the Flatirons newsletter";

/** The e-mail that asks a signup's address to confirm it. */
export function confirmationMail(
  lead: LeadRecord,
  config: Pick<LeadsConfig, "secret" | "publicUrl">,
  now: Date,
): ConfirmationMail {
  const expires = new Date(now.getTime() + CONFIRMATION_DAYS * 86_400_000);
  const token = confirmationToken(config, lead.id, expires);
  const link = `${config.publicUrl}${leadForm("newsletter").confirmation!.route}?token=${encodeURIComponent(token)}`;
  const to = String(lead.fields.footer_email);
  const when = lead.createdAt.replace("T", " at ").replace(/:\d\d\.\d+Z$/, " UTC");
  return {
    to,
    subject: CONFIRMATION_SUBJECT,
    text: [
      "Hello,",
      "",
      `On ${when}, someone asked for the Flatirons newsletter to be sent to ${to}, using the signup form on ${config.publicUrl}${lead.meta.page ?? "/"}.`,
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
  };
}

/** Sends one message; never throws. */
export async function sendMail(mail: MailConfig, message: ConfirmationMail): Promise<Attempt> {
  const transport = nodemailer.createTransport({
    url: mail.url,
    connectionTimeout: mail.timeoutMs,
    greetingTimeout: mail.timeoutMs,
    socketTimeout: mail.timeoutMs,
  });
  try {
    await transport.sendMail({ from: mail.from, ...message });
    return { ok: true };
  } catch (error) {
    // A permanent refusal (no such mailbox) will not change: failed at once.
    return { ok: false, retryable: (error as { permanent?: boolean }).permanent !== true, error: explain(error) };
  } finally {
    transport.close();
  }
}
