/**
 * Lazily loaded parts whose code cannot be loaded (src/islands): each of the site's own
 * chunks loaded on demand is answered 404 (a tab that outlived a deploy) or cut off (a flaky
 * connection). The page never blanks: it keeps its heading and footer, nothing reaches the console
 * as an uncaught error, and where the spec's rule applies (§8, "Chunk-load failure → browser
 * navigates to last known path") exactly one full load of the same path happens, not a loop.
 */
import { expect, test, type Page } from "@playwright/test";
import { waitForHydration as waitForElementHydration } from "./support/hydration";
import { isSameDocument, markDocument, stubThirdParties, waitForHydration } from "./support/instrumentation";
import {
  RELOADED_PATHS_KEY,
  type Breakage,
  breakChunk,
  partWarnings,
  reloadedPaths,
  watch,
} from "./support/lazy-parts";
import { storedLeadTexts } from "./support/leads";
import { servedHeading } from "./support/served";
import { WAIT_MS } from "./support/waits";

/** The chunks, matched by their webpackChunkName. */
const CHUNKS = {
  newsletterForm: /\/newsletter-form-[0-9a-f]+\.js$/,
  toasts: /\/toasts-[0-9a-f]+\.js$/,
  contactDialog: /\/contact-dialog-[0-9a-f]+\.js$/,
  privacyDialog: /\/privacy-dialog-[0-9a-f]+\.js$/,
  homeSections: /\/home-sections-[0-9a-f]+\.js$/,
  footerStatic: /\/footer-static-[0-9a-f]+\.js$/,
  footer: /\/footer-[0-9a-f]+\.js$/,
  webVitals: /\/web-vitals-[0-9a-f]+\.js$/,
  errorReportingSdk: /\/error-reporting-sdk-[0-9a-f]+\.js$/,
};

/** The page still stands: its heading, its footer, React's root not emptied. */
async function expectPageStands(page: Page, heading: string | RegExp) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(page.locator("footer")).toBeVisible();
  await expect(page.locator("footer").getByRole("heading", { name: "Get our newsletter" })).toBeVisible();
  expect(await page.locator("#___gatsby").evaluate((root) => root.childElementCount)).toBeGreaterThan(0);
}

const footerForm = (page: Page) => page.locator("footer").getByRole("form", { name: "Newsletter" });

/** Scrolls to the footer's newsletter form, which asks for its code as it comes near. */
async function reachFooterForm(page: Page) {
  await waitForHydration(page);
  await footerForm(page).scrollIntoViewIfNeeded();
}

const isHydrated = (page: Page) =>
  footerForm(page)
    .getByLabel("E-mail")
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber")));

/** The footer's form has its code: it hydrates and validates. */
async function expectWorkingNewsletterForm(page: Page) {
  await reachFooterForm(page);
  const input = footerForm(page).getByLabel("E-mail");
  await waitForElementHydration(input);
  await input.fill("not-an-email");
  await input.blur();
  await expect(footerForm(page).getByText("Invalid email")).toBeVisible();
}

/**
 * Breaks `chunk` and loads `path`, where `ask` makes the page ask for the part: its first try and
 * retry fail, and the path is loaded again, once. On the new load the part is asked for again and
 * fails again: no second reload (no loop).
 */
async function expectOneReloadThenNoLoop(
  page: Page,
  options: { chunk: RegExp; how: Breakage; path: string; part: string; ask: (page: Page) => Promise<void> },
) {
  const { chunk, how, path, part, ask } = options;
  const seen = watch(page);
  const requests = await breakChunk(page, chunk, how);
  await page.goto(path);
  const secondLoad = page.waitForEvent("load");
  await ask(page);
  await secondLoad;
  expect(seen.documents).toEqual([path, path]);
  expect(requests).toHaveLength(2);
  expect(await reloadedPaths(page)).toBe(JSON.stringify([path]));

  await ask(page);
  await expect.poll(() => partWarnings(seen.warnings, part)).toHaveLength(2);
  expect(requests).toHaveLength(4);
  return { seen, requests };
}

/** This session already used its one reload of `path` (set before every load of the page). */
const spendReloadOf = (page: Page, path: string) =>
  page.addInitScript(
    ([key, value]) => window.sessionStorage.setItem(key, value),
    [RELOADED_PATHS_KEY, JSON.stringify([path])],
  );

