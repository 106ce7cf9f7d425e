/**
 * Work a visitor's input sets off but does not wait for (fetching the code of blocks below the fold, prefetching
 * the page behind a link) runs after the frame that answers the input: in a task of its own once the next frame
 * has been drawn, not inside the input's handler, where at 4× CPU appending a dozen chunk scripts and evaluating
 * the first of them held the menu's or the dialog's answer back by 70–200 ms (docs/visitor-speed.md).
 */

/** The longest wait: a page in a background tab draws no frame, and the work must still happen. */
export const AFTER_PAINT_FALLBACK_MS = 100;

/** Runs `work` once, in a task after the next animation frame (or after AFTER_PAINT_FALLBACK_MS without one). */
export function afterNextPaint(work: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    work();
  };
  const fallback = setTimeout(run, AFTER_PAINT_FALLBACK_MS);
  if (typeof requestAnimationFrame !== "function") return;
  requestAnimationFrame(() =>
    setTimeout(() => {
      clearTimeout(fallback);
      run();
    }, 0),
  );
}

/** What ends a press: the input's answer (a click, a key's action) comes with it. */
const RELEASES: Readonly<Record<string, readonly string[]>> = {
  pointerdown: ["pointerup", "pointercancel"],
  touchstart: ["touchend", "touchcancel"],
  keydown: ["keyup"],
};

/** The longest a press is waited for (a long press, a key held down). */
export const PRESS_LIMIT_MS = 1000;

/**
 * Runs `work` after the frame that answers `input`: for a press (pointer, touch, key), once it is released, since
 * the click or the key's action comes then; for anything else (a move, a scroll), after the next frame.
 */
export function afterInputAnswered(input: Event, work: () => void): void {
  const releases = RELEASES[input.type];
  if (!releases || typeof window === "undefined") {
    afterNextPaint(work);
    return;
  }
  let done = false;
  const released = () => {
    if (done) return;
    done = true;
    clearTimeout(limit);
    for (const type of releases) window.removeEventListener(type, released, true);
    afterNextPaint(work);
  };
  const limit = setTimeout(released, PRESS_LIMIT_MS);
  for (const type of releases) window.addEventListener(type, released, { capture: true, passive: true });
}
