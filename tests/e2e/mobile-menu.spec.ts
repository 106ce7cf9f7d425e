import { expect, test } from "@playwright/test";
import { VIEWPORTS, hydrated } from "./page-templates";
import { menuExpanded } from "./support/menu";

test.use({ viewport: VIEWPORTS.mobile });

test.describe("mobile navigation menu", () => {
  test("opens and closes with the keyboard, returning focus to the menu button", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const button = page.getByRole("button", { name: "Menu" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(nav).toBeVisible();
    expect(await menuExpanded(page)).toBe(true);

    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Services" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    expect(await menuExpanded(page)).toBe(false);
    await expect(button).toBeFocused();
  });

  test("the header shows nothing of the page scrolling under it on a phone", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.evaluate(() => document.fonts.ready);
    const header = page.locator("header").first();
    const box = await header.boundingBox();
    expect(box).not.toBeNull();
    // Its own drawing, at the top of the page: over the body's background, nothing behind it.
    const clip = { x: 0, y: 0, width: box!.width, height: box!.height - 1 };
    const alone = await page.screenshot({ clip, animations: "disabled" });
    // The hero's heading and lead scrolled under it: the same pixels (92 % opaque, they showed through).
    const lead = await page.locator("main h1").boundingBox();
    await page.evaluate((top) => window.scrollTo(0, top), Math.round(lead!.y));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect((await page.screenshot({ clip, animations: "disabled" })).equals(alone)).toBe(true);
  });

  test("keeps the page behind it from scrolling while open", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const overflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    expect(await overflow()).not.toBe("hidden");
    await page.getByRole("button", { name: "Menu" }).click();
    // A few frames after the menu is drawn (SCROLL_LOCK_DELAY_MS): hiding the overflow lays out the whole page.
    await expect.poll(overflow).toBe("hidden");
    await page.mouse.wheel(0, 800);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole("button", { name: "Menu" }).click();
    await expect.poll(overflow).not.toBe("hidden");
  });

  test("closes when a link in it is followed, and the new page scrolls again", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    expect(await menuExpanded(page)).toBe(false);
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-menu-open"))).toBe(false);
  });

  test("shows a visible focus ring on keyboard focus", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.keyboard.press("Tab"); // skip link
    await page.keyboard.press("Tab"); // logo
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return { style: style.outlineStyle, color: style.outlineColor, width: style.outlineWidth };
    });
    expect(outline).toEqual({ style: "solid", color: "rgb(255, 209, 102)", width: "3px" });
  });
});
