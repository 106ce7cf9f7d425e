import { type Page } from "@playwright/test";

/** One page per template (and per one-off page), for the visual and layout suites. */
export const TEMPLATES = [
  { name: "home", path: "/" },
  { name: "services-index", path: "/services/" },
  { name: "service", path: "/services/web-development/" },
  { name: "technology", path: "/services/react-development/" },
  { name: "industry", path: "/services/fintech-software-development/" },
  { name: "service-area", path: "/services/custom-software-company-denver/" },
  { name: "industries-index", path: "/industries/" },
  { name: "technologies-index", path: "/technologies/" },
  { name: "service-areas-index", path: "/service-areas/" },
  { name: "our-work", path: "/our-work/" },
  { name: "case-study", path: "/our-work/ledgerly/" },
  { name: "case-study-two-columns", path: "/our-work/casebridge/" },
  { name: "blog-list", path: "/blog/" },
  { name: "blog-post", path: "/blog/csv-import-ux-best-practices/" },
  { name: "fuse", path: "/products/fuse/" },
  { name: "alternative", path: "/flatfile-alternative/" },
  { name: "fund", path: "/flatirons-fund/" },
  { name: "referral-program", path: "/referral-program/" },
  { name: "about-us", path: "/about-us/" },
  { name: "contact-us", path: "/contact-us/" },
  { name: "application", path: "/application/" },
  { name: "info-page", path: "/privacy-policy/" },
  { name: "not-found", path: "/404/" },
  { name: "server-error", path: "/500/" },
] as const;

/** The spec's breakpoints, one width inside each. */
export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1024, height: 900 },
  large: { width: 1440, height: 900 },
} as const;

/**
 * Waits until React has hydrated the page: the header hydrates with the root (its menu button has
 * React's handlers), the page content and the footer in their own Suspense boundaries afterwards,
 * in that order; each call-to-action in them turns from the server's link into the dialog button
 * and fades in, so every one of them fully shown means the boundaries before it are hydrated too.
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
        getComputedStyle(cta).opacity === "1" &&
        cta.getAnimations().every((animation) => animation.playState === "finished"),
    ),
  );
}

/**
 * Waits until a page looks final (hydrated first): web fonts loaded, every image (lazy ones
 * included) downloaded and decoded.
 */
export async function settle(page: Page): Promise<void> {
  await hydrated(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((img) => {
      img.loading = "eager";
    });
    const step = Math.max(200, window.innerHeight / 2);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    }
    window.scrollTo(0, 0);
    await Promise.all(
      Array.from(document.images).map((img) =>
        img.complete
          ? img.decode().catch(() => undefined)
          : new Promise((resolve) => {
              img.addEventListener("load", resolve, { once: true });
              img.addEventListener("error", resolve, { once: true });
            }),
      ),
    );
  });
}
