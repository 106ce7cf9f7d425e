import { feedItems, SEO_PLUGINS } from "../seo-plugins";
import { robotsTxt } from "../robots";

describe("robotsTxt", () => {
  it("allows crawling and names the sitemap index on the site's origin", () => {
    expect(robotsTxt("https://flatirons.com/")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://flatirons.com/sitemap-index.xml\n",
    );
  });
});

describe("feedItems", () => {
  const post = (slug: string, date: string) => ({
    fields: { path: `/blog/${slug}/` },
    frontmatter: { title: `Title ${slug}`, description: `About ${slug}`, date, author: "Maya Chen", tags: ["React"] },
  });

  it("lists posts newest first with absolute links", () => {
    expect(feedItems("https://flatirons.com", [post("older", "2025-01-15"), post("newer", "2026-02-17")])).toEqual([
      {
        title: "Title newer",
        description: "About newer",
        date: "2026-02-17",
        url: "https://flatirons.com/blog/newer/",
        guid: "https://flatirons.com/blog/newer/",
        author: "Maya Chen",
        categories: ["React"],
      },
      {
        title: "Title older",
        description: "About older",
        date: "2025-01-15",
        url: "https://flatirons.com/blog/older/",
        guid: "https://flatirons.com/blog/older/",
        author: "Maya Chen",
        categories: ["React"],
      },
    ]);
  });
});

describe("SEO_PLUGINS", () => {
  const plugin = (name: string) => {
    const ref = SEO_PLUGINS.find((p) => typeof p === "object" && p.resolve === name);
    if (!ref || typeof ref !== "object") throw new Error(`${name} is not configured`);
    return ref.options as Record<string, unknown>;
  };

  it("keeps the 500 page out of the sitemap (the plugin already drops 404 and the offline shell)", () => {
    expect(plugin("gatsby-plugin-sitemap").excludes).toEqual([
      "/500/",
      "/500.html",
      "/newsletter/thank-you/",
      "/newsletter/confirm/",
      "/newsletter/link-expired/",
      "/newsletter/link-invalid/",
      "/contact-us/thank-you/",
      "/products/fuse/thank-you/",
      "/referral-program/thank-you/",
      "/application/thank-you/",
    ]);
  });

  it("publishes the blog feed at /rss.xml", () => {
    const [feed] = plugin("gatsby-plugin-feed").feeds as Array<Record<string, unknown>>;
    expect(feed).toMatchObject({ output: "/rss.xml", title: "Flatirons blog", match: "^/blog/" });
  });

  it("uses the dark navy for the manifest and the Flatirons mark as the icon", () => {
    expect(plugin("gatsby-plugin-manifest")).toMatchObject({
      theme_color: "#0b1533",
      background_color: "#0b1533",
      icon: "src/images/flatirons-icon.svg",
    });
  });
});
