/**
 * @jest-environment node
 */
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
