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
