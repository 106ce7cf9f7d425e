import type { Locator } from "@playwright/test";

/**
 * Waits until React has hydrated the element (it then carries React's
 * internal keys): server-rendered markup can be typed into before that, but
 * no handler would run.
 */
export async function waitForHydration(locator: Locator): Promise<void> {
  await locator.waitFor();
  await locator.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const check = () =>
          Object.keys(element).some((key) => key.startsWith("__reactFiber")) ? resolve() : requestAnimationFrame(check);
        check();
      }),
  );
}
