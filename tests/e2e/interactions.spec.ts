import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { contextAt, recordAnalytics, trackCalls } from "./support/analytics";
import { waitForHydration } from "./support/hydration";
import { stubThirdParties } from "./support/instrumentation";
import { wheelAndSettle } from "./support/settle";
import { SITE_TEMPLATES, hydrated } from "./page-templates";
import { firstLoadJavaScript } from "../../scripts/quality/budget";

/*
 * Visitor interactions on the built site: newsletter, contact dialog, call-to-action,
 * lead forms, toasts and the analytics calls they make.
 */

const ERROR_RED = "rgb(255, 123, 123)";

async function footerNewsletter(page: Page) {
  const form = page.locator("footer").getByRole("form", { name: "Newsletter" });
  const input = form.getByLabel("E-mail");
  await waitForHydration(input);
  return { form, input, button: form.getByRole("button", { name: "Subscribe" }) };
}

const signups = async (page: Page) => (await trackCalls(page)).filter(([event]) => event === "newsletter_signup");

/** The header call-to-action, once it has become the dialog button. */
async function headerCta(page: Page) {
  const cta = page.locator('header button[data-cta="header"]');
  await expect(cta).toBeVisible();
  return cta;
}

test.beforeEach(async ({ page }) => {
  // The test build's instrumentation keys make third-party requests: answer them here, so none fails in the console.
  await stubThirdParties(page);
  await recordAnalytics(page);
});

