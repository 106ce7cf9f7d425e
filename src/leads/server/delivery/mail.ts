/**
 * E-mail over SMTP_URL with nodemailer: one message per try, plain text, within the try's one deadline
 * (delivery/deadline.ts aborts its signal, which destroys the connection at once), from SMTP_FROM. The
 * messages themselves are made by their destinations (delivery/*-mail.ts).
 */
import nodemailer from "nodemailer";
import type { MailConfig } from "../config";
import { explain } from "../explain";
import type { Attempt } from "./states";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Where a reply goes (the visitor, for the sales inbox's copy of a lead). */
  replyTo?: { name: string; address: string } | string;
  /** The same for every try of one delivery: a receiver can tell a repeat from a new message. */
  messageId?: string;
}

/** Sends one message; never throws. */
export async function sendMail(mail: MailConfig, message: OutgoingMail, signal?: AbortSignal): Promise<Attempt> {
  const transport = nodemailer.createTransport({
    url: mail.url,
    connectionTimeout: mail.timeoutMs,
    greetingTimeout: mail.timeoutMs,
    socketTimeout: mail.timeoutMs,
    // Aborted: the connection is destroyed, not closed politely.
    socketCloseTimeout: 0,
  });
  try {
    await transport.sendMail({ from: mail.from, ...message, signal });
    return { ok: true };
  } catch (error) {
    // A permanent refusal (no such mailbox) will not change: failed at once.
    return { ok: false, retryable: (error as { permanent?: boolean }).permanent !== true, error: explain(error) };
  } finally {
    transport.close();
  }
}