test.beforeEach(async ({ page }) => {
  await stubThirdParties(page);
});

test.describe("the newsletter form's chunk", () => {
  for (const how of ["404", "cut off"] as const) {
    test(`${how}: the server's form stays, and the path is loaded again once, not in a loop`, async ({ page }) => {
      const { seen } = await expectOneReloadThenNoLoop(page, {
        chunk: CHUNKS.newsletterForm,
        how,
        path: "/contact-us/",
        part: "newsletter-form",
        ask: reachFooterForm,
      });
      // The server HTML stays.
      await expectPageStands(page, "Tell us about your project");
      const form = footerForm(page);
      await expect(form.getByLabel("E-mail")).toBeVisible();
      await expect(form.getByRole("button", { name: "Subscribe" })).toBeVisible();
      expect(await isHydrated(page)).toBe(false);
      // The kept form is the server's, and takes typing.
      await form.getByLabel("E-mail").fill("ada@example.com");
      await expect(form.getByLabel("E-mail")).toHaveValue("ada@example.com");
      // The rest of the page works: the contact dialog opens.
      await page.locator('header button[data-cta="header"]').click();
      await expect(page.getByRole("dialog")).toBeVisible();

      expect(seen.documents).toEqual(["/contact-us/", "/contact-us/"]);
      expect(await reloadedPaths(page)).toBe('["/contact-us/"]');
      expect(seen.uncaught).toEqual([]);
    });
  }

  test("404 after the path's reload is spent: the next link is a full load, then once per path, no loop", async ({
    page,
  }) => {
    const seen = watch(page);
    const requests = await breakChunk(page, CHUNKS.newsletterForm, "404");
    // This session already reloaded /about-us/ once (set on the first load only).
    await page.addInitScript(
      ([key, value]) => window.sessionStorage.getItem(key) ?? window.sessionStorage.setItem(key, value),
      [RELOADED_PATHS_KEY, '["/about-us/"]'],
    );
    await page.goto("/about-us/");
    await reachFooterForm(page);
    await expect.poll(() => partWarnings(seen.warnings, "newsletter-form")).toHaveLength(1);
    expect(seen.documents).toEqual(["/about-us/"]);

    // A link in the footer: a full load of /contact-us/ (Gatsby would render it client-side), whose
    // newsletter form fails too and makes its one reload; after that the page stays.
    const loads = [page.waitForEvent("load"), page.waitForEvent("load").then(() => page.waitForEvent("load"))];
    await page.locator("footer").getByRole("link", { name: "Contact us" }).click();
    await loads[0];
    await reachFooterForm(page);
    await loads[1];
    await reachFooterForm(page);
    await expect.poll(() => partWarnings(seen.warnings, "newsletter-form")).toHaveLength(3);
    expect(requests).toHaveLength(6);
    expect(seen.documents).toEqual(["/about-us/", "/contact-us/", "/contact-us/"]);
    expect(await reloadedPaths(page)).toBe('["/about-us/","/contact-us/"]');
    await expectPageStands(page, "Tell us about your project");
    await expect(footerForm(page).getByRole("button", { name: "Subscribe" })).toBeVisible();
    expect(seen.uncaught).toEqual([]);
  });

  test("404 after the path's reload is spent: the kept server form posts natively, stored once, thank-you page", async ({
    page,
  }) => {
    const seen = watch(page);
    await breakChunk(page, CHUNKS.newsletterForm, "404");
    await spendReloadOf(page, "/contact-us/");
    await page.goto("/contact-us/");
    await reachFooterForm(page);
    await expect.poll(() => partWarnings(seen.warnings, "newsletter-form")).toHaveLength(1);
    expect(await isHydrated(page)).toBe(false);
    const marker = `kept-form-${Date.now()}`;
    await footerForm(page).getByLabel("E-mail").fill(`${marker}@example.com`);
    await footerForm(page).getByRole("button", { name: "Subscribe" }).click();
    await page.waitForURL("**/newsletter/thank-you/");
    const leads = (await storedLeadTexts()).filter((text) => text.includes(marker));
    expect(leads).toHaveLength(1);
    expect(JSON.parse(leads[0] as string)).toMatchObject({
      form: "newsletter",
      fields: { footer_email: `${marker}@example.com` },
      meta: { source: "footer", page: "/contact-us/" },
    });
    // The browser's own post (a navigation, not a script's request), answered 303 to the thank-you page.
    expect(seen.documents).toEqual(["/contact-us/", "/api/newsletter", "/newsletter/thank-you/"]);
    expect(seen.uncaught).toEqual([]);
  });

  test("cut off once: the retry loads it and the form works, with no reload", async ({ page }) => {
    const seen = watch(page);
    const requests = await breakChunk(page, CHUNKS.newsletterForm, "cut off once");
    await page.goto("/contact-us/");
    await expectWorkingNewsletterForm(page);
    expect(requests).toHaveLength(2);
    expect(seen.documents).toEqual(["/contact-us/"]);
    expect(await reloadedPaths(page)).toBeNull();
    expect(partWarnings(seen.warnings, "newsletter-form")).toEqual([]);
    expect(seen.uncaught).toEqual([]);
  });

  test("the failure reaches the error-reporting service once, as handled", async ({ page }) => {
    const { sentry } = await stubThirdParties(page);
    await breakChunk(page, CHUNKS.newsletterForm, "404");
    await spendReloadOf(page, "/about-us/");
    await page.goto("/about-us/");
    await reachFooterForm(page);
    const mechanisms = () =>
      sentry.events.flatMap((event) => event.exception?.values ?? []).map((value) => value.mechanism);
    await expect
      .poll(mechanisms, { timeout: WAIT_MS })
      .toEqual([{ type: "lazy-part", handled: true, data: { part: "newsletter-form" } }]);
  });
});

