import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type ContentFile, loadContent, validateContent } from "../validate-content";
import { sentenceCount } from "../schema-builder";
import { LISTINGS } from "../schema";

/** A valid service page; each test breaks one thing. */
function servicePage(overrides: Record<string, unknown> = {}) {
  const item = { title: "Discovery workshops", text: "Two days to map the product and its risks." };
  const step = { title: "Plan the work", text: "We agree on scope, risks and a first release." };
  const faq = {
    question: "How long does a project take?",
    answer: "Most first releases take eight to sixteen weeks after discovery.",
  };
  return {
    slug: "web-development",
    group: "development",
    name: "Web Development",
    summary: "Fast, accessible web applications built on modern frameworks.",
    seo: {
      title: "Web Development Services",
      description: "Custom web development: React and Node.js applications built for speed and scale.",
    },
    hero: {
      title: "Web applications that load fast",
      pitch: "We design, build and run web applications for companies that have outgrown templates.",
    },
    whatWeDo: { title: "What we build", items: [item, { ...item, title: "Portals" }, { ...item, title: "Tools" }] },
    process: { title: "How we work", steps: [step, { ...step, title: "Build" }, { ...step, title: "Launch" }] },
    caseStudies: [],
    faq: [
      faq,
      { ...faq, question: "Who owns the code?" },
      { ...faq, question: "Do you sign NDAs?" },
      { ...faq, question: "Can you take over a codebase?" },
    ],
    closingCta: { title: "Have a web product in mind?", text: "Tell us what you are building." },
    ...overrides,
  };
}

const site = {
  file: "content/site.json",
  text: JSON.stringify({
    name: "Flatirons",
    tagline: "Custom software",
    description: "Flatirons designs and builds custom web and mobile software for startups and enterprises.",
    foundedYear: 2011,
    navigation: [{ name: "Services", path: "/services/" }],
    headerCta: "Contact",
    facts: [
      { value: "2011", label: "founded in Boulder", source: "Colorado Secretary of State, entity record" },
      { value: "120+", label: "designers and engineers", source: "Payroll on 31 March 2026" },
    ],
    team: [
      { name: "Maya Chen", role: "Head of Engineering", area: "Engineering", bio: "Leads our web and mobile guilds." },
    ],
    engagements: {
      title: "Engagements and pricing",
      lead: "Every engagement starts with a written scope and a price.",
      items: [
        {
          name: "Discovery sprint",
          price: "$12k–$20k",
          duration: "2 weeks",
          text: "Workshops, flows and a prototype.",
        },
        { name: "Startup MVP", price: "$60k–$120k", duration: "6 weeks", text: "A first release for real users." },
      ],
      note: "Ranges are in US dollars before tax.",
    },
    newsletter: { title: "Newsletter", text: "Monthly notes from our team.", placeholder: "you@company.com" },
    footer: {
      headline: "Join the forefront of innovation",
      hipaa: { title: "We are HIPAA-compliant", text: "We build enterprise-grade web and mobile applications." },
      ctaLabel: "Let's work together",
      ctaIntent: "generic",
      groups: [{ title: "Our company", links: [{ name: "About us", path: "/about-us" }] }],
      social: [{ network: "linkedin", name: "LinkedIn", url: "https://www.linkedin.com/company/x" }],
      logos: [
        {
          name: "Partner",
          kind: "partner",
          image: "images/partner.svg",
          issuer: "Cloud Inc.",
          url: "https://example.com/partners/flatirons",
          year: 2024,
        },
      ],
      legal: [{ name: "Contact", path: "/contact-us/" }],
    },
  }),
};

/**
 * The home page's copy: the fixture site's, with quotes sourced outside the site and cards that link to
 * built-in pages (its case studies and services are not here).
 */
