import { whenIdle } from "./when-idle";

describe("whenIdle", () => {
  const originalRic = window.requestIdleCallback;
  let readyState: DocumentReadyState;

  beforeEach(() => {
    jest.useFakeTimers();
    readyState = "loading";
    jest.spyOn(document, "readyState", "get").mockImplementation(() => readyState);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    window.requestIdleCallback = originalRic;
  });

  it("waits for the load event, then for an idle period (with a 2000 ms deadline)", () => {
    const idle: Array<{ run: () => void; timeout?: number }> = [];
    window.requestIdleCallback = ((callback: IdleRequestCallback, options?: IdleRequestOptions) => {
      idle.push({ run: () => callback({ didTimeout: false, timeRemaining: () => 50 }), timeout: options?.timeout });
      return idle.length;
    }) as typeof window.requestIdleCallback;
    const work = jest.fn();

    whenIdle(work);
    expect(idle).toHaveLength(0);
    readyState = "complete";
    window.dispatchEvent(new Event("load"));
    expect(idle).toHaveLength(1);
    expect(idle[0]!.timeout).toBe(2000);
    expect(work).not.toHaveBeenCalled();
    idle[0]!.run();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("schedules at once when the page has already loaded, with a timer where requestIdleCallback is missing", () => {
    readyState = "complete";
    // @ts-expect-error: simulate a browser without requestIdleCallback
    delete window.requestIdleCallback;
    const work = jest.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
