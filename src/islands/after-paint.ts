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