const fixtureHome = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, "../../../tests/fixtures/minimal-site/content/home.json"), "utf8"),
);
const homeData = {
  ...fixtureHome,
  services: {
    ...fixtureHome.services,
    items: fixtureHome.services.items.map((item: object, index: number) => ({
      ...item,
      path: ["/services/", "/industries/", "/technologies/"][index % 3],
    })),
  },
};
type Quote = { quote: string; author: string; role: string; company: string; source: { label: string; url?: string } };
const quotes = (items: Quote[]) => ({ ...homeData, testimonials: { ...homeData.testimonials, items } });
const outsideQuote: Quote = {
  quote: "They shipped what they promised, every single week of the project.",
  author: "Dana Whitfield",
  role: "COO",
  company: "Alder Valley Health Network",
  source: { label: "Review on a ratings site, May 2025", url: "https://example.com/reviews/flatirons" },
};
const homeText = () => JSON.stringify(quotes([outsideQuote]));
const home = { file: "content/home.json", text: homeText() };
/** The section indexes' copy, which every content folder holds (the fixture site's). */
const listings: ContentFile[] = LISTINGS.map((listing) => {
  const file = `content/listings/${listing.name}.json`;
  return { file, text: fs.readFileSync(path.join(__dirname, "../../../tests/fixtures/minimal-site", file), "utf8") };
});

const json = (file: string, data: unknown): ContentFile => ({ file, text: JSON.stringify(data, null, 2) });
const imageExists = (_file: string, relative: string) => !relative.includes("missing");
const validate = (...files: ContentFile[]) =>
  validateContent([site, home, ...listings, ...files], { imageExists }).errors;

const post = (frontmatter: string) => ({
  file: "content/blog/hello/index.mdx",
  text: `---\n${frontmatter}\n---\n\n## Hello\n\nBody.\n`,
});
const goodFrontmatter = [
  "title: Hello from the blog",
  "date: 2025-03-01",
  "description: A post long enough to have a description of more than fifty characters.",
  "author: Maya Chen",
  "tags: [Engineering]",
  "cover: ./cover.jpg",
  "coverAlt: A cover image",
].join("\n");

