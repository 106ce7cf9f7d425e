import React, { createContext, useCallback, useContext, useEffect, useRef, useState, type ComponentType } from "react";
import { graphql, useStaticQuery } from "gatsby";
import { EVENTS, track } from "../../telemetry";
import { CONTACT_PAGE_PATH, type ContactRequest, GENERIC_REQUEST } from "../../lib/contact-intents";
import { afterInputAnswered, lazyPart } from "../../islands";
import { DIALOG_CLASS } from "../../components/Dialog/classes";
import { loadForm } from "./parts";
import type { ContactDialogFrameProps } from "./ContactDialogFrame";

import type { ContactStage } from "../../leads";

export { CONTACT_PAGE_PATH };

/** Where the call-to-action that opened the dialog sits. */
export type CtaPlacement = "header" | "footer" | "page";

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

/** The dialog's frame, a small chunk of its own (./ContactDialogFrame.tsx). */
const loadFrame = () => import(/* webpackChunkName: "contact-dialog-frame" */ "./ContactDialogFrame");

const LazyFrame = lazyPart({
  name: "contact-dialog-frame",
  load: loadFrame,
  recovery: { navigateTo: CONTACT_PAGE_PATH },
});
// Set once the frame's code has arrived: rendered directly, so the tap's own render draws it (nothing suspends).
let Frame: ComponentType<ContactDialogFrameProps> | null = null;

/**
 * Fetches the dialog's frame (its Dialog, the intents' words: a few kilobytes), so that a tap draws it at once:
 * called once the page is idle after its first render (gatsby-browser), and at the first sign of intent.
 */
export function preloadContactDialog(): Promise<void> {
  return loadFrame().then(
    (module) => {
      Frame = module.default;
    },
    // A failed fetch changes nothing: the open loads it again, with the lazy part's retry and recovery.
    () => undefined,
  );
}

/** Where a visitor shows they may open the dialog: a call-to-action under the pointer, pressed or focused. */
export const CONTACT_INTENT_EVENTS = ["pointerdown", "mouseover", "focusin"] as const;

/**
 * Fetches the dialog's form (and its frame, if not yet) at a visitor's first sign of intent on a call-to-action (`[data-cta]`: the server's
 * link or the dialog button): a mouse when the pointer comes over the button, a keyboard when focus reaches it, a
 * finger when it presses. Called at client entry, so it works before the page hydrates. The fetch starts after the
 * frame that answers the input (for a press, once it is released: ../../islands/after-paint.ts): started inside a
 * touch, the form's code arrived and ran (about 110 ms at 4× CPU) between the touch and its click, which waited
 * behind it (docs/visitor-speed.md). Returns the function that stops listening.
 */
export function listenForContactIntent(root: Document = document): () => void {
  const stop = () => {
    for (const type of CONTACT_INTENT_EVENTS) root.removeEventListener(type, onIntent, { capture: true });
  };
  function onIntent(event: Event) {
    const target = event.target as Element | null;
    if (!target || typeof target.closest !== "function" || !target.closest("[data-cta]")) return;
    stop();
    afterInputAnswered(event, () => {
      // A failed fetch changes nothing: the open loads it again, with the lazy part's retry and recovery.
      void preloadContactDialog();
      loadForm().catch(() => undefined);
    });
  }
  for (const type of CONTACT_INTENT_EVENTS) root.addEventListener(type, onIntent, { capture: true, passive: true });
  return stop;
}

/**
 * Owns the contact dialog for the whole site: draws its frame and heading (./ContactDialogFrame.tsx, whose code is
 * fetched before any tap) in the tap's own render, with the form inside as soon as its code is here, and records
 * the open and close events. The dialog stays mounted once opened, so a half-filled form is still there when it
 * reopens.
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
    drawn: "direct" | "lazy" | null;
    open: boolean;
    request: ContactRequest;
    trigger: HTMLElement | null;
    /** A new form after each thank-you: the next open starts afresh. */
    form: number;
  }>({
    drawn: null,
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

  const open = useCallback(
    (placement: CtaPlacement, trigger: HTMLElement | null, request: ContactRequest = GENERIC_REQUEST) => {
      if (isOpen.current) return;
      isOpen.current = true;
      session.current = { placement, request };
      // The frame drawn directly or, before its code has arrived, lazily: chosen at the first open and kept, since
      // switching would mount a new dialog and lose what was typed.
      setState((current) => ({
        ...current,
        drawn: current.drawn ?? (Frame ? "direct" : "lazy"),
        open: true,
        request,
        trigger,
      }));
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

  const frame: ContactDialogFrameProps = {
    open: state.open,
    request: state.request,
    trigger: state.trigger,
    form: state.form,
    person,
    onClose: close,
    onStageChange,
  };
  return (
    <ContactDialogContext.Provider value={dialogApi}>
      {children}
      {state.drawn === "direct" && Frame ? <Frame {...frame} /> : null}
      {state.drawn === "lazy" ? (
        // Opened before the frame's code had arrived (a tap right after the page hydrated): the scrim, then the frame.
        <LazyFrame {...frame} loading={state.open ? <div className={DIALOG_CLASS.backdrop} /> : null} />
      ) : null}
    </ContactDialogContext.Provider>
  );
}
