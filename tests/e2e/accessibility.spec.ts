/**
 * Accessibility gate: axe-core (WCAG 2.0/2.1 A and AA rules) on every built
 * page, loaded at 375 px and at 1440 px wide. Zero violations.
 *
 * Pages come from public/**\/index.html. They are split into a few tests that
 * each check several pages at once, so the whole site stays within a few
 * minutes on one worker. A failure names the page, the width, the rule and
 * each offending element (selector and HTML).
 */
import { test, expect, type Browser } from "@playwright/test";
import { AxeBuilder } from "@axe-core/playwright";
import { listBuiltPages } from "../../src/node/quality/built-site";
import { hydrated } from "./page-templates";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const VIEWPORTS = [
  { name: "375px", width: 375, height: 812 },
  { name: "1440px", width: 1440, height: 900 },
] as const;
const PAGES_PER_TEST = 12;
const LANES = 3;

const pages = listBuiltPages("public").map((page) => page.path);
const chunks: string[][] = [];
for (let i = 0; i < pages.length; i += PAGES_PER_TEST) chunks.push(pages.slice(i, i + PAGES_PER_TEST));

/** Waits until React has hydrated and fade-ins have finished, so contrast is measured on final colours. */
async function settle(page: import("@playwright/test").Page) {
  // The app's scripts start after the first paint: the page can be idle before they have even run.
  await hydrated(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 }));
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  });
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
}

/** One browser page per viewport, reused for each path of the lane. */
async function checkLane(browser: Browser, queue: string[], violations: string[]) {
  const context = await browser.newContext();
  const tabs = await Promise.all(
    VIEWPORTS.map(async (viewport) => {
      const tab = await context.newPage();
      await tab.setViewportSize({ width: viewport.width, height: viewport.height });
      return { viewport, tab };
    }),
  );
  try {
    for (let path = queue.shift(); path; path = queue.shift()) {
      for (const { viewport, tab } of tabs) {
        const where = `${path} @ ${viewport.name}`;
        const response = await tab.goto(path, { waitUntil: "load" });
        if (response && !response.ok() && path !== "/404/") violations.push(`${where}: HTTP ${response.status()}`);
        await settle(tab);
        // Legacy mode runs axe in the page itself: several times faster, and the site has no cross-origin frames.
        const results = await new AxeBuilder({ page: tab })
          .withTags(WCAG_TAGS)
          .options({ resultTypes: ["violations"] })
          .setLegacyMode(true)
          .analyze();
        for (const violation of results.violations) {
          const elements = violation.nodes
            .map(
              (node) =>
                `    ${node.target.join(" ")}\n      ${node.html.slice(0, 240)}\n      ${node.failureSummary?.split("\n").slice(1).join(" ").trim() ?? ""}`,
            )
            .join("\n");
          violations.push(`✗ ${where}  ${violation.id} (${violation.impact}): ${violation.help}\n${elements}`);
        }
      }
    }
  } finally {
    await context.close();
  }
}

test.describe("accessibility: axe WCAG 2.1 A/AA", () => {
  test.describe.configure({ mode: "parallel" });

  test("the build has pages to check", () => {
    expect(pages.length, "public/ has no pages: run `npm run build` first").toBeGreaterThan(0);
  });

  for (const chunk of chunks) {
    test(`${chunk[0]} … ${chunk.at(-1)} (${chunk.length} pages) at 375 and 1440 px`, async ({ browser }) => {
      test.setTimeout(60_000 + chunk.length * 20_000);
      const queue = [...chunk];
      const violations: string[] = [];
      await Promise.all(Array.from({ length: LANES }, () => checkLane(browser, queue, violations)));
      violations.sort();
      expect(violations.length, `axe violations:\n\n${violations.join("\n\n")}\n`).toBe(0);
    });
  }
});
