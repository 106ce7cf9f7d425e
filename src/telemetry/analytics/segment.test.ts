import { page, pendingCalls, track } from "./index";
import { SNIPPET_VERSION, type SegmentStub, loadSegment, segmentScriptUrl } from "./segment";

const segmentScripts = () =>
  Array.from(document.querySelectorAll<HTMLScriptElement>("script[data-global-segment-analytics-key]"));

describe("Segment snippet", () => {
  beforeEach(() => {
    delete window.analytics;
    document.head.innerHTML = '<link rel="canonical" href="https://flatirons.com/about-us/">';
    window.history.replaceState(null, "", "/about-us/?utm_source=x");
    window.localStorage.clear();
  });
  afterEach(() => {
    delete window.analytics;
  });

  it("does nothing without a write key", () => {
    expect(loadSegment(undefined)).toBe(false);
    expect(loadSegment("")).toBe(false);
    expect(window.analytics).toBeUndefined();
    expect(segmentScripts()).toHaveLength(0);
  });

  it("uses an existing window.analytics as it is", () => {
    const existing = { track: jest.fn(), page: jest.fn(), identify: jest.fn() };
    window.analytics = existing;
    expect(loadSegment("test-key")).toBe(false);
    expect(window.analytics).toBe(existing);
    expect(segmentScripts()).toHaveLength(0);
  });

  it("installs the queueing stub, loads analytics.js for the key and hands it the calls queued so far", () => {
    track("before_snippet", { a: 1 });
    expect(pendingCalls()).toHaveLength(1);

    expect(loadSegment("test-key")).toBe(true);

    const scripts = segmentScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe("https://cdn.segment.com/analytics.js/v1/test-key/analytics.min.js");
    expect(scripts[0]!.async).toBe(true);
    expect(segmentScriptUrl("a/b")).toBe("https://cdn.segment.com/analytics.js/v1/a%2Fb/analytics.min.js");

    const stub = window.analytics as unknown as SegmentStub;
    expect(stub.invoked).toBe(true);
    expect(stub._writeKey).toBe("test-key");
    expect(stub.SNIPPET_VERSION).toBe(SNIPPET_VERSION);
    expect(pendingCalls()).toHaveLength(0);

    page();
    const bufferedPage = {
      __t: "bpc",
      c: "https://flatirons.com/about-us/",
      p: "/about-us/",
      u: "http://localhost/about-us/?utm_source=x",
      s: "?utm_source=x",
      t: "",
      r: "",
    };
    const context = { context: { campaign: null, entry_point: "/about-us/" } };
    expect(Array.from(stub)).toEqual([
      ["track", "before_snippet", { a: 1 }, context, bufferedPage],
      ["page", undefined, {}, context, bufferedPage],
    ]);
    // Methods without page context are queued as they are.
    stub.ready(() => undefined);
    expect(stub.at(-1)).toEqual(["ready", expect.any(Function)]);
  });

  it("forwards a kept reference to the stub once the library has taken over", () => {
    loadSegment("test-key");
    const stub = window.analytics as unknown as SegmentStub;
    const library = { initialized: true, track: jest.fn(), page: jest.fn(), identify: jest.fn() };
    window.analytics = library;
    stub.track("late", { b: 2 });
    expect(library.track).toHaveBeenCalledWith("late", { b: 2 });
    expect(stub).toHaveLength(0);
  });
});
