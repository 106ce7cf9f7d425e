/**
 * The answer before the code (docs/visitor-speed.md): what a tap opens is on the page or drawn at once, with its
 * code fetched at the visitor's first sign of intent; a client-side navigation shows at once that it started; the
 * largest thing on a phone's first screen is in the first response's HTML, not lazy, and a picture there is
 * requested before the fonts and scripts. Behaviour, not timings (those are the bench's).
 */
import { expect, test, type Page } from "@playwright/test";
import { gotoParsed, holdScripts } from "./support/hydration";
import { stubThirdParties } from "./support/instrumentation";
import { SITE_TEMPLATES, hydrated, pathOf, type TemplateName } from "./page-templates";
import { WAIT_MS } from "./support/waits";
import { menuExpanded } from "./support/menu";
import { HEADING_ZERO_EM } from "../../src/theme/tokens";

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

test.beforeEach(async ({ page }) => {
  await stubThirdParties(page);
});

const reactOwnsHeader = (page: Page) =>
  page.evaluate(() => Object.keys(document.querySelector("header")!).some((key) => key.startsWith("__reactFiber")));

/** Holds back the page's requests to `url` until release() (WAIT_MS × 2 at most), in place of any earlier hold. */
async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.unroute(url);
  await page.route(url, async (route) => {
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, WAIT_MS * 2))]);
    await route.continue().catch(() => {});
  });
  return release;
}

/** Holds back every script of the page until release(): the page stays its server HTML. */
const holdAllScripts = (page: Page) => holdRequests(page, "**/*.js");

test.describe("the menu opens and closes with the pointer and the keyboard", () => {
  for (const when of ["before the page has hydrated", "after it has"] as const) {
    test(when, async ({ page }) => {
      const release = when === "before the page has hydrated" ? await holdAllScripts(page) : null;
      await gotoParsed(page, "/");
      if (!release) await hydrated(page);
      expect(await reactOwnsHeader(page)).toBe(!release);
      const button = page.getByRole("button", { name: "Menu" });
      const nav = page.getByRole("navigation", { name: "Main" });
      const pageOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
      await expect(nav).toBeHidden();
      expect(await menuExpanded(page)).toBe(false);

      // Pointer: a tap opens it over the page, which stops scrolling a few frames later; a second tap closes it.
      await button.click();
      await expect(nav).toBeVisible();
      expect(await menuExpanded(page)).toBe(true);
      await expect.poll(pageOverflow).toBe("hidden");
      await button.click();
      await expect(nav).toBeHidden();
      expect(await menuExpanded(page)).toBe(false);
      await expect.poll(pageOverflow).not.toBe("hidden");

      // Keyboard: Enter opens it, Tab goes into it, Escape closes it and leaves focus on the button.
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(nav).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link").first()).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(nav).toBeHidden();
      await expect(button).toBeFocused();
      expect(await menuExpanded(page)).toBe(false);

      // Nothing of it waited for React: with the scripts held, React still owns nothing.
      if (release) {
        expect(await reactOwnsHeader(page)).toBe(false);
        release();
      }
    });
  }

  test("after hydration a followed link closes it, and so does focus leaving the header", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const button = page.getByRole("button", { name: "Menu" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await button.click();
    await nav.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(nav).toBeHidden();

    await button.click();
    await expect(nav).toBeVisible();
    await page.locator("main h1").evaluate((heading) => {
      heading.setAttribute("tabindex", "-1");
      heading.focus();
    });
    await expect(nav).toBeHidden();
  });
});

test.describe("the contact dialog", () => {
  test("its frame and heading appear before its code is fetched, and its form follows", async ({ page }) => {
    const requested: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/contact-dialog-[0-9a-f]+\.js$/, async (route) => {
      requested.push(new URL(route.request().url()).pathname);
      await Promise.race([held, new Promise((resolve) => setTimeout(resolve, WAIT_MS))]);
      await route.continue().catch(() => {});
    });
    await page.goto("/");
    await hydrated(page);
    const cta = page.locator('main [data-cta="page"]').first();
    await cta.click();

    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { level: 2 })).not.toBeEmpty();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeVisible();
    await expect(dialog.getByRole("status")).toHaveText("Loading the form…");
    // Its code was asked for (at the press) and is still held back: the frame did not wait for it.
    expect(requested).toHaveLength(1);
    await expect(dialog.getByLabel("Name")).toHaveCount(0);

    release();
    await expect(dialog.getByLabel("Name")).toBeFocused();
    await expect(dialog.getByRole("status")).toHaveCount(0);
  });

  for (const intent of ["the pointer over the button", "focus on the button"] as const) {
    test(`its code is fetched at ${intent}, before any tap`, async ({ page }) => {
      const requested: string[] = [];
      page.on("request", (request) => {
        if (/\/contact-dialog-[0-9a-f]+\.js$/.test(request.url())) requested.push(request.url());
      });
      await page.goto("/");
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      expect(requested).toEqual([]);
      const cta = page.locator('main [data-cta="page"]').first();
      if (intent === "focus on the button") await cta.focus();
      else await cta.hover();
      await expect.poll(() => requested.length).toBe(1);
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });
  }
});

