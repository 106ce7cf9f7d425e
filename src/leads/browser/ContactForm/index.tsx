import React, { useEffect, useId, useRef, useState } from "react";
import { EVENTS, track } from "../../../telemetry";
import { Button, ButtonLink, ExternalButtonLink } from "../../../components/Button";
import type { ContactIntentId } from "../../../lib/contact-intents";
import { callWindowOptions } from "../../../lib/validation";
import { type LeadBodies, LEAD_FORM_RECORDS, emptyValues } from "../../shared/lead-forms";
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

/** The form page's own layout pieces, for the page that shows this form. */
export { FormStyles } from "../form";

export type ContactFormPlacement = "dialog" | "page";
/** How far the visitor got in the contact form. */
export type ContactStage = "contact" | "details" | "thank_you";

type ContactValues = LeadBodies["contact"];
type ContactDetailsValues = Omit<LeadBodies["contact-details"], "id">;

/** What step 1 stored: the values as sent and the lead's id; step 2 adds to that lead. */
interface ContactReceipt {
  values: ContactValues;
  id: string;
}

interface ContactFormProps {
  /** Where the form is shown; sent with its events. */
  placement: ContactFormPlacement;
  /** The event recorded with the chosen interests (interests_set unless overridden). */
  interestsEvent?: string;
  /** What the call-to-action that opened the form promised; its events carry it. */
  intent?: ContactIntentId;
  /** Interests step 2 starts with ticked (a Fuse demo: Fuse). */
  initialInterests?: readonly string[];
  /** A booking page: the thank-you offers "Pick a time", a plain link. */
  schedulingUrl?: string | null;
  onStageChange?: (stage: ContactStage) => void;
  /** Extra content for the thank-you state (the dialog's "Done" button). */
  thankYouActions?: React.ReactNode;
  /** Runs when the visitor follows one of the thank-you state's links (the dialog closes). */
  onLeave?: () => void;
}

/** The words a window the visitor chose stands for, in their time zone ("Tue 2 Jun, morning (9:00–12:00)"). */
function chosenWindow(token: string | undefined): string | null {
  if (!token) return null;
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return callWindowOptions(zone, new Date()).find((option) => option.value === token)?.label ?? null;
  } catch {
    return null;
  }
}

/**
 * What happens after a contact or demo request: who replies and when, the call-back window the visitor
 * chose (a wish the reply confirms, never a booking), and "Pick a time" where the site has a booking page.
 */
export function ContactThankYou({
  titleRef,
  email,
  callWindow,
  schedulingUrl,
  actions,
  onLeave,
  reply = "A senior engineer reads your project details and replies",
}: {
  titleRef?: React.RefObject<HTMLHeadingElement>;
  email: string;
  callWindow?: string;
  schedulingUrl?: string | null;
  actions?: React.ReactNode;
  onLeave?: () => void;
  /** Who replies, and what they do ("…replies to {email} within one business day"). */
  reply?: string;
}) {
  const wish = chosenWindow(callWindow);
  return (
    <S.Form as="div" aria-live="polite">
      <S.FormTitle ref={titleRef} tabIndex={-1}>
        Thank you!
      </S.FormTitle>
      <S.Intro>We have your message. Here is what happens next:</S.Intro>
      <S.NextSteps>
        <li>
          {reply} to {email} within one business day.
        </li>
        {wish ? (
          <li>
            We call you {wish}, the window you chose, or write first if it does not suit us. Nothing is booked until we
            confirm.
          </li>
        ) : (
          <li>They ask their first questions about scope, budget and timeline, and suggest a time to talk.</li>
        )}
      </S.NextSteps>
      {schedulingUrl ? <S.Intro>Rather pick a time yourself? Our calendar is open.</S.Intro> : null}
      <S.Actions data-form-actions="">
        {schedulingUrl ? (
          <ExternalButtonLink href={schedulingUrl} target="_blank" rel="noopener noreferrer" onClick={onLeave}>
            Pick a time
          </ExternalButtonLink>
        ) : null}
        {actions}
        {CONTACT_NEXT_LINKS.map((link) => (
          <ButtonLink key={link.to} to={link.to} $variant="secondary" onClick={onLeave}>
            {link.label}
          </ButtonLink>
        ))}
      </S.Actions>
    </S.Form>
  );
}

