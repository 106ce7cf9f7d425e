/**
 * Page scrolling while a modal is open: hidden, then back to automatic. The
 * scrollbar's width is kept as padding so the page does not shift sideways.
 */
export function lockPageScroll(doc: Document = document): () => void {
  const { body, documentElement } = doc;
  const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const scrollbar = (doc.defaultView?.innerWidth ?? 0) - documentElement.clientWidth;
  body.style.overflow = "hidden";
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  return () => {
    restore(body.style, "overflow", previous.overflow);
    restore(body.style, "padding-right", previous.paddingRight);
  };
}

function restore(style: CSSStyleDeclaration, property: string, value: string): void {
  if (value) style.setProperty(property, value);
  else style.removeProperty(property);
}
