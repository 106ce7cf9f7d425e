/**
 * Gatsby's scripts are requested after the first contentful paint: the build rewrites its
 * <script async> tags into one loader, and the loader adds them back in order.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { listHtmlFiles } from "../node/quality/built-site";
import { DEFERRED_SRC_ATTRIBUTE, LOADER_SOURCE, deferGatsbyScripts, deferScriptsInBuild } from "./deferred-scripts";

const GATSBY_TAIL =
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>' +
  '<!-- slice-start id="_gatsby-scripts-1" --><script>window.___webpackCompilationHash="abc";</script>' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script>' +
  '<script src="/app-3.js" async></script><!-- slice-end id="_gatsby-scripts-1" -->';
const PAGE = `<!DOCTYPE html><html lang="en"><head><title>Home</title></head><body><div id="___gatsby"><main>Hi</main></div>${GATSBY_TAIL}</body></html>`;

describe("deferGatsbyScripts", () => {
  it("replaces Gatsby's script tags with one loader naming them in order, where they stood", () => {
    const html = deferGatsbyScripts(PAGE);
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain(
      '<script>window.___webpackCompilationHash="abc";</script>' +
        `<script ${DEFERRED_SRC_ATTRIBUTE}="/webpack-runtime-1.js /framework-2.js /app-3.js">${LOADER_SOURCE}</script>` +
        '<!-- slice-end id="_gatsby-scripts-1" -->',
    );
    expect(html).toContain('<script id="gatsby-script-loader">');
  });

  it("leaves a page without Gatsby's scripts, and an already rewritten page, unchanged", () => {
    const plain = '<html><body><script src="https://www.googletagmanager.com/gtm.js" async></script></body></html>';
    expect(deferGatsbyScripts(plain)).toBe(plain);
    const once = deferGatsbyScripts(PAGE);
    expect(deferGatsbyScripts(once)).toBe(once);
  });

  it("rewrites every built page under public/, nested ones too", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "deferred-"));
    fs.mkdirSync(path.join(dir, "services", "web"), { recursive: true });
    fs.writeFileSync(path.join(dir, "index.html"), PAGE);
    fs.writeFileSync(path.join(dir, "services", "web", "index.html"), PAGE);
    fs.writeFileSync(path.join(dir, "feed.xml"), '<script src="/app-3.js" async></script>');
    expect(await deferScriptsInBuild(dir, listHtmlFiles(dir))).toBe(2);
    expect(fs.readFileSync(path.join(dir, "services", "web", "index.html"), "utf8")).toContain(DEFERRED_SRC_ATTRIBUTE);
    expect(fs.readFileSync(path.join(dir, "feed.xml"), "utf8")).toBe('<script src="/app-3.js" async></script>');
    expect(await deferScriptsInBuild(dir, listHtmlFiles(dir))).toBe(0);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe("the loader", () => {
  let frames: FrameRequestCallback[];
  /** The paint observers the loader made: what it asked for, and a way to deliver entries to it. */
  let observers: Array<{
    options: PerformanceObserverInit;
    disconnected: boolean;
    deliver: (...names: string[]) => void;
  }>;
  const added = () => [...document.body.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"));
  const ALL = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"];
  const runLoader = () => {
    document.body.innerHTML = "";
    const loader = document.createElement("script");
    loader.setAttribute(DEFERRED_SRC_ATTRIBUTE, ALL.join(" "));
    document.body.appendChild(loader);
    Object.defineProperty(document, "currentScript", { value: loader, configurable: true });
    new Function(LOADER_SOURCE)(); // the exact source the build inlines
  };
  /** A browser with paint timing (Chromium, Firefox, Safari 14.1+); jsdom has none. */
  const withPaintTiming = () => {
    class FakeObserver {
      static supportedEntryTypes = ["mark", "measure", "navigation", "paint", "resource"];
      constructor(private readonly callback: PerformanceObserverCallback) {}
      observe(options: PerformanceObserverInit) {
        const record = {
          options,
          disconnected: false,
          deliver: (...names: string[]) => {
            if (record.disconnected) return;
            const entries = names.map((name) => ({ name, entryType: "paint", startTime: 100 }));
            const list = { getEntriesByName: (name: string) => entries.filter((entry) => entry.name === name) };
            this.callback(list as unknown as PerformanceObserverEntryList, this as unknown as PerformanceObserver);
          },
        };
        observers.push(record);
        this.record = record;
      }
      disconnect() {
        if (this.record) this.record.disconnected = true;
      }
      private record?: (typeof observers)[number];
    }
    Object.defineProperty(window, "PerformanceObserver", { value: FakeObserver, configurable: true, writable: true });
  };

  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    observers = [];
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
    Object.defineProperty(window, "PerformanceObserver", { value: undefined, configurable: true, writable: true });
  });

  it("adds the scripts, async and in order, in the task after the first contentful paint, once", () => {
    withPaintTiming();
    runLoader();
    expect(observers).toHaveLength(1);
    // Buffered: a paint that happened before the loader ran still counts.
    expect(observers[0].options).toEqual({ type: "paint", buffered: true });
    expect(frames).toHaveLength(0);
    // The first paint without text (the fonts still on their way) is not it.
    observers[0].deliver("first-paint");
    jest.advanceTimersByTime(0);
    expect(added()).toEqual([]);
    observers[0].deliver("first-contentful-paint");
    expect(added()).toEqual([]);
    expect(observers[0].disconnected).toBe(true);
    jest.advanceTimersByTime(0);
    expect(added()).toEqual(ALL);
    expect([...document.body.querySelectorAll<HTMLScriptElement>("script[src]")].every((s) => s.async)).toBe(true);
    jest.advanceTimersByTime(1000);
    expect(added()).toHaveLength(3);
  });

  it.each([
    [
      "with paint timing, when no contentful paint comes",
      () => {
        withPaintTiming();
        runLoader();
        observers[0].deliver("first-paint");
      },
    ],
    ["without paint timing, when no frame is painted", runLoader],
  ])("adds them after one second, %s", (_case, start) => {
    start();
    jest.advanceTimersByTime(999);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual(ALL);
  });

  it("without paint timing, adds them in the task after the first frame", () => {
    runLoader();
    expect(added()).toEqual([]);
    frames.forEach((frame) => frame(0));
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(added()).toEqual(ALL);
  });

  it("adds them at once in a background tab", () => {
    withPaintTiming();
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    runLoader();
    expect(added()).toEqual(ALL);
    expect(frames).toHaveLength(0);
    expect(observers).toHaveLength(0);
  });
});
