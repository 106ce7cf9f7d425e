import React, { useId, useState } from "react";
import { EVENTS, track } from "../../../telemetry";
import type { LeadBodies } from "../../shared/lead-forms";
import { ContactThankYou } from "../ContactForm";
import {
  CallWindowField,
  CheckboxGroupField,
  FormStyles as S,
  LeadForm,
  SelectField,
  TextAreaField,
  TextField,
  useLeadForm,
} from "../form";

type DemoValues = LeadBodies["demo"];

/** The Fuse page's demo section, where a "Book a Fuse demo" call-to-action leads before the page runs. */
export { FUSE_DEMO_ANCHOR as DEMO_ANCHOR } from "../../../lib/contact-intents";

interface DemoFormProps {
  /** Where the form is shown; sent with its event. */
  placement: "dialog" | "page";
  /** A booking page: no call-back window is asked for, and the thank-you offers "Pick a time". */
  schedulingUrl?: string | null;
  /** Extra content for the thank-you state (the dialog's "Done" button). */
  thankYouActions?: React.ReactNode;
  /** Runs when the visitor follows one of the thank-you state's links (the dialog closes). */
  onLeave?: () => void;
  /** Runs once the request is stored (the dialog shows the thank-you from its top). */
  onSent?: () => void;
}

/**
 * The Fuse demo request (its record: "demo" in src/leads/shared/lead-forms.ts): who is asking, what their
 * customers import and how many files a month, where the data should go, and when we may call. One step,
 * then what happens next. On the Fuse page it is a real form that posts without a script; the "Book a Fuse
 * demo" dialog shows the same form.
 */
export function DemoForm({ placement, schedulingUrl, thankYouActions, onLeave, onSent }: DemoFormProps) {
  const lead = useLeadForm<DemoValues, "demo">("demo");
  const { form } = lead;
  const [sent, setSent] = useState<DemoValues | null>(null);
  const titleId = useId();

  const send = async (values: DemoValues) => {
    const result = await lead.send(values);
    if (!result.ok) return;
    const { name, email, company } = result.values;
    track(EVENTS.contactSubmit, { name, email, company, placement, intent: "fuse-demo" });
    setSent(result.values);
    onSent?.();
  };

  if (sent)
    return (
      <ContactThankYou
        email={sent.email}
        callWindow={sent.callWindow}
        schedulingUrl={schedulingUrl}
        actions={thankYouActions}
        onLeave={onLeave}
        reply="A Fuse engineer replies with times for a 30-minute demo on a file like your customers'"
      />
    );

  return (
    <LeadForm lead={lead} onSubmit={send} submitLabel="Request a demo" aria-labelledby={titleId}>
      <S.FormTitle id={titleId}>Your import flow</S.FormTitle>
      <S.Row>
        <TextField form={form} name="name" autoComplete="name" />
        <TextField form={form} name="email" type="email" autoComplete="email" />
      </S.Row>
      <TextField form={form} name="company" autoComplete="organization" />
      <CheckboxGroupField form={form} name="importSources" />
      <SelectField form={form} name="importVolume" placeholder="Select a volume" />
      <TextAreaField
        form={form}
        name="destination"
        rows={3}
        placeholder="Our PostgreSQL database through our API, a CRM, a data warehouse…"
      />
      {schedulingUrl ? null : <CallWindowField form={form} />}
    </LeadForm>
  );
}