test("a client-side navigation shows at once that it started, until the next page is there", async ({ page }) => {
  await page.goto(pathOf(SITE_TEMPLATES, "blog-list"));
  await hydrated(page);
  const link = page.locator("main li h2 a, main li h3 a").first();
  const target = (await link.getAttribute("href")) ?? "";
  const title = ((await link.textContent()) ?? "").trim();
  // The next page's data is held back: the navigation cannot finish meanwhile.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/page-data${target}page-data.json`, async (route) => {
    await Promise.race([held, new Promise((resolve) => setTimeout(resolve, WAIT_MS))]);
    await route.continue().catch(() => {});
  });
  const navigating = () => page.evaluate(() => document.documentElement.hasAttribute("data-navigating"));
  expect(await navigating()).toBe(false);
  await link.click();
  expect(await navigating()).toBe(true);
  await expect(page.locator("#main")).toHaveAttribute("aria-busy", "true");
  // The header draws it: a bar along its bottom edge.
  const bar = await page.evaluate(() => getComputedStyle(document.querySelector("header")!, "::after").content);
  expect(bar).toBe('""');
  release();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator("main h1")).toHaveText(title);
  await expect.poll(navigating).toBe(false);
  await expect(page.locator("#main")).not.toHaveAttribute("aria-busy");
});

/** Pages of the templates the bench measures, and the phone's largest paint on each. */
const FIRST_SCREENS: TemplateName[] = [
  "home",
  "services-index",
  "service",
  "industry",
  "case-study",
  "blog-list",
  "blog-post",
  "alternative",
  "info-page",
  "contact-us",
  "about-us",
];

test.describe("the largest paint on a phone is in the first response's HTML, and not lazy", () => {
  for (const name of FIRST_SCREENS) {
    const path = pathOf(SITE_TEMPLATES, name);
    test(`${name} (${path})`, async ({ page }) => {
      await page.addInitScript(() => {
        const entries: PerformanceEntry[] = [];
        (window as unknown as { __lcp: PerformanceEntry[] }).__lcp = entries;
        new PerformanceObserver((list) => entries.push(...list.getEntries())).observe({
          type: "largest-contentful-paint",
          buffered: true,
        });
      });
      // Scripts held: what the visitor sees is the server's HTML alone.
      const release = await holdScripts(page);
      const response = await page.goto(path, { waitUntil: "commit" });
      const html = (await response?.text()) ?? "";
      await page.waitForFunction(() => document.readyState !== "loading");
      await page.evaluate(() => document.fonts.ready);
      // The last candidate comes with the paint of the last picture on the first screen: wait until each one
      // drawn there has loaded (or failed), then for two frames, which deliver the entries of its paint.
      await page.waitForFunction(() =>
        [...document.images].every((img) => {
          const box = img.getBoundingClientRect();
          const onScreen = box.width > 0 && box.bottom > 0 && box.top < innerHeight && img.checkVisibility();
          return !onScreen || img.complete;
        }),
      );
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const found = await page.evaluate((serverHtml) => {
        const entries = (window as unknown as { __lcp: Array<PerformanceEntry & { element: Element | null }> }).__lcp;
        const element = entries.at(-1)?.element;
        if (!element) return { error: "no largest-contentful-paint entry with an element" };
        // Where it sits, as child indexes from <body>, and the same place in the server's HTML.
        const indexes: number[] = [];
        for (let node: Element = element; node !== document.body; node = node.parentElement!)
          indexes.unshift([...node.parentElement!.children].indexOf(node));
        const served = new DOMParser().parseFromString(serverHtml, "text/html");
        let twin: Element | undefined = served.body;
        for (const index of indexes) twin = twin?.children[index];
        const image = element instanceof HTMLImageElement ? element : null;
        return {
          tag: element.tagName,
          twinTag: twin?.tagName,
          text: image ? "" : element.textContent?.trim(),
          twinText: image ? "" : twin?.textContent?.trim(),
          src: image?.getAttribute("src") ?? null,
          twinSrc: twin?.getAttribute("src") ?? null,
          loading: element.getAttribute("loading"),
          lazyAncestor: !!element.closest("[loading=lazy]"),
        };
      }, html);
      release();
      expect(found).not.toHaveProperty("error");
      expect(found.twinTag).toBe(found.tag);
      expect(found.twinText).toBe(found.text);
      expect(found.twinSrc).toBe(found.src);
      expect(found.loading).not.toBe("lazy");
      expect(found.lazyAncestor).toBe(false);
    });
  }
});

