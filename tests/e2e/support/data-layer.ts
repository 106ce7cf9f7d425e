import type { Page } from "@playwright/test";

/** One item of the data layer as a plain value: a gtag command (an Arguments object) as an array, others as JSON. */
export type DataLayerItem = unknown[] | Record<string, unknown>;

/** The page's data layer now, item by item as plain values (empty when the page has none). */
export const dataLayerItems = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((item) =>
      Object.prototype.toString.call(item) === "[object Arguments]"
        ? Array.from(item as ArrayLike<unknown>)
        : JSON.parse(JSON.stringify(item)),
    ),
  ) as Promise<DataLayerItem[]>;

/** The gtag commands in the data layer (consent, config, …), each as its arguments. */
export const gtagCommands = async (page: Page) =>
  (await dataLayerItems(page)).filter((item): item is unknown[] => Array.isArray(item));
