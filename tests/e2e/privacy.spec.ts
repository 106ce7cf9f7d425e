/**
 * Privacy signals on the test build (every key set, PRIVACY_MODE unset: opt-out):
 * Global Privacy Control, the "Your privacy choices" dialog, and what reaches
 * the tag manager and analytics afterwards.
 */
import { AxeBuilder } from "@axe-core/playwright";
import { type Page, expect, test } from "@playwright/test";
import { hydrated } from "./page-templates";
import { GTM_SCRIPT, stubThirdParties } from "./support/instrumentation";
import { analyticsScripts, siteIdleWorkDone } from "./support/settle";
import { dataLayerItems, gtagCommands } from "./support/data-layer";
import { POLICY_VERSION } from "../support/privacy-policy";

/** The tag manager's route-change event has reached the data layer: the navigation's own calls were made before it. */
const routeChanged = async (page: Page) =>
  expect
    .poll(async () =>
      (await dataLayerItems(page)).some((item) => !Array.isArray(item) && item.event === "gatsby-route-change"),
    )
    .toBe(true);

const DENIED = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
};

async function recordAnalyticsCalls(page: Page) {
  // A stand-in for analytics.js that records the calls it is given (queued ones included).
  const library = `(() => {
    const queued = Array.from(window.analytics || []).map((call) => call[0]);
    window.__calls = queued;
    const record = (method) => (...args) => { window.__calls.push(method === "track" ? "track:" + args[0] : method); };
    window.analytics = { initialized: true, track: record("track"), identify: record("identify"), page: record("page") };
  })();`;
  await page.route("https://cdn.segment.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: library }),
  );
  return () => page.evaluate(() => (window as unknown as { __calls?: string[] }).__calls ?? null);
}

test.describe("Global Privacy Control", () => {
  test.use({ extraHTTPHeaders: { "Sec-GPC": "1" } });

  test("turns analytics and marketing off: no Segment, and Consent Mode denied before the container loads", async ({
    page,
  }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
    );
    const { tagManager, segment } = await stubThirdParties(page);
    const segmentRequests: string[] = [];
    page.on("request", (request) => {
      if (/segment\.(com|io)/.test(request.url())) segmentRequests.push(request.url());
    });
    await page.goto("/");
    await hydrated(page);
    // The container is requested after the load event and the first paint: wait for that request.
    await expect.poll(() => tagManager.map((request) => request.url())).toEqual([GTM_SCRIPT]);

    const layer = await dataLayerItems(page);
    const update = layer.findIndex((item) => Array.isArray(item) && item[0] === "consent" && item[1] === "update");
    const gtmStart = layer.findIndex((item) => !Array.isArray(item) && item.event === "gtm.js");
    expect(layer[update]).toEqual(["consent", "update", DENIED]);
    expect(update).toBeGreaterThan(-1);
    expect(gtmStart).toBeGreaterThan(update);
    expect(tagManager.map((request) => request.url())).toEqual([GTM_SCRIPT]);

    // An event the spec tracks: still nothing sent or loaded.
    await page.locator("header [data-cta]").click();
    // Titled after the header's label, which the copy experiment picks: any contact dialog will do.
    await expect(page.getByRole("dialog")).toBeVisible();
    await siteIdleWorkDone(page);
    expect(await analyticsScripts(page)).toEqual([]);
    expect(segment).toHaveLength(0);
    expect(segmentRequests).toEqual([]);
    expect(await page.evaluate(() => typeof (window as { analytics?: unknown }).analytics)).toBe("undefined");

    // The dialog says the signal was honoured.
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Your privacy choices" }).click();
    await expect(page.getByTestId("privacy-gpc-notice")).toContainText("Global Privacy Control signal");
    await expect(page.getByRole("switch", { name: "Analytics" })).not.toBeChecked();
    await expect(page.getByRole("switch", { name: "Analytics" })).toBeDisabled();
  });
});

test.describe("Your privacy choices", () => {
  test("an opt-out in the dialog stops further events and tells the tag manager", async ({ page }) => {
    await stubThirdParties(page);
    const calls = await recordAnalyticsCalls(page);
    await page.addInitScript(() => window.localStorage.setItem("experiment-cta-copy", "control"));
    await page.goto("/");
    await hydrated(page);
    await expect.poll(calls).toEqual(["page"]);

    await page.getByRole("button", { name: "Your privacy choices" }).click();
    const dialog = page.getByRole("dialog", { name: "Your privacy choices" });
    await dialog.getByRole("switch", { name: "Analytics" }).uncheck();
    await dialog.getByRole("switch", { name: "Marketing" }).uncheck();
    await dialog.getByRole("button", { name: "Save choices" }).click();
    await expect(dialog).toBeHidden();

    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("privacy.consent")))!)).toEqual({
      analytics: false,
      marketing: false,
      savedAt: expect.any(String),
      // The privacy policy's version (its date) and this browser's id in the consent records.
      policyVersion: POLICY_VERSION,
      consentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const consentCommands = (await gtagCommands(page)).filter((item) => item[0] === "consent");
    expect(consentCommands.at(-1)).toEqual(["consent", "update", DENIED]);

    // A tracked event (contact_form_opened) and a route change (page): neither is sent.
    await page.locator("header [data-cta]").click();
    // Titled after the header's label, which the copy experiment picks: any contact dialog will do.
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await page.locator("#contact-us").getByRole("link", { name: "About us", exact: true }).click();
    await expect(page).toHaveURL("/about-us/");
    await routeChanged(page);
    expect(await calls()).toEqual(["page"]);

    // The choice holds on the next visit: Segment is not loaded at all.
    const segment: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith("https://cdn.segment.com/")) segment.push(request.url());
    });
    await page.reload();
    await hydrated(page);
    await siteIdleWorkDone(page);
    expect(await analyticsScripts(page)).toEqual([]);
    expect(segment).toEqual([]);
  });

  test("the dialog works with the keyboard alone and has no accessibility violations", async ({ page }) => {
    await stubThirdParties(page);
    await page.goto("/contact-us/");
    await hydrated(page);
    const opener = page.getByRole("button", { name: "Your privacy choices" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Your privacy choices" });
    await expect(dialog).toBeVisible();
    const analytics = dialog.getByRole("switch", { name: "Analytics" });
    await expect(analytics).toBeFocused();

    const results = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    // Space toggles; Tab goes round inside the dialog; Escape closes without saving and focus returns.
    await page.keyboard.press("Space");
    await expect(analytics).not.toBeChecked();
    const order: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press("Tab");
      order.push(
        await page.evaluate(
          () => document.activeElement?.getAttribute("role") ?? document.activeElement?.textContent ?? "",
        ),
      );
    }
    expect(order).toEqual(["switch", "Privacy policy", "Save choices", "Cancel", "Close", "switch"]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem("privacy.consent"))).toBeNull();

    // Again, saving with Enter on the button.
    await page.keyboard.press("Enter");
    await expect(analytics).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Save choices" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("privacy.consent")))!)).toMatchObject({
      analytics: false,
      marketing: true,
    });
  });

  test("without JavaScript the footer links to the privacy policy", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await page.locator("#contact-us").getByRole("link", { name: "Your privacy choices" }).click();
    await expect(page).toHaveURL("/privacy-policy/");
    await context.close();
  });
});
