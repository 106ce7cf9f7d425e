import React from "react";
import type { FieldValues, SubmitHandler } from "react-hook-form";
import { SUBMISSIONS } from "../../shared/lead-forms";
import { HoneypotField } from "./honeypot";
import { TurnstileField } from "./turnstile";
import { SubmitButton, SubmitFailure } from "./fields";
import type { LeadFormState } from "./use-lead-form";
import * as S from "./styles";

interface LeadFormProps<T extends FieldValues> {
  lead: LeadFormState<T>;
  /** Runs with the valid values (react-hook-form's handleSubmit checks them first). */
  onSubmit: SubmitHandler<T>;
  /** The submit button's text; leave it out when the children hold their own button. */
  submitLabel?: string;
  /** Buttons shown before the submit button ("Back"). */
  actionsBefore?: React.ReactNode;
  /** The form element to render (a styled form); the shared form layout by default. */
  as?: typeof S.Form;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  children: React.ReactNode;
}

/**
 * The frame every lead form shares: a real HTML form posting to the form's route (which answers a
 * browser's own post with a page, before or without JavaScript), taken over by the script once hydrated;
 * then the fields, the honeypot and hidden fields, Cloudflare Turnstile when configured, the failure
 * notice and the actions.
 */
export function LeadForm<T extends FieldValues>({
  lead,
  onSubmit,
  submitLabel,
  actionsBefore,
  as: Form = S.Form,
  children,
  ...names
}: LeadFormProps<T>) {
  return (
    <Form
      id={lead.formId}
      method="post"
      action={SUBMISSIONS[lead.submission].route}
      noValidate
      onSubmit={lead.form.handleSubmit(onSubmit)}
      {...names}
    >
      {children}
      <HoneypotField inputRef={lead.honeypot.ref} shown={lead.honeypot.shown} />
      <TurnstileField />
      <SubmitFailure message={lead.failure} />
      {submitLabel ? (
        <S.Actions data-form-actions="">
          {actionsBefore}
          <SubmitButton busy={lead.form.formState.isSubmitting}>{submitLabel}</SubmitButton>
        </S.Actions>
      ) : null}
    </Form>
  );
}