test.describe("newsletter", () => {
  test("validates with the specification's messages, in red under the field", async ({ page }) => {
    await page.goto("/");
    const { input, button, form } = await footerNewsletter(page);
    await expect(input).toHaveAttribute("name", "footer_email");
    await expect(input).toHaveAttribute("placeholder", "you@company.com");

    await input.focus();
    await input.blur();
    const required = form.getByText("Email is required");
    await expect(required).toBeVisible();
    await expect(required).toHaveCSS("color", ERROR_RED);
    await expect(button).toBeDisabled();

    await input.fill("jane@@example.com");
    await expect(form.getByText("Invalid email")).toBeVisible();
    await expect(button).toBeDisabled();

    await input.fill("jane@example.com");
    await expect(form.getByText("Invalid email")).toHaveCount(0);
    await expect(button).toBeEnabled();
  });

  test("a failed submit focuses the field", async ({ page }) => {
    await page.goto("/");
    const { input, button, form } = await footerNewsletter(page);
    await button.click();
    await expect(form.getByText("Email is required")).toBeVisible();
    await expect(input).toBeFocused();
  });

  test("subscribes: success toast, newsletter_signup from the footer, button locked for 2 s", async ({ page }) => {
    await page.goto("/");
    const { input, button } = await footerNewsletter(page);
    await input.fill("jane@example.com");
    // Record when the button's disabled state (aria-disabled: it stays focusable) changes, in the page's own clock.
    await button.evaluate((element) => {
      const log: Array<[boolean, number]> = [];
      Object.assign(window, { __buttonLog: log });
      new MutationObserver(() =>
        log.push([element.getAttribute("aria-disabled") === "true", performance.now()]),
      ).observe(element, { attributes: true, attributeFilter: ["aria-disabled"] });
    });
    await button.click();

    const toast = page.locator("[data-toast-type='success']");
    await expect(toast).toHaveText(/Thank you for subscribing to our newsletter!/);
    await expect(toast.getByRole("button", { name: "Close notification" })).toBeVisible();
    // Locked, then unlocked 2 s later: read from the page's own log (on a busy machine the 2 s can be over
    // before a check from here would run).
    await expect(button).toBeEnabled({ timeout: 5000 });
    await expect(input).toHaveValue("");
    const log = await page.evaluate(() => (window as unknown as { __buttonLog: Array<[boolean, number]> }).__buttonLog);
    expect(log.map(([disabled]) => disabled)).toEqual([true, false]);
    const lockedFor = log[1][1] - log[0][1];
    expect(lockedFor).toBeGreaterThanOrEqual(1950);
    expect(lockedFor).toBeLessThan(2500);

    expect(await signups(page)).toEqual([
      ["newsletter_signup", { email: "jane@example.com", source: "footer" }, contextAt("/")],
    ]);
  });

  test("records source blog_post under /blog/", async ({ page }) => {
    await page.goto("/blog/");
    const { input, button } = await footerNewsletter(page);
    await input.fill("reader@example.com");
    await button.click();
    await expect(page.locator("[data-toast-type='success']")).toBeVisible();
    expect(await signups(page)).toEqual([
      ["newsletter_signup", { email: "reader@example.com", source: "blog_post" }, contextAt("/blog/")],
    ]);
  });

  test("a blog post ends with its own signup panel, recorded as blog_post", async ({ page }) => {
    await page.goto("/blog/");
    const postPath = await page
      .locator("main a[href^='/blog/']")
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute("href") ?? "").find((href) => /^\/blog\/(?!page\/)[^/]+\/$/.test(href)),
      );
    expect(postPath, "this build has no blog post to visit").toBeTruthy();
    await page.goto(postPath as string);
    const panel = page.locator("main [data-newsletter='post']");
    await expect(panel.getByRole("heading", { level: 2 })).toBeVisible();
    const input = panel.getByLabel("E-mail");
    await waitForHydration(input);
    // One signup form on the page: the footer does not ask a second time on a post.
    await expect(page.getByLabel("E-mail")).toHaveCount(1);
    await expect(page.locator("footer [data-newsletter]")).toHaveCount(0);
    await input.fill("reader@example.com");
    await panel.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.locator("[data-toast-type='success']")).toBeVisible();
    expect(await signups(page)).toEqual([
      ["newsletter_signup", { email: "reader@example.com", source: "blog_post" }, contextAt(postPath as string)],
    ]);
  });

  test("sizes: a 300px field and a 188×48 button on wide screens", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    const { input, button } = await footerNewsletter(page);
    expect((await input.boundingBox())?.width).toBe(300);
    const box = await button.boundingBox();
    expect([box?.width, box?.height]).toEqual([188, 48]);
  });

  test("its code waits for the visitor (here, scrolling to the form), and hydrating it logs no errors", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    page.on("pageerror", (error) => errors.push(error.message));
    const formChunks: string[] = [];
    page.on("request", (request) => {
      if (/\/newsletter-form-[0-9a-f]+\.js$/.test(request.url())) formChunks.push(request.url());
    });
    await page.setViewportSize({ width: 375, height: 812 });
    const response = await page.goto("/");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    // The footer is screens away: nothing fetched its code yet, and its server HTML stands as it is.
    expect(formChunks).toEqual([]);
    const input = page.locator("footer").getByRole("form", { name: "Newsletter" }).getByLabel("E-mail");
    expect(await input.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber")))).toBe(
      false,
    );
    const html = (await response?.text()) ?? "";
    // Named in the chunk map, but neither loaded nor preloaded by the HTML.
    const loadedByHtml = [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(loadedByHtml.length).toBeGreaterThan(0);
    expect(loadedByHtml.filter((url) => /newsletter-form-|contact-dialog-|toasts-/.test(url))).toEqual([]);
    await footerNewsletter(page);
    expect(formChunks).toHaveLength(1);
    // react-hook-form is not in the app bundle that every page loads first.
    const appScript = /<script src="(\/app-[0-9a-f]+\.js)" defer/.exec(html)?.[1];
    expect(appScript).toBeTruthy();
    const app = await (await page.request.get(appScript as string)).text();
    expect(app).not.toContain("shouldUseNativeValidation");
    expect(errors).toEqual([]);
  });
});

/** The `src` of each of Gatsby's deferred script tags in a page's HTML (src/workarounds/defer-gatsby-scripts.ts), in order. */
const deferredScripts = (html: string): string[] =>
  [...html.matchAll(/<script src="([^"]+)" defer(?:="")?><\/script>/g)].map((tag) => tag[1]);

