import React, { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { Button } from "../../../components/Button";
import { ContactForm, type ContactStage } from "../ContactForm";
import { type ContactRequest, GENERIC_REQUEST } from "../../../lib/contact-intents";
import { contactIntentView } from "../../../lib/contact-intent-copy";
import * as S from "./styles";

export interface ContactDialogBodyProps {
  /** Whether the dialog around it is open. */
  open: boolean;
  /** What the call-to-action asked for: the preselected interest and the scheduling link follow it. */
  request?: ContactRequest;
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
 */
export default function ContactDialogBody({
  open,
  request = GENERIC_REQUEST,
  onStageChange,
  onClose,
  panelRef,
}: ContactDialogBodyProps) {
  const view = contactIntentView(request);
  const [stage, setStage] = useState<ContactStage>("contact");
  const bodyRef = useRef<HTMLDivElement>(null);
  const [minHeight, setMinHeight] = useState(0);

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

  // A new step starts at the top of the panel, under its head.
  const onStage = useCallback(
    (next: ContactStage) => {
      setStage(next);
      onStageChange(next);
      if (panelRef.current) panelRef.current.scrollTop = 0;
    },
    [onStageChange, panelRef],
  );

  return (
    <S.Body ref={bodyRef} style={minHeight && stage !== "thank_you" ? { minHeight } : undefined}>
      <ContactForm
        placement="dialog"
        intent={request.intent}
        initialInterests={view.interests}
        schedulingUrl={request.schedulingUrl}
        onStageChange={onStage}
        onLeave={onClose}
        thankYouActions={
          <Button type="button" onClick={onClose}>
            Done
          </Button>
        }
      />
    </S.Body>
  );
}