test.describe("the toasts' chunk", () => {
  /** Subscribes through the footer form (the server's answer is stubbed): its success is a toast. */
  async function subscribe(page: Page) {
    await page.route("**/api/newsletter", (route) =>
      route.fulfill({ status: 201, contentType: "application/json", body: JSON.stringify({ id: "lead-e2e" }) }),
    );
    await reachFooterForm(page);
    const input = footerForm(page).getByLabel("E-mail");
    await waitForElementHydration(input);
    await input.fill("grace@example.com");
    await footerForm(page).getByRole("button", { name: "Subscribe" }).click();
  }

  for (const how of ["404", "cut off"] as const) {
    test(`${how}: the path is loaded again once, the page stands, and a second failure does not loop`, async ({
      page,
      request,
    }) => {
      const { seen } = await expectOneReloadThenNoLoop(page, {
        chunk: CHUNKS.toasts,
        how,
        path: "/about-us/",
        part: "toasts",
        ask: subscribe,
      });
      expect(seen.documents).toEqual(["/about-us/", "/about-us/"]);
      await expectPageStands(page, await servedHeading(request, "/about-us/"));
      expect(await reloadedPaths(page)).toBe('["/about-us/"]');
      expect(seen.uncaught).toEqual([]);
    });
  }

  test("404 while a form holds what the visitor typed: no reload, the address stays", async ({ page }) => {
    const seen = watch(page);
    const requests = await breakChunk(page, CHUNKS.toasts, "404");
    await page.route("**/api/newsletter", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Down" }) }),
    );
    await page.goto("/about-us/");
    await reachFooterForm(page);
    const input = footerForm(page).getByLabel("E-mail");
    await waitForElementHydration(input);
    await input.fill("grace@example.com");
    await footerForm(page).getByRole("button", { name: "Subscribe" }).click();
    // The failure shows inline; its toast cannot be drawn, and the typed address is kept.
    await expect(footerForm(page).getByRole("alert")).toHaveText("Something went wrong. Please try again later.");
    await expect.poll(() => partWarnings(seen.warnings, "toasts")).toHaveLength(1);
    expect(requests).toHaveLength(2);
    await expect(input).toHaveValue("grace@example.com");
    expect(seen.documents).toEqual(["/about-us/"]);
    expect(await reloadedPaths(page)).toBeNull();
    await expectPageStands(page, /./);
    // The form logs the server's 500 itself (first line below); nothing else.
    expect(seen.uncaught.map((text) => text.split("\n")[0])).toEqual([
      "Form submission failed: Something went wrong. Please try again later.",
    ]);
  });

  test("cut off once: the retry loads it and the toast shows", async ({ page }) => {
    const seen = watch(page);
    const requests = await breakChunk(page, CHUNKS.toasts, "cut off once");
    await page.goto("/about-us/");
    await subscribe(page);
    await expect(page.locator("[data-toast-type='success']")).toHaveText(
      /Thank you for subscribing to our newsletter!/,
    );
    expect(requests).toHaveLength(2);
    expect(seen.documents).toEqual(["/about-us/"]);
    expect(seen.uncaught).toEqual([]);
  });
});

