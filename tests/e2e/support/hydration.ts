import type { Locator } from "@playwright/test";

/**
 * Scrolls the element into view, as a visitor reaches it, and waits until
 * React has hydrated it (it then carries React's internal keys):
 * server-rendered markup can be typed into before that, but no handler would
 * run. Blocks below the fold (the newsletter forms) fetch their code only
 * when they come near the viewport.
 */
export async function waitForHydration(locator: Locator): Promise<void> {
  await locator.waitFor();
  await locator.scrollIntoViewIfNeeded();
  await locator.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const check = () =>
          Object.keys(element).some((key) => key.startsWith("__reactFiber")) ? resolve() : requestAnimationFrame(check);
        check();
      }),
  );
}
