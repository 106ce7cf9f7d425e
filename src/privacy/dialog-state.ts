/**
 * Whether the privacy dialog is open, shared by whatever opens it (the footer's
 * "Your privacy choices", the opt-in banner's "Choose") and PrivacyHost, which
 * renders it. Focus returns to the opener on close.
 */
/** Where a visitor learns how to choose: the footer's link without JavaScript, and where the dialog's recovery goes. */
export const PRIVACY_POLICY_PATH = "/privacy-policy/";

let open = false;
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

export function openPrivacyDialog(from: HTMLElement | null = null): void {
  opener = from;
  open = true;
  notify();
}

export function closePrivacyDialog(): void {
  open = false;
  notify();
  const target = opener;
  opener = null;
  if (target?.isConnected) target.focus();
}

export function isPrivacyDialogOpen(): boolean {
  return open;
}

export function subscribePrivacyDialog(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The dialog's code, fetched on first open (or when the visitor points at a link that opens it). */
export const loadPrivacyDialog = () => import(/* webpackChunkName: "privacy-dialog" */ "./components/PrivacyDialog");
