import type { Metric } from "web-vitals";
import { type WebVitalsLibrary, reportWebVitals, webVitalsEvent } from "./web-vitals";

function fakeLibrary() {
  const listeners: Record<string, { callback: (metric: Metric) => void; options?: object }> = {};
  const register =
    (name: string) =>
    (callback: (metric: Metric) => void, options?: object): void => {
      listeners[name] = { callback, options };
    };
  const library: WebVitalsLibrary = {
    onLCP: register("LCP"),
    onFID: register("FID"),
    onCLS: register("CLS"),
    onINP: register("INP"),
    onFCP: register("FCP"),
    onTTFB: register("TTFB"),
  };
  const emit = (name: Metric["name"], value: number, id = `v4-${name}`) =>
    listeners[name]!.callback({ name, value, id } as Metric);
  return { library, listeners, emit };
}

describe("web-vitals reporting", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("builds the core-web-vitals event: values rounded, CLS multiplied by 1000", () => {
    expect(webVitalsEvent({ name: "FCP", id: "v4-1", value: 812.6 })).toEqual({
      event: "core-web-vitals",
      webVitalsMeasurement: { name: "FCP", id: "v4-1", value: 813 },
    });
    expect(webVitalsEvent({ name: "CLS", id: "v4-2", value: 0.12345 }).webVitalsMeasurement.value).toBe(123);
  });

  it("pushes FCP, TTFB and FID once each as they are reported", async () => {
    const { library, listeners, emit } = fakeLibrary();
    const dataLayer: object[] = [];
    await reportWebVitals(dataLayer, () => Promise.resolve(library));
    for (const name of ["FCP", "TTFB", "FID"]) expect(listeners[name]!.options).toBeUndefined();

    emit("FCP", 401.4);
    emit("TTFB", 33.5);
    emit("FID", 12.2);
    emit("FCP", 999);
    emit("FID", 80);
    expect(dataLayer).toEqual([
      { event: "core-web-vitals", webVitalsMeasurement: { name: "FCP", id: "v4-FCP", value: 401 } },
      { event: "core-web-vitals", webVitalsMeasurement: { name: "TTFB", id: "v4-TTFB", value: 34 } },
      { event: "core-web-vitals", webVitalsMeasurement: { name: "FID", id: "v4-FID", value: 12 } },
    ]);
  });

  it.each([
    ["INP", 48, 120, 120],
    ["LCP", 900.2, 1650.6, 1651],
    ["CLS", 0.01, 0.0421, 42],
  ] as const)("debounces %s by 3000 ms and sends its settled value once", async (name, first, settled, sentValue) => {
    const { library, listeners, emit } = fakeLibrary();
    const dataLayer: object[] = [];
    await reportWebVitals(dataLayer, () => Promise.resolve(library));
    expect(listeners[name]!.options).toEqual({ reportAllChanges: true });

    emit(name, first);
    jest.advanceTimersByTime(2000);
    emit(name, settled);
    jest.advanceTimersByTime(2999);
    expect(dataLayer).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(dataLayer).toEqual([
      { event: "core-web-vitals", webVitalsMeasurement: { name, id: `v4-${name}`, value: sentValue } },
    ]);

    emit(name, settled * 3);
    jest.advanceTimersByTime(3000);
    expect(dataLayer).toHaveLength(1);
  });

  it("leaves web-vitals out, reported once and without an unhandled error, when its code cannot be loaded", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const chunkError = Object.assign(new Error("Loading chunk 3237 failed."), { name: "ChunkLoadError" });
    const load = jest.fn(() => Promise.reject(chunkError));
    const dataLayer: object[] = [];
    const reporting = reportWebVitals(dataLayer, load);
    await jest.runAllTimersAsync();
    await expect(reporting).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
    expect(dataLayer).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      "The web-vitals part of the page could not be loaded; the page carries on without it.",
      chunkError,
    );
    warn.mockRestore();
  });
});
