import { type Locator, type Page, expect, test } from "@playwright/test";
import {
  isSameDocument,
  markDocument,
  navigateClientSide,
  stubThirdParties,
  waitForHydration,
} from "./support/instrumentation";
import { SITE_TEMPLATES, pathOf } from "./page-templates";
import { menuExpanded } from "./support/menu";

/** A service page, by rule: the first in content/services. */
const SERVICE_PAGE = pathOf(SITE_TEMPLATES, "service");

/**
 * Islands (src/islands/README.md): on the page a visitor lands on only what moves
 * hydrates; static parts stay the server's HTML, untouched by React, and their
 * code is not fetched. A client-side navigation renders every page in full.
 */

/** True when React rendered or hydrated the element (it then carries React's internal keys). */
const ownedByReact = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber")));

/** Every same-origin script requested from now on. */
function scriptsRequested(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === "script" && url.origin === new URL(page.url() || "http://x").origin) {
      urls.push(url.pathname);
    }
  });
  return urls;
}

test.beforeEach(async ({ page }) => {
  await stubThirdParties(page);
});

test("landing on the home page: static parts stay server HTML and their code is never fetched", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/");
  await waitForHydration(page);

  const homeSections = page.locator('[data-static-part="home-sections"]');
  await expect(homeSections.locator("h2").first()).toBeVisible();
  const footerLinks = page.locator('[data-static-part="footer-directory"]');
  await expect(footerLinks.getByRole("navigation", { name: "Footer" })).toBeAttached();
  // Hydrated: the header's menu and the calls-to-action. Not hydrated: everything in a static part.
  expect(await ownedByReact(page.locator("header button").first())).toBe(true);
  expect(await ownedByReact(page.locator("h1"))).toBe(false);
  expect(await ownedByReact(homeSections.locator("h2").first())).toBe(false);
  expect(await ownedByReact(footerLinks.locator("a").first())).toBe(false);
  // The frames themselves are React's (hydrated, with their content left as it is).
  expect(await ownedByReact(homeSections)).toBe(true);

  // Past idle, and after scrolling to the bottom: still no static part's code. The scroll has reached the
  // parts' demand when the footer's newsletter form (a part that loads as it comes near) asks for its code,
  // and the idle work has run when the web-vitals code (loaded then, analytics being allowed) is asked for.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => scripts.some((path) => /\/newsletter-form-[0-9a-f]+\.js$/.test(path))).toBe(true);
  await expect.poll(() => scripts.some((path) => /\/web-vitals-[0-9a-f]+\.js$/.test(path))).toBe(true);
  expect(scripts.filter((path) => /\/(home-sections|footer-static)-[0-9a-f]+\.js$/.test(path))).toEqual([]);
  expect(errors).toEqual([]);
});

test("a link inside a static part navigates client-side, and the next page renders in full", async ({ page }) => {
  const scripts = scriptsRequested(page);
  await page.goto("/");
  await waitForHydration(page);
  await markDocument(page);

  // The footer's first link to another page, whatever content/ lists there.
  const link = page.locator('[data-static-part="footer-directory"] a[href^="/"]:not([href="/"])').first();
  const target = (await link.getAttribute("href")) ?? "";
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(target);
  expect(await isSameDocument(page)).toBe(true);
  // Rendered by React this time, and complete: the URL can change a moment before React commits the next page,
  // when the home page's own heading (the server's, not React's) is still there, so the heading is waited for.
  await expect.poll(() => ownedByReact(page.locator("h1"))).toBe(true);
  await expect(page.locator("h1")).toHaveText(/./);
  await expect(page.locator(`[data-static-part="footer-directory"] a[href="${target}"]`).first()).toBeAttached();

  // Back to the home page, now a client-side render: its static sections' code arrives and renders them.
  await page.goBack();
  await expect(page).toHaveURL("/");
  const homeSections = page.locator('[data-static-part="home-sections"]');
  await expect(homeSections.locator("h2").first()).toBeVisible();
  expect(await ownedByReact(homeSections.locator("h2").first())).toBe(true);
  expect(scripts.some((path) => /\/home-sections-[0-9a-f]+\.js$/.test(path))).toBe(true);
  expect(await isSameDocument(page)).toBe(true);
});

for (const start of ["/", SERVICE_PAGE]) {
  test(`interactive islands work on first load and after client-side navigation (${start})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(start);
    await waitForHydration(page);
    await markDocument(page);

    const checkIslands = async () => {
      // The mobile menu opens and closes.
      const menu = page.getByRole("button", { name: /menu/i });
      const nav = page.getByRole("navigation", { name: "Main" });
      await menu.click();
      await expect(nav).toBeVisible();
      expect(await menuExpanded(page)).toBe(true);
      await menu.click();
      await expect(nav).toBeHidden();
      expect(await menuExpanded(page)).toBe(false);
      // The hero's call-to-action opens the contact dialog.
      await page.locator("main").getByRole("button").first().click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      // The footer's newsletter form validates in the spec's words.
      const email = page
        .locator("footer")
        .getByRole("form", { name: "Newsletter" })
        .getByRole("textbox", { name: "E-mail" });
      await email.scrollIntoViewIfNeeded();
      await email.fill("not-an-email");
      await email.blur();
      await expect(page.locator("footer").getByText("Invalid email")).toBeVisible();
      await email.fill("");
    };

    await checkIslands();
    await navigateClientSide(page, start === "/" ? SERVICE_PAGE : "/");
    await expect(page).toHaveURL(start === "/" ? SERVICE_PAGE : "/");
    await page.evaluate(() => window.scrollTo(0, 0));
    await checkIslands();
    expect(await isSameDocument(page)).toBe(true);
  });
}

test("Gatsby's prefetch of the visible (hydrated) links still runs in batches of 4, 3 s apart", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // When each page's data was first asked for (a prefetch may ask twice: the data, then with its chunks).
  const firstAsked = new Map<string, number>();
  page.on("request", (request) => {
    const match = /^\/page-data\/(.+)\/page-data\.json$/.exec(new URL(request.url()).pathname);
    const path = match && match[1] !== "index" ? `/${match[1]}/` : null;
    if (path && !firstAsked.has(path)) firstAsked.set(path, Date.now());
  });
  await page.goto("/");
  // Read from the hydrated header: before hydration the call-to-action is still its fallback link to
  // the contact page, which Gatsby never prefetches (it becomes the dialog's button).
  await waitForHydration(page);
  const headerLinks = await page
    .locator("header nav a[href]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(headerLinks.length).toBeGreaterThan(4);
  await expect
    .poll(() => headerLinks.filter((link) => firstAsked.has(link)).length, { timeout: 20_000 })
    .toBe(headerLinks.length);
  const times = headerLinks.map((link) => firstAsked.get(link) ?? 0).sort((a, b) => a - b);
  expect(times[3] - times[0]).toBeLessThan(1500);
  expect(times[4] - times[3]).toBeGreaterThanOrEqual(2900);
});

test("hovering a link in a static part prefetches its page, as Link does", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const link = page.locator('[data-static-part="footer-directory"] a[href^="/"]:not([href="/"])').first();
  const target = (await link.getAttribute("href")) ?? "";
  await link.scrollIntoViewIfNeeded();
  const prefetch = page.waitForRequest(
    (request) => new URL(request.url()).pathname === `/page-data${target}page-data.json`,
  );
  await link.hover();
  await prefetch;
});
