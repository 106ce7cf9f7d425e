/**
 * styled-components' server CSS stays in its own tag and is never inserted a second time
 * (src/workarounds/server-style-sheet.tsx), and pages reached by client-side navigation look exactly
 * like the same pages loaded directly.
 */
import { expect, test, type Page } from "@playwright/test";
import { SITE_TEMPLATES, type TemplateName, VIEWPORTS, hydrated, pathOf as templatePath } from "./page-templates";
import { navigateClientSide } from "./support/instrumentation";

const pathOf = (name: TemplateName) => templatePath(SITE_TEMPLATES, name);

/** Computed styles that styled-components rules decide, for every element in the header, main and footer. */
function computedStyles(page: Page) {
  return page.evaluate(() => {
    const properties = [
      "display",
      "position",
      "color",
      "background-color",
      "background-image",
      "font-family",
      "font-size",
      "font-weight",
      "line-height",
      "padding-top",
      "padding-right",
      "padding-bottom",
      "padding-left",
      // Horizontal margins are compared through x and width: Chromium reports auto margins of a block
      // as 0px or as their used value depending on how its styles were last recalculated.
      "margin-top",
      "margin-bottom",
      "border-top",
      "border-bottom",
      "border-radius",
      "max-width",
      "grid-template-columns",
      "gap",
      "text-align",
    ];
    // Inline scripts and no-script fallbacks exist only in server HTML.
    const elements = document.querySelectorAll(
      "body header *:not(script, noscript), body main *:not(script, noscript), body footer *:not(script, noscript)",
    );
    return Array.from(elements).map((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const values = properties.map((property) => style.getPropertyValue(property));
      return `${element.tagName} x=${Math.round(box.x)} w=${Math.round(box.width)} ${values.join(" | ")}`;
    });
  });
}

test.describe("server-rendered styles", () => {
  for (const name of ["home", "blog-post", "contact-us"] as const) {
    test(`${name}: the server rules stay in their tag and styled-components re-inserts none of them`, async ({
      page,
    }) => {
      await page.goto(pathOf(name));
      await hydrated(page);
      const sheets = await page.evaluate(() => {
        const server = document.querySelector<HTMLStyleElement>("style[data-styled-ssr]");
        const runtime = document.querySelector<HTMLStyleElement>('style[data-styled="active"]');
        const classesIn = (sheet: CSSStyleSheet | null | undefined) =>
          Array.from(sheet?.cssRules ?? []).flatMap((rule) => rule.cssText.match(/\.[\w-]+(?=[\s.:{,[>+~)])/g) ?? []);
        return {
          serverRules: server?.sheet?.cssRules.length ?? 0,
          markerTagsLeft: document.querySelectorAll('style[data-styled]:not([data-styled="active"])').length,
          runtimeAfterServer: Boolean(
            server && runtime && server.compareDocumentPosition(runtime) & Node.DOCUMENT_POSITION_FOLLOWING,
          ),
          serverClasses: [...new Set(classesIn(server?.sheet))],
          runtimeClasses: [...new Set(classesIn(runtime?.sheet))],
        };
      });
      expect(sheets.serverRules).toBeGreaterThan(50);
      expect(sheets.markerTagsLeft).toBe(0);
      expect(sheets.runtimeAfterServer).toBe(true);
      // Only rules the server did not render (the dialog button replacing the server's link) are added.
      expect(sheets.runtimeClasses.filter((cls) => sheets.serverClasses.includes(cls))).toEqual([]);
      expect(sheets.runtimeClasses.length).toBeLessThan(10);
    });
  }

  for (const name of ["blog-post", "contact-us", "case-study"] as const) {
    test(`${name} reached by client-side navigation from the home page looks as when loaded directly`, async ({
      page,
    }) => {
      await page.setViewportSize(VIEWPORTS.large);
      const target = pathOf(name);
      await page.goto(target);
      await hydrated(page);
      const direct = await computedStyles(page);

      await page.goto("/");
      await hydrated(page);
      await navigateClientSide(page, target);
      await page.waitForURL(`**${target}`);
      await hydrated(page);
      await expect.poll(() => computedStyles(page)).toEqual(direct);
    });
  }
});