/** Where a visitor can go on from the thank-you state. */
export const CONTACT_NEXT_LINKS = [
  { to: "/our-work/", label: "See our work" },
  { to: "/blog/", label: "Read the blog" },
] as const;

const EMPTY_CONTACT: ContactValues = emptyValues(LEAD_FORM_RECORDS.contact.rules);
const EMPTY_DETAILS: ContactDetailsValues = emptyValues(LEAD_FORM_RECORDS.contact.details.rules);
const NO_INTERESTS: readonly string[] = [];

/** An event's payload with the intent of the call-to-action that opened the form, when one did. */
function withIntent<T extends object>(payload: T, intent: ContactIntentId | undefined) {
  return intent ? { ...payload, intent } : payload;
}

/**
 * The contact form in two steps: who you are and what you need (step 1,
 * contact_us_submit), then interests, budget and timeline (step 2,
 * interests_set and contact_us_submit_2), then a thank-you.
 */
export function ContactForm({
  placement,
  interestsEvent = EVENTS.interestsSet,
  intent,
  initialInterests = NO_INTERESTS,
  schedulingUrl,
  onStageChange,
  thankYouActions,
  onLeave,
}: ContactFormProps) {
  const [stage, setStage] = useState<ContactStage>("contact");
  const [contact, setContact] = useState<ContactValues>(EMPTY_CONTACT);
  const [receipt, setReceipt] = useState<ContactReceipt | null>(null);
  const [details, setDetails] = useState<ContactDetailsValues>(() => ({
    ...EMPTY_DETAILS,
    interests: [...initialInterests],
  }));
  const titleRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // Until the visitor has been to step 2, the interests follow the call-to-action that opened the form.
  const detailsSeen = useRef(false);
  const preselected = initialInterests.join(" ");
  useEffect(() => {
    if (!detailsSeen.current)
      setDetails((current) => ({ ...current, interests: preselected ? preselected.split(" ") : [] }));
  }, [preselected]);

  const go = (next: ContactStage) => {
    moved.current = true;
    if (next !== "contact") detailsSeen.current = true;
    setStage(next);
    onStageChange?.(next);
  };

  // After a step change, the new step's heading takes focus so keyboard and screen-reader users follow.
  // The container shows the step from its top (the dialog scrolls its panel there), so focus moves
  // without scrolling: a heading scrolled into view would slide under the dialog's head.
  useEffect(() => {
    if (moved.current) titleRef.current?.focus({ preventScroll: true });
  }, [stage]);

  if (stage === "thank_you") {
    return (
      <ContactThankYou
        titleRef={titleRef}
        email={contact.email}
        callWindow={contact.callWindow}
        schedulingUrl={schedulingUrl}
        actions={thankYouActions}
        onLeave={onLeave}
      />
    );
  }

  return stage === "contact" || !receipt ? (
    <ContactStep
      titleRef={titleRef}
      initial={contact}
      previous={receipt}
      placement={placement}
      intent={intent}
      callBack={!schedulingUrl}
      onSent={(sent) => {
        setContact(sent.values);
        setReceipt(sent);
        go("details");
      }}
    />
  ) : (
    <DetailsStep
      titleRef={titleRef}
      initial={details}
      receipt={receipt}
      placement={placement}
      intent={intent}
      interestsEvent={interestsEvent}
      onBack={(values) => {
        setDetails(values);
        go("contact");
      }}
      onSent={() => go("thank_you")}
    />
  );
}

interface StepProps<T, R> {
  titleRef: React.RefObject<HTMLHeadingElement>;
  initial: T;
  placement: ContactFormPlacement;
  intent: ContactIntentId | undefined;
  onSent: (result: R) => void;
}

