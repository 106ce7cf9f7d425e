import React, { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import styled, { keyframes } from "styled-components";
import { EVENTS, track } from "../../telemetry";
import { type ContactRequest, GENERIC_REQUEST } from "../../lib/contact-intents";
import { lazyPart } from "../../islands";
import { lockPageScroll } from "../../lib/scroll-lock";
import { theme } from "../../theme/tokens";

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

/**
 * The scheduling page from content/site.json, for the calls to action inside the Layout (which reads
 * the site's content) to hand to the dialog: its thank-you then offers "Pick a time".
 */
export const ContactSchedulingContext = createContext<string | null>(null);

// A chunk of its own: nothing of the dialog or its form is downloaded before the first open.
// If its code cannot be loaded (offline, new deploy), the contact page has the same form: the
// visitor asked for it with a click, so they go there (src/islands).
const ContactDialog = lazyPart({
  name: "contact-dialog",
  load: () => import(/* webpackChunkName: "contact-dialog" */ "../../leads/browser/ContactDialog"),
  recovery: { navigateTo: CONTACT_PAGE_PATH },
});

/**
 * Owns the contact dialog for the whole site: loads it on first open, records
 * the open and close events, hides page scrolling while it is open and gives
 * focus back to the call-to-action afterwards.
 */
export function ContactDialogProvider({ children }: { children: React.ReactNode }) {
  const [state, setState] = useState<{ requested: boolean; open: boolean; request: ContactRequest }>({
    requested: false,
    open: false,
    request: GENERIC_REQUEST,
  });
  const session = useRef<{ placement: CtaPlacement; trigger: HTMLElement | null; request: ContactRequest }>({
    placement: "header",
    trigger: null,
    request: GENERIC_REQUEST,
  });
  const isOpen = useRef(false);

  const open = useCallback(
    (placement: CtaPlacement, trigger: HTMLElement | null, request: ContactRequest = GENERIC_REQUEST) => {
      if (isOpen.current) return;
      isOpen.current = true;
      session.current = { placement, trigger, request };
      setState({ requested: true, open: true, request });
      track(EVENTS.contactFormOpened, { placement, intent: request.intent });
    },
    [],
  );

  const close = useCallback((stage: ContactStage) => {
    if (!isOpen.current) return;
    isOpen.current = false;
    const { placement, request, trigger } = session.current;
    setState((current) => ({ ...current, open: false }));
    track(EVENTS.contactFormClosed, { placement, stage, intent: request.intent });
    restoreFocus(trigger);
  }, []);

  useEffect(() => (state.open ? lockPageScroll() : undefined), [state.open]);

  const api = useMemo(() => ({ open }), [open]);
  return (
    <ContactDialogContext.Provider value={api}>
      {children}
      {state.requested ? (
        <ContactDialog
          open={state.open}
          request={state.request}
          onClose={close}
          loading={state.open ? <Loading role="status">Loading…</Loading> : null}
        />
      ) : null}
    </ContactDialogContext.Provider>
  );
}

/**
 * Gives focus back to the control that opened the dialog. When that control cannot take it (on a phone
 * the header's call-to-action sits in the menu, which closed when focus moved into the dialog), focus
 * goes to the button that reopens its container (the menu button), else to the main content: never to
 * the bare <body>, where a keyboard or screen-reader user would have to start the page again.
 */
export function restoreFocus(trigger: HTMLElement | null, doc: Document = document): void {
  const take = (element: HTMLElement | null | undefined) => {
    element?.focus({ preventScroll: true });
    return Boolean(element) && doc.activeElement === element;
  };
  if (trigger?.isConnected) {
    // A container that is collapsed (or collapsing: its hiding may still be animating) no longer shows it.
    const toggle = disclosureToggleOf(trigger, doc);
    const collapsed = toggle?.getAttribute("aria-expanded") === "false";
    if (collapsed ? take(toggle) || take(trigger) : take(trigger) || take(toggle)) return;
  }
  take(doc.getElementById("main"));
}

/** The button that shows and hides a container the element sits in (aria-controls names the container). */
function disclosureToggleOf(element: HTMLElement, doc: Document): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement)
    if (node.id) {
      const toggle = doc.querySelector<HTMLElement>(`[aria-controls="${node.id}"]`);
      if (toggle) return toggle;
    }
  return null;
}

const pulse = keyframes`
  from { opacity: 0.4; }
  to { opacity: 1; }
`;

const Loading = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  display: grid;
  place-items: center;
  background: ${theme.colors.scrim};
  color: ${theme.colors.text};
  animation: ${pulse} 0.8s ease-in-out infinite alternate;
`;
