import { expect, test, type Page } from "@playwright/test";
import { FIXTURE_TEMPLATES, VIEWPORTS, pathOf, settle } from "./page-templates";

/**
 * The spec's layout numbers, measured in the browser at the widths they apply to, on the fixture
 * site (tests/fixtures/minimal-site), so content edits never change what is measured.
 */
const threeColumnCaseStudy = pathOf(FIXTURE_TEMPLATES, "case-study");
const twoColumnCaseStudy = pathOf(FIXTURE_TEMPLATES, "case-study-two-columns");
const blogPost = pathOf(FIXTURE_TEMPLATES, "blog-post");

/** The element's box once it is visible. */
const box = async (page: Page, selector: string) => {
  const element = page.locator(selector).first();
  await expect(element).toBeVisible();
  const found = await element.boundingBox();
  if (!found) throw new Error(`${selector} is not rendered`);
  return found;
};

test.describe("home page hero height by screen size", () => {
  const cases = [
    { viewport: VIEWPORTS.large, height: 1013 },
    { viewport: { width: 1280, height: 900 }, height: 1013 },
    { viewport: VIEWPORTS.desktop, height: 890 },
    { viewport: VIEWPORTS.tablet, height: 825 },
    { viewport: { width: 600, height: 900 }, height: 825 },
  ];
  for (const { viewport, height } of cases) {
    test(`is ${height}px at ${viewport.width}px wide`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      await settle(page);
      expect((await box(page, '[data-hero="tall"]')).height).toBe(height);
    });
  }
});

test.describe("page width", () => {
  test("the page is at most 1440px wide and centred on a 1920px screen", async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto("/");
    const frame = await box(page, "#main >> xpath=..");
    const viewportWidth = await page.evaluate(() => document.documentElement.clientWidth);
    expect(frame.width).toBe(1440);
    expect(frame.x).toBe((viewportWidth - 1440) / 2);
    expect((await box(page, "header")).width).toBe(1440);
    expect((await box(page, "footer")).width).toBe(1440);
  });

  // Loaded once on a phone, then resized to a tablet: media queries apply at once.
  for (const template of FIXTURE_TEMPLATES)
    test(`${template.name} does not scroll sideways at 375px or 768px`, async ({ page }) => {
      await page.setViewportSize(VIEWPORTS.mobile);
      await page.goto(template.path);
      await settle(page);
      for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.tablet]) {
        await page.setViewportSize(viewport);
        // Read at once: reading the width lays the page out at the new size. Waiting for two frames instead hung
        // twice on a loaded machine (no frame came after the resize within the test's 45 s).
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `at ${viewport.width}px`).toBeLessThanOrEqual(viewport.width);
      }
    });
});

test.describe("footer columns", () => {
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.large])
    test(`are 206px wide with a 62.5px gap at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      const columns = page.getByRole("navigation", { name: "Footer" }).locator("> details");
      expect(await columns.count()).toBeGreaterThan(4);
      const first = await columns.nth(0).boundingBox();
      const second = await columns.nth(1).boundingBox();
      if (!first || !second) throw new Error("footer columns are not rendered");
      expect(first.width).toBe(206);
      expect(second.width).toBe(206);
      expect(second.x - (first.x + first.width)).toBe(62.5);
    });
});

test.describe("work pages", () => {
  for (const path of ["/our-work/", threeColumnCaseStudy])
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.large])
      test(`${path} starts with 88px of top padding at ${viewport.width}px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        const padding = await page
          .locator("#main section")
          .first()
          .evaluate((el) => getComputedStyle(el).paddingTop);
        expect(padding).toBe("88px");
      });

  test("the what-we-did grid has 3 columns, or 2 columns of 400px, on desktop", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.large);
    await page.goto(twoColumnCaseStudy);
    const two = await page.locator('[data-columns="2"]').evaluate((el) => getComputedStyle(el).gridTemplateColumns);
    expect(two).toBe("400px 400px");
    await page.goto(threeColumnCaseStudy);
    const three = await page.locator('[data-columns="3"]').evaluate((el) => getComputedStyle(el).gridTemplateColumns);
    expect(three.split(" ")).toHaveLength(3);
  });
});

