import { requestSegment, type SegmentChunk } from "./request-segment";

describe("requestSegment", () => {
  const loadSegment = jest.fn();
  const chunk = { loadSegment } as unknown as SegmentChunk;

  afterEach(() => {
    delete window.analytics;
    loadSegment.mockReset();
    jest.restoreAllMocks();
  });

  it("loads the snippet's chunk, then analytics.js for the key", async () => {
    const load = jest.fn(() => Promise.resolve(chunk));
    requestSegment("test-key", load);
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(loadSegment).toHaveBeenCalledWith("test-key");
  });

  it("fetches nothing without a key or when the page already has window.analytics", () => {
    const load = jest.fn(() => Promise.resolve(chunk));
    requestSegment(undefined, load);
    requestSegment("", load);
    window.analytics = { track: jest.fn(), page: jest.fn() };
    requestSegment("test-key", load);
    expect(load).not.toHaveBeenCalled();
  });

  it("reports a chunk that cannot be loaded once, as the segment part, and throws nothing", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const failure = new Error("Loading chunk segment failed.");
    requestSegment("test-key", () => Promise.reject(failure));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warn).toHaveBeenCalledWith(
      "The segment part of the page could not be loaded; the page carries on without it.",
      failure,
    );
    expect(loadSegment).not.toHaveBeenCalled();
  });
});