test.describe("the contact dialog's chunk", () => {
  for (const how of ["404", "cut off"] as const) {
    test(`${how}: the visitor is taken to the contact page, which has the same form, once`, async ({ page }) => {
      const seen = watch(page);
      const requests = await breakChunk(page, CHUNKS.contactDialog, how);
      await page.goto("/about-us/");
      await waitForHydration(page);
      await page.locator('header button[data-cta="header"]').click();
      await page.waitForURL("**/contact-us/");
      await expectPageStands(page, "Tell us about your project");
      await expect(page.locator("main").getByLabel("Name")).toBeVisible();
      expect(requests).toHaveLength(2);
      expect(seen.documents).toEqual(["/about-us/", "/contact-us/"]);
      expect(partWarnings(seen.warnings, "contact-dialog")).toHaveLength(1);
      expect(seen.uncaught).toEqual([]);
    });
  }

  test("cut off once: the retry loads it and the dialog opens", async ({ page }) => {
    const seen = watch(page);
    const requests = await breakChunk(page, CHUNKS.contactDialog, "cut off once");
    await page.goto("/about-us/");
    await waitForHydration(page);
    await page.locator('header button[data-cta="header"]').click();
    // Named after the header's label, which the copy experiment picks: any contact dialog will do here. Its
    // frame is drawn at once; the form is the chunk that was cut off, there after the retry.
    await expect(page.getByRole("dialog").getByLabel("Name")).toBeVisible();
    expect(requests).toHaveLength(2);
    expect(seen.documents).toEqual(["/about-us/"]);
    expect(seen.uncaught).toEqual([]);
  });
});

test.describe("the privacy dialog's chunk", () => {
  for (const how of ["404", "cut off"] as const) {
    test(`${how}: the visitor is taken to the privacy policy, which says how to choose, once`, async ({
      page,
      request,
    }) => {
      const seen = watch(page);
      const requests = await breakChunk(page, CHUNKS.privacyDialog, how);
      await page.goto("/about-us/");
      await waitForHydration(page);
      await page.locator("footer").getByRole("button", { name: "Your privacy choices" }).click();
      await page.waitForURL("**/privacy-policy/");
      await expectPageStands(page, await servedHeading(request, "/privacy-policy/"));
      // The warm-up on hover or focus, then the part's load and its one retry.
      expect(requests.length).toBeGreaterThanOrEqual(2);
      expect(seen.documents).toEqual(["/about-us/", "/privacy-policy/"]);
      expect(partWarnings(seen.warnings, "privacy-dialog")).toHaveLength(1);
      expect(seen.uncaught).toEqual([]);
    });
  }

  test("cut off once (the warm-up on hover): the dialog opens, with no navigation", async ({ page }) => {
    const seen = watch(page);
    const requests = await breakChunk(page, CHUNKS.privacyDialog, "cut off once");
    await page.goto("/about-us/");
    await waitForHydration(page);
    await page.locator("footer").getByRole("button", { name: "Your privacy choices" }).click();
    await expect(page.getByRole("dialog", { name: "Your privacy choices" })).toBeVisible();
    expect(requests.length).toBeGreaterThanOrEqual(2);
    expect(seen.documents).toEqual(["/about-us/"]);
    expect(partWarnings(seen.warnings, "privacy-dialog")).toEqual([]);
    expect(seen.uncaught).toEqual([]);
  });
});

