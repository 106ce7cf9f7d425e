import type { Page } from "@playwright/test";

/** One recorded call to window.analytics: method, then its arguments. */
export type AnalyticsCall = [method: "track" | "page" | "identify", ...args: unknown[]];

declare global {
  interface Window {
    __analyticsCalls?: AnalyticsCall[];
  }
}

/**
 * Installs, before any page script runs, a window.analytics that records
 * every call (and ignores attempts to replace it).
 */
export async function recordAnalytics(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: AnalyticsCall[] = [];
    window.__analyticsCalls = calls;
    const fake = {
      track: (...args: unknown[]) => void calls.push(["track", ...args]),
      page: (...args: unknown[]) => void calls.push(["page", ...args]),
      identify: (...args: unknown[]) => void calls.push(["identify", ...args]),
    };
    Object.defineProperty(window, "analytics", { configurable: true, get: () => fake, set: () => {} });
  });
}

/** The track calls so far, as [event, properties, options]. */
export async function trackCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    (window.__analyticsCalls ?? []).filter(([method]) => method === "track").map(([, ...args]) => args),
  );
}

/** The context every call carries on a page at `path` reached without a campaign. */
export const contextAt = (path: string) => ({ context: { campaign: null, entry_point: path } });