test("Gatsby's scripts are requested while the page is parsed, not held back until it is painted", async ({ page }) => {
  // The call-to-action appears with the first client render, so nothing may delay React's scripts: they are
  // Gatsby's own tags, which the browser finds in the HTML as it arrives (docs/visitor-speed.md: holding them back
  // until the first contentful paint cost 150 ms of first client render on a 9 Mbit/s phone), deferred so that they
  // run once the HTML is parsed, not before the first paint (src/workarounds/defer-gatsby-scripts.ts).
  const response = await page.goto("/");
  const tags = deferredScripts((await response?.text()) ?? "");
  expect(tags.map((src) => src.replace(/-[0-9a-f]+\.js$/, ""))).toEqual(["/webpack-runtime", "/framework", "/app"]);
  const gatsbyScript = /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/;
  await page.waitForFunction(
    (pattern) =>
      performance.getEntriesByType("resource").filter((entry) => new RegExp(pattern).test(entry.name)).length === 3,
    gatsbyScript.source,
  );
  const { firstContentfulPaint, requested } = await page.evaluate((pattern) => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    return {
      firstContentfulPaint: paint?.startTime ?? null,
      requested: performance
        .getEntriesByType("resource")
        .filter((entry) => new RegExp(pattern).test(entry.name))
        .map((entry) => entry.startTime),
    };
  }, gatsbyScript.source);
  expect(firstContentfulPaint).not.toBeNull();
  expect(requested).toHaveLength(3);
  for (const start of requested) expect(start).toBeLessThan(firstContentfulPaint as number);
});

test("the three first-load scripts ask V8 to compile them while they stream; the page's own chunks do not", async ({
  page,
}) => {
  // src/node/compile-hints.ts: the magic comment must be the file's first line, survive minification, and be counted
  // by the source map (error reports are mapped through it); code that runs only on demand stays lazily compiled.
  const response = await page.goto("/");
  const html = (await response?.text()) ?? "";
  const firstLoad = deferredScripts(html);
  expect(firstLoad).toHaveLength(3);
  for (const src of firstLoad) {
    const script = await page.request.get(src);
    expect((await script.text()).startsWith("//# allFunctionsCalledOnLoad\n")).toBe(true);
    // The build's map, read where error reporting reads it: the server does not serve source maps.
    const map = JSON.parse(fs.readFileSync(path.join("public", `${src}.map`), "utf8")) as { mappings: string };
    // The map's first line (the comment) maps to nothing; the code's first segment is on the second line.
    expect(map.mappings.startsWith(";")).toBe(true);
  }
  const pageChunk = /<link rel="preload" href="(\/component---src-pages-index-tsx-[0-9a-f]+\.js)" as="script"/.exec(
    html,
  )?.[1];
  expect(pageChunk).toBeDefined();
  expect(await (await page.request.get(pageChunk as string)).text()).not.toContain("allFunctionsCalledOnLoad");
});

test("no template's first-load scripts carry the design tokens module: its values are written into the rules", () => {
  // src/node/inline-tokens.js: reads of tokens, and calls of a token function with literal arguments, become literals
  // at build time, so the tokens module (every group's values) is in no page's first load. A use it cannot inline
  // (headingMeasure(n) of a variable, a whole group) brings the module back into the page's chunk, and when two
  // pages share it, into a chunk webpack splits off for them: a second request on the first load.
  // The first load as the bench counts it: the page's script tags and its component's chunks (webpack's stats).
  for (const { name, path: pagePath } of SITE_TEMPLATES) {
    const scripts = firstLoadJavaScript("public", pagePath).map((script) => script.src);
    expect(scripts.length, name).toBeGreaterThan(3);
    const withTokens = scripts.filter((src) => {
      const map = JSON.parse(fs.readFileSync(path.join("public", `${src}.map`), "utf8")) as { sources: string[] };
      return map.sources.some((source) => source.endsWith("/src/theme/tokens.ts"));
    });
    expect(withTokens, name).toEqual([]);
  }
});

