/**
 * The site's own content (content/) passes the build's validation and the editorial rules of
 * src/node/content-rules.ts. No counts: a marketer adding or removing pages keeps this green.
 */
import path from "node:path";
import { loadContent, type ContentRecord } from "../validate-content";
import { contentRuleFailures } from "../content-rules";

const ROOT = path.resolve(__dirname, "../../..");
const { records, errors } = loadContent(ROOT, path.join(ROOT, "content"));

const record = (kind: string, file: string, data: Record<string, unknown>, body?: string): ContentRecord => ({
  kind: kind as ContentRecord["kind"],
  file,
  data,
  slug: null,
  path: null,
  body,
  images: [],
});

describe("the site's content", () => {
  it("passes the build's validation", () => {
    expect(errors).toEqual([]);
  });

  it("follows the editorial rules", () => {
    expect(contentRuleFailures(records)).toEqual([]);
  });
});

describe("the editorial rules", () => {
  it("name a case study without every section the spec lists", () => {
    const study = record("case-study", "content/case-studies/x.json", {
      sections: [{ type: "hero" }, { type: "goal" }],
    });
    expect(contentRuleFailures([study])).toEqual([
      "content/case-studies/x.json: has no services, images, testimonial, projects, tags section",
    ]);
  });

  it("name a short post without a heading or an image", () => {
    const post = record("blog", "content/blog/x/index.mdx", {}, "Just a few words.");
    expect(contentRuleFailures([post])).toEqual([
      "content/blog/x/index.mdx: has 4 words of prose, fewer than 600",
      "content/blog/x/index.mdx: has no ## heading",
      "content/blog/x/index.mdx: has no image with alt text in its body",
    ]);
  });

  it("name links to pages that do not exist", () => {
    const site = record("site", "content/site.json", { footer: { legal: [{ path: "/privacy-policy/" }] } });
    const home = record("home", "content/home.json", {
      services: { items: [{ path: "/services/nope/" }, { path: "/" }] },
    });
    expect(contentRuleFailures([site, home])).toEqual([
      "content/site.json: the legal link /privacy-policy/ has no page",
      "content/home.json: the service card link /services/nope/ has no page",
    ]);
  });

  it("name a paragraph repeated on two service pages", () => {
    const text = "A paragraph of copy that is long enough to count as a paragraph rather than a label or a title.";
    const a = record("service", "content/services/a.json", { hero: { pitch: text } });
    const b = record("technology", "content/technologies/b.json", { hero: { pitch: text } });
    expect(contentRuleFailures([a, b])).toEqual([
      "content/technologies/b.json: hero.pitch repeats content/services/a.json hero.pitch",
    ]);
  });

  it("name a rating claimed outside a sourced quote", () => {
    const study = record("case-study", "content/case-studies/x.json", {
      sections: [
        { type: "goal", text: "The patient apps hold a 4.8-star rating." },
        { type: "testimonial", quote: "We would give them 5 stars." },
      ],
    });
    const home = record("home", "content/home.json", {
      hero: { text: "Rated 4.9/5 by our clients." },
      services: { items: [] },
    });
    const post = record("page", "content/pages/x.mdx", {}, "Our clients rate us 4.9 out of 5.");
    expect(contentRuleFailures([study, home, post]).filter((failure) => failure.includes("rating"))).toEqual([
      "content/case-studies/x.json: sections[0].text claims a rating (4.8-star) with no source",
      "content/home.json: hero.text claims a rating (4.9/5) with no source",
      "content/pages/x.mdx: the body claims a rating (4.9 out of 5) with no source",
    ]);
  });
});
