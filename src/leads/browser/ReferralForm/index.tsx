import React, { useId, useState } from "react";
import { EVENTS, track } from "../../../telemetry";
import type { LeadBodies } from "../../shared/lead-forms";
import { FormStyles as S, LeadForm, TextAreaField, TextField, useLeadForm } from "../form";

/** The form page's own layout pieces, for the page that shows this form. */
export { FormStyles } from "../form";

type ReferralValues = LeadBodies["referral"];

/** The referral program enrollment (/referral-program/): who you are and whom you refer. */
export function ReferralForm() {
  const lead = useLeadForm<ReferralValues, "referral">("referral");
  const { form } = lead;
  const [sent, setSent] = useState<ReferralValues | null>(null);
  const titleId = useId();

  const send = async (values: ReferralValues) => {
    const result = await lead.send(values);
    if (!result.ok) return;
    const { yourName, yourEmail, referralCompany } = result.values;
    track(EVENTS.referralEnrollment, { name: yourName, email: yourEmail, referral_company: referralCompany });
    setSent(result.values);
  };

  if (sent) {
    return (
      <S.Form as="div" aria-live="polite">
        <S.FormTitle>Thank you for the introduction!</S.FormTitle>
        <S.Intro>
          We will reach out to {sent.referralName} at {sent.referralCompany} within one business day and keep you posted
          at {sent.yourEmail}.
        </S.Intro>
      </S.Form>
    );
  }

  return (
    <LeadForm lead={lead} onSubmit={send} submitLabel="Send referral" aria-labelledby={titleId}>
      <S.FormTitle id={titleId}>Refer a company</S.FormTitle>
      <S.Group>
        <legend>About you</legend>
        <S.Row>
          <TextField form={form} name="yourName" autoComplete="name" />
          <TextField form={form} name="yourEmail" type="email" autoComplete="email" />
        </S.Row>
      </S.Group>
      <S.Group>
        <legend>Who are you referring?</legend>
        <S.Row>
          <TextField form={form} name="referralName" autoComplete="off" />
          <TextField form={form} name="referralEmail" type="email" autoComplete="off" />
        </S.Row>
        <TextField form={form} name="referralCompany" autoComplete="off" />
      </S.Group>
      <TextAreaField
        form={form}
        name="notes"

        rows={4}
        placeholder="What do they need built, and how do you know them?"
      />
    </LeadForm>
  );
}
