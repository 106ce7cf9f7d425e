/**
 * The bench's phone measurement (scripts/lib/visitor-timings.ts) in Chromium, on a page served here: the figures it
 * reads back, and that reading them runs nothing of Playwright's in the page while it loads.
 */
import { existsSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { chromium, type Browser } from "playwright-core";
import {
  BARE_MARKERS,
  measureVisitorTimings,
  phonePage,
  readTimings,
  type Markers,
  type VisitorTimings,
} from "../../scripts/lib/visitor-timings";

/**
 * React's ownership as the probe reads it (a fiber key), given to <main> at least 150 ms after DOMContentLoaded,
 * which comes after the parse, and to <h1> 100 ms later; the page notes when its inline script ran (during the
 * parse) and when that event came.
 */
const PAGE = `<!doctype html><html lang="en"><head><title>Probe</title></head><body>
<div id="___gatsby"><div><main><h1>A page React takes over late</h1></main></div></div>
<script>window.__ranAt = performance.now();
document.addEventListener("DOMContentLoaded", () => {
  window.__readyAt = performance.now();
  setTimeout(() => { document.querySelector("main").__reactFiber$test = {}; }, 150);
  setTimeout(() => { document.querySelector("h1").__reactFiber$test = {}; }, 250);
});</script>
</body></html>`;

let server: http.Server;
let url: string;
let browser: Browser;

beforeAll(async () => {
  server = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined),
    args: ["--no-sandbox", "--disable-gpu"],
  });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** One load of the page on the phone: its timings, then `expression` evaluated in the page. */
async function loadOnPhone<T>(markers: Markers, expression: string): Promise<{ timings: VisitorTimings; value: T }> {
  const { context, page, session, throttle } = await phonePage(browser, markers);
  try {
    await throttle();
    await page.goto(url, { waitUntil: "commit" });
    const timings = await readTimings(session);
    const { result } = await session.send("Runtime.evaluate", { expression, returnByValue: true });
    return { timings, value: result.value as T };
  } finally {
    await context.close();
  }
}

describe("the visitor timings of one load on a phone", () => {
  it("reads the paint, the end of the parse and the first client render in the order they happened", async () => {
    const {
      timings,
      value: [ranAt, readyAt],
    } = await loadOnPhone<[number, number]>(BARE_MARKERS, "[window.__ranAt, window.__readyAt]");
    // The inline script ran during the parse, DOMContentLoaded came after it, and React owned <main> in a frame
    // at least 150 ms after that.
    expect(ranAt).toBeGreaterThan(0);
    expect(timings.parsedMs).toBeGreaterThanOrEqual(ranAt);
    expect(readyAt).toBeGreaterThanOrEqual(timings.parsedMs);
    expect(timings.firstClientRenderMs).toBeGreaterThanOrEqual(readyAt + 150);
    expect(timings.firstPaintMs).toBeGreaterThan(0);
    expect(timings.lcpElement).toBe("h1");
    // The page requests no script file.
    expect(timings.firstScriptRequestMs).toBeNaN();
  });

  it("reads a page hydrated after its first client render (the site's island) as the later moment", async () => {
    const { timings, value: readyAt } = await loadOnPhone<number>(
      { firstClientRender: "main", pageHydrated: "main h1" },
      "window.__readyAt",
    );
    expect(timings.firstClientRenderMs).toBeGreaterThanOrEqual(readyAt + 150);
    expect(timings.pageHydratedMs).toBeGreaterThanOrEqual(readyAt + 250);
    expect(timings.pageHydratedMs).toBeGreaterThan(timings.firstClientRenderMs);
    // With one marker both moments are the same frame.
    const bare = await measureVisitorTimings(browser, url, BARE_MARKERS);
    expect(bare.pageHydratedMs).toBe(bare.firstClientRenderMs);
  });

  it("measures a cold load in a context of its own, closed afterwards", async () => {
    const before = browser.contexts().length;
    const timings = await measureVisitorTimings(browser, url, BARE_MARKERS);
    expect(timings.firstClientRenderMs).toBeGreaterThan(timings.parsedMs);
    expect(browser.contexts()).toHaveLength(before);
  });

  it("compiles no script of Playwright's in the page while it waits for the first client render", async () => {
    const { context, page, session, throttle } = await phonePage(browser, BARE_MARKERS);
    try {
      const compiled: Array<{ url: string; length: number }> = [];
      session.on("Debugger.scriptParsed", (script) => compiled.push({ url: script.url, length: script.length ?? 0 }));
      await session.send("Debugger.enable");
      await throttle();
      await page.goto(url, { waitUntil: "commit" });
      await readTimings(session);
      // The page's own script, the probe (under 2 KB) and the reader's three short expressions: Playwright's
      // evaluation helper, which `page.evaluate` would compile into the page, is over 10 KB.
      expect(compiled.filter((script) => script.length > 4000)).toEqual([]);
      expect(compiled.length).toBeLessThanOrEqual(6);
    } finally {
      await context.close();
    }
  });
});
