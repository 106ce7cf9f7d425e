import { AFTER_PAINT_FALLBACK_MS, PRESS_LIMIT_MS, afterInputAnswered, afterNextPaint } from "./after-paint";

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

describe("afterInputAnswered", () => {
  const nextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

  it.each([
    ["pointerdown", "pointerup"],
    ["touchstart", "touchend"],
    ["keydown", "keyup"],
  ])("waits for a %s to be released (%s), then for the next frame", async (press, release) => {
    const work = jest.fn();
    afterInputAnswered(new Event(press), work);
    await nextPaint();
    await nextPaint();
    expect(work).not.toHaveBeenCalled();
    window.dispatchEvent(new Event(release));
    expect(work).not.toHaveBeenCalled();
    await nextPaint();
    expect(work).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event(release));
    await nextPaint();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("runs after the next frame for an input that is not a press, and after PRESS_LIMIT_MS for a press held on", () => {
    jest.useFakeTimers();
    const frames = jest.spyOn(window, "requestAnimationFrame").mockImplementation(() => 0);
    const moved = jest.fn();
    afterInputAnswered(new Event("scroll"), moved);
    jest.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS);
    expect(moved).toHaveBeenCalledTimes(1);
    const held = jest.fn();
    afterInputAnswered(new Event("pointerdown"), held);
    jest.advanceTimersByTime(PRESS_LIMIT_MS + AFTER_PAINT_FALLBACK_MS - 1);
    expect(held).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(held).toHaveBeenCalledTimes(1);
    frames.mockRestore();
  });
});
