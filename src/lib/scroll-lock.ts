/**
 * Page scrolling while a modal is open: hidden, then back to automatic. The
 * scrollbar's width is kept as padding so the page does not shift sideways.
 *
 * Locks nest: the contact dialog's loading overlay and the dialog itself each
 * hold one, and the page scrolls again only when the last is released,
 * whichever order they are released in.
 */
const held = new WeakMap<Document, { count: number; overflow: string; paddingRight: string }>();

export function lockPageScroll(doc: Document = document): () => void {
  const { body, documentElement } = doc;
  const current = held.get(doc);
  if (current) current.count += 1;
  else {
    held.set(doc, { count: 1, overflow: body.style.overflow, paddingRight: body.style.paddingRight });
    const scrollbar = (doc.defaultView?.innerWidth ?? 0) - documentElement.clientWidth;
    body.style.overflow = "hidden";
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  let released = false;
  return () => {
    const lock = held.get(doc);
    if (released || !lock) return;
    released = true;
    lock.count -= 1;
    if (lock.count > 0) return;
    held.delete(doc);
    restore(body.style, "overflow", lock.overflow);
    restore(body.style, "padding-right", lock.paddingRight);
  };
}

function restore(style: CSSStyleDeclaration, property: string, value: string): void {
  if (value) style.setProperty(property, value);
  else style.removeProperty(property);
}
