import React, { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import styled from "styled-components";
import { EVENTS, track } from "../../telemetry";
import { type ContactRequest, GENERIC_REQUEST } from "../../lib/contact-intents";
import { contactIntentView } from "../../lib/contact-intent-copy";
import { lazyPart } from "../../islands";
import { Dialog } from "../../components/Dialog";
import { colors, space } from "../../theme/tokens";

import type { ContactStage } from "../../leads";

/** Where the call-to-action that opened the dialog sits. */
export type CtaPlacement = "header" | "footer" | "page";

export const CONTACT_PAGE_PATH = "/contact-us/";

interface ContactDialogApi {
  /**
   * Opens the dialog for what the call-to-action asked for (`request`: its intent, the page's interest);
   * focus returns to `trigger` when it closes.
   */
  open: (placement: CtaPlacement, trigger: HTMLElement | null, request?: ContactRequest) => void;
}

const ContactDialogContext = createContext<ContactDialogApi | null>(null);

/** The dialog's API, or null outside the provider (the call-to-action then stays a link). */
export function useContactDialog(): ContactDialogApi | null {
  return useContext(ContactDialogContext);
}

/*
 * Every call-to-action reaches the dialog through this one object: the page's tree gets it from the provider's
 * context, and a call-to-action rendered in a React root of its own (the header's, an island rendered before the
 * page hydrates: ../CtaButton/header-island.tsx) from ContactDialogFromHost. It forwards to the open provider; a
 * click that comes before the provider has mounted is kept (the last one) and opens the dialog as soon as it has.
 */
let hostOpen: ContactDialogApi["open"] | null = null;
let pendingOpen: Parameters<ContactDialogApi["open"]> | null = null;

const dialogApi: ContactDialogApi = {
  open: (...request) => {
    if (hostOpen) hostOpen(...request);
    else pendingOpen = request;
  },
};

/**
 * Gives the calls to action inside it the site's contact dialog from another React root: the dialog itself is
 * rendered by the ContactDialogProvider of the page's tree (one dialog, drawn over the page, not inside the
 * header that holds the button).
 */
export function ContactDialogFromHost({ children }: { children: React.ReactNode }) {
  return <ContactDialogContext.Provider value={dialogApi}>{children}</ContactDialogContext.Provider>;
}

/**
 * The scheduling page from content/site.json, for the calls to action inside the Layout (which reads
 * the site's content) to hand to the dialog: its thank-you then offers "Pick a time".
 */
export const ContactSchedulingContext = createContext<string | null>(null);

const FIRST_FIELD = ["input, select, textarea"] as const;

/** The contact dialog's form, a chunk of its own. */
const loadForm = () => import(/* webpackChunkName: "contact-dialog" */ "../../leads/browser/ContactDialog");

// The frame and heading are drawn from the first load; the form is a chunk fetched at a visitor's first sign of
// intent (listenForContactIntent). If its code cannot be loaded (offline, new deploy), the contact page has the
// same form: the visitor asked for it with a click, so they go there (src/islands).
const ContactDialogBody = lazyPart({
  name: "contact-dialog",
  load: loadForm,
  recovery: { navigateTo: CONTACT_PAGE_PATH },
});

/** Where a visitor shows they may open the dialog: a call-to-action under the pointer, pressed or focused. */
export const CONTACT_INTENT_EVENTS = ["pointerdown", "mouseover", "focusin"] as const;

/**
 * Fetches the dialog's form at a visitor's first sign of intent on a call-to-action (`[data-cta]`: the server's
 * link or the dialog button): a touch starts it before the tap ends, a mouse when the pointer comes over the
 * button, a keyboard when focus reaches it. Called at client entry, so it works before the page hydrates.
 * Returns the function that stops listening.
 */
export function listenForContactIntent(root: Document = document): () => void {
  const stop = () => {
    for (const type of CONTACT_INTENT_EVENTS) root.removeEventListener(type, onIntent, { capture: true });
  };
  function onIntent(event: Event) {
    const target = event.target as Element | null;
    if (!target || typeof target.closest !== "function" || !target.closest("[data-cta]")) return;
    stop();
    // A failed fetch changes nothing: the open loads it again, with the lazy part's retry and recovery.
    loadForm().catch(() => undefined);
  }
  for (const type of CONTACT_INTENT_EVENTS) root.addEventListener(type, onIntent, { capture: true, passive: true });
  return stop;
}

/**
 * Owns the contact dialog for the whole site: draws its frame and heading (src/components/Dialog: focus in and
 * kept in, page scrolling locked, Escape, Close or a click outside close it, focus back to the call-to-action) in
 * the frame after the tap, with the form inside as soon as its code is here, and records the open and close
 * events. The dialog stays mounted once opened, so a half-filled form is still there when it reopens.
 */
export function ContactDialogProvider({ children }: { children: React.ReactNode }) {
  const [state, setState] = useState<{
    requested: boolean;
    open: boolean;
    request: ContactRequest;
    trigger: HTMLElement | null;
    /** A new form after each thank-you: the next open starts afresh. */
    form: number;
  }>({
    requested: false,
    open: false,
    request: GENERIC_REQUEST,
    trigger: null,
    form: 0,
  });
  const session = useRef<{ placement: CtaPlacement; request: ContactRequest }>({
    placement: "header",
    request: GENERIC_REQUEST,
  });
  const isOpen = useRef(false);
  const stage = useRef<ContactStage>("contact");
  const panelRef = useRef<HTMLDivElement>(null);

  const open = useCallback(
    (placement: CtaPlacement, trigger: HTMLElement | null, request: ContactRequest = GENERIC_REQUEST) => {
      if (isOpen.current) return;
      isOpen.current = true;
      session.current = { placement, request };
      setState((current) => ({ ...current, requested: true, open: true, request, trigger }));
      track(EVENTS.contactFormOpened, { placement, intent: request.intent });
    },
    [],
  );

  const close = useCallback(() => {
    if (!isOpen.current) return;
    isOpen.current = false;
    const { placement, request } = session.current;
    const finished = stage.current === "thank_you";
    track(EVENTS.contactFormClosed, { placement, stage: stage.current, intent: request.intent });
    if (finished) stage.current = "contact";
    setState((current) => ({ ...current, open: false, form: finished ? current.form + 1 : current.form }));
  }, []);

  const onStageChange = useCallback((next: ContactStage) => {
    stage.current = next;
  }, []);

  useEffect(() => {
    hostOpen = open;
    if (pendingOpen) {
      const request = pendingOpen;
      pendingOpen = null;
      open(...request);
    }
    return () => {
      if (hostOpen === open) hostOpen = null;
    };
  }, [open]);

  const view = contactIntentView(state.request);
  return (
    <ContactDialogContext.Provider value={dialogApi}>
      {children}
      {state.requested ? (
        <Dialog
          open={state.open}
          onClose={close}
          title={view.heading}
          description={view.lead}
          // Its first field, once the form is there; until then the panel (the heading in view).
          initialFocus={FIRST_FIELD}
          returnFocusTo={state.trigger}
          testId="contact-dialog-backdrop"
          panelRef={panelRef}
        >
          <ContactDialogBody
            key={state.form}
            open={state.open}
            request={state.request}
            onStageChange={onStageChange}
            onClose={close}
            panelRef={panelRef}
            loading={<FormLoading role="status">Loading the form…</FormLoading>}
          />
        </Dialog>
      ) : null}
    </ContactDialogContext.Provider>
  );
}

/** In the panel while the form's code is on its way: about the room the form's first step takes on a phone. */
const FormLoading = styled.p`
  display: grid;
  place-items: center;
  min-height: 24rem;
  margin: 0;
  padding: ${space.lg} 0;
  color: ${colors.textMuted};
`;