test.describe("a static part's chunk (needed only for a client-side render)", () => {
  for (const how of ["404", "cut off"] as const) {
    test(`${how} after a navigation: the page is loaded again once, and the server's HTML has the part`, async ({
      page,
    }) => {
      const seen = watch(page);
      const requests = await breakChunk(page, CHUNKS.homeSections, how);
      await page.goto("/about-us/");
      await waitForHydration(page);
      await page.locator('header a[href="/"]').first().click();
      await expect.poll(() => seen.documents).toEqual(["/about-us/", "/"]);
      await page.waitForLoadState("load");
      await waitForHydration(page);
      await expectPageStands(page, /\S/);
      await expect(page.locator('[data-static-part="home-sections"] section').first()).toBeVisible();
      // The preload on hover, then the part's load and its one retry.
      expect(requests.length).toBeGreaterThanOrEqual(2);
      expect(partWarnings(seen.warnings, "home-sections")).toHaveLength(1);
      expect(await reloadedPaths(page)).toBe('["/"]');
      expect(seen.documents).toEqual(["/about-us/", "/"]);
      expect(seen.uncaught).toEqual([]);
    });
  }

  test("cut off once (the preload on hover): the navigation renders the part, with no reload", async ({ page }) => {
    const seen = watch(page);
    const requests = await breakChunk(page, CHUNKS.homeSections, "cut off once");
    await page.goto("/about-us/");
    await waitForHydration(page);
    await markDocument(page);
    await page.locator('header a[href="/"]').first().click();
    await expect(page).toHaveURL("/");
    await expect(page.locator('[data-static-part="home-sections"] section').first()).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
    expect(requests).toHaveLength(2);
    expect(partWarnings(seen.warnings, "home-sections")).toEqual([]);
    expect(seen.documents).toEqual(["/about-us/"]);
    expect(seen.uncaught).toEqual([]);
  });
});

test.describe("the footer's static parts' chunk (the footer stays mounted: only the preload asks for it)", () => {
  /** The footer's static parts as the server rendered them. */
  const footerParts = (page: Page) =>
    page
      .locator('footer [data-static-part^="footer-"]')
      .evaluateAll((parts) => parts.map((part) => [part.getAttribute("data-static-part"), part.innerHTML]));

  for (const how of ["404", "cut off"] as const) {
    test(`${how}: the failed preload changes nothing; the footer keeps its server HTML across navigations`, async ({
      page,
    }) => {
      const seen = watch(page);
      const requests = await breakChunk(page, CHUNKS.footerStatic, how);
      await page.goto("/about-us/");
      await waitForHydration(page);
      const landed = await footerParts(page);
      expect(landed.map(([name]) => name)).toEqual(["footer-intro", "footer-directory", "footer-social"]);
      for (const [, html] of landed) expect(html).not.toBe("");
      await markDocument(page);

      // Hovering a link preloads every static part's code: the footer's fails.
      await page.locator('header a[href="/"]').first().hover();
      await expect.poll(() => requests.length).toBeGreaterThanOrEqual(1);
      await page.locator('header a[href="/"]').first().click();
      await expect(page).toHaveURL("/");
      await expect(page.locator('[data-static-part="home-sections"] section').first()).toBeVisible();
      // A link inside the footer (server HTML, caught client-side) still navigates without a reload.
      const link = page.locator('footer [data-static-part="footer-directory"] a[href^="/"]:not([href="/"])').first();
      const target = await link.getAttribute("href");
      await link.click();
      await expect(page).toHaveURL(target!);
      await expectPageStands(page, /\S/);

      expect(await footerParts(page)).toEqual(landed);
      expect(await isSameDocument(page)).toBe(true);
      expect(seen.documents).toEqual(["/about-us/"]);
      expect(await reloadedPaths(page)).toBeNull();
      expect(seen.warnings.filter((text) => /The footer-\w+ part/.test(text))).toEqual([]);
      expect(seen.uncaught).toEqual([]);
    });
  }
});

test.describe("the footer block's chunk (asked for as React takes the page over)", () => {
  for (const how of ["404", "cut off"] as const) {
    test(`${how}: the footer keeps its server HTML, the path is loaded again once, and the page works`, async ({
      page,
      request,
    }) => {
      const { seen } = await expectOneReloadThenNoLoop(page, {
        chunk: CHUNKS.footer,
        how,
        path: "/about-us/",
        part: "footer",
        // The footer's code is asked for by the page itself, as it hydrates.
        ask: waitForHydration,
      });
      await expectPageStands(page, await servedHeading(request, "/about-us/"));
      // The footer is the server's: its links and its native form are there, React does not own it.
      const footer = page.locator("footer");
      await expect(footer.getByRole("link", { name: "Privacy policy" }).first()).toHaveAttribute(
        "href",
        "/privacy-policy/",
      );
      await expect(footerForm(page)).toHaveAttribute("action", "/api/newsletter");
      expect(
        await footer.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"))),
      ).toBe(false);
      // The header works: its call-to-action opens the contact dialog.
      await page.locator('header button[data-cta="header"]').click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(seen.uncaught).toEqual([]);
    });
  }
});

