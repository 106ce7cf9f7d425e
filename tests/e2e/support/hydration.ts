import { expect, type Locator, type Page } from "@playwright/test";
import { WAIT_MS } from "./waits";

/**
 * Holds back every script of the page (Gatsby's and the parts' chunks) until
 * the returned release() is called, or 10 s at most: until then the page is
 * its server HTML, as on a slow connection.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const cap = new Promise<void>((resolve) => setTimeout(resolve, 10_000));
  await page.route("**/*.js", async (route) => {
    await Promise.race([released, cap]);
    await route.continue().catch(() => {});
  });
  return release;
}

/**
 * Navigates to `url` and returns once its HTML is parsed (`readyState` no longer "loading"): Gatsby's scripts are
 * deferred (src/workarounds/defer-gatsby-scripts.ts), so DOMContentLoaded waits for them, and with holdScripts it
 * would come only once they are released.
 */
export async function gotoParsed(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: "commit" });
  await untilParsed(page);
}

/** Waits until the page is at `url` (a navigation a form submission started) and its HTML is parsed, as gotoParsed. */
export async function parsedAt(page: Page, url: string | RegExp): Promise<void> {
  await page.waitForURL(url, { waitUntil: "commit" });
  await untilParsed(page);
}

/**
 * Waits until the page's HTML is parsed, WAIT_MS at most. It asks from the test, every 50 ms (expect.poll):
 * Playwright's waitForFunction polls with the page's own timers, which a page with JavaScript off, or on a loaded
 * machine, may not run again after the first look (the page stayed "loading" to it while its state was "complete").
 */
async function untilParsed(page: Page): Promise<void> {
  await expect
    .poll(
      // Asked during a navigation, the old document is gone: ask the new one next time.
      () => page.evaluate(() => document.readyState).catch(() => "unknown"),
      { message: `${page.url()} was not parsed within ${WAIT_MS} ms`, timeout: WAIT_MS, intervals: [50] },
    )
    .toMatch(/^(interactive|complete)$/);
}

/**
 * Scrolls the element into view, as a visitor reaches it, and waits until
 * React has hydrated it (it then carries React's internal keys):
 * server-rendered markup can be typed into before that, but no handler would
 * run. Blocks below the fold (the newsletter forms) fetch their code only
 * when they come near the viewport.
 */
export async function waitForHydration(locator: Locator): Promise<void> {
  await locator.waitFor();
  await locator.scrollIntoViewIfNeeded();
  await locator.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const check = () =>
          Object.keys(element).some((key) => key.startsWith("__reactFiber")) ? resolve() : requestAnimationFrame(check);
        check();
      }),
  );
}
