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
    expect(sdl).toMatch(/type CaseStudySection {\n {2}type: String!\n/);
  });
});