describe("validateContent", () => {
  it("accepts valid content and computes each page's path", () => {
    const result = validateContent(
      [site, home, ...listings, json("content/services/web-development.json", servicePage()), post(goodFrontmatter)],
      {
        imageExists,
      },
    );
    expect(result.errors).toEqual([]);
    expect(result.records.map((r) => [r.kind, r.slug, r.path])).toEqual([
      ["blog", "hello", "/blog/hello/"],
      ["home", null, null],
      ["industries-listing", null, null],
      ["service-areas-listing", null, null],
      ["services-listing", null, null],
      ["technologies-listing", null, null],
      ["service", "web-development", "/services/web-development/"],
      ["site", null, null],
    ]);
  });

  it("names the file and field of a missing required field", () => {
    const page = servicePage();
    delete (page.hero as Record<string, unknown>).title;
    expect(validate(json("content/services/web-development.json", page))).toEqual([
      'content/services/web-development.json: "hero.title" is required',
    ]);
  });

  it("reports a JSON syntax error with its line and column", () => {
    const errors = validate({ file: "content/services/broken.json", text: '{\n  "slug": "broken",\n  "name": }\n' });
    expect(errors).toHaveLength(1);
    expect(errors).toEqual([
      "content/services/broken.json: is not valid JSON at line 3, column 11 (invalid character '}')",
    ]);
    expect(validate({ file: "content/services/comma.json", text: '{ "slug": "x", }' })).toEqual([
      "content/services/comma.json: is not valid JSON (look for a trailing comma, a comment or single quotes)",
    ]);
  });

  it("rejects a top-level value that is not an object", () => {
    expect(validate({ file: "content/services/list.json", text: "[]" })).toEqual([
      "content/services/list.json: must hold one JSON object ({ … }) at the top level",
    ]);
  });

  it("reports wrong types in plain words", () => {
    expect(
      validate(json("content/services/web-development.json", servicePage({ name: 42, caseStudies: "shopwave" }))),
    ).toEqual([
      'content/services/web-development.json: "name" must be text, got number 42',
      'content/services/web-development.json: "caseStudies" must be a list, got "shopwave"',
    ]);
  });

  it("checks list sizes, text lengths, enums and slugs", () => {
    const page = servicePage({
      slug: "Web Development",
      group: "marketing",
      faq: [],
      seo: { title: "Web", description: "Too short." },
    });
    expect(validate(json("content/services/web-development.json", page))).toEqual([
      'content/services/web-development.json: "slug" must be lowercase letters, digits and single hyphens, like web-development, got "Web Development"',
      'content/services/web-development.json: "group" must be one of design, development, maintenance, engagement, got "marketing"',
      'content/services/web-development.json: "seo.title" must be 5 to 70 characters long, got 3',
      'content/services/web-development.json: "seo.description" must be 50 to 170 characters long, got 10',
      'content/services/web-development.json: "faq" must have at least 4 items, got 0',
    ]);
  });

  it("flags unknown fields, which are usually typos", () => {
    expect(validate(json("content/services/web-development.json", servicePage({ heroo: {} })))).toEqual([
      expect.stringMatching(
        /^content\/services\/web-development\.json: "heroo" is not a known field \(known fields: slug, /,
      ),
    ]);
  });

  it("reports a reused slug on the newer file, naming the page that has the address", () => {
    const older = json("content/services/b.json", servicePage());
    const newer = json("content/services/a.json", servicePage({ name: "Web Apps" }));
    const addedAt = (file: string) => (file === older.file ? 1_000 : 2_000);
    expect(validateContent([site, home, ...listings, newer, older], { imageExists, addedAt }).errors).toEqual([
      'content/services/a.json: "slug" "web-development" cannot be used: /services/web-development/ is already the address of “Web Development” (content/services/b.json), which was published first; change this file\'s slug',
    ]);
    // Without the files' history, the first in name order keeps the address.
    expect(validate(newer, older)).toEqual([
      'content/services/b.json: "slug" "web-development" cannot be used: /services/web-development/ is already the address of “Web Apps” (content/services/a.json), which was published first; change this file\'s slug',
    ]);
  });

  it("reports two kinds of page claiming the same path", () => {
    const { group: _group, ...technology } = servicePage();
    expect(
      validate(json("content/services/a.json", servicePage()), json("content/technologies/a.json", technology)),
    ).toEqual([
      'content/technologies/a.json: "slug" "web-development" cannot be used: /services/web-development/ is already the address of “Web Development” (content/services/a.json), which was published first; change this file\'s slug',
    ]);
  });

  it("keeps a page's earlier addresses for its redirects: no other page may take them", () => {
    const moved = json(
      "content/services/a.json",
      servicePage({ slug: "web-apps", previousSlugs: ["web-development"] }),
    );
    const taker = json("content/services/b.json", servicePage({ name: "Websites" }));
    const addedAt = (file: string) => (file === moved.file ? 1_000 : 2_000);
    expect(validateContent([site, home, ...listings, moved, taker], { imageExists, addedAt }).errors).toEqual([
      'content/services/b.json: "slug" "web-development" cannot be used: /services/web-development/ is already an earlier address of “Web Development” (content/services/a.json), which was published first; change this file\'s slug',
    ]);
    const redirectOntoPage = json(
      "content/services/c.json",
      servicePage({ slug: "apps", name: "Apps", previousSlugs: ["web-apps", "contact-us"] }),
    );
    expect(
      validateContent([site, home, ...listings, moved, redirectOntoPage], { imageExists, addedAt }).errors,
    ).toEqual([
      'content/services/c.json: "previousSlugs[0]" cannot redirect: /services/web-apps/ is already the address of “Web Development” (content/services/a.json); remove it from this list',
    ]);
    // An address the page has again is not an earlier one.
    expect(validate(json("content/services/a.json", servicePage({ previousSlugs: ["web-development"] })))).toEqual([]);
  });

  it("does not let content take a built-in page's path", () => {
    const page = { ...servicePage(), slug: "contact-us" };
    const mdx = {
      file: "content/pages/contact-us.mdx",
      text: "---\ntitle: Contact us page\ndate: 2025-01-01\ndescription: A description that is easily more than fifty characters long.\n---\nHi\n",
    };
    expect(validate(json("content/services/x.json", page), mdx)).toEqual([
      'content/pages/contact-us.mdx: "slug" "contact-us" cannot be used: /contact-us/ is the address of one of the site\'s built-in pages; change this file\'s slug',
    ]);
  });

  it("reads an optional field the editor left blank as absent, in the page and in the rules", () => {
    // A cleared text is saved as "", a cleared choice as null: no button label, no intent.
    const cleared = servicePage({
      hero: { ...servicePage().hero, ctaLabel: "", ctaIntent: null },
      interest: null,
    });
    const blankTitle = post(`${goodFrontmatter}\nseoTitle: ""`);
    const result = validateContent(
      [site, home, ...listings, json("content/services/web-development.json", cleared), blankTitle],
      {
        imageExists,
      },
    );
    expect(result.errors).toEqual([]);
    const record = (kind: string) => result.records.find((r) => r.kind === kind)!.data;
    expect(record("service").hero).toEqual(servicePage().hero);
    expect(record("service")).not.toHaveProperty("interest");
    expect(record("blog")).not.toHaveProperty("seoTitle");
    // A required text left empty is still missing.
    expect(validate(json("content/services/web-development.json", servicePage({ name: "" })))).toEqual([
      'content/services/web-development.json: "name" is required',
    ]);
  });

  it("does not let a page take the content editor's address, now or as an earlier one", () => {
    const admin = {
      file: "content/pages/admin.mdx",
      text: "---\ntitle: Admin page\ndate: 2025-01-01\ndescription: A description that is easily more than fifty characters long.\n---\nHi\n",
    };
    expect(validate(admin)).toEqual([
      'content/pages/admin.mdx: "slug" "admin" cannot be used: /admin/ is the address of the content editor; change this file\'s slug',
    ]);
    const moved = {
      file: "content/pages/about-the-editor.mdx",
      text: "---\ntitle: About the editor\ndate: 2025-01-01\ndescription: A description that is easily more than fifty characters long.\npreviousSlugs: [admin]\n---\nHi\n",
    };
    expect(validate(moved)).toEqual([
      'content/pages/about-the-editor.mdx: "previousSlugs[0]" cannot redirect: /admin/ is the address of the content editor; remove it from this list',
    ]);
  });

  it("reports a bad date", () => {
    expect(validate(post(goodFrontmatter.replace("2025-03-01", "2025-02-30")))).toEqual([
      'content/blog/hello/index.mdx: "date" must be a date like 2024-05-31, got "2025-02-30"',
    ]);
    expect(validate(post(goodFrontmatter.replace("2025-03-01", "March 1st")))).toEqual([
      'content/blog/hello/index.mdx: "date" must be a date like 2024-05-31, got "March 1st"',
    ]);
  });

  it("refuses a date before the company was founded or more than a year ahead, naming the file and field", () => {
    const today = new Date("2026-11-26T10:00:00Z");
    const dated = (date: string) =>
      validateContent([site, home, ...listings, post(goodFrontmatter.replace("2025-03-01", date))], {
        imageExists,
        today,
      }).errors;
    expect(dated("1901-02-02")).toEqual([
      'content/blog/hello/index.mdx: "date" is 1901-02-02, before 2011, the year the company was founded (content/site.json "foundedYear"): type the day the page is published, like 2026-11-26',
    ]);
    expect(dated("2027-11-27")).toEqual([
      'content/blog/hello/index.mdx: "date" is 2027-11-27, more than a year from today (2026-11-26): type the day the page is published, like 2026-11-26',
    ]);
    expect(dated("2011-01-01")).toEqual([]);
    expect(dated("2027-11-26")).toEqual([]);
  });

  it("reports missing frontmatter and broken YAML", () => {
    expect(validate({ file: "content/blog/x/index.mdx", text: "# No frontmatter" })).toEqual([
      "content/blog/x/index.mdx: must start with frontmatter between --- lines (title, date, description…)",
    ]);
    expect(validate(post("title: [unclosed"))[0]).toMatch(
      /^content\/blog\/hello\/index\.mdx: has frontmatter that is not valid YAML \(/,
    );
  });

  it("reports an image that does not exist", () => {
    expect(validate(post(goodFrontmatter.replace("./cover.jpg", "./missing.jpg")))).toEqual([
      'content/blog/hello/index.mdx: "cover" names an image that does not exist: ./missing.jpg',
    ]);
  });

  it("reports a case study that a page names but nobody wrote", () => {
    expect(validate(json("content/services/web-development.json", servicePage({ caseStudies: ["nope"] })))).toEqual([
      'content/services/web-development.json: "caseStudies[0]" names the case study "nope", but no content/case-studies file has that slug',
    ]);
  });

  it("reports an unknown case-study section type with the file named", () => {
    const errors = validate(
      json("content/case-studies/x.json", {
        slug: "x",
        name: "Xylo",
        client: "X Corp",
        industry: "Testing",
        summary: "A case study that has an unknown section type in it.",
        order: 1,
        seo: {
          title: "X case study",
          description: "A case study that has an unknown section type in it, for the tests.",
        },
        cover: { src: "./cover.jpg", alt: "Cover" },
        results: caseStudy(outsideQuote).results,
        sections: [{ type: "video", url: "https://example.com" }],
      }),
    );
    expect(errors).toEqual([
      'content/case-studies/x.json: "sections[0].type" must be one of hero, goal, services, images, testimonial, projects, tags, got "video"',
    ]);
  });

  it("checks a section index's copy like any page's: the hero's lead, and the service groups it names", () => {
    const [services] = listings;
    const copy = JSON.parse(services.text);
    const broken = {
      ...copy,
      hero: { ...copy.hero, text: "One team. Every service. Pick the one you need today, and the next one." },
      groups: [...copy.groups.slice(1), { title: "Hosting", group: "hosting" }],
    };
    const errors = validateContent([site, home, ...listings.slice(1), json(services.file, broken)], {
      imageExists,
    }).errors;
    expect(errors).toEqual([
      expect.stringMatching(/^content\/listings\/services\.json: "hero\.text" has 3 sentences; it may have at most 2/),
      expect.stringMatching(/^content\/listings\/services\.json: "groups\[3\]\.group" /),
    ]);
  });

  it("reports files outside the known folders and a missing site.json, home.json or section index's copy", () => {
    const errors = validateContent([json("content/widgets/x.json", {})], { imageExists }).errors;
    expect(errors[0]).toMatch(
      /^content\/widgets\/x\.json: is not in a known content folder \(expected site\.json, services\/\*\.json/,
    );
    expect(errors.slice(1)).toEqual([
      "content/site.json: is missing (it holds the navigation, footer and newsletter text)",
      "content/home.json: is missing (it holds the home page's copy)",
      "content/listings/services.json: is missing (it holds the copy of /services/)",
      "content/listings/technologies.json: is missing (it holds the copy of /technologies/)",
      "content/listings/industries.json: is missing (it holds the copy of /industries/)",
      "content/listings/service-areas.json: is missing (it holds the copy of /service-areas/)",
    ]);
  });
});

/** A valid case study whose testimonial is `quote`. */
function caseStudy(quote: Omit<Quote, "source">) {
  const section = (type: string, fields: object = {}) => ({ type, title: `The ${type}`, ...fields });
  return {
    slug: "sample",
    name: "Sample",
    client: quote.company,
    industry: "Testing",
    summary: "A case study with every section the spec lists, for the tests.",
    order: 1,
    seo: { title: "Sample case study", description: "A case study with every section the spec lists, for the tests." },
    cover: { src: "./cover.jpg", alt: "Cover" },
    results: {
      title: "A year after launch",
      items: [
        { value: "31%", label: "fewer no-shows" },
        { value: "2 days", label: "median wait" },
      ],
      cta: { text: "Planning something similar?" },
    },
    sections: [
      section("goal", { text: "Why the client needed the project at all." }),
      { type: "testimonial", ...quote, source: { label: "Interview for this case study" } },
    ],
  };
}

describe("a post's diagrams", () => {
  const postWith = (body: string) => ({
    file: "content/blog/hello/index.mdx",
    text: `---\n${goodFrontmatter}\n---\n\n${body}\n\n## Hello\n\nBody.\n`,
  });
  const HOW = 'wrap the image in <Chart narrow="./diagram-narrow.png">, naming the drawing for phones beside it';
  const chart = (attributes: string) => `<Chart${attributes ? ` ${attributes}` : ""}>

![A flow](./diagram.png)

</Chart>`;

  it("refuses a wide diagram shown outside a <Chart>, naming the file and what to do", () => {
    expect(validate(postWith("![A flow](./diagram.png)\n\n![Another flow](./diagram-2.png)"))).toEqual([
      `content/blog/hello/index.mdx: "body" shows ./diagram.png outside a <Chart> with a drawing for phones, where its labels would shrink to a few pixels: ${HOW}`,
      `content/blog/hello/index.mdx: "body" shows ./diagram-2.png outside a <Chart> with a drawing for phones, where its labels would shrink to a few pixels: ${HOW}`,
    ]);
  });

  it("accepts one inside a <Chart> naming its drawing for phones, which is checked like the other images", () => {
    const body = `${chart('narrow="./diagram-narrow.png"')}\n\n![A photo](./photo.png)`;
    const { records, errors } = validateContent([site, home, ...listings, postWith(body)], { imageExists });
    expect(errors).toEqual([]);
    expect(records.find((record) => record.kind === "blog")?.images).toEqual([
      { field: "cover", path: "./cover.jpg" },
      { field: "body", path: "./diagram.png" },
      { field: "body", path: "./photo.png" },
      { field: "body", path: "./diagram-narrow.png" },
    ]);
  });

  it("refuses a <Chart> whose drawing for phones is missing or not there, and an import line", () => {
    const file = "content/blog/hello/index.mdx";
    expect(validate(postWith(chart("")))).toEqual([
      `${file}: "body" has a <Chart> without its drawing for phones: ${HOW}`,
    ]);
    expect(validate(postWith(chart('narrow="./missing-narrow.png"')))).toEqual([
      `${file}: "body" names an image that does not exist: ./missing-narrow.png`,
    ]);
    expect(
      validate(postWith(`import onPhones from "./diagram-narrow.png";\n\n${chart('narrow="./diagram-narrow.png"')}`)),
    ).toEqual([
      `${file}: "body" has an import line (import onPhones from "./diagram-narrow.png";): a post names its pictures by their files, as <Chart narrow="./diagram-narrow.png"> does, and imports nothing`,
    ]);
  });

  it("does not read a code sample as the post's own MDX", () => {
    const sample = '```mdx\nimport onPhones from "./diagram-narrow.png";\n\n![A flow](./diagram.png)\n```';
    expect(validate(postWith(sample))).toEqual([]);
  });
});

describe("links to pages of this site", () => {
  const withBody = (body: string) => ({ ...post(goodFrontmatter), text: `${post(goodFrontmatter).text}\n${body}\n` });

  it("are refused when no page is at their address, naming the file, the field and the address", () => {
    expect(
      validate(
        withBody("Read about [cloud work](/services/cloud-migrations-that-dont-exist/) and [us](/about-us)."),
        json("content/services/web-development.json", servicePage()),
      ),
    ).toEqual([
      'content/blog/hello/index.mdx: "body" links to /services/cloud-migrations-that-dont-exist/, but the site has no page at that address',
    ]);
  });

  it("lead to a page's current or earlier address, a built-in page, the blog's list or a file, with or without a slash or an anchor", () => {
    const moved = servicePage({ slug: "web-apps", previousSlugs: ["web-development"] });
    const body = [
      "[now](/services/web-apps/) [before](/services/web-development) [a section](/services/web-apps/#faq)",
      "[built in](/contact-us/?topic=web) [the list](/blog/) [the feed](/rss.xml) [elsewhere](https://example.com/x)",
      '<a href="/about-us/">about</a> and `[code](/not-a-link/)`',
    ].join("\n\n");
    expect(validate(withBody(body), json("content/services/web-development.json", moved))).toEqual([]);
  });

  it("to a post dated ahead are refused until its day: the address shows nothing before", () => {
    const ahead = {
      ...post(goodFrontmatter.replace("2025-03-01", "2026-12-24")),
      file: "content/blog/ahead/index.mdx",
    };
    const linking = withBody("Read [what is coming](/blog/ahead/).");
    const onDay = (today: string) =>
      validateContent([site, home, ...listings, ahead, linking], { imageExists, today: new Date(`${today}T12:00:00Z`) })
        .errors;
    expect(onDay("2026-11-29")).toEqual([
      'content/blog/hello/index.mdx: "body" links to /blog/ahead/, a post that goes live on 2026-12-24: until then the address shows nothing',
    ]);
    expect(onDay("2026-12-24")).toEqual([]);
  });

  it("in a page's link fields too: a home page card that links to a deleted service", () => {
    const home = JSON.parse(homeText());
    home.services.items[0].path = "/services/ecommerce-development/";
    expect(validate({ file: "content/home.json", text: JSON.stringify(home) })).toEqual([
      'content/home.json: "services.items[0].path" links to /services/ecommerce-development/, but the site has no page at that address',
    ]);
  });
});

describe("testimonials", () => {
  const { source: _source, company: _company, ...unsourced } = outsideQuote;

  it("need a name, a role, a company and a source", () => {
    expect(validate({ file: "content/home.json", text: JSON.stringify(quotes([unsourced as Quote])) })).toEqual([
      'content/home.json: "testimonials.items[0].company" is required',
      'content/home.json: "testimonials.items[0].source" is required',
    ]);
    const noLabel = { ...outsideQuote, source: { url: "https://example.com/review" } };
    expect(validate({ file: "content/home.json", text: JSON.stringify(quotes([noLabel as Quote])) })).toEqual([
      'content/home.json: "testimonials.items[0].source.label" is required',
    ]);
  });

  it("name a source address that is neither https:// nor a site path", () => {
    const http = { ...outsideQuote, source: { ...outsideQuote.source, url: "http://example.com" } };
    expect(validate({ file: "content/home.json", text: JSON.stringify(quotes([http])) })).toEqual([
      'content/home.json: "testimonials.items[0].source.url" must be an https:// address or a site path like /our-work/casebridge/, got "http://example.com"',
    ]);
  });

  it("name a source page that does not exist", () => {
    const lost = { ...outsideQuote, source: { label: "Our case study", url: "/our-work/nope/" } };
    expect(validate({ file: "content/home.json", text: JSON.stringify(quotes([lost])) })).toEqual([
      'content/home.json: "testimonials.items[0].source.url" links to /our-work/nope/, but the site has no page at that address',
    ]);
  });

  it("quote a case study they give as their source word for word, by the same person", () => {
    const { source: _s, ...said } = outsideQuote;
    const study = json("content/case-studies/sample.json", caseStudy(said));
    const fromStudy = { ...outsideQuote, source: { label: "Sample case study", url: "/our-work/sample/" } };
    const homeWith = (item: Quote) => ({ file: "content/home.json", text: JSON.stringify(quotes([item])) });
    expect(validate(study, homeWith(fromStudy))).toEqual([]);
    expect(validate(study, homeWith({ ...fromStudy, quote: `${fromStudy.quote} Truly.` }))).toEqual([
      'content/home.json: "testimonials.items[0]" gives content/case-studies/sample.json as its source, but that case study has no testimonial by Dana Whitfield with these words',
    ]);
    expect(validate(study, homeWith({ ...fromStudy, author: "Someone Else" }))).toEqual([
      'content/home.json: "testimonials.items[0]" gives content/case-studies/sample.json as its source, but that case study has no testimonial by Someone Else with these words',
    ]);
  });
});

describe("case-study results", () => {
  const { source: _s, ...said } = outsideQuote;

  it("are required: a title, 2 to 4 figures and a call-to-action", () => {
    const { results: _results, ...noResults } = caseStudy(said);
    expect(validate(json("content/case-studies/sample.json", noResults))).toEqual([
      'content/case-studies/sample.json: "results" is required',
    ]);
    const study = caseStudy(said);
    const one = { ...study, results: { ...study.results, items: study.results.items.slice(0, 1), cta: {} } };
    expect(validate(json("content/case-studies/sample.json", one))).toEqual([
      'content/case-studies/sample.json: "results.items" must have at least 2 items, got 1',
      'content/case-studies/sample.json: "results.cta.text" is required',
    ]);
  });
});

describe("hero paragraphs", () => {
  const three = "We build web apps. They load fast on phones. Our team owns them from start to finish.";

  it("count sentences, not abbreviations, decimals or a missing last full stop", () => {
    expect(sentenceCount(three)).toBe(3);
    expect(sentenceCount("Dr. Okafor and Mr. Lee shipped v2.5 in 3.5 weeks, e.g. before the U.S. launch.")).toBe(1);
    expect(sentenceCount("Fast apps! Really? Yes")).toBe(3);
    expect(sentenceCount("“We ship weekly.” That is the promise.")).toBe(2);
  });

  it("name the file and field of a paragraph with more than 2 sentences", () => {
    const page = servicePage({ hero: { title: "Web applications that load fast", pitch: three } });
    expect(validate(json("content/services/web-development.json", page))).toEqual([
      'content/services/web-development.json: "hero.pitch" has 3 sentences; it may have at most 2, so that the button below it stays on a phone\'s first screen (move the rest further down the page)',
    ]);
  });

  it("hold the home page and case studies to the same rules, four lines on a phone and 300 characters", () => {
    const long = `${"We build fast web apps for companies that have outgrown their templates and tools, ".repeat(4).trim()}.`;
    const homeText = { ...homeData, hero: { ...homeData.hero, text: three } };
    expect(validate({ file: "content/home.json", text: JSON.stringify(homeText) })).toEqual([
      'content/home.json: "hero.text" has 3 sentences; it may have at most 2, so that the button below it stays on a phone\'s first screen (move the rest further down the page)',
    ]);
    const homeLong = { ...homeData, hero: { ...homeData.hero, text: long } };
    expect(validate({ file: "content/home.json", text: JSON.stringify(homeLong) })).toEqual([
      `content/home.json: "hero.text" must be 40 to 300 characters long, got ${long.length}`,
      `content/home.json: "hero.text" runs to 9 lines on a 375px-wide phone; it may run to at most 4, so that the button below it stays on the first screen (about 156 characters fit; it has ${long.length})`,
    ]);
    const { source: _s, ...said } = outsideQuote;
    const study = caseStudy(said);
    study.sections.unshift({
      type: "hero",
      eyebrow: "Testing",
      title: "A sample hero",
      text: three,
      image: {},
    } as never);
    expect(validate(json("content/case-studies/sample.json", study))).toContain(
      'content/case-studies/sample.json: "sections[0].text" has 3 sentences; it may have at most 2, so that the button below it stays on a phone\'s first screen (move the rest further down the page)',
    );
  });
});

describe("the content folder of this site", () => {
  it("is valid", () => {
    const { errors, records } = loadContent(path.resolve(__dirname, "../../.."));
    expect(errors).toEqual([]);
    expect(records.filter((record) => record.kind === "home")).toHaveLength(1);
  });
});

describe("loadContent, of two pages with one address", () => {
  const FIXTURE = path.resolve(__dirname, "../../../tests/fixtures/minimal-site/content");
  let root = "";
  const service = () => JSON.parse(fs.readFileSync(path.join(FIXTURE, "services/web-development.json"), "utf8"));
  const reused = (name: string) =>
    `content/services/${name}.json: "slug" "web-development" cannot be used: /services/web-development/ is already the address of “Web Development” (content/services/web-development.json), which was published first; change this file's slug`;

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "content-age-"));
    fs.cpSync(FIXTURE, path.join(root, "content"), { recursive: true });
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("tells the one git does not know yet to change, though its name comes first", () => {
    const git = (...args: string[]) =>
      execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", ...args], { cwd: root });
    git("init", "-q");
    git("add", "content");
    git("commit", "-q", "-m", "content");
    fs.writeFileSync(
      path.join(root, "content/services/a-new-page.json"),
      JSON.stringify({ ...service(), name: "New" }),
    );
    // Written before the committed file's last change: the commit, not the clock, says which is older.
    fs.utimesSync(path.join(root, "content/services/a-new-page.json"), new Date(2000, 0, 1), new Date(2000, 0, 1));
    expect(loadContent(root, path.join(root, "content")).errors).toEqual([reused("a-new-page")]);
  });

  it("outside a repository, tells the one written last to change", () => {
    const file = path.join(root, "content/services/a-new-page.json");
    fs.writeFileSync(file, JSON.stringify({ ...service(), name: "New" }));
    fs.utimesSync(path.join(root, "content/services/web-development.json"), new Date(2020, 0, 1), new Date(2020, 0, 1));
    expect(loadContent(root, path.join(root, "content")).errors).toEqual([reused("a-new-page")]);
  });
});
