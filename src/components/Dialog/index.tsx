import React, { type ReactNode, type Ref, useEffect, useId, useImperativeHandle, useRef } from "react";
import { restoreFocus, wrapTabKey } from "../../lib/focus-trap";
import { lockPageScroll } from "../../lib/scroll-lock";
import { afterNextPaint } from "../../islands";
import { DIALOG_CLASS as C, NARROW } from "./classes";

export interface DialogProps {
  /** Shown or hidden; a dialog that stays mounted while closed keeps what was typed in it. */
  open?: boolean;
  /** Escape, the Close button and a click on the backdrop ask for this. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /**
   * Where focus goes on opening: the first element matching each selector in turn, else the panel; content that
   * arrives after the frame (a form whose code was still loading) takes it over from the panel.
   */
  initialFocus?: readonly string[];
  /** The control that opened the dialog: focus goes back to it on closing (or to the nearest sensible place). */
  returnFocusTo?: HTMLElement | null;
  /** A short dialog: a narrower panel from tablets up. */
  narrow?: boolean;
  /** The backdrop's test id. */
  testId?: string;
  /** The panel, for a dialog that scrolls it itself. */
  panelRef?: Ref<HTMLDivElement | null>;
  children: ReactNode;
}

/**
 * The site's modal dialog (the contact dialog, the privacy dialog): a backdrop, a panel labelled by its
 * title and description, and a head with the Close button that stays in view. While it is open, focus
 * moves in and stays in (Tab and Shift+Tab wrap), page scrolling is locked (from the frame after the one that
 * draws it), and Escape, Close or a click on the backdrop (not inside the panel) ask to close. On closing, focus
 * returns to the opener.
 */
export function Dialog({
  open = true,
  onClose,
  title,
  description,
  initialFocus = [],
  returnFocusTo = null,
  narrow = false,
  testId,
  panelRef,
  children,
}: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  useImperativeHandle(panelRef, () => panel.current, []);
  const titleId = useId();
  const descriptionId = useId();
  // The latest props, for the listeners that live as long as the dialog is open.
  const latest = useRef({ onClose, initialFocus, returnFocusTo });
  useEffect(() => {
    latest.current = { onClose, initialFocus, returnFocusTo };
  });

  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return undefined;
    const { initialFocus: selectors, returnFocusTo: opener } = latest.current;
    const firstWanted = () => selectors.map((selector) => element.querySelector<HTMLElement>(selector)).find(Boolean);
    const first = firstWanted();
    (first ?? element).focus({ preventScroll: true });
    // Content still on its way: the first wanted element to arrive gets focus, while the panel still holds it.
    const arrival =
      first || !selectors.length || typeof MutationObserver === "undefined"
        ? null
        : new MutationObserver(() => {
            const wanted = firstWanted();
            if (!wanted) return;
            arrival?.disconnect();
            if (document.activeElement === element) wanted.focus({ preventScroll: true });
          });
    arrival?.observe(element, { childList: true, subtree: true });
    // Page scrolling stops once the dialog is drawn: hiding the page's overflow lays out and repaints the whole
    // page, and in the tap's own frame that held the dialog back (docs/visitor-speed.md).
    let unlock: (() => void) | null = null;
    let closed = false;
    afterNextPaint(() => {
      if (!closed) unlock = lockPageScroll();
    });
    // Heard first (capture) and kept to itself: Escape closes this dialog only, not also what lies under
    // it (the phone menu a call-to-action was in would close too and take the focus with it).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        event.stopPropagation();
        latest.current.onClose();
      } else if (element.isConnected) {
        wrapTabKey(event, element);
      }
    };
    document.addEventListener("keydown", onKeyDown, true);
    return () => {
      arrival?.disconnect();
      document.removeEventListener("keydown", onKeyDown, true);
      closed = true;
      unlock?.();
      restoreFocus(opener);
    };
  }, [open]);

  // Its rules are plain CSS in every page's head (./dialog-css.ts): nothing to compile when it opens.
  return (
    // The backdrop's press closes the dialog (Escape and Close do so for the keyboard); it has no meaning of its own.
    <div
      className={C.backdrop}
      role="presentation"
      hidden={!open}
      data-testid={testId}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        className={C.panel}
        ref={panel}
        {...(narrow ? { [NARROW]: "" } : {})}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <div className={C.head}>
          <div>
            <h2 className={C.title} id={titleId}>
              {title}
            </h2>
            {description ? (
              <p className={C.description} id={descriptionId}>
                {description}
              </p>
            ) : null}
          </div>
          <button className={C.close} type="button" onClick={onClose}>
            <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
              <path d="M3 3l12 12M15 3L3 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">Close</span>
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}

/** In a dialog's panel while its content is on its way (a form whose code is loading). */
export function DialogLoading({ children }: { children: ReactNode }) {
  return (
    <p className={C.loading} role="status">
      {children}
    </p>
  );
}
