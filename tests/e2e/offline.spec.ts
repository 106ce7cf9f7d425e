/**
 * The service worker (gatsby-plugin-offline, GATSBY_OFFLINE=true). Runs
 * against the fixture site that `npm run build:fixture-site` builds into
 * .fixture-site/public (part of `npm test`), served here on a free port.
 * Service workers need a secure origin: http://localhost counts as one.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { navigateClientSide } from "./support/instrumentation";
import { serveFixtureSite } from "./support/fixture-server";
import { servedHeading } from "./support/served";

const siteDir = path.resolve(".fixture-site");
const built = fs.existsSync(path.join(siteDir, "public", "sw.js"));

test.describe("service worker", () => {
  test.skip(!built && !process.env.CI, "the fixture site is not built: run `npm run build:fixture-site`");

  let stop: (() => void) | undefined;
  let origin = "";

  test.beforeAll(async () => {
    if (!built) throw new Error(".fixture-site/public/sw.js is missing: `npm run build:fixture-site` must run first");
    const server = await serveFixtureSite(siteDir, "fixture");
    stop = server.stop;
    const { port } = server;
    origin = `http://localhost:${port}`;
  });

  test.afterAll(() => {
    stop?.();
  });

  test("is registered at the site root, and pages visited on the first visit load offline", async ({
    page,
    context,
  }) => {
    test.slow();
    await page.goto(`${origin}/`);
    // The headings the server sends for the two pages (the fixture's content, whatever it says).
    const homeHeading = await servedHeading(page.request, `${origin}/`);
    const aboutHeading = await servedHeading(page.request, `${origin}/about-us/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeHeading);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${origin}/`);
    // The worker claims the page once active.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await navigateClientSide(page, "/about-us/");
    await expect(page).toHaveURL(`${origin}/about-us/`);
    // The URL changes first; the page renders once its resources (and any code it waits for) are in.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(aboutHeading);

    // What Gatsby needs to render each page: its component chunk, page data, app data and static query results.
    const neededFor = async (pageDataPath: string, component: string) => {
      const response = await page.request.get(`${origin}/page-data/${pageDataPath}/page-data.json`);
      const { staticQueryHashes } = (await response.json()) as { staticQueryHashes: string[] };
      return [
        `/page-data/${pageDataPath}/page-data.json`,
        ...staticQueryHashes.map((hash) => `/page-data/sq/d/${hash}.json`),
        expect.stringMatching(new RegExp(`^/component---src-pages-${component}-tsx-[0-9a-f]+\\.js$`)),
      ];
    };
    const needed = [
      "/page-data/app-data.json",
      ...(await neededFor("index", "index")),
      ...(await neededFor("about-us", "about-us")),
    ];
    const cachedPaths = () =>
      page.evaluate(async () => {
        const paths: string[] = [];
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
        }
        return paths;
      });
    await expect.poll(cachedPaths, { timeout: 20_000 }).toEqual(expect.arrayContaining(needed));

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(aboutHeading);
    await page.goto(`${origin}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeHeading);
    await expect(page.locator("#contact-us")).toBeVisible();
  });
});
