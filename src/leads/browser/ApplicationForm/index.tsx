import React, { useId, useState } from "react";
import type { LeadBodies } from "../../shared/lead-forms";
import {
  CheckboxGroupField,
  FormStyles as S,
  LeadForm,
  SelectField,
  TextAreaField,
  TextField,
  useLeadForm,
} from "../form";

/** The form page's own layout pieces, for the page that shows this form. */
export { FormStyles } from "../form";

type ApplicationValues = LeadBodies["application"];

/** The Flatirons Fund application (/application/). */
export function ApplicationForm() {
  const lead = useLeadForm<ApplicationValues, "application">("application");
  const { form } = lead;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const titleId = useId();

  const send = async (values: ApplicationValues) => {
    const result = await lead.send(values);
    if (result.ok) setSentTo(result.values.email);
  };

  if (sentTo) {
    return (
      <S.Form as="div" aria-live="polite">
        <S.FormTitle>Thank you for applying!</S.FormTitle>
        <S.Intro>A partner will read your application and write to {sentTo} within 30 days.</S.Intro>
      </S.Form>
    );
  }

  return (
    <LeadForm lead={lead} onSubmit={send} submitLabel="Submit application" aria-labelledby={titleId}>
      <S.FormTitle id={titleId}>Your application</S.FormTitle>
      <S.Row>
        <TextField form={form} name="companyName" autoComplete="organization" />
        <TextField form={form} name="founderName" autoComplete="name" />
      </S.Row>
      <S.Row>
        <TextField form={form} name="email" type="email" autoComplete="email" />
        <SelectField form={form} name="stage" placeholder="Select a stage" />
      </S.Row>
      <CheckboxGroupField form={form} name="sectors" />
      <TextAreaField
        form={form}
        name="pitch"

        rows={8}
        placeholder="The problem, who has it, and why your team will solve it."
      />
    </LeadForm>
  );
}
