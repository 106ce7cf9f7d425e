/**
 * Newsletter subscription. The form awaits one function, subscribeToNewsletter,
 * so the transport behind it can change without touching the form.
 */
import type { NewsletterSource } from "../leads/shared/lead-forms";
import { type SubmitOptions, sendLead } from "./lead-submission";
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
  /** The stored signup's id. */
  id: string;
}

/**
 * Posts the subscription to /api/newsletter and resolves once it is stored;
 * rejects with a LeadSubmissionError otherwise (field messages on a 400).
 */
export async function subscribeToNewsletter(
  email: string,
  source: NewsletterSource,
  options?: SubmitOptions,
): Promise<Subscription> {
  const footer_email = normalizeEmail(email);
  const id = await sendLead("newsletter", { footer_email, source }, options);
  return { email: footer_email, source, id };
}
