import React, { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { Button } from "../../../components/Button";
import { ContactPerson, type ContactPersonData } from "../../../components/ContactPerson";
import { ContactForm, type ContactStage } from "../ContactForm";
import { DemoForm } from "../DemoForm";
import { type ContactRequest, GENERIC_REQUEST } from "../../../lib/contact-intents";
import { contactIntentView } from "../../../lib/contact-intent-copy";
import { Scheduler } from "./scheduler";
import * as S from "./styles";

export interface ContactDialogBodyProps {
  /** Whether the dialog around it is open. */
  open: boolean;
  /** What the call-to-action asked for: the preselected interest and the scheduling link follow it. */
  request?: ContactRequest;
  /** The person who answers (content/site.json "contactPerson"), named under the heading when content has one. */
  person?: ContactPersonData | null;
  /** The step the form is at, for the close event; a new step also starts at the top of the panel. */
  onStageChange: (stage: ContactStage) => void;
  /** Done on the thank-you, or leaving the form for another page. */
  onClose: () => void;
  /** The dialog's panel: scrolled to its top at a new step. */
  panelRef: RefObject<HTMLDivElement | null>;
}

/**
 * The contact dialog's form (a chunk of its own, fetched when a visitor shows intent on a call-to-action: see
 * ContactDialogProvider, which draws the dialog's frame and heading at once and this inside it as soon as it is
 * here). It stays mounted while the dialog is closed, so a half-filled form is still there when it reopens; after
 * the thank-you the provider mounts a new one, so the next open starts afresh.
 *
 * A Fuse demo asks what a demo needs (DemoForm); every other intent the contact form. With a booking page
 * (content/site.json "schedulingUrl") "Pick a time" shows the scheduler in the dialog, fetched only then
 * (./scheduler.tsx); without one the form asks when we may call.
 */
export default function ContactDialogBody({
  open,
  request = GENERIC_REQUEST,
  person = null,
  onStageChange,
  onClose,
  panelRef,
}: ContactDialogBodyProps) {
  const view = contactIntentView(request);
  const [stage, setStage] = useState<ContactStage>("contact");
  const [picking, setPicking] = useState(false);
  const bodyRef = useRef<HTMLDivElement>(null);
  const [minHeight, setMinHeight] = useState(0);
  const demo = request.intent === "fuse-demo";
  const schedulingUrl = request.schedulingUrl ?? null;

  // Between the two steps the form's area never shrinks: step 2 is shorter than step 1, and a panel that
  // changed height under the pointer made a visitor miss the button. It keeps the tallest height it has
  // had (step 1's). The thank-you is not a step: it takes only the room its words need.
  useEffect(() => {
    const body = bodyRef.current;
    if (!open || !body || stage === "thank_you" || typeof ResizeObserver === "undefined") return undefined;
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(body.getBoundingClientRect().height);
      setMinHeight((current) => Math.max(current, height));
    });
    observer.observe(body);
    return () => observer.disconnect();
  }, [open, stage]);

  // Closed while picking a time: the form is what the next open shows.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setPicking(false);
  }

  // A new step starts at the top of the panel, under its head.
  const onStage = useCallback(
    (next: ContactStage) => {
      setStage(next);
      onStageChange(next);
      if (panelRef.current) panelRef.current.scrollTop = 0;
    },
    [onStageChange, panelRef],
  );
  const showPicker = (shown: boolean) => {
    setPicking(shown);
    if (panelRef.current) panelRef.current.scrollTop = 0;
  };

  const done = (
    <Button type="button" onClick={onClose}>
      Done
    </Button>
  );
  return (
    <>
      {person && stage !== "thank_you" && !picking ? (
        <S.Person>
          <ContactPerson person={person} compact />
        </S.Person>
      ) : null}
      {schedulingUrl && stage === "contact" && !picking ? (
        <S.Booking>
          <span>Rather pick a time yourself?</span>
          <Button type="button" $variant="secondary" onClick={() => showPicker(true)}>
            Pick a time
          </Button>
        </S.Booking>
      ) : null}
      {picking && schedulingUrl ? <Scheduler url={schedulingUrl} onBack={() => showPicker(false)} /> : null}
      <S.Body ref={bodyRef} hidden={picking} style={minHeight && stage !== "thank_you" ? { minHeight } : undefined}>
        {demo ? (
          <DemoForm
            placement="dialog"
            schedulingUrl={schedulingUrl}
            onSent={() => onStage("thank_you")}
            onLeave={onClose}
            thankYouActions={done}
          />
        ) : (
          <ContactForm
            placement="dialog"
            intent={request.intent}
            initialInterests={view.interests}
            schedulingUrl={schedulingUrl}
            onStageChange={onStage}
            onLeave={onClose}
            thankYouActions={done}
          />
        )}
      </S.Body>
    </>
  );
}
