/**
 * The idempotency key of each submission the browser posts: a new key for a
 * new submission, the same key when the same body is sent again (the visitor
 * retries after a failure, or a second click gets through), so the server
 * stores it once (src/leads/shared/idempotency.ts). Kept in memory for the
 * page's life; a changed field makes a new submission.
 */
import { newIdempotencyKey } from "../shared/idempotency";

/** Bodies remembered at once; older ones are forgotten first. */
const REMEMBERED = 20;
const keys = new Map<string, string>();

export function submissionKey(route: string, body: unknown): string {
  const identity = `${route}\n${JSON.stringify(body)}`;
  let key = keys.get(identity);
  if (key) {
    keys.delete(identity);
  } else {
    key = newIdempotencyKey();
  }
  keys.set(identity, key);
  while (keys.size > REMEMBERED) keys.delete(keys.keys().next().value as string);
  return key;
}
