import { type RefObject, useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { breakpoints } from "../theme/tokens";

/** Attribute on <html> while the menu is open in a browser without popovers; the header's CSS stops page scrolling with it. */
export const MENU_OPEN_ATTRIBUTE = "data-menu-open";

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

/** Whether the browser has popovers does not change while the page is open. */
const neverChanges = () => () => undefined;

/** The panel is open as a popover (false where the browser has none: `:popover-open` would not parse). */
function popoverOpen(panel: HTMLElement): boolean {
  return browserOpensPopovers() && panel.matches(":popover-open");
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
  /** The element holding the menu button and the menu: focus leaving it closes the menu. */
  containerRef: RefObject<HTMLElement | null>;
  /** The menu panel (a popover): activating a link or button inside it closes the menu. */
  panelRef: RefObject<HTMLElement | null>;
  /** The menu button: focus goes back to it when Escape closes the menu. */
  toggleRef: RefObject<HTMLElement | null>;
}

export interface MobileMenu {
  /**
   * Null where the browser opens the menu itself (a popover: React renders nothing when it opens); otherwise,
   * once the page has started, whether the menu is open (React then draws it open, `data-open`).
   */
  openWithoutPopover: boolean | null;
  /** For the menu button's click where the browser has no popovers (a popover's button toggles it by itself). */
  toggleWithoutPopover: () => void;
}

/**
 * The mobile navigation menu. Its panel is a popover opened by its button (`popovertarget`): the browser opens
 * and closes it from the server's HTML, before any script has run, with the pointer or the keyboard, closes it on
 * Escape or a tap outside, gives focus back to the button and tells assistive technology whether it is expanded.
 * The header's CSS draws the open state and stops the page behind it from scrolling (`:popover-open`). After
 * hydration this adds the rest: focus leaving the header, following a link and widening to desktop size close
 * it, and so does a navigation. Opening it renders nothing in React. In a browser without popovers the button
 * toggles React state instead, drawn with `data-open`.
 */
export function useMobileMenu({ pathname, containerRef, panelRef, toggleRef }: MobileMenuOptions): MobileMenu {
  // The server's HTML is the same for every browser (React reads the server's answer while it hydrates).
  const withoutPopover = useSyncExternalStore(
    neverChanges,
    () => !browserOpensPopovers(),
    () => false,
  );
  // Without popovers: the menu is open on the page where it was opened, so navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const openWithoutPopover = withoutPopover && openOn === pathname;

  const close = useCallback(
    (reason: MenuCloseReason) => {
      const panel = panelRef.current;
      if (panel && popoverOpen(panel)) panel.hidePopover();
      else setOpenOn(null);
      // Escape leaves the keyboard user on the button that opened the menu (the browser does so for a popover).
      if (reason === "escape") toggleRef.current?.focus();
    },
    [panelRef, toggleRef],
  );

  // A popover: follow the browser's state, including a menu opened before the page hydrated.
  useEffect(() => {
    const panel = panelRef.current;
    const container = containerRef.current;
    if (!panel || !container || !browserOpensPopovers()) return undefined;
    let stop: (() => void) | null = null;
    const sync = () => {
      const open = popoverOpen(panel);
      if (open && !stop) stop = listenWhileOpen(container, panel, close, { escape: false });
      if (!open && stop) {
        stop();
        stop = null;
      }
    };
    panel.addEventListener("toggle", sync);
    sync();
    return () => {
      panel.removeEventListener("toggle", sync);
      stop?.();
    };
  }, [panelRef, containerRef, close]);

  // A navigation closes an open popover.
  useEffect(() => {
    const panel = panelRef.current;
    if (panel && popoverOpen(panel)) panel.hidePopover();
  }, [panelRef, pathname]);

  // Without popovers: the page behind stops scrolling and the same listeners, Escape included.
  useEffect(() => {
    const panel = panelRef.current;
    const container = containerRef.current;
    if (!openWithoutPopover || !panel || !container) return undefined;
    const root = document.documentElement;
    root.setAttribute(MENU_OPEN_ATTRIBUTE, "");
    const stop = listenWhileOpen(container, panel, close, { escape: true });
    return () => {
      root.removeAttribute(MENU_OPEN_ATTRIBUTE);
      stop();
    };
  }, [openWithoutPopover, panelRef, containerRef, close]);

  return {
    openWithoutPopover: withoutPopover ? openWithoutPopover : null,
    toggleWithoutPopover: () => {
      if (withoutPopover) setOpenOn(openWithoutPopover ? null : pathname);
    },
  };
}
