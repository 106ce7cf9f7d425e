/**
 * Accessibility gate: axe-core (WCAG 2.0/2.1 A and AA rules, colour contrast
 * among them) on every built page at 375 px wide, and on one page of each template
 * (page-templates.ts, SITE_TEMPLATES) at 1440 px too. Zero violations. A width
 * changes a page's layout, which its template owns; what a page's content adds
 * (its words, links, pictures and their descriptions) is checked on every page.
 *
 * Pages come from public/**\/index.html. They are split into a few tests that
 * each check several pages at once, so the whole site stays within a few
 * minutes on one worker. A failure names the page, the width, the rule and
 * each offending element (selector and HTML).
 */
import { test, expect, type Browser, type Page } from "@playwright/test";
import { AxeBuilder } from "@axe-core/playwright";
import { listBuiltPages } from "../../src/node/built-site";
import { SITE_TEMPLATES, fontsLoaded, hydrated, renderInFull } from "./page-templates";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const VIEWPORTS = [
  { name: "375px", width: 375, height: 812 },
  { name: "1440px", width: 1440, height: 900 },
] as const;
/** The pages checked at every width: one of each template. */
const EVERY_WIDTH = new Set(SITE_TEMPLATES.map((template) => template.path));
const PAGES_PER_TEST = 12;
const LANES = 3;

const pages = listBuiltPages("public").map((page) => page.path);
const chunks: string[][] = [];
for (let i = 0; i < pages.length; i += PAGES_PER_TEST) chunks.push(pages.slice(i, i + PAGES_PER_TEST));

/**
 * Waits until React has hydrated, every block is rendered and fade-ins have finished, so contrast is measured
 * on final colours everywhere on the page.
 */
async function settle(page: Page) {
  // The app's scripts run once the HTML is parsed: the page can be idle before they have even run.
  await hydrated(page);
  await renderInFull(page);
  await fontsLoaded(page);
  await page.evaluate(async () => {
    await new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 }));
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  });
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
}

/** Axe on the page as it is now; each violation as a line naming the page, the width, the rule and the elements. */
async function axeViolations(tab: Page, where: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself: several times faster, and the site has no cross-origin frames.
  const results = await new AxeBuilder({ page: tab })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true)
    .analyze();
  return results.violations.map((violation) => {
    const elements = violation.nodes
      .map(
        (node) =>
          `    ${node.target.join(" ")}\n      ${node.html.slice(0, 240)}\n      ${node.failureSummary?.split("\n").slice(1).join(" ").trim() ?? ""}`,
      )
      .join("\n");
    return `✗ ${where}  ${violation.id} (${violation.impact}): ${violation.help}\n${elements}`;
  });
}

/**
 * One browser page per lane, reused for each path: loaded at the first width and checked, then resized to
 * each further width and checked again (media queries apply at once; a second load would only repeat the
 * hydration wait).
 */
async function checkLane(browser: Browser, queue: string[], violations: string[]) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  try {
    for (let path = queue.shift(); path; path = queue.shift()) {
      const [first, ...others] = EVERY_WIDTH.has(path) ? VIEWPORTS : VIEWPORTS.slice(0, 1);
      await tab.setViewportSize({ width: first.width, height: first.height });
      const response = await tab.goto(path, { waitUntil: "load" });
      if (response && !response.ok() && path !== "/404/") violations.push(`${path}: HTTP ${response.status()}`);
      await settle(tab);
      violations.push(...(await axeViolations(tab, `${path} @ ${first.name}`)));
      for (const viewport of others) {
        await tab.setViewportSize({ width: viewport.width, height: viewport.height });
        await tab.evaluate(
          () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
        );
        await tab.waitForFunction(() =>
          document.getAnimations().every((animation) => animation.playState !== "running"),
        );
        violations.push(...(await axeViolations(tab, `${path} @ ${viewport.name}`)));
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
    test(`${chunk[0]} … ${chunk.at(-1)} (${chunk.length} pages) at 375 px, a template's page at 1440 px too`, async ({
      browser,
    }) => {
      test.setTimeout(60_000 + chunk.length * 20_000);
      const queue = [...chunk];
      const violations: string[] = [];
      await Promise.all(Array.from({ length: LANES }, () => checkLane(browser, queue, violations)));
      violations.sort();
      expect(violations.length, `axe violations:\n\n${violations.join("\n\n")}\n`).toBe(0);
    });
  }
});