test.describe("call-to-action size", () => {
  test("the large call-to-action is 296×64 on desktop", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.large);
    await page.goto("/");
    // Once hydrated the call-to-action is a dialog button (its server markup is a link to /contact-us/).
    const closing = await box(page, '[aria-labelledby="closing-cta"] button[aria-haspopup="dialog"]');
    expect({ width: closing.width, height: closing.height }).toEqual({ width: 296, height: 64 });
  });
});

test.describe("navigation by breakpoint", () => {
  test("below 1024px the navigation sits behind the menu button; from 1024px it is always shown", async ({ page }) => {
    await page.setViewportSize({ width: 1023, height: 800 });
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Menu" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });
});

test.describe("images", () => {
  test("every picture offers AVIF first and keeps its box before its file arrives", async ({ page }) => {
    // No image file ever loads: the boxes must come from the markup alone (no layout shift).
    await page.route(/\.(avif|webp|png|jpe?g)(\?.*)?$/, (route) => route.abort());
    await page.setViewportSize(VIEWPORTS.mobile);
    for (const route of ["/", twoColumnCaseStudy, "/blog/"]) {
      await page.goto(route);
      const pictures = await page.locator("main picture").evaluateAll((wrappers) =>
        wrappers
          .filter((wrapper) => (wrapper as HTMLElement).offsetParent !== null)
          .map((wrapper) => ({
            types: [...wrapper.querySelectorAll("source")].map((source) => source.type),
            height: wrapper.getBoundingClientRect().height,
          })),
      );
      expect(pictures.length, route).toBeGreaterThan(0);
      for (const picture of pictures) {
        // Every supported browser takes AVIF (tests/browsers.test.ts): it is the first source, the one they fetch.
        expect(picture.types[0], route).toBe("image/avif");
        expect(picture.height, route).toBeGreaterThan(0);
      }
    }
  });

  test("images need no script: the server HTML has every src, and no image code is fetched", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    for (const route of ["/", twoColumnCaseStudy, blogPost]) {
      const html = await (await page.request.get(route)).text();
      expect(html, route).not.toContain('<script type="module">');
      expect(html, route).not.toMatch(/data-main-image|data-src=/);
      await page.goto(route);
      await settle(page);
      const images = await page
        .locator("main picture img")
        .evaluateAll((imgs) =>
          imgs.map((img) => ({ src: img.getAttribute("src"), loaded: (img as HTMLImageElement).naturalWidth > 0 })),
        );
      expect(images.length, route).toBeGreaterThan(0);
      for (const image of images)
        expect(image, route).toEqual({ src: expect.stringMatching(/^\/static\//), loaded: true });
    }
    // gatsby-plugin-image's GatsbyImage fetched a react-dom/server chunk after hydration on every page with an image.
    const chunks = await Promise.all(scripts.map(async (path) => (await page.request.get(path)).text()));
    expect(chunks.filter((source) => source.includes("renderToStaticMarkup"))).toEqual([]);
  });
});

test.describe("hover", () => {
  test("a linked card lights its border in the accent colour under the pointer", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.large);
    await page.goto("/");
    const card = page.locator('[aria-labelledby="services"] li').first();
    await expect(card).not.toHaveCSS("border-top-color", "rgb(91, 157, 255)");
    await card.hover();
    await expect(card).toHaveCSS("border-top-color", "rgb(91, 157, 255)");
  });
});

test.describe("conversion blocks", () => {
  test("the closing call-to-action band leaves no double section gap above it", async ({ page }) => {
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.large]) {
      await page.setViewportSize(viewport);
      for (const route of ["/", pathOf(FIXTURE_TEMPLATES, "service"), "/flatirons-fund/", blogPost]) {
        await page.goto(route);
        // The empty space between the band's panel and the block before it: that block's bottom padding
        // (if it is a section) plus the band's own top padding.
        const gap = await page.locator('[aria-labelledby="closing-cta"]').evaluate((band) => {
          const boxed = (element: Element | null): Element | null => {
            if (!element) return null;
            if (getComputedStyle(element).display !== "contents") return element;
            return boxed(element.lastElementChild) ?? boxed(element.previousElementSibling);
          };
          const before = boxed(band.previousElementSibling);
          const padding = (element: Element | null, side: "Top" | "Bottom") =>
            element ? parseFloat(getComputedStyle(element)[`padding${side}`]) : 0;
          return padding(before?.tagName === "SECTION" ? before : null, "Bottom") + padding(band, "Top");
        });
        expect(gap, `${route} at ${viewport.width}px`).toBeLessThanOrEqual(160);
      }
    }
  });

  test("the Fund page ends with a closing band whose action is applying", async ({ page }) => {
    await page.goto("/flatirons-fund/");
    const band = page.locator('[aria-labelledby="closing-cta"]');
    await expect(band.getByRole("link", { name: "Apply to the fund" })).toHaveAttribute("href", "/application/");
  });

  test("a case study shows its results beside the headline (under it on a phone), then its call-to-action, above the picture", async ({
    page,
  }) => {
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      await page.setViewportSize(viewport);
      await page.goto(threeColumnCaseStudy);
      const hero = page.locator("#main h1").locator("xpath=ancestor::section[1]");
      const results = hero.locator('[aria-labelledby="results"]');
      await expect(results.locator("dt").first()).toBeVisible();
      const title = (await page.locator("#main h1").boundingBox())!;
      const figures = (await results.boundingBox())!;
      const cta = (await hero.locator("[data-hero-invitation] [data-cta]").boundingBox())!;
      const picture = (await hero.locator("figure img").first().boundingBox())!;
      if (viewport.width >= 1024) {
        // Beside the headline: same band of the page, to its right.
        expect(figures.x).toBeGreaterThan(title.x + title.width - 1);
        expect(figures.y).toBeLessThan(title.y + title.height);
      } else {
        expect(figures.y).toBeGreaterThan(title.y);
        // On a phone the figures start on the first screen.
        expect(figures.y).toBeLessThan(viewport.height);
      }
      expect(cta.y).toBeGreaterThan(figures.y + figures.height - 1);
      expect(picture.y).toBeGreaterThan(cta.y + cta.height);
    }
  });

  test("every case-study card shows its headline result", async ({ page }) => {
    await page.goto("/our-work/");
    const cards = page.locator("#main li:has(h3 a[href^='/our-work/'])");
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) await expect(card.locator("[data-headline-result] strong")).not.toBeEmpty();
  });

  test("hero leads run to at most four lines on a 375px phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const template of FIXTURE_TEMPLATES) {
      await page.goto(template.path);
      const lead = page.locator("[data-hero-lead]").first();
      if (!(await lead.count())) continue;
      const lines = await lead.evaluate((element) => {
        const style = getComputedStyle(element);
        return Math.round(element.getBoundingClientRect().height / parseFloat(style.lineHeight));
      });
      expect(lines, template.path).toBeLessThanOrEqual(4);
    }
  });

  test("the home hero's figures are shown at every width", async ({ page }) => {
    for (const width of [375, 600, 768, 1023, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const facts = page.locator('[data-hero="tall"] dl');
      await expect(facts, `${width}px`).toBeVisible();
      const hero = await box(page, '[data-hero="tall"]');
      const figures = await facts.boundingBox();
      expect(figures!.y + figures!.height, `${width}px`).toBeLessThanOrEqual(hero.y + hero.height);
    }
  });

  test("no grid of cards or steps ends a row in an empty slot", async ({ page }) => {
    for (const viewport of [VIEWPORTS.tablet, VIEWPORTS.desktop, VIEWPORTS.large])
      for (const route of [
        "/",
        pathOf(FIXTURE_TEMPLATES, "service"),
        pathOf(FIXTURE_TEMPLATES, "technology"),
        "/flatirons-fund/",
      ]) {
        await page.setViewportSize(viewport);
        await page.goto(route);
        const ragged = await page.locator("main ul, main ol").evaluateAll((lists) =>
          lists
            .filter((list) => getComputedStyle(list).display === "grid" && list.children.length > 1)
            .flatMap((list) => {
              const right = list.getBoundingClientRect().right;
              const rows = new Map<number, number>();
              for (const item of list.children) {
                const rect = item.getBoundingClientRect();
                rows.set(Math.round(rect.top), Math.max(rows.get(Math.round(rect.top)) ?? 0, rect.right));
              }
              return [...rows.values()].some((end) => right - end > 2)
                ? [`${list.closest("section")?.getAttribute("aria-labelledby") ?? "?"}: ${list.children.length} items`]
                : [];
            }),
        );
        expect(ragged, `${route} at ${viewport.width}px`).toEqual([]);
      }
  });
});
