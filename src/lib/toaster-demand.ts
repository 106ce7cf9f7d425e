/**
 * Whether the page needs its toast area yet. The area (and the toast library)
 * is loaded only once something asks for a toast: notify() calls
 * requestToaster() first, and the Toasts component listens here.
 */
let needed = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (needed) return;
  needed = true;
  listeners.forEach((listener) => listener());
}

export function toasterNeeded(): boolean {
  return needed;
}

export function subscribeToToasterDemand(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
