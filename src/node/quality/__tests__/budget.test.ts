/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import {
  BUDGET,
  firstLoadJavaScript,
  measurementOf,
  median,
  medianMeasurement,
  pageBudgetMisses,
  scriptSources,
  type PageMeasurement,
} from "../budget";

const good: PageMeasurement = {
  label: "home",
  path: "/",
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 40,
  cls: 0.002,
  benchmarkIndex: 1500,
};

describe("the budget", () => {
  it("is the one agreed for every template", () => {
    expect(BUDGET).toEqual({
      performance: 98,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      clsBelow: 0.01,
      tbtMs: 100,
      firstLoadJsBytes: 112_640,
    });
  });

  it("passes a page inside it, including the limits themselves", () => {
    expect(pageBudgetMisses(good)).toEqual([]);
    expect(pageBudgetMisses({ ...good, performance: 98, tbtMs: 100, cls: 0.0099 })).toEqual([]);
  });

  it("names every miss with the page, the figure and the limit", () => {
    expect(
      pageBudgetMisses({
        ...good,
        performance: 97,
        accessibility: 96,
        bestPractices: 92,
        seo: 91,
        tbtMs: 180.4,
        cls: 0.01,
      }),
    ).toEqual([
      "/ (home): performance 97 < 98",
      "/ (home): accessibility 96 < 100",
      "/ (home): best-practices 92 < 100",
      "/ (home): SEO 91 < 100",
      "/ (home): CLS 0.010 ≥ 0.01",
      "/ (home): TBT 180 ms > 100 ms",
    ]);
  });

  it("treats a missing metric as a miss", () => {
    expect(pageBudgetMisses({ ...good, tbtMs: Number.NaN })).toEqual(["/ (home): TBT NaN ms > 100 ms"]);
  });
});

describe("measurementOf", () => {
  it("reads scores as 0–100 and the LCP, TBT and CLS audits", () => {
    const lhr = {
      categories: {
        performance: { score: 0.984 },
        accessibility: { score: 1 },
        "best-practices": { score: 0.96 },
        seo: { score: null },
      },
      audits: {
        "largest-contentful-paint": { numericValue: 1834.2 },
        "total-blocking-time": { numericValue: 12 },
        "cumulative-layout-shift": { numericValue: 0.0004 },
      },
      environment: { benchmarkIndex: 1834.6 },
    };
    expect(measurementOf("blog-post", "/blog/x/", lhr)).toEqual({
      label: "blog-post",
      path: "/blog/x/",
      performance: 98,
      accessibility: 100,
      bestPractices: 96,
      seo: 0,
      lcpMs: 1834.2,
      tbtMs: 12,
      cls: 0.0004,
      benchmarkIndex: 1835,
    });
  });
});

describe("median", () => {
  it("is the middle value, or the mean of the two middle ones", () => {
    expect(median([150, 12, 48])).toBe(48);
    expect(median([99, 100, 100, 98])).toBe(99.5);
    expect(() => median([])).toThrow("no values");
  });
});

describe("medianMeasurement", () => {
  it("takes the median of each score and metric separately, not one run's figures", () => {
    const runs: PageMeasurement[] = [
      { ...good, performance: 100, lcpMs: 1900, tbtMs: 128, cls: 0, benchmarkIndex: 3600 },
      { ...good, performance: 100, lcpMs: 1700, tbtMs: 20, cls: 0.001, benchmarkIndex: 3400 },
      { ...good, performance: 99, lcpMs: 2200, tbtMs: 51, cls: 0, benchmarkIndex: 3300 },
      { ...good, performance: 100, lcpMs: 1800, tbtMs: 32, cls: 0, benchmarkIndex: 3500 },
      { ...good, performance: 98, lcpMs: 1750, tbtMs: 40, cls: 0, benchmarkIndex: 2200 },
    ];
    expect(medianMeasurement(runs)).toEqual({
      ...good,
      performance: 100,
      lcpMs: 1800,
      tbtMs: 40,
      cls: 0,
      benchmarkIndex: 3400,
    });
    expect(pageBudgetMisses(medianMeasurement(runs))).toEqual([]);
  });

  it("still misses the budget when most runs do", () => {
    const runs = [130, 20, 150].map((tbtMs) => ({ ...good, tbtMs }));
    expect(pageBudgetMisses(medianMeasurement(runs))).toEqual(["/ (home): TBT 130 ms > 100 ms"]);
  });
});

describe("first-load JavaScript", () => {
  it("lists the same-origin <script src> files once, without query strings", () => {
    expect(
      scriptSources(
        '<html><head><script src="/webpack-runtime-1.js" async></script></head><body>' +
          '<script id="gatsby-chunk-mapping">window.x=1</script><script src="/framework-2.js?v=1" async></script>' +
          '<script src="/app-3.js" async></script><script src="/app-3.js" async></script>' +
          '<script src="https://www.googletagmanager.com/gtm.js"></script></body></html>',
      ),
    ).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
  });

  it("counts the scripts the deferred loader adds after the first paint", () => {
    expect(
      scriptSources(
        '<html><body><script src="/sentry-1.js"></script>' +
          '<script data-deferred-src="/webpack-runtime-1.js /framework-2.js /app-3.js">(loader)</script></body></html>',
      ),
    ).toEqual(["/sentry-1.js", "/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
  });

  it("measures the script tags and the page's chunks from public/, with their gzip sizes", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "budget-"));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
      fs.writeFileSync(path.join(publicDir, file), text);
    };
    const app = "console.log('flatirons');".repeat(200);
    const page = "export const page = 1;".repeat(50);
    write("app-1.js", app);
    write("component---src-pages-index-tsx-2.js", page);
    write("index.html", '<html><body><script src="/app-1.js"></script></body></html>');
    write("page-data/index/page-data.json", JSON.stringify({ componentChunkName: "component---src-pages-index-tsx" }));
    write(
      "webpack.stats.json",
      JSON.stringify({
        namedChunkGroups: {
          "component---src-pages-index-tsx": {
            assets: [{ name: "component---src-pages-index-tsx-2.js" }, { name: "styles.css" }],
          },
        },
      }),
    );
    expect(firstLoadJavaScript(publicDir)).toEqual([
      { src: "/app-1.js", via: "script tag", bytes: app.length, gzipBytes: zlib.gzipSync(app, { level: 9 }).length },
      {
        src: "/component---src-pages-index-tsx-2.js",
        via: "page chunk",
        bytes: page.length,
        gzipBytes: zlib.gzipSync(page, { level: 9 }).length,
      },
    ]);
    write("index.html", '<html><body><script src="/gone.js"></script></body></html>');
    expect(() => firstLoadJavaScript(publicDir)).toThrow("index.html loads /gone.js, which is not in");
    fs.rmSync(publicDir, { recursive: true, force: true });
  });
});
