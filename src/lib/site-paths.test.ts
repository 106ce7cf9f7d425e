import { isBlogPostPath, isUnder, toSitePath } from "./site-paths";

describe("toSitePath", () => {
  it.each([
    ["/about-us", "/about-us/"],
    ["/about-us/", "/about-us/"],
    ["/services/node-js-development", "/services/node-js-development/"],
    ["/blog?page=2", "/blog/?page=2"],
    ["/our-work#top", "/our-work/#top"],
    ["/", "/"],
    ["/rss.xml", "/rss.xml"],
    ["https://example.com/x", "https://example.com/x"],
    ["//cdn.example.com/x", "//cdn.example.com/x"],
  ])("%s → %s", (input, expected) => expect(toSitePath(input)).toBe(expected));
});

describe("isUnder", () => {
  it("matches the section and what is below it only", () => {
    expect(isUnder("/blog/", "/blog/")).toBe(true);
    expect(isUnder("/blog/hello/", "/blog")).toBe(true);
    expect(isUnder("/blog", "/blog/")).toBe(true);
    expect(isUnder("/blogroll/", "/blog/")).toBe(false);
  });
});

describe("isBlogPostPath", () => {
  it("is true for a post and false for the list, its pages and other sections", () => {
    expect(["/blog/hello-world/", "/blog/hello-world", "/blog/page-speed/"].map(isBlogPostPath)).toEqual([
      true,
      true,
      true,
    ]);
    expect(["/blog/", "/blog/page/2/", "/blog/page/3", "/services/x/", "/blog/a/b/"].map(isBlogPostPath)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
