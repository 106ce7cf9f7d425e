import { expect, test, type Page } from "@playwright/test";
import { recordAnalytics, trackCalls } from "./support/analytics";
import { waitForHydration } from "./support/hydration";
import { stubThirdParties } from "./support/instrumentation";

/*
 * Where a visitor could lose the way to a lead: the footer newsletter by keyboard,
 * the contact dialog's second step, and a header that must not move under the pointer.
 */

/** Every request the page makes to a lead route. */
function leadPosts(page: Page) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/api/")) posts.push(request.url());
  });
  return posts;
}

test.beforeEach(async ({ page }) => {
  await stubThirdParties(page);
  await recordAnalytics(page);
});

test.describe("footer newsletter by keyboard", () => {
  test("Tab from the empty field lands on Subscribe; Enter and Space there say why and submit nothing", async ({
    page,
  }) => {
    const posts = leadPosts(page);
    await page.goto("/");
    const form = page.locator("footer").getByRole("form", { name: "Newsletter" });
    const input = form.getByLabel("E-mail");
    await waitForHydration(input);
    const button = form.getByRole("button", { name: "Subscribe" });

    await input.focus();
    await page.keyboard.press("Tab");
    await expect(form.getByText("Email is required")).toBeVisible();
    // Focus is on the button (not on the page body), which is announced as unavailable, with the reason.
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription("Email is required");
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("BUTTON");
    // It looks disabled.
    await expect(button).toHaveCSS("opacity", "0.55");

    await page.keyboard.press("Enter");
    await expect(input).toBeFocused();
    await expect(input).toHaveAccessibleDescription("Email is required");

    await page.keyboard.press("Tab");
    await expect(button).toBeFocused();
    await page.keyboard.press("Space");
    await expect(input).toBeFocused();
    await expect(form.getByText("Email is required")).toBeVisible();

    expect(posts).toEqual([]);
    expect((await trackCalls(page)).filter(([event]) => event === "newsletter_signup")).toEqual([]);
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("contact dialog, step 2", () => {
  test("messages clear once Budget and Timeline are picked; themed checkboxes; steady height between the steps; a thank-you with ways on", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // The lead routes answer as the server does when it stores a lead.
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: route.request().postDataJSON().id ? 200 : 201,
        contentType: "application/json",
        body: JSON.stringify({ id: "lead-1" }),
      }),
    );
    await page.goto("/");
    const cta = page.locator('header button[data-cta="header"]');
    await expect(cta).toBeVisible();
    await cta.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name").fill("Ada Lovelace");
    await dialog.getByLabel("Email").fill("ada@example.com");
    await dialog.getByLabel(/^How can we help/).fill("We need a mobile app for our engine.");
    const panelHeight = async () => Math.round((await dialog.boundingBox())?.height ?? 0);
    const step1Height = await panelHeight();
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByRole("heading", { name: "What you need" })).toBeVisible();
    expect(await panelHeight()).toBe(step1Height);

    await dialog.getByRole("button", { name: "Send" }).click();
    const budget = dialog.getByLabel("Budget");
    const timeline = dialog.getByLabel("Timeline");
    await expect(budget).toHaveAccessibleDescription("Please select an option.");
    await expect(timeline).toHaveAccessibleDescription("Please select an option.");
    await expect(dialog.getByText("Please select an option.")).toHaveCount(2);

    await budget.selectOption("50k-150k");
    await expect(budget).toHaveAccessibleDescription("");
    await expect(budget).toHaveAttribute("aria-invalid", "false");
    await expect(dialog.getByText("Please select an option.")).toHaveCount(1);
    await timeline.selectOption("1-3-months");
    await expect(timeline).toHaveAccessibleDescription("");
    await expect(dialog.getByText("Please select an option.")).toHaveCount(0);

    // Checkboxes drawn with the theme: a navy box with a muted border, the accent when ticked, the focus ring.
    const mobile = dialog.getByRole("checkbox", { name: "Mobile app" });
    await expect(mobile).toHaveCSS("appearance", "none");
    await expect(mobile).toHaveCSS("background-color", "rgb(7, 14, 36)");
    await expect(mobile).toHaveCSS("border-top-color", "rgb(255, 123, 123)"); // still invalid: nothing ticked
    await mobile.check();
    await expect(dialog.getByText("Please select at least one option.")).toHaveCount(0);
    await expect(mobile).toHaveCSS("background-color", "rgb(91, 157, 255)");
    await expect(mobile).toHaveCSS("border-top-color", "rgb(91, 157, 255)");
    const web = dialog.getByRole("checkbox", { name: "Web application" });
    await expect(web).toHaveCSS("border-top-color", "rgb(185, 194, 220)");
    await mobile.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(mobile).toBeFocused();
    await expect(mobile).toHaveCSS("outline-color", "rgb(255, 209, 102)");
    await expect(mobile).toHaveCSS("outline-width", "3px");
    expect(await panelHeight()).toBe(step1Height);

    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(dialog.getByRole("heading", { name: "Thank you!" })).toBeVisible();
    await expect(
      dialog.getByText(
        "A senior engineer reads your project details and replies to ada@example.com within one business day.",
      ),
    ).toBeVisible();
    // The thank-you is not a step: the panel takes only the room its words need.
    expect(await panelHeight()).toBeLessThan(step1Height);
    await expect(dialog.getByRole("button", { name: "Done" })).toBeVisible();
    await dialog.getByRole("link", { name: "See our work" }).click();
    await expect(page).toHaveURL(/\/our-work\/$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("header call-to-action (the e2e build runs the CTA copy experiment)", () => {
  for (const [variant, label] of [
    ["lets-work-together", "Let's work together!"],
    ["request-an-estimate", "Request an Estimate"],
  ] as const) {
    test(`no layout shift in the header when "${label}" replaces "Contact"`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      // Web fonts arriving mid-test nudge the nav's text by a fraction of a pixel (a shift of ~0.0001 seen
      // once), whatever the button does: with them refused the page keeps one font and only the button can move.
      await page.route(/\.woff2$/, (route) => route.abort());
      await page.addInitScript((stored) => {
        localStorage.setItem("experiment-cta-copy", stored);
        const shifts: Array<{ value: number; nodes: string[] }> = [];
        Object.assign(window, { __headerShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{
            value: number;
            sources?: Array<{ node?: Node | null }>;
          }>) {
            const nodes = (entry.sources ?? [])
              .map((source) => source.node)
              .filter((node): node is Element => node instanceof Element && Boolean(node.closest("header")))
              .map((node) => node.outerHTML.slice(0, 80));
            if (nodes.length > 0) shifts.push({ value: entry.value, nodes });
          }
        }).observe({ type: "layout-shift", buffered: true });
      }, variant);
      await page.goto("/");
      const cta = page.locator('header button[data-cta="header"]');
      await expect(cta).toHaveText(label);
      await expect(cta).toHaveAccessibleName(label);
      // The fade-in runs after the first client render.
      await expect(cta).toHaveCSS("opacity", "1");
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const shifts = await page.evaluate(() => (window as unknown as { __headerShifts: unknown[] }).__headerShifts);
      expect(shifts).toEqual([]);
    });
  }
});
