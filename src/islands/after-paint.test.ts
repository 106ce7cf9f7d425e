import { AFTER_PAINT_FALLBACK_MS, afterNextPaint } from "./after-paint";

afterEach(() => {
  jest.useRealTimers();
});

it("runs the work once, in a task after the next animation frame, not in the caller's", async () => {
  const work = jest.fn();
  let framed = false;
  requestAnimationFrame(() => (framed = true));
  afterNextPaint(() => work(framed));
  expect(work).not.toHaveBeenCalled();
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  await new Promise((resolve) => setTimeout(resolve, AFTER_PAINT_FALLBACK_MS + 20));
  expect(work.mock.calls).toEqual([[true]]);
});

it("still runs where no frame comes (a tab in the background)", () => {
  jest.useFakeTimers();
  const frames = jest.spyOn(window, "requestAnimationFrame").mockImplementation(() => 0);
  const work = jest.fn();
  afterNextPaint(work);
  jest.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS - 1);
  expect(work).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(work).toHaveBeenCalledTimes(1);
  frames.mockRestore();
});
