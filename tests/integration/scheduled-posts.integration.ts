/**
 * A date ahead is a date ahead: the fixture's post dated 2026-06-01 (content/blog/launch-day) is built
 * unpublished by a build the day before and published by a build on its day. The two fixture builds set the
 * clock so (`BUILD_DAY` in scripts/build-fixture-site.ts): the fixture site on 2026-05-31, the opt-in site on
 * 2026-06-01 (`npm run build:fixture-site && npm run build:opt-in-site`).
 */
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../support/site-server-process";

const POST = "/blog/launch-day/";

/** What a built site says of the post: its page, and where it is listed. */
function seenIn(site: string) {
  const publicDir = path.join(ROOT, site, "public");
  if (!fs.existsSync(path.join(publicDir, "index.html")))
    throw new Error(
      `${site}/public is missing: run \`npm run build:fixture-site && npm run build:opt-in-site\` first.`,
    );
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");
  const sitemaps = fs.readdirSync(publicDir).filter((file) => /^sitemap-\d+\.xml$/.test(file));
  return {
    page: fs.existsSync(path.join(publicDir, POST, "index.html")),
    pageData: fs.existsSync(path.join(publicDir, "page-data", POST, "page-data.json")),
    blogList: read("blog/index.html").includes(`href="${POST}"`),
    homePage: read("index.html").includes(`href="${POST}"`),
    feed: read("rss.xml").includes(`${POST}</link>`),
    sitemap: sitemaps.some((file) => read(file).includes(`${POST}</loc>`)),
  };
}

describe("a post dated ahead of the build", () => {
  it("built the day before its date: no page, not on the blog or the home page, not in the feed or the sitemap", () => {
    expect(seenIn(".fixture-site")).toEqual({
      page: false,
      pageData: false,
      blogList: false,
      homePage: false,
      feed: false,
      sitemap: false,
    });
  });

  it("built on its date: its page, listed on the blog and the home page, in the feed and the sitemap", () => {
    expect(seenIn(".opt-in-site")).toEqual({
      page: true,
      pageData: true,
      blogList: true,
      homePage: true,
      feed: true,
      sitemap: true,
    });
  });
});
