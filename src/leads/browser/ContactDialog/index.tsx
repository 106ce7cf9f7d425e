import React, { useCallback, useEffect, useId, useRef, useState } from "react";
import { wrapTabKey } from "../../../lib/focus-trap";
import { Button } from "../../../components/Button";
import { ContactForm, type ContactStage } from "../ContactForm";
import { type ContactRequest, GENERIC_REQUEST, contactIntentView } from "../../../lib/contact-intents";
import * as S from "./styles";

export interface ContactDialogProps {
  open: boolean;
  /** What the call-to-action asked for: the heading, the first line and the preselected interest follow it. */
  request?: ContactRequest;
  onClose: (stage: ContactStage) => void;
}

/**
 * The contact dialog (loaded on first open, see ContactDialogProvider): a
 * modal with the contact form, titled with what the call-to-action promised
 * (src/lib/contact-intents.ts). Focus moves in and stays in while it is open;
 * Escape, the Close button or a click outside close it. Its head (title and
 * Close) stays in view at every step. It stays mounted while closed, so a
 * half-filled form is still there when it reopens.
 */
export default function ContactDialog({ open, request = GENERIC_REQUEST, onClose }: ContactDialogProps) {
  const view = contactIntentView(request);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const [stage, setStage] = useState<ContactStage>("contact");
  // A finished form starts afresh next time.
  const [formKey, setFormKey] = useState(0);
  const bodyRef = useRef<HTMLDivElement>(null);
  const [minHeight, setMinHeight] = useState(0);

  const close = useCallback(() => {
    onClose(stage);
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

  // Focus moves into the dialog: its first field, or the panel itself (the panel stays at its top, the step's
  // heading in view).
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const first = panel.querySelector<HTMLElement>("input, select, textarea") ?? panel;
    first.focus({ preventScroll: true });
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    // Heard first (capture) and kept to itself: Escape closes this dialog only, not also what lies under
    // it (the phone menu the call-to-action was in would close too and take the focus with it).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        event.stopPropagation();
        close();
      } else if (panelRef.current) {
        wrapTabKey(event, panelRef.current);
      }
    };
    document.addEventListener("keydown", onKeyDown, true);
    return () => document.removeEventListener("keydown", onKeyDown, true);
  }, [open, close]);

  return (
    <S.Backdrop
      hidden={!open}
      data-testid="contact-dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <S.Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
      >
        <S.Head>
          <div>
            <S.Title id={titleId}>{view.heading}</S.Title>
            <S.Description id={descriptionId}>{view.lead}</S.Description>
          </div>
          <S.Close type="button" onClick={close}>
            <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
              <path d="M3 3l12 12M15 3L3 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">Close</span>
          </S.Close>
        </S.Head>
        <S.Body ref={bodyRef} style={minHeight && stage !== "thank_you" ? { minHeight } : undefined}>
          <ContactForm
            key={formKey}
            placement="dialog"
            intent={request.intent}
            initialInterests={view.interests}
            schedulingUrl={request.schedulingUrl}
            onStageChange={onStageChange}
            onLeave={close}
            thankYouActions={
              <Button type="button" onClick={close}>
                Done
              </Button>
            }
          />
        </S.Body>
      </S.Panel>
    </S.Backdrop>
  );
}
