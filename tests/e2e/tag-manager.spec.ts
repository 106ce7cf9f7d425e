import { expect, test } from "@playwright/test";
import { GTM_SCRIPT, navigateClientSide, stubThirdParties, waitForHydration } from "./support/instrumentation";
import { dataLayerItems } from "./support/data-layer";
import { WAIT_MS } from "./support/waits";

/** A data-layer push: the item, when (ms since the navigation) and the document's readyState then. */
type Push = { item: Record<string, unknown>; at: number; readyState: DocumentReadyState };
type TestWindow = {
  dataLayer: Array<Record<string, unknown>>;
  __pushes: Push[];
  __navigatedAt: number[];
};

/** Records every data-layer push and every history push, with their times. */
async function recordDataLayer(page: import("@playwright/test").Page) {
  await page.addInitScript(() => {
    const w = window as unknown as TestWindow;
    w.__pushes = [];
    w.__navigatedAt = [];
    const layer: Array<Record<string, unknown>> = [];
    layer.push = (...items: Array<Record<string, unknown>>) => {
      for (const item of items) w.__pushes.push({ item, at: performance.now(), readyState: document.readyState });
      return Array.prototype.push.apply(layer, items);
    };
    w.dataLayer = layer;
    const pushState = history.pushState.bind(history);
    history.pushState = (...args: Parameters<History["pushState"]>) => {
      w.__navigatedAt.push(performance.now());
      return pushState(...args);
    };
  });
}

const pushes = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window as unknown as TestWindow).__pushes);

/**
 * Each push in order, named (gtag's commands as "consent default" and the like, the others by their event),
 * with the document's readyState then.
 */
const pushedNames = (page: import("@playwright/test").Page) =>
  page.evaluate(() =>
    (window as unknown as TestWindow).__pushes.map(({ item, readyState }) => ({
      name:
        Object.prototype.toString.call(item) === "[object Arguments]"
          ? Array.from(item as unknown as ArrayLike<unknown>)
              .slice(0, 2)
              .join(" ")
          : String(item.event),
      readyState,
    })),
  );

const vitals = async (page: import("@playwright/test").Page) =>
  (await pushes(page))
    .filter((push) => push.item.event === "core-web-vitals")
    .map((push) => ({
      ...(push.item.webVitalsMeasurement as { name: string; id: string; value: number }),
      at: push.at,
    }));

test.describe("tag manager", () => {
  test("loads the container for the configured id and starts the data layer", async ({ page }) => {
    const { tagManager } = await stubThirdParties(page);
    await page.goto("/");
    await expect.poll(() => tagManager.map((request) => request.url())).toEqual([GTM_SCRIPT]);
    // Consent Mode defaults (src/privacy/consent-bootstrap.ts) come first, then at once the container's start event.
    const layer = await dataLayerItems(page);
    expect(layer.slice(0, 2).map((item) => (item as unknown[]).slice(0, 2))).toEqual([
      ["consent", "default"],
      ["consent", "default"],
    ]);
    expect(layer[2]).toEqual({ event: "gtm.js", "gtm.start": expect.any(Number) });
  });

  test("starts the data layer before the first route change, also when the page hydrates before its load event", async ({
    page,
  }) => {
    const { tagManager } = await stubThirdParties(page);
    await recordDataLayer(page);
    // The site's own fonts and images held back until the page has hydrated, as on a slow connection:
    // the load event comes after React's first render and the plugin's first route change, and so
    // does the container's download (it waits for the load event and the first contentful paint).
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await page.route("/static/**", async (route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "commit" });
    await waitForHydration(page);
    const hydratedWith = await pushedNames(page);
    release();

    // The race itself: the page hydrated before its load event, the container not yet requested.
    expect(held.length).toBeGreaterThan(0);
    expect(hydratedWith.find((push) => push.name === "gatsby-route-change")!.readyState).not.toBe("complete");
    expect(tagManager).toHaveLength(0);
    // The start event is in the data layer already, right after the consent defaults and ahead of the route change.
    expect(hydratedWith.slice(0, 4).map((push) => push.name)).toEqual([
      "consent default",
      "consent default",
      "gtm.js",
      "gatsby-route-change",
    ]);

    // Once the page has loaded and painted, the container comes; no second start event with it.
    await expect.poll(() => tagManager.map((request) => request.url())).toEqual([GTM_SCRIPT]);
    const names = (await pushedNames(page)).map((push) => push.name);
    expect(names.filter((name) => name === "gtm.js")).toHaveLength(1);
    expect(names.indexOf("gtm.js")).toBeLessThan(names.indexOf("gatsby-route-change"));
  });

  test("pushes a route-change event 50 ms after each client-side navigation", async ({ page }) => {
    await stubThirdParties(page);
    await recordDataLayer(page);
    await page.goto("/");
    await waitForHydration(page);
    const routeChanges = async () =>
      (await pushes(page)).filter((push) => push.item.event === "gatsby-route-change").map((push) => push.at);
    expect(await routeChanges()).toHaveLength(1);

    await navigateClientSide(page, "/about-us/");
    await expect(page).toHaveURL("/about-us/");
    await expect.poll(routeChanges).toHaveLength(2);

    const [navigatedAt] = await page.evaluate(() => (window as unknown as TestWindow).__navigatedAt);
    const delay = (await routeChanges())[1]! - navigatedAt!;
    expect(delay).toBeGreaterThanOrEqual(50);
    expect(delay).toBeLessThan(1000);
    const event = (await pushes(page)).find((push) => push.item.event === "gatsby-route-change")!.item;
    expect(event).toEqual({ event: "gatsby-route-change" });
  });

  test("pushes core-web-vitals events: FCP, TTFB and LCP after load, INP after an interaction, debounced 3000 ms", async ({
    page,
  }) => {
    test.slow();
    await stubThirdParties(page);
    await recordDataLayer(page);
    await page.goto("/about-us/");
    await waitForHydration(page);

    const names = async () => (await vitals(page)).map((vital) => vital.name).sort();
    await expect.poll(names, { timeout: WAIT_MS }).toEqual(expect.arrayContaining(["FCP", "LCP", "TTFB"]));

    // An interaction (a click on the page's heading) gives INP, reported 3000 ms after it settles.
    const clickedAt = await page.evaluate(() => performance.now());
    await page.getByRole("heading", { level: 1 }).click();
    await expect.poll(names, { timeout: WAIT_MS }).toContain("INP");

    const all = await vitals(page);
    for (const vital of all) {
      // One copy of web-vitals (v4) reports them all; the plugin's own v1 tracking is off.
      expect(vital.id).toMatch(/^v4-\d+-\d+$/);
      expect(Number.isInteger(vital.value)).toBe(true);
      // In milliseconds from the navigation's start (INP: from the click), so never longer than the page
      // had lived when it was reported.
      const from = vital.name === "INP" ? clickedAt : 0;
      expect(vital.value).toBeGreaterThanOrEqual(0);
      expect(vital.value, vital.name).toBeLessThanOrEqual(Math.ceil(vital.at - from));
    }
    // The first byte comes before the first paint, which comes no later than the largest.
    const valueOf = (name: string) => all.find((vital) => vital.name === name)!.value;
    expect(valueOf("TTFB")).toBeLessThanOrEqual(valueOf("FCP"));
    expect(valueOf("FCP")).toBeLessThanOrEqual(valueOf("LCP"));
    // Each metric is sent once.
    expect(new Set(all.map((vital) => vital.name)).size).toBe(all.length);
    const inp = all.find((vital) => vital.name === "INP")!;
    expect(inp.at - clickedAt).toBeGreaterThanOrEqual(3000);
  });
});
