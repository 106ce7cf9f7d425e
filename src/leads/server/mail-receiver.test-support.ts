/**
 * An SMTP server on 127.0.0.1 for tests (smtp-server, nodemailer's own, in the test's process): it takes
 * every message without authentication or TLS, parses it (mailparser) and keeps it, so a test reads the
 * confirmation e-mail the outbox sent and follows its link.
 */
import { simpleParser } from "mailparser";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** Whether the message carried an HTML part (the confirmation is plain text only). */
  html: boolean;
}

export class MailReceiver {
  readonly messages: ReceivedMail[] = [];
  url = "";
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData: (stream, _session, callback) => {
      simpleParser(stream).then(
        (mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          this.messages.push({
            from: mail.from?.text ?? "",
            to: to?.value[0]?.address ?? "",
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: Boolean(mail.html),
          });
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
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.messages.filter((message) => message.to === to).at(-1);
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`No e-mail to ${to} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** The confirmation link in a message's text. */
export function confirmationLinkIn(text: string): string {
  const link = /https?:\/\/\S+\/api\/newsletter-confirm\?token=\S+/.exec(text)?.[0];
  if (!link) throw new Error(`No confirmation link in:\n${text}`);
  return link;
}
