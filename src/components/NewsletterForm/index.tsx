import React from "react";
import { EVENTS, track } from "../../lib/analytics";
import {
  NEWSLETTER_RESUBMIT_LOCK_MS,
  NEWSLETTER_SUCCESS_MESSAGE,
  newsletterSource,
  subscribeToNewsletter,
} from "../../lib/newsletter";
import { notify } from "../../lib/notify";
import { NEWSLETTER_FORM } from "../../lib/validation";
import { useHoneypot, useResubmitLock, useSchemaForm, useSubmission } from "../Form";
import { NewsletterFields } from "./fields";

interface NewsletterValues {
  footer_email: string;
}

/**
 * The working newsletter form (loaded as its own chunk by NewsletterSignup).
 * The button is disabled while the field is invalid, while sending, and for
 * 2000 ms after a submission; a submission inside that window is ignored.
 */
export default function NewsletterForm({ placeholder, label }: { placeholder: string; label?: string | null }) {
  const form = useSchemaForm<NewsletterValues>(NEWSLETTER_FORM, { footer_email: "" });
  const submission = useSubmission(form);
  const honeypot = useHoneypot();
  const lock = useResubmitLock(NEWSLETTER_RESUBMIT_LOCK_MS);

  const subscribe = async ({ footer_email }: NewsletterValues) => {
    // A submission within 2000 ms of the last one is ignored.
    if (!lock.acquire()) return;
    const result = await submission.run(() =>
      subscribeToNewsletter(footer_email, newsletterSource(window.location.pathname), { honeypot: honeypot.value() }),
    );
    if (!result.ok) return;
    track(EVENTS.newsletterSignup, { email: result.value.email, source: result.value.source });
    notify(NEWSLETTER_SUCCESS_MESSAGE, "success");
    form.reset();
  };

  const { registration, error } = form.field("footer_email");
  return (
    <NewsletterFields
      placeholder={placeholder}
      label={label}
      registration={registration}
      onSubmit={form.handleSubmit(subscribe)}
      error={error}
      disabled={form.hasErrors || lock.locked}
      busy={form.formState.isSubmitting}
      failure={submission.failure}
      honeypotRef={honeypot.ref}
    />
  );
}
