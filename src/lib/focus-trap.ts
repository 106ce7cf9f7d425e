/** Keyboard focus kept inside a container (a modal dialog) while it is open, and given back after. */

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

/**
 * The elements Tab visits inside `container`, in document order: hidden ones,
 * ones inside an aria-hidden part and ones taken out of the order (tabindex -1,
 * such as a form's honeypot field) are skipped.
 */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) =>
      !element.closest("[hidden], [inert], [aria-hidden='true']") && element.getAttribute("tabindex") !== "-1",
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
    const disclosure = disclosureOf(trigger, doc);
    const toggle = disclosure?.toggle;
    if (disclosure?.collapsed ? take(toggle) || take(trigger) : take(trigger) || take(toggle)) return;
  }
  take(doc.getElementById("main"));
}

/**
 * The button that shows and hides a container the element sits in (aria-controls names the container), and
 * whether the container is collapsed: its button says so (aria-expanded), or it is a popover that is not open.
 */
function disclosureOf(element: HTMLElement, doc: Document): { toggle: HTMLElement; collapsed: boolean } | null {
  for (let node = element.parentElement; node; node = node.parentElement)
    if (node.id) {
      const toggle = doc.querySelector<HTMLElement>(`[aria-controls="${node.id}"]`);
      if (!toggle) continue;
      const popover = node.hasAttribute("popover") && "popover" in HTMLElement.prototype;
      const collapsed = toggle.getAttribute("aria-expanded") === "false" || (popover && !node.matches(":popover-open"));
      return { toggle, collapsed };
    }
  return null;
}