/** The same contact details, ignoring the whitespace the server trims. */
function sameContact(a: ContactValues, b: ContactValues): boolean {
  return (Object.keys(EMPTY_CONTACT) as Array<keyof ContactValues>).every(
    (key) => (a[key] ?? "").trim() === (b[key] ?? "").trim(),
  );
}

function ContactStep({
  titleRef,
  initial,
  previous,
  placement,
  intent,
  onSent,
  callBack,
}: StepProps<ContactValues, ContactReceipt> & { previous: ContactReceipt | null; callBack: boolean }) {
  const lead = useLeadForm<ContactValues, "contact">("contact", initial);
  const { form } = lead;
  const titleId = useId();

  const send = async (values: ContactValues) => {
    // Back, then Next with nothing changed: the lead is already stored; step 2 still adds to it.
    if (previous && sameContact(values, previous.values)) {
      onSent(previous);
      return;
    }
    // The intent travels with the lead: the team's e-mail says what the visitor was promised.
    const result = await lead.send(intent ? { ...values, intent } : values);
    if (!result.ok) return;
    const { name, email, company } = result.values;
    track(EVENTS.contactSubmit, withIntent({ name, email, company, placement }, intent));
    onSent({ values: result.values, id: result.id });
  };

  return (
    <LeadForm lead={lead} onSubmit={send} submitLabel="Next" aria-labelledby={titleId}>
      <div>
        <S.StepLabel>Step 1 of 2</S.StepLabel>
        <S.FormTitle id={titleId} ref={titleRef} tabIndex={-1}>
          About you and your project
        </S.FormTitle>
      </div>
      <S.Row>
        <TextField form={form} name="name" autoComplete="name" />
        <TextField form={form} name="email" type="email" autoComplete="email" />
      </S.Row>
      <TextField form={form} name="company" autoComplete="organization" />
      <TextAreaField form={form} name="message" placeholder="What are you building, and where are you stuck?" />
      {callBack ? <CallWindowField form={form} /> : null}
    </LeadForm>
  );
}

function DetailsStep({
  titleRef,
  initial,
  receipt,
  placement,
  intent,
  interestsEvent,
  onBack,
  onSent,
}: StepProps<ContactDetailsValues, void> & {
  receipt: ContactReceipt;
  interestsEvent: string;
  onBack: (values: ContactDetailsValues) => void;
}) {
  const lead = useLeadForm<ContactDetailsValues, "contact-details">("contact-details", initial);
  const { form } = lead;
  const titleId = useId();

  const send = async (values: ContactDetailsValues) => {
    const result = await lead.send({ ...values, id: receipt.id });
    if (!result.ok) return;
    const { email } = receipt.values;
    const { interests, budget, timeline } = result.values;
    track(interestsEvent, withIntent({ email, interests }, intent));
    track(EVENTS.contactSubmitStep2, withIntent({ email, interests, budget, timeline, placement }, intent));
    onSent();
  };

  return (
    <LeadForm
      lead={lead}
      onSubmit={send}
      submitLabel="Send"
      aria-labelledby={titleId}
      actionsBefore={
        <Button type="button" $variant="secondary" onClick={() => onBack(form.getValues())}>
          Back
        </Button>
      }
    >
      {/* A post of this step by the browser itself (its script gone) still adds to step 1's lead. */}
      <input type="hidden" name="id" value={receipt.id} />
      <div>
        <S.StepLabel>Step 2 of 2</S.StepLabel>
        <S.FormTitle id={titleId} ref={titleRef} tabIndex={-1}>
          What you need
        </S.FormTitle>
      </div>
      <CheckboxGroupField form={form} name="interests" />
      <S.Row>
        <SelectField form={form} name="budget" placeholder="Select a budget" />
        <SelectField form={form} name="timeline" placeholder="Select a timeline" />
      </S.Row>
    </LeadForm>
  );
}