test("a page's data and code are preloaded from its head, and each is fetched once", async ({ page }) => {
  // src/workarounds/page-resource-preloads.ts: what Gatsby's runtime asks for after app.js, named up front. A preload
  // the runtime does not use (another URL, or a request mode it does not match) would be fetched a second time.
  for (const [path, chunk] of [
    ["/", "component---src-pages-index-tsx"],
    ["/blog/", "component---src-templates-blog-list-tsx"],
  ] as const) {
    const response = await page.goto(path);
    const html = (await response?.text()) ?? "";
    const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(fetch|script)" fetchpriority="low"/g)];
    const hrefs = preloads.map((match) => match[1]);
    const dataDir = path === "/" ? "index" : "blog";
    expect(hrefs.slice(0, 2)).toEqual([`/page-data/${dataDir}/page-data.json`, "/page-data/app-data.json"]);
    expect(hrefs.filter((href) => /^\/page-data\/sq\/d\/\d+\.json$/.test(href)).length).toBeGreaterThan(0);
    expect(hrefs.filter((href) => href.startsWith(`/${chunk}-`))).toHaveLength(1);
    await hydrated(page);
    const fetched = await page.evaluate(
      (urls) => urls.map((url) => performance.getEntriesByName(new URL(url, location.href).href).length),
      hrefs,
    );
    expect(fetched).toEqual(hrefs.map(() => 1));
  }
});

test("a page carries no chunk map its loader cannot read; links in view still prefetch their pages, without an error", async ({
  page,
}) => {
  // src/workarounds/unread-chunk-mapping.ts: Gatsby inlines the whole build's chunk map in every page as a JSON string,
  // which its loader indexes as an object and so never reads; the page keeps an empty one for the loader to index.
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/blog/");
  const html = (await response?.text()) ?? "";
  expect(html).toContain('<script id="gatsby-chunk-mapping">window.___chunkMapping={};</script>');
  expect(html).not.toContain('___chunkMapping="');
  // The viewport prefetch runs the loader's lookup in the map once a linked page's data has arrived.
  const prefetched = page.waitForRequest((request) => {
    const { pathname } = new URL(request.url());
    return /^\/page-data\/.+\/page-data\.json$/.test(pathname) && pathname !== "/page-data/blog/page-data.json";
  });
  await hydrated(page);
  await (await prefetched).response();
  // The loader's lookup runs in the prefetch's continuation: one task and a frame later it has run.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  expect(
    await page.evaluate(() => Object.keys((window as { ___chunkMapping?: object }).___chunkMapping ?? { missing: 1 })),
  ).toEqual([]);
  expect(errors).toEqual([]);
});