test.describe("a picture on the phone's first screen is requested before the fonts and the scripts", () => {
  for (const name of ["case-study", "blog-list", "blog-post"] as TemplateName[]) {
    const path = pathOf(SITE_TEMPLATES, name);
    test(`${name} (${path})`, async ({ page }) => {
      // The requests in the order the browser sent them (its network events, one DevTools session).
      const session = await page.context().newCDPSession(page);
      const order: string[] = [];
      session.on("Network.requestWillBeSent", (event: { request: { url: string } }) => order.push(event.request.url));
      await session.send("Network.enable");
      await page.goto(path);
      // The first screen's picture: the first <img> not lazily loaded, as the browser chose its file.
      const picture = await page
        .locator("main img:not([loading=lazy])")
        .first()
        .evaluate((image: HTMLImageElement) => image.currentSrc);
      const at = (test: (url: string) => boolean) => order.findIndex(test);
      const pictureAt = at((url) => url === picture);
      expect(pictureAt).toBeGreaterThan(0);
      const firstFont = at((url) => /\.woff2$/.test(url));
      const firstScript = at((url) => new URL(url).origin === new URL(page.url()).origin && /\.js$/.test(url));
      expect(firstFont).toBeGreaterThan(pictureAt);
      expect(firstScript).toBeGreaterThan(pictureAt);
      // And once: the preload is the very file the <picture> chose.
      expect(order.filter((url) => url === picture)).toHaveLength(1);
    });
  }
});

test.describe("the web fonts: each family's basic file preloaded, the rest fetched only for a character in it", () => {
  const fontFile = (url: string) =>
    /\/static\/([a-z-]+-latin-(?:basic|rest))-wght-400-700-[0-9a-f]+\.woff2$/.exec(url)?.[1];

  test("the home page fetches the two basic files once each, no other font, and inlines none", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    // Gatsby would write a font file under 10,000 bytes into the CSS (src/workarounds/font-files.ts).
    expect(html).not.toMatch(/data:(?:font|application\/font)/);
    const preloaded = Array.from(html.matchAll(/<link rel="preload" href="([^"]+\.woff2)" as="font"/g), ([, href]) =>
      fontFile(href!),
    );
    expect(preloaded).toEqual(["inter-latin-basic", "space-grotesk-latin-basic"]);
    // Preloaded first thing in the body, not in the head: a font preloaded before the body holds the first paint
    // until it arrives, up to 100 ms (gatsby-ssr.tsx).
    const [head, body] = html.split("</head>");
    expect(head).not.toMatch(/as="font"/);
    expect(body!.indexOf('as="font"')).toBeGreaterThan(-1);
    expect(body!.indexOf('as="font"')).toBeLessThan(body!.indexOf('id="___gatsby"'));

    const fetched: string[] = [];
    page.on("request", (sent) => {
      if (sent.resourceType() === "font" || /\.woff2$/.test(sent.url()))
        fetched.push(fontFile(sent.url()) ?? sent.url());
    });
    await page.goto("/");
    await hydrated(page);
    await page.evaluate(() => document.fonts.ready);
    expect(fetched.sort()).toEqual(["inter-latin-basic", "space-grotesk-latin-basic"]);

    // A sign outside the basic part (½, ‰): the body family's rest file is fetched, and draws it.
    const rest = page.waitForRequest((sent) => fontFile(sent.url()) === "inter-latin-rest");
    await page.evaluate(() => {
      const paragraph = document.createElement("p");
      paragraph.textContent = "½ of 1‰";
      document.querySelector("main")!.append(paragraph);
    });
    await rest;
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"', "½‰")), { timeout: WAIT_MS })
      .toBe(true);
    expect(fetched.filter((file) => file === "inter-latin-rest")).toHaveLength(1);
    expect(fetched).not.toContain("space-grotesk-latin-rest");
  });

  test("a heading's measure (headingMeasure) is the `ch` of the heading face at 700, in em", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => document.fonts.load('700 40px "Space Grotesk Variable"', "0"));
    const zeroEm = await page.evaluate(() => {
      const probe = document.createElement("span");
      probe.style.cssText = 'position:absolute;display:block;width:100ch;font:700 40px "Space Grotesk Variable"';
      document.body.append(probe);
      return probe.getBoundingClientRect().width / 100 / 40;
    });
    expect(zeroEm).toBeCloseTo(HEADING_ZERO_EM, 3);
  });
});

