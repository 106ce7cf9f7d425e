import { expect, test } from "@playwright/test";
import { FIXTURE_TEMPLATES, VIEWPORTS, settle } from "./page-templates";

/**
 * Screenshot comparisons of every template on a phone (375) and a large
 * desktop (1440), on the fixture site (tests/fixtures/minimal-site, built by
 * `npm run build:fixture-site`), so editing content/ never moves a pixel here.
 * Baselines live in visual.spec.ts-snapshots/; see tests/e2e/README.md to
 * update them after an intended design change.
 */
const WIDTHS = [VIEWPORTS.mobile, VIEWPORTS.large];

test.use({ reducedMotion: "reduce" });

// The test build runs the CTA copy experiment: pin every visitor to one variant so the header label is stable.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("experiment-cta-copy", "control"));
});

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    for (const template of FIXTURE_TEMPLATES) {
      test(`${template.name} looks as designed`, async ({ page }) => {
        await page.goto(template.path);
        await settle(page);
        await expect(page).toHaveScreenshot(`${template.name}-${viewport.width}.png`, {
          fullPage: true,
          animations: "disabled",
          caret: "hide",
          // The copyright line carries the current year.
          mask: [page.locator("footer").getByText(/^©/)],
          maxDiffPixelRatio: 0.01,
          threshold: 0.2,
          timeout: 20_000,
        });
      });
    }
  });
}

test.describe("mobile navigation", () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test("open menu looks as designed", async ({ page }) => {
    await page.goto("/");
    await settle(page);
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page).toHaveScreenshot("menu-open-375.png", { animations: "disabled", maxDiffPixelRatio: 0.01 });
  });
});
