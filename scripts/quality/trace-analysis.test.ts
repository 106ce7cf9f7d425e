/** @jest-environment node */
import { mainThreadByMark, mainThreadOf, sourcePath, workByKind, type TraceEvent } from "./trace-analysis";

const MAIN = { pid: 7, tid: 1 };
const START = 1_000_000;
const event = (name: string, at: number, dur: number, extra: Partial<TraceEvent> & { tdur?: number } = {}) => ({
  name,
  ph: "X",
  ts: START + at * 1000,
  dur: dur * 1000,
  tdur: dur * 1000,
  ...MAIN,
  ...extra,
});

const navigation: TraceEvent = {
  name: "navigationStart",
  ph: "R",
  ts: START,
  ...MAIN,
  args: { data: { documentLoaderURL: "http://127.0.0.1:9001/blog/" } },
};

describe("sourcePath", () => {
  it.each([
    ["webpack://flatirons-website/./src/lib/cta-experiment.ts", "src/lib/cta-experiment.ts"],
    [
      "webpack://flatirons-website/./node_modules/react-dom/cjs/react-dom.production.min.js",
      "node_modules/react-dom/cjs/react-dom.production.min.js",
    ],
    ["webpack://x/./node_modules/gatsby/node_modules/core-js/a.js", "node_modules/core-js/a.js"],
    ["webpack://flatirons-website/webpack/bootstrap", "webpack/bootstrap"],
  ])("%s → %s", (source, expected) => {
    expect(sourcePath(source)).toBe(expected);
  });
});

describe("mainThreadOf", () => {
  it("finds the thread and start of the navigation to the page, not an earlier blank one", () => {
    const blank = { ...navigation, pid: 3, ts: 5, args: { data: { documentLoaderURL: "about:blank" } } };
    expect(mainThreadOf([blank, navigation], "http://127.0.0.1:9001/blog/")).toEqual({ pid: 7, tid: 1, start: START });
    expect(() => mainThreadOf([blank], "http://127.0.0.1:9001/")).toThrow("the trace has no navigation to");
  });
});

describe("mainThreadByMark", () => {
  it("places the page's clock from a user-timing mark made at a known moment of it", () => {
    const mark: TraceEvent = { name: "anchor", cat: "blink.user_timing", ph: "R", ts: START + 4_500_000, ...MAIN };
    const other: TraceEvent = { ...mark, name: "anchor", cat: "devtools.timeline", pid: 3 };
    expect(mainThreadByMark([other, mark], { mark: "anchor", atMs: 4000 })).toEqual({
      pid: 7,
      tid: 1,
      start: START + 500_000,
    });
    expect(() => mainThreadByMark([other], { mark: "anchor", atMs: 0 })).toThrow("the trace has no mark anchor");
  });
});

describe("workByKind", () => {
  it("adds up the thread time of the outermost work events up to the moment, by kind and script file", () => {
    const events: TraceEvent[] = [
      navigation,
      event("RunTask", 10, 60),
      event("ParseHTML", 10, 20),
      // Inside ParseHTML: counted as part of it, not again.
      event("EvaluateScript", 12, 5, { args: { data: { url: "" } } }),
      event("Layout", 40, 25, { tdur: 20_000 }),
      event("EvaluateScript", 100, 30, {
        args: { data: { url: "http://127.0.0.1:9001/app-1845b4efce04440372d8.js" } },
      }),
      event("FunctionCall", 140, 50, {
        args: { data: { url: "http://127.0.0.1:9001/framework-87b7112af62ddf2be192.js" } },
      }),
      // After the moment, on another thread, and not work: left out.
      event("Layout", 400, 25),
      event("Layout", 50, 25, { tid: 2 }),
      event("ThreadControllerImpl::RunTask", 200, 10),
    ];
    expect(Object.fromEntries(workByKind(events, "http://127.0.0.1:9001/blog/", 300))).toEqual({
      ParseHTML: 20,
      Layout: 20,
      "EvaluateScript app.js": 30,
      "FunctionCall framework.js": 50,
    });
  });
});