test.describe("nothing moves when the web fonts arrive", () => {
  // Text is drawn at once in fallback faces sized like the web fonts (src/theme/fonts.css); when the fonts come,
  // the browser reports no layout shift: a heading measured in the font's own units (headingMeasure, not `ch`, which
  // follows whichever face draws) keeps its lines. At the bench's phone width and Lighthouse's.
  const shifts = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<{ score: number; moved: string[] }>((resolve) => {
          const done = (entries: PerformanceEntry[]) => {
            let score = 0;
            const moved: string[] = [];
            for (const entry of entries) {
              const shift = entry as PerformanceEntry & {
                value: number;
                sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
              };
              score += shift.value;
              for (const { node, previousRect: was, currentRect: now } of shift.sources) {
                const element = node instanceof Element ? node : node?.parentElement;
                const text = (node?.textContent ?? "").trim().slice(0, 40);
                moved.push(
                  `${element?.tagName.toLowerCase()} "${text}" ${Math.round(was.top)},${Math.round(was.left)} → ` +
                    `${Math.round(now.top)},${Math.round(now.left)} (${shift.value.toFixed(4)})`,
                );
              }
            }
            resolve({ score, moved });
          };
          new PerformanceObserver((list) => done(list.getEntries())).observe({ type: "layout-shift", buffered: true });
          // No entry at all within two frames: nothing moved.
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => done([]), 100)));
        }),
    );

  test("every text that names a web font names its sized fallback face next, the logo's drawn text too", async ({
    page,
  }) => {
    await holdAllScripts(page);
    await gotoParsed(page, "/");
    const stacks = await page.evaluate(() => {
      const found = new Set<string>();
      for (const element of document.querySelectorAll("body *")) {
        if (![...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()))
          continue;
        found.add(getComputedStyle(element).fontFamily);
      }
      return [...found];
    });
    expect(stacks.some((stack) => stack.startsWith('"Space Grotesk Variable"'))).toBe(true);
    const unsized = stacks.filter((stack) => {
      const families = stack.split(",").map((family) => family.trim().replace(/^"|"$/g, ""));
      const web = families.findIndex((family) => family.endsWith(" Variable"));
      return web >= 0 && families[web + 1] !== `${families[web]!.replace(/ Variable$/, "")} Fallback`;
    });
    expect(await page.locator("header svg text").evaluate((text) => getComputedStyle(text).fontFamily)).toMatch(
      /^"Space Grotesk Variable", "Space Grotesk Fallback"/,
    );
    expect(unsized).toEqual([]);
  });

  for (const { name, path } of SITE_TEMPLATES.filter(({ name }) => name !== "server-error")) {
    test(`${name} (${path})`, async ({ page }) => {
      // The page stays its server HTML: only the fonts change it.
      await holdAllScripts(page);
      for (const width of [390, 412]) {
        const releaseFonts = await holdRequests(page, /\.woff2$/);
        await page.setViewportSize({ width, height: 844 });
        await gotoParsed(page, path);
        const heading = '700 40px "Space Grotesk Variable"';
        expect(await page.evaluate((font) => document.fonts.check(font, "W"), heading)).toBe(false);
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        releaseFonts();
        await expect
          .poll(() => page.evaluate((font) => document.fonts.check(font, "W"), heading), { timeout: WAIT_MS })
          .toBe(true);
        await page.evaluate(() => document.fonts.ready);
        // The layout shift score as Lighthouse shows it (three decimals), which the budget holds at 0.
        const { score, moved } = await shifts(page);
        expect(Number(score.toFixed(3)), `${width}px: ${moved.join("; ")}`).toBe(0);
      }
    });
  }
});
