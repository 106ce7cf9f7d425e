/**
 * What a visitor on a phone feels in the first seconds of a page load, measured
 * in Chromium with its CPU slowed down through the DevTools protocol (CDP
 * `Emulation.setCPUThrottlingRate`): when the first paint came, when React
 * took the page over (the first client render), and which element was the
 * largest paint. `npm run bench` measures every page this way beside the bare
 * Gatsby page; `scripts/trace-first-load.ts` records a trace of the same load.
 *
 * The first client render is the first animation frame in which a given
 * element exists and is owned by React (it carries React's fiber). On the
 * site that element is the header's call-to-action as a dialog button
 * (FIRST_CLIENT_RENDER_SELECTOR): the server sends a link, hidden until the
 * first client render, and React renders the button that fades in (spec §4).
 * On the bare page it is its `<main>`, which React takes over when it hydrates
 * the page. The check runs in every animation frame from the first byte on,
 * so both sides are read at the frame that shows the change.
 *
 * The site's header call-to-action is an island with a React root of its own (src/islands/own-root.tsx), rendered
 * before the page's tree hydrates; so the probe also records when the page itself was hydrated (the header's menu
 * button, PAGE_HYDRATED_SELECTOR, owned by React), for reference. On the bare page both are the same moment.
 */
import type { Browser, BrowserContext, CDPSession, Page } from "playwright-core";
import { BUDGET } from "../quality/budget";

/** The element whose React ownership marks the site's first client render (the header's CTA as a button). */
export const FIRST_CLIENT_RENDER_SELECTOR = 'header button[data-cta="header"]';
/** The same moment on the bare Gatsby page: React owns its `<main>`. */
export const BARE_FIRST_CLIENT_RENDER_SELECTOR = "#___gatsby main";
/** The element whose React ownership marks the site's page tree hydrated: the header's menu button. */
export const PAGE_HYDRATED_SELECTOR = "header button[aria-controls]";

/** What the probe waits for: the first client render, and the page hydrated (the same element unless given). */
export interface Markers {
  firstClientRender: string;
  pageHydrated?: string;
}
/** The site's two moments, and the bare page's one. */
export const SITE_MARKERS: Markers = {
  firstClientRender: FIRST_CLIENT_RENDER_SELECTOR,
  pageHydrated: PAGE_HYDRATED_SELECTOR,
};
export const BARE_MARKERS: Markers = { firstClientRender: BARE_FIRST_CLIENT_RENDER_SELECTOR };

/** The budget's phone: a CPU 4× slower than the host's, as in Lighthouse's mobile preset. */
export const BUDGET_CPU_SLOWDOWN = BUDGET.cpuSlowdown;

/**
 * The CPU slowdown a BENCH_CPU_SLOWDOWN setting asks for: the budget's 4× when unset. A slowdown is relative to the
 * host, so a figure taken at 4× on a host at twice this one's benchmark index is this host's 2× (Lighthouse's
 * "calibrating multipliers"); the setting measures this host as that one (docs/visitor-speed.md).
 */
export function cpuSlowdownOf(setting: string | undefined): number {
  if (setting === undefined || setting.trim() === "") return BUDGET_CPU_SLOWDOWN;
  const rate = Number(setting);
  if (!Number.isFinite(rate) || rate < 1)
    throw new Error(
      `BENCH_CPU_SLOWDOWN is "${setting}": give the CPU's slowdown as a number of at least 1 (4 is the budget's phone).`,
    );
  return rate;
}

/** The CPU slowdown the visitor's phone is given (CDP throttling rate). */
export const CPU_SLOWDOWN = cpuSlowdownOf(process.env.BENCH_CPU_SLOWDOWN);
/**
 * A phone's mobile link, for the bench's second first-client-render figure (Chromium's network emulation): the
 * local server answers at once, which no visitor's phone does, and what waits on the network (Gatsby's scripts,
 * the page's data) only shows with one. 9 Mbit/s down, 1.5 up, 40 ms round trip: a good 4G connection.
 */
export const PHONE_LINK: LinkConditions = { downloadKbps: 9000, uploadKbps: 1500, latencyMs: 40 };

export interface LinkConditions {
  downloadKbps: number;
  uploadKbps: number;
  latencyMs: number;
}

/** A phone's viewport (the width the spec's mobile layout is drawn at). */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

export interface VisitorTimings {
  /** performance.now() of the first contentful paint (ms since navigation start). */
  firstPaintMs: number;
  /** The first animation frame with the marker element owned by React. */
  firstClientRenderMs: number;
  /** The first animation frame with the page's marker element owned by React (the page's tree hydrated). */
  pageHydratedMs: number;
  /** The last largest-contentful-paint entry before the first input: its time, element and image URL. */
  lcpMs: number;
  lcpElement: string;
  lcpUrl: string;
  /** When the page's first script file was requested (resource timing), or NaN for none. */
  firstScriptRequestMs: number;
  /** When the HTML was parsed (the navigation's domInteractive): the earliest a deferred script can run. */
  parsedMs: number;
}

declare global {
  interface Window {
    __visitorTimings?: {
      firstClientRender: number | null;
      pageHydrated: number | null;
      lcp: { time: number; element: string; url: string } | null;
      /** Settles once both the first client render and the page's hydration have happened. */
      rendered: Promise<void>;
    };
  }
}

/**
 * Runs in the page before any of its own scripts (an init script): records
 * the moments read back later. Plain JavaScript in a string: the TypeScript
 * loader would add helpers to a function that the page does not have.
 */
