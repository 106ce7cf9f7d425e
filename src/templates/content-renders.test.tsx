/**
 * Every content file renders through the template that publishes it:
 * each record from content/ is shaped like its template's query result
 * (images as a stand-in gatsbyImageData) and rendered with the theme. The
 * page's <h1> must be the content's title.
 */
import React from "react";
import path from "node:path";
import { render, screen, waitFor, within } from "@testing-library/react";
import { type PageProps, useStaticQuery } from "gatsby";
import { type ContentRecord, loadContent } from "../node/validate-content";
import { readingMinutes } from "../node/reading-time";
import {
  type CaseStudyJson,
  type MdxFrontmatter,
  type ServiceJson,
  type AlternativeJson,
  alternative as shapeAlternative,
  blogPost as shapeBlogPost,
  caseStudy as shapeCaseStudy,
  caseStudyCard,
  infoPage,
  servicePage as shapeServicePage,
  singleImage,
} from "../cms/preview/page-data";
import ServicePageTemplate from "./service-page";
import CaseStudyTemplate from "./case-study";
import AlternativeTemplate from "./alternative";
import BlogPostTemplate from "./blog-post";
import BlogListTemplate from "./blog-list";
import InfoPageTemplate from "./info-page";
import HomePage from "../pages/index";
import ListingTemplate from "./listing";
import { LISTINGS } from "../node/schema";
import { Header } from "../shell/Header";
import { Footer, type FooterData } from "../shell/Footer";
import type { Testimonial } from "../sections/Testimonials";

// Static parts load their code lazily here, as in the browser: on a busy machine that takes seconds (the first
// lazy import also compiles its modules; from a clean clone at load 7 on two cores, the home page's took over 20 s,
// 2026-11-29), so each test has the suite's own bound (jest.config.js), not a shorter one.

const ROOT = path.resolve(__dirname, "../..");
const { records, errors } = loadContent(ROOT, path.join(ROOT, "content"));

// Components inside templates (the newsletter block at the end of a post) read site data with a static query.
const siteData = records.find((record) => record.kind === "site")?.data;
beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({ siteContent: siteData });
});

const imageFile = singleImage("/static/fake.jpg");

/** Page props for a template: only `data`, `children` and `pageContext` are read. */
function pageProps<Data, Context = object>(
  data: Data,
  extra: { children?: React.ReactNode; pageContext?: Context } = {},
) {
  return { data, ...extra } as unknown as PageProps<Data, Context>;
}

const renderPage = (ui: React.ReactElement) => render(ui);
const ofKind = (...kinds: ContentRecord["kind"][]) => records.filter((record) => kinds.includes(record.kind));
const cases = (list: ContentRecord[]) => list.map((record) => [record.file, record] as const);

/* ---------------------------------------------------------------- content shapes (validated by loadContent) */

interface SiteJson {
  name: string;
  headerCta: string;
  navigation: Array<{ name: string; path: string }>;
  footer: FooterData & { ctaLabel: string };
  facts: Array<{ value: string; label: string }>;
}

const cards = ofKind("case-study").map((record) =>
  caseStudyCard(record.data as unknown as CaseStudyJson, record.path ?? "", { image: () => imageFile }),
);
const shape = { image: () => imageFile, caseStudyCards: cards };
const servicePage = (record: ContentRecord) =>
  shapeServicePage(record.data as unknown as ServiceJson, { kind: record.kind, path: record.path ?? "" }, shape);
const caseStudy = (record: ContentRecord) =>
  shapeCaseStudy(record.data as unknown as CaseStudyJson, record.path ?? "", shape);
const blogPost = (record: ContentRecord) =>
  shapeBlogPost(record.data as unknown as MdxFrontmatter, readingMinutes(record.body ?? ""), shape);

/** The MDX body as plain paragraphs: compiling MDX is the build's job; here the frame around it is tested. */
/** The case studies and service pages the work filters are drawn from, as the templates' queries give them. */
const workFilterData = {
  workCases: {
    nodes: ofKind("case-study").map((record) => ({
      id: record.file,
      industry: String(record.data.industry),
      sections: record.data.sections as Array<{ type: string; links?: Array<{ path: string }> }>,
    })),
  },
  workPages: {
    nodes: ofKind("service", "technology", "industry", "service-area").map((record) => ({
      path: record.path!,
      name: String(record.data.name),
      kind: record.kind,
    })),
  },
} as unknown as Queries.WorkFilterDataFragment;

const bodyOf = (record: ContentRecord) => <p>{(record.body ?? "").slice(0, 200)}</p>;

