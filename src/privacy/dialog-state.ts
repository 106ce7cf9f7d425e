/**
 * Whether the privacy dialog is open, shared by whatever opens it (the footer's
 * "Your privacy choices", the opt-in banner's "Choose") and PrivacyHost, which
 * renders it. The dialog gives focus back to the opener when it closes.
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
}

/** The control that opened the dialog, for focus to return to. */
export function privacyDialogOpener(): HTMLElement | null {
  return opener;
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
