import { expect, test } from "@playwright/test";
import { ALL_ROUTES, CONTENT_ROUTES, siteData } from "./support/site-routes";
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
