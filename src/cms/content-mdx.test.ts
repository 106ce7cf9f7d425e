import fs from "node:fs";
import path from "node:path";
import { SOURCE_KEY, blocksOf, keepUntouchedBlocks, mdxFromFile, mdxToFile } from "./content-mdx";
import { CHART_PATTERN, chartFromBlock, chartToBlock } from "./admin/chart-block";

const POST = fs.readFileSync(
  path.resolve(__dirname, "../../content/blog/nearshore-vs-offshore-development-teams/index.mdx"),
  "utf8",
);
const ORDER = [
  "title",
  "slug",
  "previousSlugs",
  "date",
  "description",
  "author",
  "tags",
  "cover",
  "coverAlt",
  "seoTitle",
  "body",
];

/** What Decap's editor hands back for a text it was given: the same blocks in its own Markdown. */
const inDecapStyle = (text: string) =>
  text
    .replace(/^- /gm, "* ")
    .replace(/^(\d+)\. /gm, "$1) ")
    .replace(/\*\*([^*]+)\*\*/g, "__$1__")
    .trim();

describe("an MDX file read and written by the editor", () => {
  it("reads the frontmatter as the build does (dates as typed), the text as `body`, and the cover beside the post", () => {
    const data = mdxFromFile(POST);
    expect(data.date).toBe("2025-11-04");
    expect(data.cover).toBe("cover.jpg");
    expect(data.tags).toEqual(["Nearshore", "Outsourcing", "Team structure"]);
    expect(String(data.body)).toContain("## Time-zone overlap is the real difference");
    expect(data[SOURCE_KEY]).toBe(POST);
  });

  it("writes a file opened and saved unchanged back byte for byte, even with the text in Decap's Markdown", () => {
    const data = mdxFromFile(POST);
    expect(mdxToFile(data, ORDER)).toBe(POST);
    expect(mdxToFile({ ...data, body: inDecapStyle(String(data.body)) }, ORDER)).toBe(POST);
  });

  it("one sentence added changes that paragraph only; a changed field changes its line only", () => {
    const data = mdxFromFile(POST);
    const body = inDecapStyle(String(data.body)).replace(
      "and on a spreadsheet the decision looks obvious.",
      "and on a spreadsheet the decision looks obvious. It rarely is.",
    );
    const written = mdxToFile({ ...data, body, author: "Priya Natarajan" }, ORDER);
    const before = POST.split("\n");
    const after = written.split("\n");
    expect(after).toHaveLength(before.length);
    const changed = after.flatMap((line, index) => (line === before[index] ? [] : [[before[index], line]]));
    expect(changed).toEqual([
      ['author: "Priya Natarajan, VP of Delivery"', "author: Priya Natarajan"],
      [
        expect.stringContaining("the decision looks obvious."),
        expect.stringContaining("the decision looks obvious. It rarely is."),
      ],
    ]);
  });

  it("writes a new post plainly: its fields in the form's order, one line each, and the text after a blank line", () => {
    const written = mdxToFile(
      {
        title: "Shipping a release every week",
        slug: "shipping-a-release-every-week",
        date: "2026-03-02",
        description: "Weekly releases for a year, what they cost, what they saved and how we kept them calm.",
        author: "Maya Chen",
        tags: ["Delivery"],
        cover: "sample.jpg",
        coverAlt: "An abstract blue circle",
        seoTitle: "",
        body: "A short body for the new post.",
      },
      ORDER,
    );
    expect(written).toBe(
      [
        "---",
        "title: Shipping a release every week",
        "slug: shipping-a-release-every-week",
        "date: 2026-03-02",
        "description: Weekly releases for a year, what they cost, what they saved and how we kept them calm.",
        "author: Maya Chen",
        "tags:",
        "  - Delivery",
        "cover: sample.jpg",
        "coverAlt: An abstract blue circle",
        "---",
        "",
        "A short body for the new post.",
        "",
      ].join("\n"),
    );
  });

  it("quotes a value only where YAML would read it otherwise", () => {
    expect(
      mdxToFile({ title: "Nearshore: what it costs", tags: ["true", "Hiring, onboarding"], body: "Text." }, ORDER),
    ).toBe('---\ntitle: "Nearshore: what it costs"\ntags:\n  - "true"\n  - Hiring, onboarding\n---\n\nText.\n');
  });

  it("keeps a code block or a chart whole, blank lines and all", () => {
    const text =
      'Intro.\n\n```ts\nconst a = 1;\n\nconst b = 2;\n```\n\n<Chart narrow="./n.png">\n\n![A](./d.png)\n\n</Chart>\n\nEnd.';
    expect(blocksOf(text)).toEqual([
      "Intro.",
      "```ts\nconst a = 1;\n\nconst b = 2;\n```",
      '<Chart narrow="./n.png">\n\n![A](./d.png)\n\n</Chart>',
      "End.",
    ]);
    expect(keepUntouchedBlocks(`\n${text}\n`, text.replace("End.", "The end."))).toBe(
      `\n${text.replace("End.", "The end.")}\n`,
    );
  });
});

describe("a chart as a block of the editor's text", () => {
  it("reads each post's chart and writes it back exactly as the post holds it", () => {
    const dir = path.resolve(__dirname, "../../content/blog");
    for (const post of fs.readdirSync(dir)) {
      const body = String(mdxFromFile(fs.readFileSync(path.join(dir, post, "index.mdx"), "utf8")).body);
      const start = body.indexOf("<Chart");
      const match = body.slice(start).match(CHART_PATTERN);
      expect({ post, found: Boolean(match) }).toEqual({ post, found: true });
      const chart = chartFromBlock(match!);
      expect(chart.narrow).toBe("./diagram-narrow.png");
      expect(chart.wide).toBe("./diagram.png");
      expect(chartToBlock(chart)).toBe(match![0]);
    }
  });
});
