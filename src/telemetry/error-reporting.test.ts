import { type ErrorReportingSdk, startErrorReporting } from "./error-reporting";
import { errorReportingOptions } from "./error-reporting-sdk";
import { EARLY_ERROR_BUFFER_SOURCE } from "../workarounds/early-error-buffer";

function fakeSdk() {
  const sdk = { init: jest.fn(), captureException: jest.fn(() => "event-id"), errorReportingOptions };
  return { sdk, load: jest.fn(() => Promise.resolve(sdk as unknown as ErrorReportingSdk)) };
}

const flushPromises = () => new Promise((resolve) => setTimeout(resolve, 0));

function raise(error: Error) {
  window.dispatchEvent(new ErrorEvent("error", { error, message: error.message }));
}

function reject(reason: unknown) {
  const event = new Event("unhandledrejection") as PromiseRejectionEvent;
  Object.defineProperty(event, "reason", { value: reason });
  window.dispatchEvent(event);
}

/** The SDK call expected for an error its global handlers would have caught, unhandled. */
const reportedError = (error: unknown) => [
  error,
  { mechanism: { type: "auto.browser.global_handlers.onerror", handled: false } },
];
const reportedRejection = (reason: unknown) => [
  reason,
  { mechanism: { type: "auto.browser.global_handlers.onunhandledrejection", handled: false } },
];

describe("error reporting", () => {
  // jsdom treats an error event nobody cancels as a failure of the test itself.
  const cancel = (event: Event) => event.preventDefault();
  beforeAll(() => window.addEventListener("error", cancel));
  afterAll(() => window.removeEventListener("error", cancel));

  it("does nothing, and loads nothing, without a DSN", () => {
    const { load } = fakeSdk();
    const addEventListener = jest.spyOn(window, "addEventListener");
    startErrorReporting(undefined, { load });
    startErrorReporting("", { load });
    raise(new Error("no DSN"));
    expect(load).not.toHaveBeenCalled();
    expect(addEventListener).not.toHaveBeenCalled();
    addEventListener.mockRestore();
  });

  it("loads nothing while the page raises no error; the first error loads the SDK once, initialised with the DSN", async () => {
    const { sdk, load } = fakeSdk();
    startErrorReporting("http://public@127.0.0.1:9129/1", { load });
    await flushPromises();
    expect(load).not.toHaveBeenCalled();

    const first = new Error("The first error");
    raise(first);
    raise(new Error("A second error while the SDK loads"));
    expect(load).toHaveBeenCalledTimes(1);
    await flushPromises();
    // With the privacy settings and scrubbing of src/telemetry/error-scrubbing.test.ts.
    expect(sdk.init).toHaveBeenCalledWith({
      dsn: "http://public@127.0.0.1:9129/1",
      dataCollection: expect.objectContaining({ userInfo: false }),
      beforeSend: expect.any(Function),
      beforeBreadcrumb: expect.any(Function),
    });
    expect(sdk.captureException.mock.calls[0]).toEqual(reportedError(first));
    expect(sdk.captureException).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("reports errors and rejections raised before the SDK was ready as unhandled, then stops listening", async () => {
    const { sdk, load } = fakeSdk();
    startErrorReporting("http://public@127.0.0.1:9129/1", { load });

    const early = new Error("Boom before the SDK");
    raise(early);
    reject("rejected before the SDK");
    await flushPromises();

    expect(sdk.captureException.mock.calls).toEqual([
      reportedError(early),
      reportedRejection("rejected before the SDK"),
    ]);

    // The SDK's own handlers take over: nothing is captured twice from here.
    raise(new Error("after init"));
    expect(sdk.captureException).toHaveBeenCalledTimes(2);
  });

  it("an unhandled rejection alone loads the SDK", async () => {
    const { sdk, load } = fakeSdk();
    startErrorReporting("http://public@127.0.0.1:9129/1", { load });
    reject("only a rejection");
    await flushPromises();
    expect(sdk.captureException.mock.calls).toEqual([reportedRejection("only a rejection")]);
  });

  it("keeps at most 10 errors while the SDK loads", async () => {
    const { sdk, load } = fakeSdk();
    startErrorReporting("http://public@127.0.0.1:9129/1", { load });
    for (let i = 0; i < 15; i += 1) raise(new Error(`error ${i}`));
    await flushPromises();
    expect(sdk.captureException).toHaveBeenCalledTimes(10);
  });

  it("takes over what the inline head buffer kept before the app ran (loading the SDK at once), and stops that buffer", async () => {
    new Function(EARLY_ERROR_BUFFER_SOURCE)(); // the exact source gatsby-ssr puts in the head
    const buffer = window.__earlyErrors!;
    const beforeApp = new Error("Thrown before the app started");
    raise(beforeApp);
    reject("rejected before the app started");
    expect(buffer.errors).toHaveLength(2);

    const { sdk, load } = fakeSdk();
    startErrorReporting("http://public@127.0.0.1:9129/1", { load });
    expect(window.__earlyErrors).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
    const afterApp = new Error("Thrown after the app started, while the SDK loads");
    raise(afterApp);
    expect(buffer.errors).toHaveLength(2);
    await flushPromises();

    expect(sdk.captureException.mock.calls).toEqual([
      reportedError(beforeApp),
      reportedRejection("rejected before the app started"),
      reportedError(afterApp),
    ]);
  });

  it("the inline buffer keeps at most 10 errors too", () => {
    new Function(EARLY_ERROR_BUFFER_SOURCE)();
    for (let i = 0; i < 15; i += 1) raise(new Error(`flood ${i}`));
    expect(window.__earlyErrors?.errors).toHaveLength(10);
    window.__earlyErrors?.stop();
    delete window.__earlyErrors;
  });

  it("carries on quietly when the SDK cannot be loaded", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    startErrorReporting("http://public@127.0.0.1:9129/1", { load: () => Promise.reject(new Error("blocked")) });
    raise(new Error("while blocked"));
    await flushPromises();
    expect(warn).toHaveBeenCalledWith("Error reporting could not start:", new Error("blocked"));
    warn.mockRestore();
  });

  it("a part of the page whose code could not be loaded loads the SDK and is reported as handled, with the part's name", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    // A fresh page: earlier tests started reporting already (it is started once per page).
    let modules: [typeof import("./error-reporting"), typeof import("../islands/report")] | undefined;
    jest.isolateModules(() => {
      modules = [jest.requireActual("./error-reporting"), jest.requireActual("../islands/report")];
    });
    if (!modules) throw new Error("modules not loaded");
    const [{ startErrorReporting: start }, { reportPartFailure }] = modules;
    const { sdk, load } = fakeSdk();
    start("http://public@127.0.0.1:9129/1", { load });
    expect(load).not.toHaveBeenCalled();
    const before = new Error("Loading chunk 7 failed.");
    reportPartFailure("newsletter-form", before);
    expect(load).toHaveBeenCalledTimes(1);
    await flushPromises();
    const after = new Error("Loading chunk 9 failed.");
    reportPartFailure("toasts", after);
    expect(sdk.captureException.mock.calls).toEqual([
      [before, { mechanism: { type: "lazy-part", handled: true, data: { part: "newsletter-form" } } }],
      [after, { mechanism: { type: "lazy-part", handled: true, data: { part: "toasts" } } }],
    ]);
    expect(load).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
