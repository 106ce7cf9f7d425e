import { expect, test } from "@playwright/test";
import {
  SEGMENT_SCRIPT,
  fulfilSegment,
  isSameDocument,
  markDocument,
  stubThirdParties,
  waitForHydration,
} from "./support/instrumentation";

type Call = { method: string; args: unknown[] };
type TestWindow = { __analyticsCalls: Call[] };

const spring = {
  id: "42",
  medium: "email",
  name: "spring",
  source: "newsletter",
  term: null,
  content: null,
  gclid: null,
};

const contextOf = (campaign: typeof spring | null, entryPoint: string) => ({
  context: { campaign, entry_point: entryPoint },
});

const footerLink = (page: import("@playwright/test").Page, name: string) =>
  page.locator("#contact-us").getByRole("link", { name, exact: true });

test.describe("campaign attribution and analytics", () => {
  test.beforeEach(async ({ page }) => {
    await stubThirdParties(page);
    // The test build runs the CTA copy experiment: a visitor already in a cohort, so no join event mixes
    // into the calls counted here (the experiment's own tests are in interactions.spec.ts).
    await page.addInitScript(() => window.localStorage.setItem("experiment-cta-copy", "control"));
  });

  test("saves the campaign of the landing URL and keeps it on visits without campaign parameters", async ({ page }) => {
    await page.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_id=42&ref=x");
    await waitForHydration(page);
    const stored = () => page.evaluate(() => JSON.parse(window.localStorage.getItem("analytics.campaign") ?? "null"));
    expect(await stored()).toEqual(spring);

    await page.goto("/about-us/?ref=footer");
    await waitForHydration(page);
    expect(await stored()).toEqual(spring);

    await page.goto("/contact-us/?gclid=g-777");
    await waitForHydration(page);
    expect(await stored()).toEqual({
      id: null,
      medium: null,
      name: null,
      source: null,
      term: null,
      content: null,
      gclid: "g-777",
    });
  });

  test("a visit without campaign parameters saves nothing", async ({ page }) => {
    await page.goto("/services/?page=2");
    await waitForHydration(page);
    expect(await page.evaluate(() => window.localStorage.getItem("analytics.campaign"))).toBeNull();
  });

  test("calls page() on window.analytics on load and on every route change, with campaign and entry_point", async ({
    page,
  }) => {
    // A page that already has window.analytics (as from the tag manager) uses it as it is.
    await page.addInitScript(() => {
      const calls: Call[] = [];
      (window as unknown as TestWindow).__analyticsCalls = calls;
      const record =
        (method: string) =>
        (...args: unknown[]) =>
          void calls.push({ method, args: JSON.parse(JSON.stringify(args)) as unknown[] });
      (window as unknown as { analytics: object }).analytics = {
        track: record("track"),
        identify: record("identify"),
        page: record("page"),
      };
    });
    const segment = await fulfilSegment(page);
    const calls = () => page.evaluate(() => (window as unknown as TestWindow).__analyticsCalls);

    await page.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_id=42");
    await expect.poll(calls).toEqual([{ method: "page", args: [null, {}, contextOf(spring, "/")] }]);
    await waitForHydration(page);
    await markDocument(page);

    await footerLink(page, "About us").click();
    await expect(page).toHaveURL("/about-us/");
    await expect.poll(calls).toEqual([
      { method: "page", args: [null, {}, contextOf(spring, "/")] },
      { method: "page", args: [null, {}, contextOf(spring, "/about-us/")] },
    ]);
    expect(await isSameDocument(page)).toBe(true);

    await footerLink(page, "Our work").click();
    await expect(page).toHaveURL("/our-work/");
    await expect
      .poll(async () => (await calls()).at(-1))
      .toEqual({
        method: "page",
        args: [null, {}, contextOf(spring, "/our-work/")],
      });
    expect(await calls()).toHaveLength(3);
    // The existing object was used: Segment's library was never requested.
    expect(segment).toHaveLength(0);
  });

  test("loads Segment's analytics.js for the write key once the page is idle, handing it the calls queued so far", async ({
    page,
  }) => {
    await page.unroute("https://cdn.segment.com/**");
    // A stand-in for analytics.js: records the stub's queue, then takes its place.
    const library = `(() => {
      const stub = window.analytics;
      window.__replayed = JSON.parse(JSON.stringify(Array.from(stub)));
      window.__live = [];
      const record = (method) => (...args) => { window.__live.push([method, ...JSON.parse(JSON.stringify(args))]); };
      window.analytics = { initialized: true, track: record("track"), identify: record("identify"), page: record("page") };
    })();`;
    const requests = await fulfilSegment(page, library);
    // Records the document's state when the script element is added.
    await page.addInitScript((src) => {
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          for (const node of Array.from(mutation.addedNodes)) {
            if (node instanceof HTMLScriptElement && node.src === src) {
              (window as unknown as { __segmentAddedWhen: string }).__segmentAddedWhen = document.readyState;
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    }, SEGMENT_SCRIPT);

    const html = await (await page.request.get("/")).text();
    expect(html).not.toContain("cdn.segment.com");

    await page.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_id=42");
    await expect.poll(() => requests.map((request) => request.url())).toEqual([SEGMENT_SCRIPT]);
    expect(await page.evaluate(() => (window as unknown as { __segmentAddedWhen: string }).__segmentAddedWhen)).toBe(
      "complete",
    );

    const replayed = await page.waitForFunction(() => (window as unknown as { __replayed?: unknown[] }).__replayed);
    expect(await replayed.jsonValue()).toEqual([
      [
        "page",
        null,
        {},
        contextOf(spring, "/"),
        expect.objectContaining({ __t: "bpc", p: "/", u: expect.stringMatching(/\/\?utm_source=newsletter/) }),
      ],
    ]);

    await page.locator("#contact-us").getByRole("link", { name: "About us", exact: true }).click();
    await expect(page).toHaveURL("/about-us/");
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __live: unknown[] }).__live))
      .toEqual([["page", null, {}, contextOf(spring, "/about-us/")]]);
  });
});
