/**
 * The email pattern. It rejects: more than one @; consecutive dots (anywhere,
 * so also after the @); a dot at either end of the local part; characters
 * other than letters, digits and hyphens in domain labels; labels that start
 * or end with a hyphen; and a last label that is not at least 2 letters.
 */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+(?<!\.)@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** Trimmed and with the domain lower-cased (the local part is left as typed). */
export function normalizeEmail(value: string): string {
  const trimmed = value.trim();
  const at = trimmed.lastIndexOf("@");
  return at < 0 ? trimmed : `${trimmed.slice(0, at)}@${trimmed.slice(at + 1).toLowerCase()}`;
}

/**
 * The address a person's data is found by (src/leads/server/store/subject.ts): normalised, then lower-cased whole.
 * Mail servers may treat the local part's case as significant; people do not, and a request finds more
 * rather than less.
 */
export function personAddress(value: string): string {
  return normalizeEmail(value).toLowerCase();
}

/**
 * An e-mail address anywhere in a text, whole: a local part of every character an address may have (RFC 5322's
 * atext and dots, any letter or digit, or a quoted string) and a domain of labels or an address literal. The
 * pattern above refuses what a form will not take; this one finds all a relay or a driver may quote
 * (`<jane.doe'reject@example.com>: mailbox unavailable`) so that none of it reaches a log.
 */
const EMAIL_IN_TEXT =
  /(?:"[^"\r\n]*"|[\p{L}\p{N}!#$%&'*+/=?^_`{|}~.-]+)@(?:\[[^\]\s]*\]|[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*)/gu;

/** `text` with every e-mail address in it replaced, whole, by `mask`. */
export function maskEmails(text: string, mask: string): string {
  return text.replace(EMAIL_IN_TEXT, mask);
}
