import path from "node:path";
import { type Page } from "@playwright/test";
import { type ContentRecord, loadContent } from "../../src/node/validate-content";
import { workFiltersOf } from "../../src/node/work-rules";
import { WAIT_MS } from "./support/waits";

export type TemplateName =
  | "home"
  | "services-index"
  | "service"
  | "technology"
  | "industry"
  | "service-area"
  | "industries-index"
  | "technologies-index"
  | "service-areas-index"
  | "our-work"
  | "work-filter"
  | "pricing"
  | "case-study"
  | "case-study-two-columns"
  | "blog-list"
  | "blog-post"
  | "fuse"
  | "alternative"
  | "fund"
  | "referral-program"
  | "about-us"
  | "contact-us"
  | "application"
  | "info-page"
  | "not-found"
  | "server-error";

export interface PageTemplate {
  name: TemplateName;
  path: string;
}

/** The fixture content the visual and layout suites are built from (`npm run build:fixture-site`). */
export const FIXTURE_CONTENT_DIR = "tests/fixtures/minimal-site/content";

const ROOT = path.resolve(__dirname, "../..");

/**
 * One page per template (and per one-off page), taken from a content folder by rule: the first file
 * of each kind, the first case study whose what-we-did grid has three columns and the first with two.
 * Adding, renaming or removing content never breaks the list; a kind with no file has no row.
 */
export function templatesFor(contentDir: string): PageTemplate[] {
  const { records, errors } = loadContent(ROOT, path.resolve(ROOT, contentDir));
  if (errors.length) throw new Error(`${contentDir} is invalid:\n${errors.join("\n")}`);
  const first = (kind: string, rule: (record: ContentRecord) => boolean = () => true) =>
    records.find((record) => record.kind === kind && record.path && rule(record))?.path ?? null;
  const withGrid = (columns: number) => (record: ContentRecord) =>
    (record.data.sections as Array<{ type: string; columns?: number }>).some(
      (section) => section.type === "services" && section.columns === columns,
    );
  // The first industry's filtered list of case studies (src/lib/work-filters.ts).
  const [industry] = workFiltersOf(records).industries;
  const rows: Array<[TemplateName, string | null]> = [
    ["home", "/"],
    ["services-index", "/services/"],
    ["service", first("service")],
    ["technology", first("technology")],
    ["industry", first("industry")],
    ["service-area", first("service-area")],
    ["industries-index", "/industries/"],
    ["technologies-index", "/technologies/"],
    ["service-areas-index", "/service-areas/"],
    ["our-work", "/our-work/"],
    ["work-filter", industry?.path ?? null],
    ["pricing", "/pricing/"],
    ["case-study", first("case-study", withGrid(3))],
    ["case-study-two-columns", first("case-study", withGrid(2))],
    ["blog-list", "/blog/"],
    ["blog-post", first("blog")],
    ["fuse", "/products/fuse/"],
    ["alternative", first("alternative")],
    ["fund", "/flatirons-fund/"],
    ["referral-program", "/referral-program/"],
    ["about-us", "/about-us/"],
    ["contact-us", "/contact-us/"],
    ["application", "/application/"],
    ["info-page", first("page")],
    ["not-found", "/404/"],
    ["server-error", "/500/"],
  ];
  return rows.flatMap(([name, pagePath]) => (pagePath ? [{ name, path: pagePath }] : []));
}

/** Every template, on the fixture site: what the visual and layout suites shoot and measure. */
export const FIXTURE_TEMPLATES = templatesFor(FIXTURE_CONTENT_DIR);

/** Every template, on the site's own content: for suites that check the real pages (contrast, styles). */
export const SITE_TEMPLATES = templatesFor("content");

/** The path of one template's page in a list. */
export function pathOf(templates: PageTemplate[], name: TemplateName): string {
  const found = templates.find((template) => template.name === name);
  if (!found) throw new Error(`no content for the ${name} template`);
  return found.path;
}

/** The spec's breakpoints, one width inside each. */
export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1024, height: 900 },
  large: { width: 1440, height: 900 },
} as const;

