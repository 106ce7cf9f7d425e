type ReportModule = typeof import("./report");

/** A fresh copy of the module, as on a new page. */
function freshModule(): ReportModule {
  let module: ReportModule | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<ReportModule>("./report");
  });
  if (!module) throw new Error("module not loaded");
  return module;
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe("reportPartFailure", () => {
  it("warns once per part, with the part's name", () => {
    const { reportPartFailure } = freshModule();
    const error = new Error("Loading chunk 1 failed.");
    reportPartFailure("toasts", error);
    reportPartFailure("toasts", new Error("again"));
    reportPartFailure("newsletter-form", error);
    expect(warn.mock.calls).toEqual([
      ["The toasts part of the page could not be loaded; the page carries on without it.", error],
      ["The newsletter-form part of the page could not be loaded; the page carries on without it.", error],
    ]);
  });

  it("keeps failures until a reporter is set (at most 10), then sends them and the next ones", () => {
    const { reportPartFailure, setPartFailureReporter } = freshModule();
    const errors = Array.from({ length: 12 }, (_, i) => new Error(`chunk ${i}`));
    errors.forEach((error, i) => reportPartFailure(`part-${i}`, error));
    const reporter = jest.fn();
    setPartFailureReporter(reporter);
    expect(reporter.mock.calls).toEqual(errors.slice(0, 10).map((error, i) => [error, `part-${i}`]));
    const late = new Error("late");
    reportPartFailure("contact-dialog", late);
    expect(reporter).toHaveBeenCalledTimes(11);
    expect(reporter).toHaveBeenLastCalledWith(late, "contact-dialog");
  });
});
