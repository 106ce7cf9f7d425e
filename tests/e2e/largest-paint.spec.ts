/**
 * Scripts never delay the largest paint: the element the browser painted as
 * the largest from the server's HTML, before any script ran, is still the
 * page's largest paint once React has taken the page over. The very same
 * node, showing the same image, fetched once: no placeholder swapped for it,
 * no fade, no re-render that paints it again later (a new largest-paint entry
 * would move the page's LCP to after hydration). On a phone's viewport, where
 * the first screen is smallest and the largest element matters most.
 */
import { expect, test, type Page } from "@playwright/test";
import { gotoParsed, holdScripts } from "./support/hydration";
import { stubThirdParties } from "./support/instrumentation";
import { SITE_TEMPLATES, hydrated, pathOf } from "./page-templates";

const PHONE = { width: 390, height: 844 };

interface LargestPaint {
  /** How many largest-contentful-paint entries the page has had. */
  entries: number;
  /** The latest entry's element: its markup, its image (currentSrc: a picture's chosen file), opacity, connected. */
  html: string;
  image: string;
  opacity: string;
  connected: boolean;
  /** Whether the latest entry's element is the one marked before the scripts ran. */
  marked: boolean;
}

declare global {
  interface Window {
    __largestPaints?: Array<PerformanceEntry & { element: Element | null; url: string; size: number }>;
  }
}

/** Records every largest-contentful-paint entry from the first byte on. */
async function recordLargestPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__largestPaints = [];
    new PerformanceObserver((list) => {
      window.__largestPaints!.push(...(list.getEntries() as NonNullable<Window["__largestPaints"]>));
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
}

/**
 * The latest largest paint, once the first screen is final: web fonts loaded,
 * every image whose box is in the viewport loaded and decoded (a lazy one too:
 * the browser fetches it as soon as it is laid out there, scripts or not), and
 * each of those either had its own largest-paint entry or is smaller than the
 * latest one. An image's entry is delivered some frames after it was painted
 * (later still on a busy machine), so a fixed number of frames is not enough to
 * know it is in.
 */
function latestLargestPaint(page: Page, { mark }: { mark: boolean }): Promise<LargestPaint> {
  return page.evaluate(async (markIt) => {
    await document.fonts.ready;
    /** An image's box in the viewport (its width and height attributes reserve it before it has arrived). */
    const areaInView = (image: HTMLImageElement) => {
      const box = image.getBoundingClientRect();
      const width = Math.max(0, Math.min(box.right, innerWidth) - Math.max(box.left, 0));
      const height = Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0));
      return width * height;
    };
    // Only images in view: a lazy one further down is never fetched, and its decode() would never settle.
    const inView = [...document.querySelectorAll<HTMLImageElement>("img")].filter((image) => areaInView(image) > 0);
    await Promise.all(inView.map((image) => image.decode().catch(() => undefined)));
    /** The area Chromium counts for an image: its part in the viewport, at most its own pixels (no credit for upscaling). */
    const paintedArea = (image: HTMLImageElement) =>
      Math.min(areaInView(image), image.naturalWidth * image.naturalHeight);
    const firstScreenImages = inView.filter((image) => image.complete && paintedArea(image) > 0);
    return new Promise<LargestPaint>((resolve) => {
      const check = () => {
        const entries = window.__largestPaints ?? [];
        const latest = entries.at(-1);
        const element = latest?.element;
        const imagesIn = firstScreenImages.every(
          (image) => entries.some((entry) => entry.element === image) || (latest?.size ?? 0) >= paintedArea(image),
        );
        if (!latest || !element || !imagesIn) return void requestAnimationFrame(check);
        const image = element instanceof HTMLImageElement ? element : null;
        const marks = element as Element & { __paintedBeforeScripts?: boolean };
        if (markIt) marks.__paintedBeforeScripts = true;
        resolve({
          entries: window.__largestPaints!.length,
          html: element.outerHTML,
          image: image?.currentSrc ?? latest.url,
          opacity: getComputedStyle(element).opacity,
          connected: element.isConnected,
          marked: marks.__paintedBeforeScripts === true,
        });
      };
      check();
    });
  }, mark);
}

const PAGES = [
  ["the home page", "/"],
  ["the blog list", pathOf(SITE_TEMPLATES, "blog-list")],
  ["a blog post", pathOf(SITE_TEMPLATES, "blog-post")],
] as const;

test.describe("the largest paint is the server's, before and after React takes over", () => {
  test.use({ viewport: PHONE });

  for (const [name, path] of PAGES) {
    test(`${name} (${path})`, async ({ page }) => {
      await stubThirdParties(page);
      await recordLargestPaints(page);
      const requested: string[] = [];
      page.on("request", (request) => requested.push(request.url()));
      const release = await holdScripts(page);
      await gotoParsed(page, path);

      // Before any script has run: the largest element as painted from the server's HTML.
      const before = await latestLargestPaint(page, { mark: true });
      const reactOwnsHeader = () =>
        page.evaluate(() =>
          Object.keys(document.querySelector("header")!).some((key) => key.startsWith("__reactFiber")),
        );
      expect(await reactOwnsHeader()).toBe(false);
      expect(before.connected).toBe(true);

      release();
      await hydrated(page);
      expect(await reactOwnsHeader()).toBe(true);
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));

      const after = await latestLargestPaint(page, { mark: false });
      // The same node, still in the page, with the same image: React kept what was painted.
      expect(after).toEqual({ ...before, marked: true });
      if (before.image) expect(requested.filter((url) => url === before.image)).toHaveLength(1);
    });
  }
});