test.describe("web-vitals' chunk (INP, FCP and TTFB; loaded after the page's load)", () => {
  const measured = (page: Page) =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [])
        .filter((item) => item.event === "core-web-vitals")
        .map((item) => (item.webVitalsMeasurement as { name: string }).name),
    );

  for (const how of ["404", "cut off"] as const) {
    test(`${how}: left out, reported once, no reload, and the page works`, async ({ page }) => {
      const seen = watch(page);
      const requests = await breakChunk(page, CHUNKS.webVitals, how);
      await page.goto("/about-us/");
      await waitForHydration(page);
      await expect.poll(() => partWarnings(seen.warnings, "web-vitals"), { timeout: WAIT_MS }).toHaveLength(1);
      expect(requests).toHaveLength(2);
      expect(await measured(page)).not.toEqual(expect.arrayContaining(["FCP"]));
      expect(await measured(page)).not.toEqual(expect.arrayContaining(["TTFB"]));
      await expectWorkingNewsletterForm(page);
      expect(seen.documents).toEqual(["/about-us/"]);
      expect(await reloadedPaths(page)).toBeNull();
      expect(seen.uncaught).toEqual([]);
    });
  }

  test("cut off once: the retry loads it and FCP and TTFB are measured", async ({ page }) => {
    const seen = watch(page);
    const requests = await breakChunk(page, CHUNKS.webVitals, "cut off once");
    await page.goto("/about-us/");
    await waitForHydration(page);
    await expect.poll(() => measured(page), { timeout: WAIT_MS }).toEqual(expect.arrayContaining(["FCP", "TTFB"]));
    expect(requests).toHaveLength(2);
    expect(partWarnings(seen.warnings, "web-vitals")).toEqual([]);
    expect(seen.uncaught).toEqual([]);
  });
});

test.describe("the error-reporting SDK's chunk", () => {
  // The tests raise errors from inline scripts of their own, which the page's policy rightly refuses.
  test.use({ bypassCSP: true });

  for (const how of ["404", "cut off"] as const) {
    test(`${how}: reporting does not start, nothing is unhandled, the page is not reloaded and works`, async ({
      page,
    }) => {
      const seen = watch(page);
      const requests = await breakChunk(page, CHUNKS.errorReportingSdk, how);
      await page.goto("/");
      await waitForHydration(page);
      // The SDK is fetched at the page's first error.
      await page.addScriptTag({ content: `throw new Error("The page's own error");` });
      await expect
        .poll(() => seen.warnings.filter((text) => text.startsWith("Error reporting could not start:")), {
          timeout: WAIT_MS,
        })
        .toHaveLength(1);
      expect(requests).toHaveLength(2);
      await expectPageStands(page, /./);
      // The site works without it: the newsletter form hydrates and validates.
      await expectWorkingNewsletterForm(page);
      expect(seen.documents).toEqual(["/"]);
      expect(await reloadedPaths(page)).toBeNull();
      // Only the error the test raised: the SDK's failure itself is handled.
      expect(seen.uncaught).toEqual([expect.stringContaining("The page's own error")]);
    });
  }

  test("cut off once: the retry loads the SDK and errors are reported", async ({ page }) => {
    const { sentry } = await stubThirdParties(page);
    const requests = await breakChunk(page, CHUNKS.errorReportingSdk, "cut off once");
    await page.goto("/about-us/");
    await waitForHydration(page);
    expect(requests).toHaveLength(0);
    await page.addScriptTag({ content: `throw new Error("After the retry");` });
    await expect.poll(() => requests.length, { timeout: WAIT_MS }).toBe(2);
    await expect
      .poll(() => sentry.events.flatMap((event) => event.exception?.values ?? []).map((value) => value.value), {
        timeout: WAIT_MS,
      })
      .toContain("After the retry");
  });
});