/** A quote shows who said it (name, role and company) and its source, linked when the content gives an address. */
function expectTraceableQuote(container: HTMLElement, item: Testimonial) {
  const figure = within(container).getByText(item.quote).closest("figure")!;
  const caption = within(figure).getByText(item.author).closest("figcaption")!;
  expect(caption).toHaveTextContent(`${item.role}, ${item.company}`);
  expect(caption).toHaveTextContent(`Source: ${item.source.label}`);
  if (item.source.url)
    expect(within(caption).getByRole("link", { name: item.source.label })).toHaveAttribute("href", item.source.url);
}

/* ---------------------------------------------------------------- tests */

describe("content renders through its template", () => {
  it("loads a valid content folder with every kind of page in it", () => {
    expect(errors).toEqual([]);
    for (const kind of [
      "service",
      "technology",
      "industry",
      "service-area",
      "case-study",
      "alternative",
      "blog",
      "page",
    ])
      expect(ofKind(kind as ContentRecord["kind"]).length).toBeGreaterThan(0);
  });

  it.each(cases(ofKind("service", "technology", "industry", "service-area")))(
    "%s renders through the service page template",
    (_file, record) => {
      const page = servicePage(record);
      renderPage(
        <ServicePageTemplate
          {...pageProps<Queries.ServicePageTemplateQuery>({ servicePage: page, ...workFilterData })}
        />,
      );
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(page.hero.title);
      expect(screen.getByRole("heading", { level: 2, name: page.whatWeDo.title })).toBeInTheDocument();
      expect(screen.getByRole("heading", { level: 2, name: page.process.title })).toBeInTheDocument();
      expect(screen.getByRole("heading", { level: 2, name: "Frequently asked questions" })).toBeInTheDocument();
      expect(screen.getByRole("heading", { level: 2, name: page.closingCta.title })).toBeInTheDocument();
      for (const study of page.caseStudies) expect(screen.getByRole("link", { name: study.name })).toBeInTheDocument();
      // A service or technology page named in a case study's tags links to its filtered list of our work.
      const tagged = workFilterData.workCases.nodes.some((study) =>
        study.sections.some(
          (section) => section.type === "tags" && section.links?.some((link) => link.path === page.path),
        ),
      );
      if (tagged && (page.kind === "service" || page.kind === "technology"))
        expect(screen.getByRole("link", { name: /^All our .* work \(\d+\)$/ })).toHaveAttribute(
          "href",
          `/our-work/service/${page.path.split("/").filter(Boolean).pop()}/`,
        );
    },
  );

  it.each(cases(ofKind("case-study")))("%s renders through the case-study template", (_file, record) => {
    const data = caseStudy(record);
    renderPage(<CaseStudyTemplate {...pageProps(data)} />);
    const hero = data.caseStudy?.sections.find((section) => section.type === "hero");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(hero?.title ?? "");
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
    for (const section of data.caseStudy?.sections.filter((s) => s.type === "testimonial") ?? [])
      expectTraceableQuote(document.body, section as Testimonial);
    // The results sit in the hero, after the headline; the hero ends with the call-to-action, then the picture.
    const results = data.caseStudy!.results;
    const heroBlock = screen.getByRole("heading", { level: 1 }).closest("section")!;
    const band = within(heroBlock).getByRole("region", { name: results.title });
    for (const item of results.items)
      expect(within(band).getByText(item.value).nextElementSibling).toHaveTextContent(item.label);
    const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(screen.getByRole("heading", { level: 1 }), band)).toBe(true);
    const cta = within(heroBlock).getByRole("link", { name: results.cta.ctaLabel || "Let's work together" });
    expect(follows(within(band).getByText(results.items[results.items.length - 1]!.label), cta)).toBe(true);
    expect(within(heroBlock).getByText(results.cta.text)).toBeInTheDocument();
    const picture = within(heroBlock).getByRole("img", { name: hero?.image?.alt ?? "" });
    expect(follows(cta, picture)).toBe(true);
    const otherSections = [...document.querySelectorAll("article section")].filter(
      (section) => section !== heroBlock && !heroBlock.contains(section),
    );
    expect(otherSections.length).toBeGreaterThan(0);
    for (const section of otherSections) expect(follows(heroBlock, section)).toBe(true);
  });

  it.each(cases(ofKind("alternative")))("%s renders through the alternative template", (_file, record) => {
    const data = record.data as unknown as AlternativeJson;
    renderPage(<AlternativeTemplate {...pageProps(shapeAlternative(data))} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(data.hero.title);
    const table = screen.getByRole("table", { name: `Fuse compared with ${data.competitor}` });
    expect(within(table).getAllByRole("row")).toHaveLength(data.comparison.rows.length + 1);
  });

  it.each(cases(ofKind("blog")))("%s renders through the blog post template", async (_file, record) => {
    const data = blogPost(record);
    renderPage(<BlogPostTemplate {...pageProps(data, { children: bodyOf(record) })} />);
    const frontmatter = data.post?.frontmatter;
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(frontmatter?.title ?? "");
    expect(screen.getByText(`${data.post?.fields.readingMinutes} min read`, { exact: false })).toBeInTheDocument();
    expect(screen.getByText(frontmatter?.author ?? "")).toBeInTheDocument();
    // After the post: one newsletter panel, whose form comes with its code, and an invitation to work with us.
    expect(document.querySelectorAll("[data-newsletter]")).toHaveLength(1);
    await waitFor(() => expect(document.querySelector("[data-newsletter] input[name='footer_email']")).not.toBeNull());
    const closing = screen.getByRole("region", { name: "Have a product like this in mind?" });
    expect(within(closing).getByRole("link", { name: "Let's work together" })).toBeInTheDocument();
  });

  it("a post shows its date, tags, the newsletter panel and links to its newer and older neighbours", () => {
    const [newer, post, older] = ofKind("blog");
    const neighbour = (record: ContentRecord) => ({
      fields: { path: record.path ?? "" },
      frontmatter: { title: (record.data as unknown as MdxFrontmatter).title },
    });
    const data = { ...blogPost(post), newer: neighbour(newer), older: neighbour(older) };
    const { container } = renderPage(<BlogPostTemplate {...pageProps(data, { children: bodyOf(post) })} />);
    const frontmatter = data.post?.frontmatter;
    expect(container.querySelector("time")).toHaveAttribute("datetime", frontmatter?.isoDate);
    const tags = screen.getByRole("list", { name: "Tags" });
    expect(
      within(tags)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(frontmatter?.tags);
    expect(container.querySelector('[data-newsletter="post"]')).not.toBeNull();
    const more = screen.getByRole("navigation", { name: "More posts" });
    expect(within(more).getByRole("link", { name: /Newer post/ })).toHaveAttribute("href", newer.path);
    expect(within(more).getByRole("link", { name: /Older post/ })).toHaveAttribute("href", older.path);
  });

  it("lists every blog post on the blog list template", () => {
    const posts = ofKind("blog");
    const nodes = posts.map((record) => {
      const post = blogPost(record).post;
      if (!post) throw new Error(record.file);
      return {
        fields: { path: record.path ?? "", readingMinutes: post.fields.readingMinutes },
        frontmatter: {
          title: post.frontmatter.title,
          description: post.frontmatter.description,
          coverAlt: post.frontmatter.coverAlt,
          date: post.frontmatter.date,
          isoDate: post.frontmatter.isoDate,
          cover: imageFile,
        },
      };
    });
    renderPage(
      <BlogListTemplate
        {...pageProps<Queries.BlogListTemplateQuery, { currentPage: number; pageCount: number }>(
          { allMdx: { nodes } },
          { pageContext: { currentPage: 1, pageCount: 1 } },
        )}
      />,
    );
    for (const node of nodes)
      expect(screen.getByRole("link", { name: node.frontmatter.title })).toHaveAttribute("href", node.fields.path);
    // The first card's cover is on the first screen, the page's largest paint: fetched at once, the rest lazily.
    const covers = nodes.map((node) => screen.getByAltText(node.frontmatter.coverAlt ?? ""));
    expect(covers[0]).toHaveAttribute("loading", "eager");
    expect(covers[0]).toHaveAttribute("fetchpriority", "high");
    for (const cover of covers.slice(1)) {
      expect(cover).toHaveAttribute("loading", "lazy");
      expect(cover).not.toHaveAttribute("fetchpriority");
    }
  });

  it.each(cases(ofKind("page")))("%s renders through the informational page template", (_file, record) => {
    const data = record.data as unknown as MdxFrontmatter;
    renderPage(<InfoPageTemplate {...pageProps(infoPage(data), { children: bodyOf(record) })} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(data.title);
  });

  it("content/home.json renders the home page: hero, service cards, testimonials and closing call-to-action", async () => {
    const [home] = ofKind("home");
    const homeContent = home.data as unknown as NonNullable<Queries.HomePageQuery["homeContent"]>;
    const [site] = ofKind("site");
    const facts = (site.data as unknown as SiteJson).facts;
    const data = {
      homeContent,
      siteContent: { facts },
      industries: { nodes: [] },
      work: { nodes: [] },
      posts: { nodes: [] },
    } as unknown as Queries.HomePageQuery;
    renderPage(<HomePage {...pageProps(data)} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(homeContent.hero.title);
    // The sections between hero and closing call-to-action are a static part: their code arrives lazily here.
    const services = await screen.findByRole("region", { name: homeContent.services.title }, { timeout: 10_000 });
    for (const item of homeContent.services.items)
      expect(within(services).getByRole("link", { name: new RegExp(item.title) })).toHaveAttribute("href", item.path);
    const testimonials = screen.getByRole("region", { name: homeContent.testimonials.title });
    for (const item of homeContent.testimonials.items) expectTraceableQuote(testimonials, item);
    // The hero's figures are the ones content/site.json holds, and no rating without a source.
    for (const fact of facts) expect(screen.getByText(fact.value).nextElementSibling).toHaveTextContent(fact.label);
    expect(document.body).not.toHaveTextContent(/\d\s*\/\s*5\b/);
    expect(screen.getByRole("heading", { level: 2, name: homeContent.closingCta.title })).toBeInTheDocument();
    // The hero's art is decorative and drawn inline, so it is painted with the page's first bytes (on a phone too,
    // below the call-to-action), not fetched after them (docs/visitor-speed.md).
    const art = await waitFor(() => {
      const svg = document.querySelector("[data-hero-art] > svg");
      if (!svg) throw new Error("no inline art yet");
      return svg;
    });
    expect(art).toHaveAttribute("aria-hidden", "true");
    expect(document.querySelector("[data-hero-art] img, [data-hero-art] picture")).toBeNull();
  });

  it.each(LISTINGS.map((listing) => [listing.name, listing] as const))(
    "content/listings/%s.json renders the section index: its copy over a card for each page it lists",
    async (name, listing) => {
      const [record] = ofKind(listing.kind);
      const copy = record.data as unknown as NonNullable<Queries.ListingTemplateQuery["listingContent"]>;
      const pages = ofKind(listing.lists)
        .map((page) => ({
          name: String(page.data.name),
          summary: String(page.data.summary),
          path: page.path!,
          group: (page.data.group as string | undefined) ?? null,
        }))
        .sort((a, b) => a.name.localeCompare(b.name));
      const [site] = ofKind("site");
      const data = {
        listingContent: copy,
        allServicePage: { nodes: pages },
        ...(listing.pricingSummary ? { siteContent: site.data } : {}),
      } as unknown as Queries.ListingTemplateQuery;
      renderPage(
        <ListingTemplate {...pageProps(data)} location={{ pathname: `/${name}/` } as PageProps["location"]} />,
      );
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(copy.hero.title);
      expect(screen.getByText(copy.hero.text)).toBeInTheDocument();
      // The cards are a static part: their code arrives lazily here.
      const first = await screen.findByRole("heading", { level: 2, name: copy.groups[0].title }, { timeout: 10_000 });
      expect(first).toBeInTheDocument();
      for (const group of copy.groups) {
        const listed = pages.filter((page) => !group.group || page.group === group.group);
        expect(listed.length).toBeGreaterThan(0);
        const section = screen.getByRole("heading", { level: 2, name: group.title }).closest("section")!;
        expect(
          within(section)
            .getAllByRole("link")
            .map((link) => link.getAttribute("href")),
        ).toEqual(listed.map((page) => page.path));
      }
      expect(screen.queryByRole("heading", { level: 2, name: /engagements|pricing/i }) !== null).toBe(
        listing.pricingSummary,
      );
      expect(screen.getByRole("heading", { level: 2, name: copy.closingCta.title })).toBeInTheDocument();
      expect(document.querySelector("[data-hero] img")).toHaveAttribute("data-art", name);
    },
  );

  it("content/site.json renders the header navigation and the footer", async () => {
    const [site] = ofKind("site");
    const data = site.data as unknown as SiteJson;
    renderPage(
      <>
        <Header
          siteName={data.name}
          navigation={data.navigation}
          pathname="/"
          cta={() => <a href="/contact-us/">x</a>}
        />
        <Footer siteName={data.name} data={data.footer} cta={<a href="/contact-us/">{data.footer.ctaLabel}</a>} />
      </>,
    );
    const main = screen.getByRole("navigation", { name: "Main" });
    for (const item of data.navigation) expect(within(main).getByRole("link", { name: item.name })).toBeInTheDocument();
    // The footer's headline and directory are static parts: their code arrives lazily here.
    expect(
      await screen.findByRole("heading", { level: 2, name: data.footer.headline }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const footerNav = screen.getByRole("navigation", { name: "Footer" });
    const linkCount = data.footer.groups.reduce((sum, group) => sum + group.links.length, 0);
    const headingLinks = data.footer.groups.filter((group) => group.url).length;
    expect(within(footerNav).getAllByRole("link")).toHaveLength(linkCount + headingLinks);
  });
});
