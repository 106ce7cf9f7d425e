import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { SITE_TEMPLATES, VIEWPORTS, settle } from "./page-templates";

/** WCAG AA text contrast on every template, on a phone and on a large screen. */
test.use({ reducedMotion: "reduce" });

for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.large])
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });
    for (const template of SITE_TEMPLATES)
      test(`${template.name} has readable contrast`, async ({ page }) => {
        await page.goto(template.path);
        await settle(page);
        const results = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
        const failures = results.violations.flatMap((violation) =>
          violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary}`),
        );
        expect(failures).toEqual([]);
      });
  });
