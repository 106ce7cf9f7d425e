import { buildTypeDefs } from "../schema";
import { BLANK_AS_NULL, nodeTypeDefs, s } from "../schema-builder";

describe("GraphQL types generated from the content model", () => {
  it("marks required fields non-null and optional ones nullable", () => {
    const sdl = nodeTypeDefs("Thing", {
      title: s.string(),
      subtitle: s.optional(s.string()),
      count: s.number({ integer: true }),
      published: s.date(),
      image: s.image(),
      tags: s.array(s.string()),
      related: s.array(s.ref("CaseStudy")),
      hero: s.object({ title: s.string() }),
    });
    expect(sdl).toBe(
      [
        "type Thing implements Node @dontInfer {",
        "  title: String!",
        "  subtitle: String @blankAsNull",
        "  count: Int!",
        "  published: Date! @dateformat",
        "  image: File! @fileByRelativePath",
        "  tags: [String!]!",
        '  related: [CaseStudy!]! @link(by: "slug")',
        "  hero: ThingHero!",
        "}",
        "",
        "type ThingHero {",
        "  title: String!",
        "}",
      ].join("\n"),
    );
  });

  it("gives an object named in the model one type in every kind, so one fragment serves them all", () => {
    const seo = s.object({ title: s.string() }, { graphqlName: "PageSeo" });
    const declared: string[] = [];
    const first = nodeTypeDefs("Post", { seo }, declared);
    const second = nodeTypeDefs("Page", { seo: s.optional(seo) }, declared);
    expect(first).toBe(
      "type Post implements Node @dontInfer {\n  seo: PageSeo!\n}\n\ntype PageSeo {\n  title: String!\n}",
    );
    // Declared once, by the first kind that uses it.
    expect(second).toBe("type Page implements Node @dontInfer {\n  seo: PageSeo\n}");
    // Two different objects under one name would give GraphQL two types of one name: refused, naming it.
    expect(() =>
      nodeTypeDefs("Other", { seo: s.object({ heading: s.string() }, { graphqlName: "PageSeo" }) }, declared),
    ).toThrow("Two different GraphQL types are named PageSeo");
  });

  it("declares an object's interface, implemented where it stands alone and by a union's merged type", () => {
    const source = s.object({ label: s.string() }, { graphqlName: "QuoteSource" });
    const quote = s.object({ words: s.string(), source }, { graphqlInterface: "Quote" });
    const sdl = nodeTypeDefs("Home", {
      quotes: s.array(quote),
      sections: s.array(s.union({ quote, goal: s.object({ title: s.string() }) })),
    });
    expect(sdl).toContain("interface Quote {\n  words: String\n  source: QuoteSource\n}");
    expect(sdl).toContain("type HomeQuote implements Quote {\n  words: String!\n  source: QuoteSource!\n}");
    expect(sdl).toContain("type HomeSection implements Quote {\n  type: String!\n  words: String @blankAsNull\n");
    expect(sdl.match(/^type QuoteSource /gm)).toHaveLength(1);
    // An object with more fields implements the interface of one with fewer; one lacking a field cannot.
    const words = s.object({ title: s.string() }, { graphqlInterface: "Words" });
    const button = s.object({ title: s.string(), label: s.string() }, { implements: [words] });
    expect(nodeTypeDefs("Hero", { words, button })).toContain("type HeroButton implements Words {");
    expect(() => nodeTypeDefs("Bad", { bad: s.object({ label: s.string() }, { implements: [words] }) })).toThrow(
      "An object cannot implement GraphQL interface Words: it has no string field title",
    );
    // An interface's nested object must be one type in every implementation.
    const unnamed = s.object(
      { words: s.string(), source: s.object({ label: s.string() }) },
      { graphqlInterface: "Quote" },
    );
    expect(() => nodeTypeDefs("Page", { quote: unnamed })).toThrow(
      "GraphQL interface Quote: its field source is an object without a graphqlName",
    );
  });

  it("answers null for an optional text or choice left empty, so a page reads it as absent", () => {
    const sdl = buildTypeDefs();
    expect(sdl).toContain("  seoTitle: String @blankAsNull\n");
    expect(sdl).toContain("  ctaIntent: String @blankAsNull\n");
    // A required text is never empty (the validator refuses it) and keeps its plain type.
    expect(sdl).toContain("  title: String!\n");
    const { resolve } = BLANK_AS_NULL.extend();
    const read = (value: unknown) => resolve({ seoTitle: value }, {}, {}, { fieldName: "seoTitle" });
    expect(["", null, undefined, "Shipping weekly"].map(read)).toEqual([null, null, null, "Shipping weekly"]);
  });

  it("declares every content type and the MDX fields the templates query", () => {
    const sdl = buildTypeDefs();
    for (const type of ["ServicePage", "CaseStudy", "Alternative", "SiteContent"])
      expect(sdl).toContain(`type ${type} implements Node @dontInfer {`);
    expect(sdl).toContain("type Mdx implements Node {\n  frontmatter: MdxFrontmatter!\n  fields: MdxFields!\n}");
    expect(sdl).toContain("  readingMinutes: Int!");
    // Case-study sections: one type holding every block's fields, declared once.
    expect(sdl.match(/^type CaseStudySectionImage /gm)).toHaveLength(1);
    expect(sdl).toMatch(/type CaseStudySection implements Testimonial {\n {2}type: String!\n/);
    // The types every kind shares, for the fragments of the components that render them.
    for (const shared of ["PageSeo", "FaqItem", "ClosingCta", "TestimonialSource"])
      expect(sdl.match(new RegExp(`^type ${shared} `, "gm"))).toHaveLength(1);
    expect(sdl).toContain("type HomeContentTestimonialsItem implements Testimonial {");
    expect(sdl).toContain("type HomeContentHero implements HeroCopy {");
    expect(sdl).toContain("type ListingContentHero implements HeroCopy {");
    expect(sdl).toMatch(/^ {2}seo: PageSeo!$/m);
    // No kind keeps a SEO type of its own (ServicePageSeo, CaseStudySeo…).
    expect(sdl).not.toMatch(/^type (?!Page)\w*Seo /m);
  });
});
