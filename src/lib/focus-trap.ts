/** Keyboard focus kept inside a container (a modal dialog) while it is open. */

const TABBABLE = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "[contenteditable='true']",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

/** The elements Tab visits inside `container`, in document order (hidden ones are skipped). */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => !element.closest("[hidden], [inert]") && element.getAttribute("aria-hidden") !== "true",
  );
}

/**
 * Handles Tab and Shift+Tab so focus wraps from the last element to the
 * first and back. Returns true when it moved focus.
 */
export function wrapTabKey(
  event: { key: string; shiftKey: boolean; preventDefault: () => void },
  container: HTMLElement,
): boolean {
  if (event.key !== "Tab") return false;
  const elements = tabbableElements(container);
  if (elements.length === 0) {
    event.preventDefault();
    container.focus();
    return true;
  }
  const first = elements[0];
  const last = elements[elements.length - 1];
  const active = container.ownerDocument.activeElement;
  const inside = active instanceof Node && container.contains(active);
  if (event.shiftKey && (active === first || !inside || active === container)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
