/**
 * Runs work after the page has loaded and the main thread is idle, so that
 * third-party scripts never compete with the first render.
 */
export const IDLE_TIMEOUT_MS = 2000;

export function whenIdle(work: () => void, timeout: number = IDLE_TIMEOUT_MS): void {
  if (typeof window === "undefined") return;
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(() => work(), { timeout });
    else window.setTimeout(work, 1);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
}
