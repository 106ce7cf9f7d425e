import { expect, test } from "@playwright/test";
import { SENTRY_ENVELOPE_URL, stubThirdParties, waitForHydration } from "./support/instrumentation";
import { WAIT_MS } from "./support/waits";

test.describe("error reporting", () => {
  // The tests raise errors from inline scripts of their own, which the page's policy rightly refuses.
  test.use({ bypassCSP: true });

  test("an uncaught error reaches the error-reporting endpoint", async ({ page, baseURL }) => {
    const { sentry } = await stubThirdParties(page);
    await page.goto("/about-us/");
    await waitForHydration(page);
    await page.addScriptTag({ content: `throw new Error("Uncaught test error");` });

    await expect
      .poll(() => sentry.events.flatMap((event) => event.exception?.values ?? []), { timeout: WAIT_MS })
      .toContainEqual(
        expect.objectContaining({
          type: "Error",
          value: "Uncaught test error",
          mechanism: expect.objectContaining({ type: "auto.browser.global_handlers.onerror", handled: false }),
        }),
      );
    const event = sentry.events.find((e) => e.exception?.values[0]?.value === "Uncaught test error")!;
    expect(event.request?.url).toBe(`${baseURL}/about-us/`);
    expect(sentry.urls[0]).toMatch(new RegExp(`^${SENTRY_ENVELOPE_URL}\\?.*sentry_key=public`));
  });

  test("an error raised before the SDK has loaded is reported once it has", async ({ page }) => {
    const { sentry } = await stubThirdParties(page);
    // Thrown from a load-event listener: before the page is idle, and possibly before the app has run (its
    // scripts run once the HTML is parsed), when only the inline buffer in the head is listening.
    await page.addInitScript(() => {
      window.addEventListener("load", () => {
        throw new Error("Error before idle");
      });
    });
    await page.goto("/");
    await expect
      .poll(() => sentry.events.flatMap((event) => event.exception?.values ?? []), { timeout: WAIT_MS })
      .toContainEqual(
        expect.objectContaining({
          value: "Error before idle",
          mechanism: { type: "auto.browser.global_handlers.onerror", handled: false },
        }),
      );
  });

  test("an unhandled promise rejection reaches the error-reporting endpoint", async ({ page }) => {
    const { sentry } = await stubThirdParties(page);
    await page.goto("/");
    await waitForHydration(page);
    await page.addScriptTag({ content: `Promise.reject(new Error("Unhandled test rejection"));` });

    await expect
      .poll(() => sentry.events.flatMap((event) => event.exception?.values ?? []), { timeout: WAIT_MS })
      .toContainEqual(
        expect.objectContaining({
          value: "Unhandled test rejection",
          mechanism: expect.objectContaining({ handled: false }),
        }),
      );
  });

  test("the SDK is fetched only when the page raises an error, never for a page that raises none", async ({ page }) => {
    const { sentry } = await stubThirdParties(page);
    const html = await (await page.request.get("/")).text();
    expect(html).not.toMatch(/<(script|link)[^>]*error-reporting-sdk/);

    const sdkRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/error-reporting-sdk-[0-9a-f]+\.js$/.test(request.url())) sdkRequests.push(request.url());
    });
    await page.goto("/");
    await waitForHydration(page);
    // Past the load, idle time and every below-the-fold part: the whole page, scrolled through.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      await new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 }));
    });
    await page.waitForLoadState("networkidle");
    expect(sdkRequests).toEqual([]);

    await page.addScriptTag({ content: `throw new Error("The first error of the page");` });
    await expect.poll(() => sdkRequests.length).toBe(1);
    await expect
      .poll(() => sentry.events.flatMap((event) => event.exception?.values ?? []), { timeout: WAIT_MS })
      .toContainEqual(expect.objectContaining({ value: "The first error of the page" }));
  });
});
