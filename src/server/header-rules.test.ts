/**
 * @jest-environment node
 */
import { IMMUTABLE, REVALIDATE, cacheControlFor } from "./cache-control";
import { headersFromRules } from "./header-rules";

it("applies every matching rule in order, with * for anything and :name for one segment", () => {
  const headersFor = headersFromRules([
    {
      source: "/*",
      headers: [
        { key: "X-Frame-Options", value: "DENY" },
        { key: "X-Sample", value: "all" },
      ],
    },
    { source: "/blog/:slug/", headers: [{ key: "X-Sample", value: "post" }] },
    { source: "/static/*", headers: [{ key: "X-Static", value: "yes" }] },
  ]);
  expect(headersFor("/", 200)).toEqual({ "X-Frame-Options": "DENY", "X-Sample": "all" });
  expect(headersFor("/blog/hello/", 200)).toEqual({ "X-Frame-Options": "DENY", "X-Sample": "post" });
  expect(headersFor("/blog/hello/more/", 200)).toEqual({ "X-Frame-Options": "DENY", "X-Sample": "all" });
  expect(headersFor("/static/a.png", 200)).toMatchObject({ "X-Static": "yes" });
  expect(headersFromRules([{ source: "/a.b", headers: [{ key: "X", value: "1" }] }])("/axb", 200)).toEqual({});
});

it("caches hashed bundles and /static/ for a year and revalidates everything else", () => {
  expect(cacheControlFor("/static/abc123/logo.png")).toBe(IMMUTABLE);
  expect(cacheControlFor("/app-b08ddcb3888dcb485b53.js")).toBe(IMMUTABLE);
  expect(cacheControlFor("/component---src-pages-index-tsx-7b76645953e80d8ef58c.js")).toBe(IMMUTABLE);
  expect(cacheControlFor("/styles.0123abcd4567.css")).toBe(IMMUTABLE);
  for (const path of [
    "/",
    "/about-us/",
    "/page-data/index/page-data.json",
    "/page-data/app-data.json",
    "/sw.js",
    "/favicon-32x32.png",
    "/app.js",
  ]) {
    expect(cacheControlFor(path)).toBe(REVALIDATE);
  }
});
