import { expect, test } from "@playwright/test";
import {
  ALL_ROUTES,
  CONTENT_ROUTES,
  WORK_FILTERS,
  WORK_FILTER_ROUTES,
  contentPages,
  siteData,
} from "./support/site-routes";
import { servedHeading } from "./support/served";

test.describe("every route", () => {
  // The server's HTML, as a crawler reads it (a browser load of 80 pages added minutes and checked nothing more:
  // the templates' rendering in the browser is covered by the other suites).
  for (const route of ALL_ROUTES) {
    test(`${route} answers 200 with its own title and one h1`, async ({ request }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]).toMatch(/^(\S.* \| Flatirons|Flatirons: .+)$/);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toMatch(/<html[^>]* lang="en"/);
      const canonicals = [...html.matchAll(/<link[^>]*rel="canonical"[^>]*>/g)].map((match) => match[0]);
      expect(canonicals).toHaveLength(1);
      expect(/href="([^"]*)"/.exec(canonicals[0])?.[1]).toMatch(new RegExp(`${route.replace(/[/.]/g, "\\$&")}$`));
    });
  }

  test("no two pages share a title", async ({ request }) => {
    const titles = new Map<string, string>();
    for (const route of ALL_ROUTES) {
      const html = await (await request.get(route)).text();
      const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      expect(title, `${route} has a title`).not.toBe("");
      expect(titles.get(title), `${route} shares its title "${title}"`).toBeUndefined();
      titles.set(title, route);
    }
  });
});

test.describe("footer", () => {
  const footerLinks = siteData.footer.groups.flatMap((group) => [
    ...(group.url ? [group.url] : []),
    ...group.links.map((link) => link.path),
  ]);

  test("every footer link in the spec's table resolves to a page", async ({ request }) => {
    for (const href of footerLinks) {
      const slashed = href.endsWith("/") ? href : `${href}/`;
      const response = await request.get(slashed);
      expect(response.status(), `${href} → ${slashed}`).toBe(200);
    }
  });

  test("footer links point at the slashed path, so links without a slash still land", async ({ page }) => {
    await page.goto("/");
    const hrefs = await page
      .locator("#contact-us nav a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toHaveLength(footerLinks.length);
    for (const href of hrefs) expect(href).toMatch(/\/$/);
    // The first footer link to another page, whatever content/ lists there.
    const target = hrefs.find((href): href is string => Boolean(href) && href !== "/")!;
    await page.locator(`#contact-us nav a[href="${target}"]`).first().click();
    await expect(page).toHaveURL(target);
    await expect(page.locator("h1")).toHaveCount(1);
  });

  test("every generated page is reachable from the footer or an index page", async ({ page }) => {
    const reachable = new Set<string>();
    for (const index of [
      "/",
      "/services/",
      "/industries/",
      "/technologies/",
      "/service-areas/",
      "/our-work/",
      "/blog/",
      "/products/fuse/",
    ]) {
      await page.goto(index);
      const hrefs = await page
        .locator("a[href^='/']")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
      hrefs.forEach((href) => reachable.add(href.split(/[?#]/)[0]));
    }
    const unreachable = CONTENT_ROUTES.filter((route) => !reachable.has(route));
    expect(unreachable).toEqual([]);
  });
});

test.describe("the case studies by industry and by service", () => {
  test("every filter is a page of its own, linked from /our-work/ and listed in the sitemap", async ({
    page,
    request,
  }) => {
    expect(WORK_FILTERS.industries.length).toBeGreaterThan(0);
    expect(WORK_FILTERS.services.length).toBeGreaterThan(0);
    await page.goto("/our-work/");
    const filters = page.getByRole("navigation", { name: "Filter the case studies" });
    const linked = await filters.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(linked.sort()).toEqual(["/our-work/", ...WORK_FILTER_ROUTES].sort());
    const sitemap = await (await request.get("/sitemap-0.xml")).text();
    for (const route of WORK_FILTER_ROUTES) expect(sitemap, route).toContain(`${route}</loc>`);
  });

  test("a filter page lists exactly its case studies and marks itself, without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const filter of [WORK_FILTERS.industries[0], WORK_FILTERS.services[0]]) {
      await page.goto(filter.path);
      const studies = contentPages.filter((record) => filter.ids.includes(record.file));
      const cards = await page
        .locator("main h3 a[href^='/our-work/']")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(cards.sort()).toEqual(studies.map((study) => study.path).sort());
      await expect(
        page.getByRole("navigation", { name: "Filter the case studies" }).locator("a[aria-current='page']"),
      ).toHaveAttribute("href", filter.path);
      // A link to another filter is a plain link to its page.
      await page.getByRole("link", { name: /^All case studies$/ }).click();
      await expect(page).toHaveURL(/\/our-work\/$/);
    }
    await context.close();
  });

  test("an industry page and a service page link to their filtered lists", async ({ page }) => {
    const service = WORK_FILTERS.services[0];
    await page.goto(service.page!);
    await expect(
      page.getByRole("link", { name: `All our ${service.name} work (${service.ids.length})` }),
    ).toHaveAttribute("href", service.path);
    const industryPage = contentPages.find(
      (record) =>
        record.kind === "industry" &&
        contentPages.some(
          (study) =>
            study.kind === "case-study" &&
            JSON.stringify(study.data.sections).includes(`"path":"${record.path}"`) &&
            WORK_FILTERS.industries.some((filter) => filter.ids.includes(study.file)),
        ),
    )!;
    await page.goto(industryPage.path!);
    const link = page.getByRole("link", { name: /^All our work in / });
    await expect(link.first()).toHaveAttribute("href", /^\/our-work\/industry\/[a-z0-9-]+\/$/);
  });
});

test.describe("pricing", () => {
  test("the engagements have a page in the main navigation, and the home page and /services/ link to it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing\/$/);
    await expect(page.locator("h1")).toHaveText("Engagements and pricing");
    for (const start of ["/", "/services/"]) {
      await page.goto(start);
      await expect(page.getByRole("link", { name: "What each engagement includes" })).toHaveAttribute(
        "href",
        "/pricing/",
      );
    }
  });
});

test.describe("errors", () => {
  test("an unknown path answers 404 with the 404 page and a link home", async ({ page, request }) => {
    const home = await servedHeading(request, "/");
    const response = await page.goto("/no-such-page/");
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1")).toHaveText("We could not find that page");
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("h1")).toHaveText(home);
  });

  test("the 500 page exists", async ({ page }) => {
    const response = await page.goto("/500/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveText("Something went wrong on our side");
  });
});
