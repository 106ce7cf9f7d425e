import React, { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "../../../components/Button";
import { Dialog } from "../../../components/Dialog";
import { ContactPerson, type ContactPersonData } from "../../../components/ContactPerson";
import { ContactForm, type ContactStage } from "../ContactForm";
import { DemoForm } from "../DemoForm";
import { type ContactRequest, GENERIC_REQUEST } from "../../../lib/contact-intents";
import { contactIntentView } from "../../../lib/contact-intent-copy";
import { Scheduler } from "./scheduler";
import * as S from "./styles";

const FIRST_FIELD = ["input, select, textarea"] as const;

export interface ContactDialogProps {
  open: boolean;
  /** What the call-to-action asked for: the heading, the first line and the preselected interest follow it. */
  request?: ContactRequest;
  /** The person who answers (content/site.json "contactPerson"), named under the heading when content has one. */
  person?: ContactPersonData | null;
  onClose: (stage: ContactStage) => void;
  /** The call-to-action that opened it: focus goes back there on closing. */
  returnFocusTo?: HTMLElement | null;
}

/**
 * The contact dialog (loaded on first open, see ContactDialogProvider): a
 * modal with the contact form, titled with what the call-to-action promised
 * (src/lib/contact-intent-copy.ts), in the site's Dialog (focus in and kept in,
 * page scrolling locked, Escape, Close or a click outside close it, focus back to
 * the call-to-action). Its head (title and Close) stays in view at every step, and
 * so do the form's buttons, at the panel's foot. It stays mounted while closed, so
 * a half-filled form is still there when it reopens.
 *
 * A Fuse demo asks what a demo needs (DemoForm); every other intent the contact form. With a booking page
 * (content/site.json "schedulingUrl") "Pick a time" shows the scheduler in the dialog, fetched only then
 * (./scheduler.tsx); without one the form asks when we may call.
 */
export default function ContactDialog({
  open,
  request = GENERIC_REQUEST,
  person = null,
  onClose,
  returnFocusTo,
}: ContactDialogProps) {
  const view = contactIntentView(request);
  const panelRef = useRef<HTMLDivElement>(null);
  const [stage, setStage] = useState<ContactStage>("contact");
  const [picking, setPicking] = useState(false);
  // A finished form starts afresh next time.
  const [formKey, setFormKey] = useState(0);
  const bodyRef = useRef<HTMLDivElement>(null);
  const [minHeight, setMinHeight] = useState(0);
  const demo = request.intent === "fuse-demo";
  const schedulingUrl = request.schedulingUrl ?? null;

  const close = useCallback(() => {
    onClose(stage);
    setPicking(false);
    if (stage === "thank_you") {
      setStage("contact");
      setFormKey((key) => key + 1);
      setMinHeight(0);
    }
  }, [onClose, stage]);

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
  }, [open, formKey, stage]);

  // A new step starts at the top of the panel, under its head.
  const onStageChange = useCallback((next: ContactStage) => {
    setStage(next);
    if (panelRef.current) panelRef.current.scrollTop = 0;
  }, []);
  const showPicker = (shown: boolean) => {
    setPicking(shown);
    if (panelRef.current) panelRef.current.scrollTop = 0;
  };

  const done = (
    <Button type="button" onClick={close}>
      Done
    </Button>
  );
  return (
    <Dialog
      open={open}
      onClose={close}
      title={view.heading}
      description={view.lead}
      // Its first field, or the panel itself (the panel stays at its top, the step's heading in view).
      initialFocus={FIRST_FIELD}
      returnFocusTo={returnFocusTo}
      testId="contact-dialog-backdrop"
      panelRef={panelRef}
    >
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
            key={formKey}
            placement="dialog"
            schedulingUrl={schedulingUrl}
            onSent={() => onStageChange("thank_you")}
            onLeave={close}
            thankYouActions={done}
          />
        ) : (
          <ContactForm
            key={formKey}
            placement="dialog"
            intent={request.intent}
            initialInterests={view.interests}
            schedulingUrl={schedulingUrl}
            onStageChange={onStageChange}
            onLeave={close}
            thankYouActions={done}
          />
        )}
      </S.Body>
    </Dialog>
  );
}
