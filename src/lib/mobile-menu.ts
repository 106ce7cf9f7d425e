import { type RefObject, useEffect } from "react";
import { breakpoints } from "../theme/tokens";

/** Attribute on <html> while the menu is open in a browser without popovers; the header's CSS stops page scrolling with it. */
export const MENU_OPEN_ATTRIBUTE = "data-menu-open";

/** On the header's bar while the menu is open in a browser without popovers (its CSS draws the open menu by it). */
export const OPEN = "data-open";

/** From this width up the navigation is always shown and the menu button is hidden. */
export const DESKTOP_QUERY = `(min-width: ${breakpoints.desktop}px)`;

export type MenuCloseReason = "escape" | "focus-left" | "link" | "desktop";

/**
 * Whether the browser opens and closes a popover itself (the `popover` attribute and a `popovertarget` button:
 * Chromium 114, Safari 17, Firefox 125). Where it does, the menu works from the server's HTML, before any script.
 */
export function browserOpensPopovers(): boolean {
  return typeof HTMLElement !== "undefined" && "popover" in HTMLElement.prototype;
}

/**
 * What the menu does while it is open beyond what the browser does: focus leaving the header, following a link
 * or a button in it, and widening the window to desktop size close it; Escape too where the browser does not
 * (without popovers). Returns the function that stops listening.
 */
function listenWhileOpen(
  container: HTMLElement,
  panel: HTMLElement,
  onClose: (reason: MenuCloseReason) => void,
  { escape }: { escape: boolean },
): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") onClose("escape");
  };
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !container.contains(next)) onClose("focus-left");
  };
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest("a, button")) onClose("link");
  };
  const desktop = typeof window.matchMedia === "function" ? window.matchMedia(DESKTOP_QUERY) : null;
  const onMediaChange = (event: MediaQueryListEvent) => {
    if (event.matches) onClose("desktop");
  };
  if (escape) document.addEventListener("keydown", onKeyDown);
  container.addEventListener("focusout", onFocusOut);
  panel.addEventListener("click", onClick);
  desktop?.addEventListener("change", onMediaChange);
  return () => {
    document.removeEventListener("keydown", onKeyDown);
    container.removeEventListener("focusout", onFocusOut);
    panel.removeEventListener("click", onClick);
    desktop?.removeEventListener("change", onMediaChange);
  };
}

interface MobileMenuOptions {
  pathname: string;
  /** The header's bar, holding the menu button and the menu: focus leaving it closes the menu. */
  containerRef: RefObject<HTMLElement | null>;
  /** The menu panel (a popover): activating a link or button inside it closes the menu. */
  panelRef: RefObject<HTMLElement | null>;
  /** The menu button: focus goes back to it when Escape closes the menu. */
  toggleRef: RefObject<HTMLElement | null>;
}

/**
 * The mobile navigation menu. Its panel is a popover opened by its button (`popovertarget`): the browser opens
 * and closes it from the server's HTML, before any script has run, with the pointer or the keyboard, closes it on
 * Escape or a tap outside, gives focus back to the button and tells assistive technology whether it is expanded.
 * The header's CSS draws the open state and stops the page behind it from scrolling (`:popover-open`). After
 * hydration this adds the rest: focus leaving the header, following a link and widening to desktop size close
 * it, and so does a navigation. None of it renders in React. In a browser without popovers the button toggles
 * the bar's OPEN mark, <html>'s MENU_OPEN_ATTRIBUTE and its own aria-expanded instead, with the same rules.
 */
export function useMobileMenu({ pathname, containerRef, panelRef, toggleRef }: MobileMenuOptions): void {
  useEffect(() => {
    const panel = panelRef.current;
    const container = containerRef.current;
    const toggle = toggleRef.current;
    if (!panel || !container || !toggle) return undefined;
    const popovers = browserOpensPopovers();
    const isOpen = () => (popovers ? panel.matches(":popover-open") : container.hasAttribute(OPEN));
    let stop: (() => void) | null = null;
    const sync = () => {
      const open = isOpen();
      if (open && !stop) stop = listenWhileOpen(container, panel, close, { escape: !popovers });
      if (!open && stop) {
        stop();
        stop = null;
      }
    };
    const setOpen = (open: boolean) => {
      if (popovers) {
        if (!open && isOpen()) panel.hidePopover();
      } else {
        container.toggleAttribute(OPEN, open);
        document.documentElement.toggleAttribute(MENU_OPEN_ATTRIBUTE, open);
        toggle.setAttribute("aria-expanded", String(open));
        sync();
      }
    };
    function close(reason: MenuCloseReason) {
      setOpen(false);
      // Escape leaves the keyboard user on the button that opened the menu (the browser does so for a popover).
      if (reason === "escape") toggle?.focus();
    }
    const onToggleClick = () => setOpen(!isOpen());
    if (popovers) {
      // Follow the browser's state, including a menu opened before the page hydrated.
      panel.addEventListener("toggle", sync);
      sync();
    } else {
      toggle.setAttribute("aria-expanded", "false");
      toggle.addEventListener("click", onToggleClick);
    }
    return () => {
      panel.removeEventListener("toggle", sync);
      toggle.removeEventListener("click", onToggleClick);
      setOpen(false);
      stop?.();
    };
    // A navigation (a new pathname) runs this again, and the clean-up closes the menu first.
  }, [panelRef, containerRef, toggleRef, pathname]);
}