test.describe("contact dialog", () => {
  test("loads its frame once the page is idle and its form on the first open only", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    // The frame (a few kilobytes) comes once the page is idle, before any tap: at most IDLE_TIMEOUT_MS (2 s) after
    // load, which on a busy machine can be after the network has been quiet for 500 ms ("networkidle").
    const frame = page.waitForRequest((request) =>
      /^\/contact-dialog-frame-[0-9a-f]+\.js$/.test(new URL(request.url()).pathname),
    );
    await page.goto("/");
    const cta = await headerCta(page);
    await (await frame).response();
    await page.waitForLoadState("networkidle");
    const before = new Set(scripts);
    // The form is not fetched without a sign of intent.
    expect([...before].some((path) => /^\/contact-dialog-[0-9a-f]+\.js$/.test(path))).toBe(false);

    // The form's code is asked for after the frame that answers the tap (a press's intent): it may come after the
    // dialog's frame is visible, so it is awaited, not looked up once.
    const form = page.waitForRequest((request) =>
      /^\/contact-dialog-[0-9a-f]+\.js$/.test(new URL(request.url()).pathname),
    );
    await cta.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await (await form).response();

    // Closing and opening again fetches nothing new.
    await page.keyboard.press("Escape");
    const count = scripts.length;
    await cta.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(scripts.slice(count).filter((path) => path.startsWith("/contact-dialog"))).toEqual([]);
  });

  test("is an accessible modal: labelled, focus in and trapped, Escape closes, focus returns", async ({ page }) => {
    // The header's label (and the dialog's title with it) follows the copy experiment: pin the cohort.
    await page.addInitScript(() => localStorage.setItem("experiment-cta-copy", "lets-work-together"));
    await page.goto("/");
    const cta = await headerCta(page);
    await cta.click();
    const dialog = page.getByRole("dialog", { name: "Let's work together" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(dialog.getByLabel("Name")).toBeFocused();

    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press("Shift+Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(cta).toBeFocused();
  });

  test("hides page scrolling while open", async ({ page }) => {
    await page.goto("/");
    const cta = await headerCta(page);
    const overflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
    expect(await overflow()).not.toBe("hidden");
    await cta.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    // From the frame after the one that draws the dialog.
    await expect.poll(overflow).toBe("hidden");
    await wheelAndSettle(page, 0, 2000);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    expect(await overflow()).not.toBe("hidden");
  });

  test("records open and close", async ({ page }) => {
    await page.goto("/");
    const footerCta = page.locator('footer button[data-cta="footer"]');
    await expect(footerCta).toHaveText("Let's work together");
    await footerCta.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(footerCta).toBeFocused();
    const calls = (await trackCalls(page)).filter(([event]) => String(event).startsWith("contact_form"));
    expect(calls).toEqual([
      ["contact_form_opened", { placement: "footer", intent: "generic" }, contextAt("/")],
      ["contact_form_closed", { placement: "footer", stage: "contact", intent: "generic" }, contextAt("/")],
    ]);
  });

  test("takes a visitor through both steps to the thank-you", async ({ page }) => {
    // The header's intent follows the copy experiment's label: pin the cohort whose intent is generic.
    await page.addInitScript(() => localStorage.setItem("experiment-cta-copy", "control"));
    await page.goto("/");
    await (await headerCta(page)).click();
    const dialog = page.getByRole("dialog");

    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText("Email is required")).toBeVisible();
    await expect(dialog.getByLabel("Name")).toBeFocused();

    await dialog.getByLabel("Name").fill("Ada Lovelace");
    await dialog.getByLabel("Email").fill("ada@example.com");
    await dialog.getByLabel(/^Company/).fill("Analytical Engines");
    await dialog.getByLabel(/^How can we help/).fill("We need a mobile app.");
    await expect(dialog.getByText("21 / 1000")).toBeVisible();
    await dialog.getByRole("button", { name: "Next" }).click();

    await expect(dialog.getByRole("heading", { name: "What you need" })).toBeFocused();
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(dialog.getByText("Please select at least one option.")).toBeVisible();
    await expect(dialog.getByText("Please select an option.")).toHaveCount(2);
    await dialog.getByRole("checkbox", { name: "Mobile app" }).check();
    await dialog.getByLabel("Budget").selectOption("50k-150k");
    await dialog.getByLabel("Timeline").selectOption("asap");
    await dialog.getByRole("button", { name: "Send" }).click();

    await expect(dialog.getByRole("heading", { name: "Thank you!" })).toBeVisible();
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();

    expect(await trackCalls(page)).toEqual(
      expect.arrayContaining([
        [
          "contact_us_submit",
          {
            name: "Ada Lovelace",
            email: "ada@example.com",
            company: "Analytical Engines",
            placement: "dialog",
            intent: "generic",
          },
          contextAt("/"),
        ],
        ["interests_set", { email: "ada@example.com", interests: ["mobile"], intent: "generic" }, contextAt("/")],
        [
          "contact_us_submit_2",
          {
            email: "ada@example.com",
            interests: ["mobile"],
            budget: "50k-150k",
            timeline: "asap",
            placement: "dialog",
            intent: "generic",
          },
          contextAt("/"),
        ],
        ["contact_form_closed", { placement: "header", stage: "thank_you", intent: "generic" }, contextAt("/")],
      ]),
    );
  });

  test("opens the contact page when its code cannot be loaded", async ({ page }) => {
    await page.route(/\/contact-dialog-[0-9a-f]+\.js$/, (route) => route.abort());
    await page.goto("/about-us/");
    await (await headerCta(page)).click();
    await page.waitForURL("**/contact-us/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tell us about your project");
  });
});

test.describe("call-to-action", () => {
  test("fades in after the first client render as a dialog button; the footer one is 296×64", async ({ page }) => {
    await page.goto("/");
    const cta = await headerCta(page);
    await expect(cta).toHaveAttribute("aria-haspopup", "dialog");
    await expect(cta).toHaveCSS("animation-duration", "0.4s");
    await expect(cta).toHaveCSS("opacity", "1");
    await expect(page.locator("a[data-cta]")).toHaveCount(0);
    const footerCta = page.locator('footer button[data-cta="footer"]');
    await footerCta.scrollIntoViewIfNeeded();
    const box = await footerCta.boundingBox();
    expect([box?.width, box?.height]).toEqual([296, 64]);
  });

  test("without JavaScript it is a visible link to the contact page", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    for (const placement of ["header", "footer"]) {
      const link = page.locator(`a[data-cta="${placement}"]`);
      await expect(link).toHaveAttribute("href", "/contact-us/");
      await expect(link).toHaveCSS("opacity", "1");
    }
    await page.locator('footer a[data-cta="footer"]').click();
    await page.waitForURL("**/contact-us/");
    await context.close();
  });

  test("the header's is the dialog button before the page has hydrated; a click then opens the dialog once it has", async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem("experiment-cta-copy", "schedule-a-call"));
    // The page cannot hydrate without its data: held back until the button has been clicked.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/page-data/**", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    const cta = page.locator('header button[data-cta="header"]');
    await expect(cta).toHaveText("Schedule a Call");
    await expect(cta).toHaveCSS("opacity", "1");
    const reactOwns = (selector: string) =>
      page.evaluate(
        (target) => Object.keys(document.querySelector(target) ?? {}).some((key) => key.startsWith("__reactProps")),
        selector,
      );
    expect(await reactOwns('header button[data-cta="header"]')).toBe(true);
    expect(await reactOwns("header button[aria-controls]")).toBe(false); // the menu's button: the page's tree

    await cta.click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect((await trackCalls(page)).filter(([event]) => event === "contact_form_opened")).toEqual([]);

    release();
    const dialog = page.getByRole("dialog", { name: "Schedule a call" });
    await expect(dialog).toBeVisible();
    expect(await reactOwns("header button[aria-controls]")).toBe(true);
    expect((await trackCalls(page)).filter(([event]) => event === "contact_form_opened")).toEqual([
      ["contact_form_opened", { placement: "header", intent: "call" }, contextAt("/")],
    ]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(cta).toBeFocused();
  });

  test("page-body calls to action open the dialog too", async ({ page }) => {
    await page.goto("/about-us/");
    const bodyCta = page.locator('main button[data-cta="page"]').first();
    await expect(bodyCta).toBeVisible();
    await bodyCta.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect((await trackCalls(page)).filter(([event]) => event === "contact_form_opened")).toEqual([
      ["contact_form_opened", { placement: "page", intent: "generic" }, contextAt("/about-us/")],
    ]);
  });
});

