/**
 * react-hot-toast styles its toasts with goober, which writes its CSS as the
 * text of a `<style id="_goober">` element. Under a Content-Security-Policy
 * without 'unsafe-inline' for styles the browser refuses every such text (its
 * hash is never known in advance), and the toasts would lose their styles.
 *
 * goober takes an existing `window._goober` as its element and only reads and
 * writes `firstChild.data` on it. This gives it one whose text goes into a
 * constructed stylesheet (`document.adoptedStyleSheets`): CSSOM, which CSP does
 * not check. Installed once, before the first toast.
 *
 * Guarded by tests/e2e/security-headers.spec.ts (a toast under the policy, no
 * violation) and goober-sheet.test.ts. Remove it when react-hot-toast offers a
 * CSSOM or nonce-free way to style, or when the toasts stop using goober.
 * Browsers without constructable stylesheets (Safari before 16.4) keep goober's
 * own element: the policy blocks it there and toasts show unstyled text.
 */

interface GooberTarget {
  parentNode: Node;
  firstChild: { data: string };
}

declare global {
  interface Window {
    _goober?: GooberTarget | HTMLStyleElement;
  }
}

/** Returns the sheet goober now writes to, or null when nothing was installed. */
export function installGooberSheet(win: Window = window): CSSStyleSheet | null {
  if (win._goober) return null;
  const doc = win.document;
  if (!("adoptedStyleSheets" in doc)) return null;
  let sheet: CSSStyleSheet;
  try {
    sheet = new (win as unknown as typeof globalThis).CSSStyleSheet();
  } catch {
    return null;
  }
  let text = "";
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  win._goober = {
    // goober appends its element when this is missing; the sheet needs no element.
    parentNode: doc.head,
    firstChild: {
      get data() {
        return text;
      },
      set data(value: string) {
        text = value;
        sheet.replaceSync(value);
      },
    },
  };
  return sheet;
}
