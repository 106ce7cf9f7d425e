/**
 * Whether the privacy dialog is open, shared by whatever opens it (the footer's
 * "Your privacy choices", the opt-in banner's "Choose") and PrivacyHost, which
 * renders it. Focus returns to the opener on close.
 */
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
