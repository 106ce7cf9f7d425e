import React, { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import { graphql, useStaticQuery } from "gatsby";
import styled, { keyframes } from "styled-components";
import { EVENTS, track } from "../../telemetry";
import { CONTACT_PAGE_PATH, type ContactRequest, GENERIC_REQUEST } from "../../lib/contact-intents";
import { lazyPart } from "../../islands";
import { lockPageScroll } from "../../lib/scroll-lock";
import { colors } from "../../theme/tokens";

import type { ContactStage } from "../../leads";

/** Where the call-to-action that opened the dialog sits. */
export type CtaPlacement = "header" | "footer" | "page";

export { CONTACT_PAGE_PATH };

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
 * the open and close events, and hides page scrolling while its code loads (the
 * dialog itself, src/components/Dialog, then locks scrolling and gives focus
 * back to the call-to-action when it closes).
 */
export function ContactDialogProvider({ children }: { children: React.ReactNode }) {
  // The person who answers (content/site.json "contactPerson"), named in the dialog when content has one.
  const person =
    useStaticQuery<Queries.ContactDialogPersonQuery>(graphql`
      query ContactDialogPerson {
        siteContent {
          ...ContactPerson
        }
      }
    `)?.siteContent?.contactPerson ?? null;
  const [state, setState] = useState<{
    requested: boolean;
    open: boolean;
    request: ContactRequest;
    trigger: HTMLElement | null;
  }>({
    requested: false,
    open: false,
    request: GENERIC_REQUEST,
    trigger: null,
  });
  const session = useRef<{ placement: CtaPlacement; request: ContactRequest }>({
    placement: "header",
    request: GENERIC_REQUEST,
  });
  const isOpen = useRef(false);

  const open = useCallback(
    (placement: CtaPlacement, trigger: HTMLElement | null, request: ContactRequest = GENERIC_REQUEST) => {
      if (isOpen.current) return;
      isOpen.current = true;
      session.current = { placement, request };
      setState({ requested: true, open: true, request, trigger });
      track(EVENTS.contactFormOpened, { placement, intent: request.intent });
    },
    [],
  );

  const close = useCallback((stage: ContactStage) => {
    if (!isOpen.current) return;
    isOpen.current = false;
    const { placement, request } = session.current;
    setState((current) => ({ ...current, open: false }));
    track(EVENTS.contactFormClosed, { placement, stage, intent: request.intent });
  }, []);

  useEffect(() => (state.open ? lockPageScroll() : undefined), [state.open]);

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

  return (
    <ContactDialogContext.Provider value={dialogApi}>
      {children}
      {state.requested ? (
        <ContactDialog
          open={state.open}
          request={state.request}
          person={person}
          returnFocusTo={state.trigger}
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
  background: ${colors.scrim};
  color: ${colors.text};
  animation: ${pulse} 0.8s ease-in-out infinite alternate;
`;
