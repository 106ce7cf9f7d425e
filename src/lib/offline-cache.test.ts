import { cachePageDataThroughWorker, pageDataFetchedSoFar } from "./offline-cache";

const entry = (name: string) => ({ name }) as PerformanceEntry;

describe("offline cache", () => {
  it("picks the same-origin page-data documents, once each", () => {
    expect(
      pageDataFetchedSoFar(
        [
          entry("http://localhost/page-data/index/page-data.json"),
          entry("http://localhost/page-data/app-data.json"),
          entry("http://localhost/page-data/sq/d/62338018.json"),
          entry("http://localhost/page-data/sq/d/62338018.json"),
          entry("http://localhost/app-1234.js"),
          entry("http://localhost/static/logo.svg"),
          entry("https://cdn.example.com/page-data/index/page-data.json"),
        ],
        "http://localhost",
      ),
    ).toEqual([
      "http://localhost/page-data/index/page-data.json",
      "http://localhost/page-data/app-data.json",
      "http://localhost/page-data/sq/d/62338018.json",
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
        value: () => [entry("http://localhost/page-data/sq/d/1.json"), entry("http://localhost/app-1.js")],
      });
      document.head.innerHTML = "";
    });
    afterEach(() => {
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
      delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
    });

    const prefetched = () =>
      Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')).map((link) => link.href);

    it("waits until the worker controls the page, then prefetches the page data through it", () => {
      cachePageDataThroughWorker();
      expect(prefetched()).toEqual([]);
      controller = {};
      listeners.forEach((listener) => listener());
      expect(prefetched()).toEqual(["http://localhost/page-data/sq/d/1.json"]);
    });

    it("prefetches at once when the worker already controls the page, and removes each link when done", () => {
      controller = {};
      cachePageDataThroughWorker();
      const [link] = Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'));
      expect(link?.href).toBe("http://localhost/page-data/sq/d/1.json");
      link!.dispatchEvent(new Event("load"));
      expect(prefetched()).toEqual([]);
    });
  });
});
