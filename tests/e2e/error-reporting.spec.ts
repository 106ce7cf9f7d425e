import { expect, test } from "@playwright/test";
import { SENTRY_ENVELOPE_URL, stubThirdParties, waitForHydration } from "./support/instrumentation";

test.describe("error reporting", () => {
  test("an uncaught error reaches the error-reporting endpoint", async ({ page, baseURL }) => {
    const { sentry } = await stubThirdParties(page);
    await page.goto("/about-us/");
    await waitForHydration(page);
    await page.addScriptTag({ content: `throw new Error("Uncaught test error");` });

    await expect
      .poll(() => sentry.events.flatMap((event) => event.exception?.values ?? []), { timeout: 15_000 })
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
    // scripts start after the first paint), when only the inline buffer in the head is listening.
    await page.addInitScript(() => {
      window.addEventListener("load", () => {
        throw new Error("Error before idle");
      });
    });
    await page.goto("/");
    await expect
      .poll(() => sentry.events.flatMap((event) => event.exception?.values ?? []), { timeout: 15_000 })
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
      .poll(() => sentry.events.flatMap((event) => event.exception?.values ?? []), { timeout: 15_000 })
      .toContainEqual(
        expect.objectContaining({
          value: "Unhandled test rejection",
          mechanism: expect.objectContaining({ handled: false }),
        }),
      );
  });

  test("the SDK is not in the first-load JavaScript: it is fetched after the load event", async ({ page }) => {
    await stubThirdParties(page);
    const html = await (await page.request.get("/")).text();
    expect(html).not.toMatch(/<(script|link)[^>]*error-reporting-sdk/);

    await page.addInitScript(() => {
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          for (const node of Array.from(mutation.addedNodes)) {
            if (node instanceof HTMLScriptElement && /error-reporting-sdk/.test(node.src)) {
              (window as unknown as { __sdkAddedWhen: string }).__sdkAddedWhen = document.readyState;
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const sdkRequest = page.waitForRequest(/\/error-reporting-sdk-[0-9a-f]+\.js$/);
    await page.goto("/");
    await sdkRequest;
    expect(await page.evaluate(() => (window as unknown as { __sdkAddedWhen: string }).__sdkAddedWhen)).toBe(
      "complete",
    );
  });
});
