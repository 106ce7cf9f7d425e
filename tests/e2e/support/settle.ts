/**
 * Waits on what the page does, for the tests that check something does NOT happen (a scroll, a
 * restored position): the event that would cause it has reached the page and the frames that would
 * show it have been drawn.
 */
import { expect, type Page } from "@playwright/test";

type SettleWindow = { __wheelSettled?: Promise<void> };

/** The next `count` animation frames, drawn after this call. */
export function animationFrames(page: Page, count = 2): Promise<void> {
  return page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
        next(frames);
      }),
    count,
  );
}

/**
 * Turns the mouse wheel and resolves once the page has received the wheel event and drawn two frames
 * since: a scroll it causes has started by then (the compositor scrolls on the next frame).
 */
export async function wheelAndSettle(page: Page, deltaX: number, deltaY: number): Promise<void> {
  await page.evaluate(() => {
    (window as SettleWindow).__wheelSettled = new Promise<void>((resolve) =>
      window.addEventListener(
        "wheel",
        () => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
        { once: true, capture: true, passive: true },
      ),
    );
  });
  await page.mouse.wheel(deltaX, deltaY);
  await page.evaluate(() => (window as SettleWindow).__wheelSettled);
}

/** How many route-change events the tag manager's data layer holds (one per rendered route, 50 ms after it). */
export function routeChangeCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter(
        (item) => item.event === "gatsby-route-change",
      ).length,
  );
}

/**
 * Resolves once the page has loaded and been idle once after this call. Call it once React owns the page:
 * the site's own idle work (src/lib/when-idle.ts: Segment's chunk and web-vitals, when analytics is
 * allowed) was scheduled at the first client render, before this, so it has run by then: whatever it
 * would load has been asked for.
 */
export function siteIdleWorkDone(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = () => requestIdleCallback(() => resolve(), { timeout: 5000 });
        if (document.readyState === "complete") idle();
        else window.addEventListener("load", idle, { once: true });
      }),
  );
}

/**
 * The analytics scripts the page has added (Segment's chunk and analytics.js, the web-vitals chunk):
 * a chunk's script element is added the moment its import starts, before any request is made (webpack
 * removes it once the chunk has run, by when Segment's chunk has added analytics.js).
 */
export function analyticsScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.scripts]
      .map((script) => script.src)
      .filter((src) => /\/(segment|web-vitals)-[0-9a-f]+\.js$|cdn\.segment\.(com|io)/.test(src)),
  );
}

/**
 * Counts the page's requests from this call on; `quiet()` resolves once none has been in flight for 500 ms
 * (failing after 10 s). Playwright's "networkidle" is a load state of the document: after a client-side
 * navigation it was reached long before, and waiting for it waits for nothing.
 */
export function trackRequests(page: Page): { quiet: () => Promise<void> } {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  return {
    quiet: async () => {
      await expect
        .poll(() => inFlight === 0 && Date.now() - lastChange >= 500, {
          message: "the page's requests to end, then none for 500 ms",
          timeout: 10_000,
          intervals: [100],
        })
        .toBe(true);
      page.off("request", started);
      page.off("requestfinished", ended);
      page.off("requestfailed", ended);
    },
  };
}
