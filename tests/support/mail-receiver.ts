/**
 * An SMTP server on 127.0.0.1 for tests (smtp-server, nodemailer's own, in the test's process): it takes
 * every message without authentication or TLS, parses it (mailparser) and keeps it, so a test reads the
 * e-mail the outbox sent (its Reply-To and Message-ID too) and follows its link. With `delayMs` it answers
 * the connection and each command of the envelope after that long, as a slow relay does. A message whose
 * sender has gone by the time it would be accepted (its try cut at the deadline, its process killed) is
 * not kept: it counts in `abandoned`.
 */
import { simpleParser } from "mailparser";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { until } from "./poll";

export interface ReceivedMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** Whether the message carried an HTML part (the site's e-mails are plain text only). */
  html: boolean;
  replyTo: string;
  messageId: string;
  /** When it was accepted (performance.now()). */
  at: number;
}

export class MailReceiver {
  readonly messages: ReceivedMail[] = [];
  /** Messages whose sender went away before they were accepted. */
  readonly abandoned: ReceivedMail[] = [];
  /** How long each answer (the greeting, MAIL FROM, RCPT TO, the end of DATA) waits. */
  delayMs = 0;
  url = "";
  private readonly closed = new Set<string>();
  private readonly wait = () => new Promise((resolve) => setTimeout(resolve, this.delayMs));
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onConnect: (_session, callback) => void this.wait().then(() => callback()),
    onMailFrom: (_address, _session, callback) => void this.wait().then(() => callback()),
    onRcptTo: (_address, _session, callback) => void this.wait().then(() => callback()),
    onClose: (session) => this.closed.add(session.id),
    onData: (stream, session, callback) => {
      simpleParser(stream).then(
        async (mail) => {
          await this.wait();
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          const message = {
            from: mail.from?.text ?? "",
            to: to?.value[0]?.address ?? "",
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: Boolean(mail.html),
            replyTo: mail.replyTo?.text ?? "",
            messageId: mail.messageId ?? "",
            at: performance.now(),
          };
          (this.closed.has(session.id) ? this.abandoned : this.messages).push(message);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });

  async start(port = 0): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(port, "127.0.0.1", () => resolve()));
    this.url = `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The latest message to `to`, once it has arrived (polled, never slept on; `timeoutMs` at most). */
  async messageTo(to: string, timeoutMs = 30_000): Promise<ReceivedMail> {
    return until(
      `an e-mail to ${to}`,
      async () => this.messages.filter((message) => message.to === to).at(-1),
      timeoutMs,
    );
  }
}

/** The confirmation link in a message's text. */
export function confirmationLinkIn(text: string): string {
  const link = /https?:\/\/\S+\/api\/newsletter-confirm\?token=\S+/.exec(text)?.[0];
  if (!link) throw new Error(`No confirmation link in:\n${text}`);
  return link;
}
