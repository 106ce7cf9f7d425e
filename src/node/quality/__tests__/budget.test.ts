/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import {
  firstLoadJavaScript,
  measurementOf,
  median,
  medianMeasurement,
  pageBudgetMisses,
  ratio,
  sameOriginScriptBytes,
  scriptSources,
  type LighthouseResult,
  type PageMeasurement,
} from "../budget";

const bare: PageMeasurement = {
  label: "bare page",
  path: "/",
  performance: 100,
  accessibility: 100,
  bestPractices: 96,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 30,
  cls: 0,
  scriptBytes: 80_000,
  benchmarkIndex: 1500,
};

const good: PageMeasurement = {
  ...bare,
  label: "home",
  performance: 99,
  lcpMs: 1600,
  tbtMs: 40,
  cls: 0.0004,
  scriptBytes: 84_000,
};

describe("the budget against the bare page measured in the same run", () => {
  it("passes a page inside it, including the limits themselves", () => {
    expect(pageBudgetMisses(good, bare)).toEqual([]);
    // 2 points below, 2× TBT, 1.15× LCP, CLS shown as 0.000, 1.1× the bare page's scripts.
    expect(
      pageBudgetMisses(
        { ...good, performance: 98, tbtMs: 60, lcpMs: 1725, cls: 0.00049, scriptBytes: 88_000, bestPractices: 96 },
        bare,
      ),
    ).toEqual([]);
  });

  it("names every miss with the page, the figure, the bare page's figure and the allowed ratio", () => {
    expect(
      pageBudgetMisses(
        {
          ...good,
          performance: 97,
          accessibility: 96,
          bestPractices: 92,
          seo: 91,
          tbtMs: 60.6,
          lcpMs: 1726,
          cls: 0.0006,
          scriptBytes: 88_001,
        },
        bare,
      ),
    ).toEqual([
      "/ (home): performance 97 < 98 (bare page 100)",
      "/ (home): accessibility 96 < 100",
      "/ (home): best-practices 92 < 96 (bare page)",
      "/ (home): SEO 91 < 100",
      "/ (home): TBT 61 ms is 2.02× the bare page's 30 ms (at most 2×)",
      "/ (home): LCP 1726 ms is 1.15× the bare page's 1500 ms (at most 1.15×)",
      "/ (home): CLS 0.001 > 0",
      "/ (home): scripts 85.9 KB are 1.10× the bare page's 78.1 KB (at most 1.1×)",
    ]);
  });

  it("holds only the home page to the script ratio", () => {
    expect(pageBudgetMisses({ ...good, path: "/blog/", label: "blog-list", scriptBytes: 200_000 }, bare)).toEqual([]);
  });

  it("treats a missing figure as a miss", () => {
    expect(pageBudgetMisses({ ...good, tbtMs: Number.NaN }, bare)).toEqual([
      "/ (home): TBT NaN ms is NaN× the bare page's 30 ms (at most 2×)",
    ]);
    expect(pageBudgetMisses({ ...good, scriptBytes: Number.NaN }, bare)).toHaveLength(1);
  });

  it("reports ratios to two decimals, and none against a zero", () => {
    expect(ratio(45, 30)).toBe("1.50×");
    expect(ratio(10, 0)).toBe("n/a");
  });
});

describe("sameOriginScriptBytes", () => {
  it("adds up the transfer size of the page's own scripts only", () => {
    const lhr: LighthouseResult = {
      finalDisplayedUrl: "http://127.0.0.1:9001/",
      categories: {},
      audits: {
        "network-requests": {
          details: {
            items: [
              { url: "http://127.0.0.1:9001/app-1.js", resourceType: "Script", transferSize: 30_000 },
              { url: "http://127.0.0.1:9001/newsletter-form-2.js", resourceType: "Script", transferSize: 12_000 },
              { url: "http://127.0.0.1:9001/styles.css", resourceType: "Stylesheet", transferSize: 9_000 },
              { url: "https://www.googletagmanager.com/gtm.js?id=GTM-X", resourceType: "Script", transferSize: 90_000 },
              { url: "http://127.0.0.1:9002/other-port.js", resourceType: "Script", transferSize: 5_000 },
            ],
          },
        },
      },
    };
    expect(sameOriginScriptBytes(lhr)).toBe(42_000);
    expect(sameOriginScriptBytes({ ...lhr, audits: {} })).toBeNaN();
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
      scriptBytes: Number.NaN,
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
      { ...good, performance: 100, lcpMs: 1650, tbtMs: 128, cls: 0, benchmarkIndex: 3600, scriptBytes: 86_000 },
      { ...good, performance: 100, lcpMs: 1550, tbtMs: 20, cls: 0.001, benchmarkIndex: 3400 },
      { ...good, performance: 99, lcpMs: 2200, tbtMs: 51, cls: 0, benchmarkIndex: 3300 },
      { ...good, performance: 100, lcpMs: 1600, tbtMs: 32, cls: 0, benchmarkIndex: 3500 },
      { ...good, performance: 98, lcpMs: 1580, tbtMs: 40, cls: 0, benchmarkIndex: 2200, scriptBytes: 83_000 },
    ];
    expect(medianMeasurement(runs)).toEqual({
      ...good,
      performance: 100,
      lcpMs: 1600,
      tbtMs: 40,
      cls: 0,
      benchmarkIndex: 3400,
    });
    expect(pageBudgetMisses(medianMeasurement(runs), bare)).toEqual([]);
  });

  it("still misses the budget when most runs do", () => {
    const runs = [130, 20, 150].map((tbtMs) => ({ ...good, tbtMs }));
    expect(pageBudgetMisses(medianMeasurement(runs), bare)).toEqual([
      "/ (home): TBT 130 ms is 4.33× the bare page's 30 ms (at most 2×)",
    ]);
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