/**
 * Waits until React has hydrated the page: the header hydrates with the root (its menu button has
 * React's handlers; the header's call-to-action is an island of its own, rendered before), the page
 * content and the footer in their own Suspense boundaries afterwards, in that order; each
 * call-to-action in them turns from the server's link into the dialog button and fades in, so every
 * one of them fully shown means the boundaries before it are hydrated too.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const button = document.querySelector("header button");
    return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps"));
  });
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLElement>("[data-cta]")).every(
      (cta) =>
        cta.tagName === "BUTTON" &&
        // A block below the first screen renders only near the viewport (content-visibility: auto): until
        // then its call-to-action cannot fade in, and being the button is what hydration can show.
        (!cta.checkVisibility({ contentVisibilityAuto: true }) ||
          (getComputedStyle(cta).opacity === "1" &&
            cta.getAnimations().every((animation) => animation.playState === "finished"))),
    ),
  );
}

/** How long a wait for the next frame lasts at most: the page goes on without it (a hidden page draws none). */
const FRAME_LIMIT_MS = 250;

/**
 * Renders every block of the page at once, as the site does before a restored scroll (`data-full-render`,
 * src/lib/scroll-behaviour.ts): blocks below the first screen otherwise render only near the viewport, and a
 * check of the whole page (accessibility, a full-page screenshot) looks at each block as a visitor who
 * reaches it sees it.
 */
export async function renderInFull(page: Page): Promise<void> {
  await page.evaluate(async (limitMs) => {
    document.documentElement.setAttribute("data-full-render", "");
    // Two frames, each bounded: a page that draws no frame goes on after the limit.
    for (let frame = 0; frame < 2; frame++)
      await new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, limitMs);
      });
  }, FRAME_LIMIT_MS);
}

/** Waits for the page's web fonts (`document.fonts.ready`); fails, saying so, if they have not loaded in 15 s. */
export async function fontsLoaded(page: Page): Promise<void> {
  await page.evaluate(
    (limitMs) =>
      Promise.race([
        document.fonts.ready.then(() => undefined),
        new Promise((_, reject) =>
          setTimeout(
            () => reject(new Error(`the web fonts (document.fonts.ready) did not settle within ${limitMs} ms`)),
            limitMs,
          ),
        ),
      ]),
    WAIT_MS,
  );
}

/**
 * Waits until a page looks final (hydrated first): every block rendered, web fonts loaded, every
 * image (lazy ones included) downloaded and decoded. Each wait is bounded: a font or image that never
 * settles fails the test with its name, well before the test's own timeout, and a frame that never comes
 * (a CI run once waited 45 s here, after the bounded font wait and before the image wait) holds each
 * scroll step for 250 ms at most.
 */
export async function settle(page: Page): Promise<void> {
  await hydrated(page);
  await renderInFull(page);
  await fontsLoaded(page);
  await page.evaluate(
    async ([limitMs, frameMs]) => {
      document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((img) => {
        img.loading = "eager";
      });
      const step = Math.max(200, window.innerHeight / 2);
      for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
        window.scrollTo(0, y);
        await new Promise((resolve) => {
          requestAnimationFrame(resolve);
          setTimeout(resolve, frameMs);
        });
      }
      window.scrollTo(0, 0);
      const pending = new Set<HTMLImageElement>();
      const images = Promise.all(
        Array.from(document.images).map((img) => {
          pending.add(img);
          const settled = img.complete
            ? img.decode().catch(() => undefined)
            : new Promise((resolve) => {
                img.addEventListener("load", resolve, { once: true });
                img.addEventListener("error", resolve, { once: true });
              });
          return settled.then(() => pending.delete(img));
        }),
      );
      await Promise.race([
        images,
        new Promise((_, reject) =>
          setTimeout(() => {
            const names = [...pending].map((img) => img.currentSrc || img.src || img.outerHTML.slice(0, 120));
            reject(
              new Error(
                `the images ${names.join(", ")} did not settle within ${limitMs} ms (the page is ${document.visibilityState})`,
              ),
            );
          }, limitMs),
        ),
      ]);
    },
    [WAIT_MS, FRAME_LIMIT_MS] as const,
  );
}
