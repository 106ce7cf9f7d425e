/**
 * PRIVACY_MODE=opt-in, against the fixture site that `npm run build:opt-in-site`
 * builds with every test key into .opt-in-site/public (part of `npm test`),
 * served here on a free port: nothing tracks before the visitor chooses,
 * everything after Accept all, nothing after Reject all.
 */
import fs from "node:fs";
import path from "node:path";
import { type Page, expect, test } from "@playwright/test";
import { GTM_SCRIPT, SEGMENT_SCRIPT, stubThirdParties } from "./support/instrumentation";
import { serveFixtureSite } from "./support/fixture-server";
import { breakChunk, partWarnings, reloadedPaths, watch } from "./support/lazy-parts";
import { analyticsScripts, siteIdleWorkDone } from "./support/settle";
import { gtagCommands } from "./support/data-layer";
import { hydrated } from "./page-templates";

const siteDir = path.resolve(".opt-in-site");
const built = fs.existsSync(path.join(siteDir, "public", "index.html"));

/** Once React owns the page, the site's idle work has run and added no analytics script: nothing was asked for. */
const nothingLoadedAfterIdle = async (page: Page) => {
  await hydrated(page);
  await siteIdleWorkDone(page);
  expect(await analyticsScripts(page)).toEqual([]);
};

test.describe("opt-in mode", () => {
  test.skip(!built && !process.env.CI, "the opt-in site is not built: run `npm run build:opt-in-site`");

  let stop: (() => void) | undefined;
  let origin = "";

  test.beforeAll(async () => {
    if (!built) throw new Error(".opt-in-site/public is missing: `npm run build:opt-in-site` must run first");
    const server = await serveFixtureSite(siteDir, "opt-in");
    stop = server.stop;
    origin = `http://127.0.0.1:${server.port}`;
  });
  test.afterAll(() => stop?.());

  test("loads nothing before a choice, and everything after Accept all", async ({ page }) => {
    const { tagManager, segment } = await stubThirdParties(page);
    const thirdParty: string[] = [];
    page.on("request", (request) => {
      if (/googletagmanager|google-analytics|segment\.(com|io)/.test(request.url())) thirdParty.push(request.url());
    });
    await page.goto(`${origin}/`);
    const banner = page.getByRole("region", { name: "Your privacy choices" });
    await expect(banner).toBeVisible();
    await nothingLoadedAfterIdle(page);
    expect(thirdParty).toEqual([]);
    expect(await page.evaluate(() => typeof (window as { analytics?: unknown }).analytics)).toBe("undefined");
    // Consent Mode defaults are all denied, everywhere.
    expect((await gtagCommands(page))[1]).toEqual([
      "consent",
      "default",
      { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" },
    ]);

    // Accept all and Reject all are equally prominent: the same button, the same size and colours.
    const accept = banner.getByRole("button", { name: "Accept all" });
    const reject = banner.getByRole("button", { name: "Reject all" });
    const look = (button: typeof accept) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return [style.backgroundColor, style.color, style.fontSize, style.fontWeight, Math.round(box.height)];
      });
    expect(await look(reject)).toEqual(await look(accept));

    await accept.click();
    await expect(banner).toBeHidden();
    await expect.poll(() => tagManager.map((request) => request.url())).toEqual([GTM_SCRIPT]);
    await expect.poll(() => segment.map((request) => request.url())).toEqual([SEGMENT_SCRIPT]);
    expect((await gtagCommands(page)).at(-1)).toEqual([
      "consent",
      "update",
      { ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted", analytics_storage: "granted" },
    ]);
    // The page view made before the choice reaches Segment's queue now.
    expect(
      await page.evaluate(() =>
        Array.from((window as unknown as { analytics: unknown[][] }).analytics, (call) => call[0]),
      ),
    ).toContain("page");

    // The choice is remembered: no banner on the next page, the container loads from the head.
    await page.reload();
    await expect(page.getByRole("region", { name: "Your privacy choices" })).toHaveCount(0);
    await expect.poll(() => tagManager.length).toBe(2);
  });

  test("Reject all keeps everything off, also on the next page", async ({ page }) => {
    await stubThirdParties(page);
    const thirdParty: string[] = [];
    page.on("request", (request) => {
      if (/googletagmanager|google-analytics|segment\.(com|io)/.test(request.url())) thirdParty.push(request.url());
    });
    await page.goto(`${origin}/`);
    await page.getByRole("button", { name: "Reject all" }).click();
    await expect(page.getByRole("region", { name: "Your privacy choices" })).toBeHidden();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("privacy.consent")))!)).toMatchObject({
      analytics: false,
      marketing: false,
    });
    await page.reload();
    await nothingLoadedAfterIdle(page);
    await expect(page.getByRole("region", { name: "Your privacy choices" })).toHaveCount(0);
    expect(thirdParty).toEqual([]);
  });

  test.describe("the banner's code cannot be loaded", () => {
    const BANNER_CHUNK = /\/consent-banner-[0-9a-f]+\.js$/;

    for (const how of ["404", "cut off"] as const) {
      test(`${how}: one reload of the path, then the page stands without the banner and tracks nothing`, async ({
        page,
      }) => {
        await stubThirdParties(page);
        const thirdParty: string[] = [];
        page.on("request", (request) => {
          if (/googletagmanager|google-analytics|segment\.(com|io)/.test(request.url())) thirdParty.push(request.url());
        });
        const seen = watch(page);
        const requests = await breakChunk(page, BANNER_CHUNK, how);
        const secondLoad = page.waitForEvent("load").then(() => page.waitForEvent("load"));
        await page.goto(`${origin}/about-us/`);
        await secondLoad;
        // The first try and its retry, the reload, and the same two again: then it stays.
        await expect.poll(() => partWarnings(seen.warnings, "consent-banner")).toHaveLength(2);
        expect(requests).toHaveLength(4);
        expect(seen.documents).toEqual(["/about-us/", "/about-us/"]);
        expect(await reloadedPaths(page)).toBe('["/about-us/"]');

        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.locator("footer")).toBeVisible();
        await expect(page.getByRole("region", { name: "Your privacy choices" })).toHaveCount(0);
        await nothingLoadedAfterIdle(page);
        expect(thirdParty).toEqual([]);
        expect(await page.evaluate(() => typeof (window as { analytics?: unknown }).analytics)).toBe("undefined");
        // The choice is still there to make: the footer's privacy choices open the dialog.
        await page.locator("footer").getByRole("button", { name: "Your privacy choices" }).click();
        await expect(page.getByRole("dialog", { name: "Your privacy choices" })).toBeVisible();
        expect(seen.documents).toEqual(["/about-us/", "/about-us/"]);
        expect(seen.uncaught).toEqual([]);
      });
    }

    test("cut off once: the retry loads it and the banner shows, with no reload", async ({ page }) => {
      await stubThirdParties(page);
      const seen = watch(page);
      const requests = await breakChunk(page, BANNER_CHUNK, "cut off once");
      await page.goto(`${origin}/about-us/`);
      await expect(page.getByRole("region", { name: "Your privacy choices" })).toBeVisible();
      expect(requests).toHaveLength(2);
      expect(seen.documents).toEqual(["/about-us/"]);
      expect(partWarnings(seen.warnings, "consent-banner")).toEqual([]);
      expect(seen.uncaught).toEqual([]);
    });
  });
});