test.describe("CTA copy experiment (the e2e build sets GATSBY_CTA_EXPERIMENT_ENABLED=true)", () => {
  const VARIANTS: Record<string, string> = {
    control: "Contact",
    "schedule-a-call": "Schedule a Call",
    "request-an-estimate": "Request an Estimate",
    "lets-work-together": "Let's work together!",
  };

  test("a new visitor joins a cohort: stored, shown in the header and recorded", async ({ page }) => {
    await page.goto("/");
    const cta = await headerCta(page);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("experiment-cta-copy")), {
        message: "no variant stored: was the site built with GATSBY_CTA_EXPERIMENT_ENABLED=true?",
      })
      .not.toBeNull();
    const variant = (await page.evaluate(() => localStorage.getItem("experiment-cta-copy"))) as string;
    expect(Object.keys(VARIANTS)).toContain(variant);
    await expect(cta).toHaveText(VARIANTS[variant]);
    expect((await trackCalls(page)).filter(([event]) => String(event).includes("cohort"))).toEqual([
      [
        "user_joined_cta_cohort",
        { experiment_id: "cta-copy", variant, variant_copy: VARIANTS[variant] },
        contextAt("/"),
      ],
    ]);

    // The cohort sticks: another page shows the same label and records nothing new.
    await page.goto("/services/");
    await expect(await headerCta(page)).toHaveText(VARIANTS[variant]);
    expect((await trackCalls(page)).filter(([event]) => String(event).includes("cohort"))).toEqual([]);
  });

  test("a stored variant is shown without joining again", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("experiment-cta-copy", "schedule-a-call"));
    await page.goto("/");
    await expect(await headerCta(page)).toHaveText("Schedule a Call");
    expect((await trackCalls(page)).filter(([event]) => String(event).includes("cohort"))).toEqual([]);
  });

  test("an unknown stored value is replaced by a real variant", async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("experiment-cta-copy", "call-us-maybe");
        sessionStorage.setItem("seeded", "1");
      }
    });
    await page.goto("/");
    const cta = await headerCta(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("experiment-cta-copy"))).not.toBe("call-us-maybe");
    const variant = (await page.evaluate(() => localStorage.getItem("experiment-cta-copy"))) as string;
    expect(Object.keys(VARIANTS)).toContain(variant);
    await expect(cta).toHaveText(VARIANTS[variant]);
  });
});

