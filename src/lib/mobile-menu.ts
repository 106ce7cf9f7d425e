import { type RefObject, useEffect } from "react";
import { breakpoints } from "../theme/tokens";

/** Attribute on <html> while the mobile menu is open; the header's global style stops page scrolling with it. */
export const MENU_OPEN_ATTRIBUTE = "data-menu-open";

/** From this width up the navigation is always shown and the menu button is hidden. */
export const DESKTOP_QUERY = `(min-width: ${breakpoints.desktop}px)`;

export type MenuCloseReason = "escape" | "focus-left" | "link" | "desktop";

interface MobileMenuOptions {
  open: boolean;
  /** The element holding the menu button and the menu: focus leaving it closes the menu. */
  containerRef: RefObject<HTMLElement | null>;
  /** The menu panel: activating a link or button inside it closes the menu. */
  panelRef: RefObject<HTMLElement | null>;
  onClose: (reason: MenuCloseReason) => void;
}

/**
 * The behaviour of the mobile navigation menu while it is open: Escape,
 * focus leaving the header, following a link and widening the window to
 * desktop size all close it, and the page behind it does not scroll.
 */
export function useMobileMenu({ open, containerRef, panelRef, onClose }: MobileMenuOptions): void {
  useEffect(() => {
    if (!open) return undefined;
    const root = document.documentElement;
    root.setAttribute(MENU_OPEN_ATTRIBUTE, "");

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose("escape");
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !containerRef.current?.contains(next)) onClose("focus-left");
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("a, button")) onClose("link");
    };
    const desktop = typeof window.matchMedia === "function" ? window.matchMedia(DESKTOP_QUERY) : null;
    const onMediaChange = (event: MediaQueryListEvent) => {
      if (event.matches) onClose("desktop");
    };

    const container = containerRef.current;
    const panel = panelRef.current;
    document.addEventListener("keydown", onKeyDown);
    container?.addEventListener("focusout", onFocusOut);
    panel?.addEventListener("click", onClick);
    desktop?.addEventListener("change", onMediaChange);
    return () => {
      root.removeAttribute(MENU_OPEN_ATTRIBUTE);
      document.removeEventListener("keydown", onKeyDown);
      container?.removeEventListener("focusout", onFocusOut);
      panel?.removeEventListener("click", onClick);
      desktop?.removeEventListener("change", onMediaChange);
    };
  }, [open, containerRef, panelRef, onClose]);
}
