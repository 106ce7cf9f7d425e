import React, { useRef } from "react";
import { Dialog, DialogLoading } from "../../components/Dialog";
import { CONTACT_PAGE_PATH, type ContactRequest } from "../../lib/contact-intents";
import type { ContactPersonData } from "../../components/ContactPerson";
import { contactIntentView } from "../../lib/contact-intent-copy";
import { afterNextPaint, lazyPart } from "../../islands";
import { loadForm } from "./parts";

import type { ContactStage } from "../../leads";

// If the form's code cannot be loaded (offline, new deploy), the contact page has the same form: the visitor
// asked for it with a click, so they go there (src/islands).
const ContactDialogBody = lazyPart({
  name: "contact-dialog",
  load: loadForm,
  recovery: { navigateTo: CONTACT_PAGE_PATH },
  // Fetched after the frame that answers the tap (appending its scripts took ~50 ms at 4× CPU inside it), and, asked
  // for by a tap and never in the server's HTML, drawn in one task once its code is here.
  when: () => new Promise<void>((resolve) => afterNextPaint(resolve)),
  urgent: true,
});

const FIRST_FIELD = ["input, select, textarea"] as const;

export interface ContactDialogFrameProps {
  open: boolean;
  request: ContactRequest;
  /** The call-to-action that opened it: focus goes back there on closing. */
  trigger: HTMLElement | null;
  /** Changes after each thank-you: a new form, so the next open starts afresh. */
  form: number;
  /** The person who answers (content/site.json "contactPerson"), named under the heading when content has one. */
  person: ContactPersonData | null;
  onClose: () => void;
  onStageChange: (stage: ContactStage) => void;
}

/**
 * The contact dialog's frame (a small chunk of its own, fetched once the page is idle and at a visitor's first
 * sign of intent: see ContactDialogProvider): the site's Dialog (focus in and kept in, page scrolling locked,
 * Escape, Close or a click outside close it, focus back to the call-to-action), titled with what the
 * call-to-action promised (src/lib/contact-intent-copy.ts), drawn in the tap's own render; the form fills it as
 * soon as its code is here, and takes focus over from the panel.
 */
export default function ContactDialogFrame({
  open,
  request,
  trigger,
  form,
  person,
  onClose,
  onStageChange,
}: ContactDialogFrameProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const view = contactIntentView(request);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={view.heading}
      description={view.lead}
      // Its first field, once the form is there; until then the panel (the heading in view).
      initialFocus={FIRST_FIELD}
      returnFocusTo={trigger}
      testId="contact-dialog-backdrop"
      panelRef={panelRef}
    >
      <ContactDialogBody
        key={form}
        open={open}
        request={request}
        person={person}
        onStageChange={onStageChange}
        onClose={onClose}
        panelRef={panelRef}
        loading={<DialogLoading>Loading the form…</DialogLoading>}
      />
    </Dialog>
  );
}
