/**
 * Newsletter subscription. The form awaits one function, subscribeToNewsletter,
 * so the transport behind it can change without touching the form.
 */
import type { NewsletterSource } from "./lead-forms";
import { normalizeEmail } from "./validation";

export type { NewsletterSource };

/** The minimum time between two submissions of the same form. */
export const NEWSLETTER_RESUBMIT_LOCK_MS = 2000;

export const NEWSLETTER_SUCCESS_MESSAGE = "Thank you for subscribing to our newsletter!";

/** Where a signup came from: a blog post (any path under /blog/) or the footer of any other page. */
export function newsletterSource(pathname: string): NewsletterSource {
  return pathname.startsWith("/blog/") ? "blog_post" : "footer";
}

export interface Subscription {
  email: string;
  source: NewsletterSource;
}

/**
 * Sends the subscription. There is no subscription service behind it yet: it
 * resolves with the cleaned subscription without a network call.
 */
export async function subscribeToNewsletter(email: string, source: NewsletterSource): Promise<Subscription> {
  return { email: normalizeEmail(email), source };
}