test.describe("lead forms", () => {
  test("/contact-us/ shows the contact form inline", async ({ page }) => {
    await page.goto("/contact-us/");
    const name = page.locator("main").getByLabel("Name");
    await waitForHydration(name);
    await page.locator("main").getByRole("button", { name: "Next" }).click();
    await expect(page.locator("main").getByText("Email is required")).toBeVisible();
    await expect(name).toBeFocused();
  });

  test("/application/ validates and thanks the founder", async ({ page }) => {
    await page.goto("/application/");
    const main = page.locator("main");
    await waitForHydration(main.getByLabel("Company name"));
    await main.getByRole("button", { name: "Submit application" }).click();
    await expect(main.getByText("Please select at least one option.")).toBeVisible();
    await main.getByLabel("Company name").fill("Acme Robotics");
    await main.getByLabel("Founder name").fill("Grace Hopper");
    await main.getByLabel("Email").fill("grace@acme.io");
    await main.getByLabel("Stage").selectOption("seed");
    await main.getByRole("checkbox", { name: "Fintech" }).check();
    await main.getByLabel("Your pitch").fill("Robots that do the books.");
    await expect(main.getByText("25 / 1000")).toBeVisible();
    await main.getByRole("button", { name: "Submit application" }).click();
    await expect(main.getByText("Thank you for applying!")).toBeVisible();
  });

  test("/referral-program/ enrolls the referrer", async ({ page }) => {
    await page.goto("/referral-program/");
    const main = page.locator("main");
    await waitForHydration(main.getByLabel("Your name"));
    await main.getByLabel("Your name").fill("Alan Turing");
    await main.getByLabel("Your email").fill("alan@example.com");
    await main.getByLabel("Their name").fill("Joan Clarke");
    await main.getByLabel("Their email").fill("joan@example");
    await main.getByLabel("Their company").fill("Bletchley Labs");
    await main.getByRole("button", { name: "Send referral" }).click();
    await expect(main.getByText("Invalid email")).toBeVisible();
    await expect(main.getByLabel("Their email")).toBeFocused();
    await main.getByLabel("Their email").fill("joan@example.com");
    await main.getByRole("button", { name: "Send referral" }).click();
    await expect(main.getByText("Thank you for the introduction!")).toBeVisible();
    expect(await trackCalls(page)).toEqual(
      expect.arrayContaining([
        [
          "referral_program_enrollment",
          { name: "Alan Turing", email: "alan@example.com", referral_company: "Bletchley Labs" },
          contextAt("/referral-program/"),
        ],
      ]),
    );
  });
});
