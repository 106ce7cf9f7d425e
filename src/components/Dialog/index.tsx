import React, { type ReactNode, type Ref, useEffect, useId, useImperativeHandle, useRef } from "react";
import { restoreFocus, wrapTabKey } from "../../lib/focus-trap";
import { lockPageScroll } from "../../lib/scroll-lock";
import * as S from "./styles";

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
 * moves in and stays in (Tab and Shift+Tab wrap), page scrolling is locked, and Escape, Close or a click
 * on the backdrop (not inside the panel) ask to close. On closing, focus returns to the opener.
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
    const unlock = lockPageScroll();
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
      unlock();
      restoreFocus(opener);
    };
  }, [open]);

  return (
    <S.Backdrop
      hidden={!open}
      data-testid={testId}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <S.Panel
        ref={panel}
        $narrow={narrow}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <S.Head>
          <div>
            <S.Title id={titleId}>{title}</S.Title>
            {description ? <S.Description id={descriptionId}>{description}</S.Description> : null}
          </div>
          <S.Close type="button" onClick={onClose}>
            <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
              <path d="M3 3l12 12M15 3L3 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">Close</span>
          </S.Close>
        </S.Head>
        {children}
      </S.Panel>
    </S.Backdrop>
  );
}
