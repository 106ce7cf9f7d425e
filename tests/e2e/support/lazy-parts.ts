/**
 * Breaking the site's own lazily loaded chunks (src/islands) and watching what the
 * visitor's browser does then: shared by lazy-parts.spec.ts and privacy-opt-in.spec.ts.
 */
import type { Page } from "@playwright/test";

export const RELOADED_PATHS_KEY = "lazy-part-reloaded-paths";
/** The console warnings about a part that could not be loaded (each followed by the error). */
export const partWarnings = (warnings: string[], part: string) =>
  warnings.filter((text) =>
    text.startsWith(`The ${part} part of the page could not be loaded; the page carries on without it.`),
  );

export type Breakage = "404" | "cut off" | "cut off once";

/**
 * Breaks every request for a chunk: a 404, or a cut-off connection ("cut off once": only the
 * first request, so the one retry gets the file). Returns the requests seen.
 */
export async function breakChunk(page: Page, chunk: RegExp, how: Breakage): Promise<string[]> {
  const requests: string[] = [];
  await page.route(chunk, (route) => {
    requests.push(route.request().url());
    if (how === "404") return route.fulfill({ status: 404, contentType: "text/html", body: "Not found" });
    if (how === "cut off" || requests.length === 1) return route.abort("connectionreset");
    return route.continue();
  });
  return requests;
}

/**
 * What the visitor's browser does: the paths of full page loads, anything uncaught (page errors,
 * console errors other than the browser's own line about the broken file), and console warnings.
 */
export function watch(page: Page) {
  const seen = { documents: [] as string[], uncaught: [] as string[], warnings: [] as string[] };
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      seen.documents.push(new URL(request.url()).pathname);
    }
  });
  page.on("pageerror", (error) => seen.uncaught.push(error.message));
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error" && !text.startsWith("Failed to load resource")) seen.uncaught.push(text);
    if (message.type() === "warning") seen.warnings.push(text);
  });
  return seen;
}

/** The paths this session has reloaded after a chunk failure (sessionStorage), or null. */
export const reloadedPaths = (page: Page) =>
  page.evaluate((key) => window.sessionStorage.getItem(key), RELOADED_PATHS_KEY);
