import { cacheResourcesFetchedBeforeWorker, resourcesToCache } from "./offline-cache";

const entry = (name: string) => ({ name }) as PerformanceEntry;

describe("offline cache", () => {
  it("picks the same-origin scripts, styles, fonts and page data, once each", () => {
    expect(
      resourcesToCache(
        [
          entry("http://localhost/page-data/index/page-data.json"),
          entry("http://localhost/page-data/app-data.json"),
          entry("http://localhost/page-data/sq/d/62338018.json"),
          entry("http://localhost/page-data/sq/d/62338018.json"),
          entry("http://localhost/component---src-pages-index-tsx-1234.js"),
          entry("http://localhost/styles.abcd.css"),
          entry("http://localhost/static/inter-latin-wght-normal-1234.woff2"),
          entry("http://localhost/static/logo.svg"),
          entry("http://localhost/sw.js"),
          entry("http://localhost/about-us/"),
          entry("https://cdn.example.com/page-data/index/page-data.json"),
          entry("https://www.googletagmanager.com/gtm.js?id=GTM-X"),
        ],
        "http://localhost",
      ),
    ).toEqual([
      "http://localhost/page-data/index/page-data.json",
      "http://localhost/page-data/app-data.json",
      "http://localhost/page-data/sq/d/62338018.json",
      "http://localhost/component---src-pages-index-tsx-1234.js",
      "http://localhost/styles.abcd.css",
      "http://localhost/static/inter-latin-wght-normal-1234.woff2",
    ]);
  });

  describe("with a service worker", () => {
    let controller: object | null;
    const listeners: Array<() => void> = [];
    beforeEach(() => {
      controller = null;
      listeners.length = 0;
      Object.defineProperty(navigator, "serviceWorker", {
        configurable: true,
        value: {
          get controller() {
            return controller;
          },
          addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
        },
      });
      // jsdom has no resource timing.
      Object.defineProperty(performance, "getEntriesByType", {
        configurable: true,
        value: () => [entry("http://localhost/page-data/sq/d/1.json"), entry("http://localhost/logo.svg")],
      });
      document.head.innerHTML = "";
    });
    afterEach(() => {
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
      delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
    });

    const prefetched = () =>
      Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')).map((link) => link.href);

    it("waits until the worker controls the page, then re-requests through it what it fetched before", () => {
      cacheResourcesFetchedBeforeWorker();
      expect(prefetched()).toEqual([]);
      controller = {};
      listeners.forEach((listener) => listener());
      expect(prefetched()).toEqual(["http://localhost/page-data/sq/d/1.json"]);
    });

    it("prefetches at once when the worker already controls the page, and removes each link when done", () => {
      controller = {};
      cacheResourcesFetchedBeforeWorker();
      const [link] = Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'));
      expect(link?.href).toBe("http://localhost/page-data/sq/d/1.json");
      link!.dispatchEvent(new Event("load"));
      expect(prefetched()).toEqual([]);
    });
  });
});
