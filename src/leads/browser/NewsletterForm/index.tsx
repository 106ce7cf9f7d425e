import React from "react";
import { EVENTS, track } from "../../../telemetry";
import { notify } from "../../../lib/notify";
import {
  NEWSLETTER_CONFIRM_MESSAGE,
  NEWSLETTER_RESUBMIT_LOCK_MS,
  NEWSLETTER_SUCCESS_MESSAGE,
  type LeadBodies,
  newsletterSource,
} from "../../shared/lead-forms";
import { LeadForm, useLeadForm, useResubmitLock } from "../form";
import * as S from "./styles";

type NewsletterValues = Omit<LeadBodies["newsletter"], "source">;

/**
 * The working newsletter form (loaded as its own chunk by NewsletterSignup):
 * its label ("E-mail") above the field, the button beside it, red errors below.
 * The button is disabled while the field is invalid, while sending, and for
 * 2000 ms after a submission; a submission inside that window is ignored.
 *
 * "Disabled" is `aria-disabled`, not the `disabled` attribute: the field is
 * checked on blur, so a native disabled button would drop out of the tab order
 * at the very moment a keyboard visitor tabs from an empty field to it (focus
 * fell to the page body). An aria-disabled button keeps its focus, is announced
 * as unavailable and described by the field's message, and looks disabled.
 * Activating it submits nothing: while invalid, the submit runs validation
 * only (the message shows and focus returns to the field); while sending or
 * locked, the activation is dropped.
 */
export default function NewsletterForm({
  placeholder,
  label = "Newsletter",
}: {
  placeholder: string;
  /** The form's accessible name (a form landmark); null where the surrounding block already names it. */
  label?: string | null;
}) {
  const lead = useLeadForm<NewsletterValues, "newsletter">("newsletter");
  const { form } = lead;
  const lock = useResubmitLock(NEWSLETTER_RESUBMIT_LOCK_MS);

  const subscribe = async ({ footer_email }: NewsletterValues) => {
    // A submission within 2000 ms of the last one is ignored.
    if (!lock.acquire()) return;
    const result = await lead.send({ footer_email, source: newsletterSource(window.location.pathname) });
    if (!result.ok) return;
    track(EVENTS.newsletterSignup, { email: result.values.footer_email, source: result.values.source });
    // Under double opt-in the signup starts once the link e-mailed to the address is opened.
    notify(
      result.confirm ? `${NEWSLETTER_SUCCESS_MESSAGE} ${NEWSLETTER_CONFIRM_MESSAGE}` : NEWSLETTER_SUCCESS_MESSAGE,
      "success",
    );
    form.reset();
  };

  const field = form.field("footer_email");
  const { registration, error } = field;
  const inputId = `${lead.formId}-email`;
  const errorId = `${inputId}-error`;
  const busy = form.formState.isSubmitting;
  return (
    <LeadForm lead={lead} onSubmit={subscribe} as={S.Form} aria-label={label ?? undefined}>
      <S.Label htmlFor={inputId}>{field.label}</S.Label>
      <S.Controls>
        <S.Field>
          <S.Input
            id={inputId}
            type="email"
            autoComplete="email"
            placeholder={placeholder}
            aria-invalid={error ? "true" : "false"}
            aria-describedby={error ? errorId : undefined}
            {...registration}
          />
          {error ? <S.Error id={errorId}>{error}</S.Error> : null}
        </S.Field>
        <S.Submit
          type="submit"
          aria-disabled={form.hasErrors || lock.locked || busy}
          aria-describedby={error ? errorId : undefined}
          aria-busy={busy}
          onClick={(event) => {
            // Sending or locked: nothing to do. Invalid: the submit goes on to validation, which submits nothing.
            if (lock.locked || busy) event.preventDefault();
          }}
        >
          {busy ? "Subscribing…" : "Subscribe"}
        </S.Submit>
      </S.Controls>
    </LeadForm>
  );
}
