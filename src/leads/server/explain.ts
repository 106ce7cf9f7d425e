import { clipText, maskEmails } from "../../lib/validation";
/**
 * What a log line says about a failure: "<code>: <message>", never the submission. The code is the
 * error's own (a SQLSTATE such as 57014, a system code such as ENOSPC, ours such as ETIMEDOUT or
 * HTTP_307), else its class name; the message is the error's with e-mail addresses masked, on one short
 * line (a driver's `detail`, which may quote a value, is never read).
 */
export class LeadsError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "LeadsError";
  }
}

export const timeoutError = (what: string, ms: number) => new LeadsError("ETIMEDOUT", `${what} within ${ms} ms`);

/** "<code>: <message>" for any thrown value. */
export function explain(error: unknown): string {
  // Not `instanceof Error`: errors made by Node's own modules may come from another realm.
  if (typeof error !== "object" || error === null || typeof (error as Error).message !== "string") {
    return `${typeof error}: ${clipText(String(error), 200)}`;
  }
  const { code, name, message: text } = error as Error & { code?: unknown };
  const message = maskEmails(text, "<email>").replace(/\s+/g, " ");
  return `${typeof code === "string" || typeof code === "number" ? code : name}: ${clipText(message, 200) || "(no message)"}`;
}

export type Log = Pick<Console, "error">;
