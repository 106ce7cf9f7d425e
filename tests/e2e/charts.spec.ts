import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { loadContent } from "../../src/node/validate-content";

/**
 * Charts in posts (src/components/Chart) stay readable on a phone, with no script: below 600px the
 * drawing for phones, its 26px labels at 12px or more; from tablets up the wide diagram. Each width
 * fetches only the picture it shows. Every post that has a <Chart> (the content check puts every wide diagram
 * in one).
 */
const posts = loadContent(path.resolve(__dirname, "../.."))
  .records.filter((record) => record.kind === "blog" && /<Chart\b/.test(record.body ?? ""))
  .map((record) => record.path!);

/** Smallest label in a drawing for phones, and the size it must keep on screen. */
const LABEL_PX = 26;
const MIN_LABEL_ON_SCREEN_PX = 12;

const WIDE = /\/diagram(-\d+)?\.(png|avif|webp)(\?|$)/;
const NARROW = /\/diagram-narrow[^/]*\.png(\?|$)/;

/** Opens a post, brings its chart into view and answers what it shows and which diagram files were asked for. */
async function chartOf(page: Page, route: string) {
  const requested: string[] = [];
  const record = (request: { url: () => string }) => requested.push(request.url());
  page.on("request", record);
  await page.goto(route);
  await page.locator("[data-chart]").first().scrollIntoViewIfNeeded();
  const shown = page.locator("[data-chart] img:visible");
  await expect(shown).toHaveCount(1);
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const picture = await shown.evaluate((img: HTMLImageElement) => ({
    src: img.currentSrc,
    width: img.getBoundingClientRect().width,
    naturalWidth: img.naturalWidth,
    naturalHeight: img.naturalHeight,
    widthAttribute: img.getAttribute("width"),
    heightAttribute: img.getAttribute("height"),
  }));
  page.off("request", record);
  return { picture, requested };
}

test.describe("charts in posts", () => {
  test("on a 375px phone with JavaScript off, each shows its drawing for phones at a readable size", async ({
    browser,
  }) => {
    expect(posts).not.toEqual([]);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    for (const route of posts) {
      const { picture } = await chartOf(page, route);
      expect(picture.src, route).toMatch(NARROW);
      expect((picture.width * LABEL_PX) / picture.naturalWidth, route).toBeGreaterThanOrEqual(MIN_LABEL_ON_SCREEN_PX);
      // The <Chart>'s width and height are the file's, so the page keeps its box before it arrives.
      expect([picture.widthAttribute, picture.heightAttribute], route).toEqual([
        String(picture.naturalWidth),
        String(picture.naturalHeight),
      ]);
    }
    await context.close();
  });

  // With JavaScript off Chromium ignores loading="lazy", so there both pictures are fetched.
  for (const { width, shows, notFetched, name } of [
    { width: 375, shows: NARROW, notFetched: WIDE, name: "the wide diagram" },
    { width: 1440, shows: WIDE, notFetched: NARROW, name: "the drawing for phones" },
  ])
    test(`at ${width}px each fetches only the picture it shows, not ${name}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const route of posts) {
        const { picture, requested } = await chartOf(page, route);
        expect(picture.src, route).toMatch(shows);
        expect(
          requested.filter((url) => notFetched.test(url)),
          route,
        ).toEqual([]);
      }
    });
});