export function probeSource(markers: Markers): string {
  const { firstClientRender, pageHydrated = firstClientRender } = markers;
  return `(() => {
  let rendered;
  const timings = {
    firstClientRender: null,
    pageHydrated: null,
    lcp: null,
    rendered: new Promise((resolve) => (rendered = resolve)),
  };
  window.__visitorTimings = timings;
  const owned = (element) => element !== null && Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
  const frame = () => {
    const now = performance.now();
    if (timings.firstClientRender === null && owned(document.querySelector(${JSON.stringify(firstClientRender)})))
      timings.firstClientRender = now;
    if (timings.pageHydrated === null && owned(document.querySelector(${JSON.stringify(pageHydrated)})))
      timings.pageHydrated = now;
    if (timings.firstClientRender !== null && timings.pageHydrated !== null) rendered();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  const describe = (element) => {
    if (!element) return "";
    const cls = (element.getAttribute("class") || "").split(/\\s+/)[0];
    return element.tagName.toLowerCase() + (element.id ? "#" + element.id : "") + (cls ? "." + cls : "");
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      timings.lcp = { time: entry.startTime, element: describe(entry.element), url: entry.url || "" };
  }).observe({ type: "largest-contentful-paint", buffered: true });
})();`;
}

/** A fresh context (empty cache, no storage) with a phone's viewport, and a page with the probe in it. */
export async function phonePage(
  browser: Browser,
  markers: Markers,
  link?: LinkConditions,
): Promise<{ context: BrowserContext; page: Page; session: CDPSession; throttle: () => Promise<void> }> {
  const context = await browser.newContext({ ...PHONE });
  const page = await context.newPage();
  await page.addInitScript({ content: probeSource(markers) });
  const session = await context.newCDPSession(page);
  return {
    context,
    page,
    session,
    throttle: async () => {
      await session.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
      if (link) {
        await session.send("Network.enable");
        await session.send("Network.emulateNetworkConditions", {
          offline: false,
          latency: link.latencyMs,
          downloadThroughput: (link.downloadKbps * 1024) / 8,
          uploadThroughput: (link.uploadKbps * 1024) / 8,
        });
      }
    },
  };
}

/**
 * Reads the timings once the first client render has happened (waits up to `timeoutMs`), through the page's
 * DevTools session: Playwright's `page.evaluate` injects its own helper script (about 13 KB) into the page on its
 * first call, and called while the page loads, compiling it took the main thread for 32–38 ms at 4× in the middle
 * of the site's HTML parse in traces (on the bare page, parsed by then, it fell after the parse). A bare protocol
 * evaluation runs only the expression given.
 */
/** The timings as they come back from the page: JSON has no NaN, so a figure not measured is null. */
type TimingsFromPage = {
  [K in keyof VisitorTimings]: VisitorTimings[K] extends number ? number | null : VisitorTimings[K];
};

/** Evaluates `expression` in the page over its DevTools session (awaiting a promise), and returns its value. */
export async function evaluateInPage<T>(session: CDPSession, expression: string): Promise<T> {
  const { result, exceptionDetails } = await session.send("Runtime.evaluate", {
    expression,
    awaitPromise: true,
    returnByValue: true,
  });
  if (exceptionDetails)
    throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text ?? "evaluation failed");
  return result.value as T;
}

export async function readTimings(session: CDPSession, timeoutMs = 60_000): Promise<VisitorTimings> {
  const evaluate = <T>(expression: string) => evaluateInPage<T>(session, expression);
  // One evaluation that waits for the probe's promise: polling from here would run code in the page.
  await evaluate(`(() => {
    const timings = window.__visitorTimings;
    if (!timings) throw new Error("the page has no visitor-timings probe");
    return Promise.race([
      timings.rendered,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error("no first client render or hydration in ${timeoutMs} ms")), ${timeoutMs}),
      ),
    ]).then(() => true);
  })()`);
  // The largest paint is final once the page has shown its first screen; give it a frame more.
  await evaluate(`new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(true), 0)))`);
  return evaluate<TimingsFromPage>(`(() => {
    const timings = window.__visitorTimings;
    const fcp = performance.getEntriesByName("first-contentful-paint")[0];
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).origin === location.origin && /\\.js(\\?|$)/.test(entry.name));
    return {
      firstPaintMs: fcp ? fcp.startTime : null,
      firstClientRenderMs: timings.firstClientRender,
      pageHydratedMs: timings.pageHydrated,
      lcpMs: timings.lcp ? timings.lcp.time : null,
      lcpElement: timings.lcp ? timings.lcp.element : "",
      lcpUrl: timings.lcp ? timings.lcp.url : "",
      firstScriptRequestMs: scripts.length ? Math.min(...scripts.map((entry) => entry.startTime)) : null,
      parsedMs: performance.getEntriesByType("navigation")[0]?.domInteractive ?? null,
    };
  })()`).then((timings) => {
    const number = (value: number | null) => (value === null ? Number.NaN : value);
    return {
      ...timings,
      firstPaintMs: number(timings.firstPaintMs),
      firstClientRenderMs: number(timings.firstClientRenderMs),
      pageHydratedMs: number(timings.pageHydratedMs),
      lcpMs: number(timings.lcpMs),
      firstScriptRequestMs: number(timings.firstScriptRequestMs),
      parsedMs: number(timings.parsedMs),
    };
  });
}

/**
 * One cold load of `url` on a phone with a CPU_SLOWDOWN× slower CPU (and, given a link, its network emulated);
 * the context is closed afterwards.
 */
export async function measureVisitorTimings(
  browser: Browser,
  url: string,
  markers: Markers,
  link?: LinkConditions,
): Promise<VisitorTimings> {
  const { context, page, session, throttle } = await phonePage(browser, markers, link);
  try {
    await throttle();
    await page.goto(url, { waitUntil: "commit" });
    return await readTimings(session);
  } finally {
    await context.close();
  }
}
