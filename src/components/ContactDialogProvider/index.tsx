import React, { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import styled, { keyframes } from "styled-components";
import { EVENTS, track } from "../../lib/analytics";
import { lazyPart } from "../../lib/lazy-parts";
import { lockPageScroll } from "../../lib/scroll-lock";
import { theme } from "../../theme/tokens";

import type { ContactStage } from "../../leads/browser/ContactForm";

/** Where the call-to-action that opened the dialog sits. */
export type CtaPlacement = "header" | "footer" | "page";

export const CONTACT_PAGE_PATH = "/contact-us/";

interface ContactDialogApi {
  /** Opens the dialog; focus returns to `trigger` when it closes. */
  open: (placement: CtaPlacement, trigger: HTMLElement | null) => void;
}

const ContactDialogContext = createContext<ContactDialogApi | null>(null);

/** The dialog's API, or null outside the provider (the call-to-action then stays a link). */
export function useContactDialog(): ContactDialogApi | null {
  return useContext(ContactDialogContext);
}

// A chunk of its own: nothing of the dialog or its form is downloaded before the first open.
// If its code cannot be loaded (offline, new deploy), the contact page has the same form: the
// visitor asked for it with a click, so they go there (src/lib/lazy-parts).
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
  const [state, setState] = useState({ requested: false, open: false });
  const session = useRef<{ placement: CtaPlacement; trigger: HTMLElement | null }>({
    placement: "header",
    trigger: null,
  });
  const isOpen = useRef(false);

  const open = useCallback((placement: CtaPlacement, trigger: HTMLElement | null) => {
    if (isOpen.current) return;
    isOpen.current = true;
    session.current = { placement, trigger };
    setState({ requested: true, open: true });
    track(EVENTS.contactFormOpened, { placement });
  }, []);

  const close = useCallback((stage: ContactStage) => {
    if (!isOpen.current) return;
    isOpen.current = false;
    setState({ requested: true, open: false });
    track(EVENTS.contactFormClosed, { placement: session.current.placement, stage });
    session.current.trigger?.focus();
  }, []);

  useEffect(() => (state.open ? lockPageScroll() : undefined), [state.open]);

  const api = useMemo(() => ({ open }), [open]);
  return (
    <ContactDialogContext.Provider value={api}>
      {children}
      {state.requested ? (
        <ContactDialog
          open={state.open}
          onClose={close}
          loading={state.open ? <Loading role="status">Loading…</Loading> : null}
        />
      ) : null}
    </ContactDialogContext.Provider>
  );
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
