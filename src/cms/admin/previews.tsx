/**
 * One preview per page kind, drawn by the site's own templates and components (src/cms/preview/).
 * Each returns the element to render for an entry's data, or throws while required fields are
 * still empty (the preview then says so instead of showing half a page).
 */
import React from "react";
import { micromark } from "micromark";
import type { PageProps } from "gatsby";
import ServicePageTemplate from "../../templates/service-page";
import CaseStudyTemplate from "../../templates/case-study";
import AlternativeTemplate from "../../templates/alternative";
import BlogPostTemplate from "../../templates/blog-post";
import InfoPageTemplate from "../../templates/info-page";
import HomePage from "../../pages/index";
import ListingTemplate from "../../templates/listing";
import { Header } from "../../shell/Header";
import { Footer, type FooterData } from "../../shell/Footer";
import { pagePathFor } from "../../node/page-paths";
import { type ContentKind, LISTINGS } from "../../node/schema";
import { readingMinutes } from "../../node/reading-time";
import {
  type AlternativeJson,
  type CaseStudyJson,
  type MdxFrontmatter,
  type ServiceJson,
  alternative,
  blogPost,
  caseStudy,
  infoPage,
  servicePage,
  singleImage,
} from "../preview/page-data";

export interface PreviewInput {
  data: Record<string, unknown>;
  /** The URL the editor serves an image field's file from. */
  asset: (path: string) => string;
}

type PreviewRender = (input: PreviewInput) => React.ReactElement;

/** Page props for a template: only `data` and `children` are read. */
const props = <Data,>(data: Data, children?: React.ReactNode) => ({ data, children }) as unknown as PageProps<Data>;

const imageOf = (asset: PreviewInput["asset"]) => (src: string | undefined) => singleImage(src ? asset(src) : "");

/**
 * The MDX body as HTML: plain Markdown, each chart as its wide picture (the build's <Chart> shows it
 * from tablets up), and pictures beside the post from the files the editor holds.
 */
export function bodyHtml(markdown: string, asset: PreviewInput["asset"]): string {
  const pictures = markdown
    .replace(/^<Chart\b[^>]*>\s*(!\[[^\]]*\]\([^)]*\))\s*<\/Chart>/gm, "$1")
    .replace(/(!\[[^\]]*\]\(\s*)([^)\s]+)/g, (_match, start: string, target: string) =>
      /^([a-z]+:|\/)/i.test(target) ? `${start}${target}` : `${start}${asset(target.replace(/^\.\//, ""))}`,
    );
  // The editor serves a post's pictures at blob: addresses, which micromark drops unless told.
  return micromark(pictures, { allowDangerousProtocol: true });
}

const body = (data: Record<string, unknown>, asset: PreviewInput["asset"]) => (
  <div dangerouslySetInnerHTML={{ __html: bodyHtml(String(data.body ?? ""), asset) }} />
);

function servicePreview(kind: ContentKind): PreviewRender {
  return function ServicePreview({ data, asset }) {
    const json = data as unknown as ServiceJson;
    const path = pagePathFor(kind, { slug: String(data.slug ?? ""), section: data.section as string }) ?? "/";
    const page = servicePage(json, { kind, path }, { image: imageOf(asset), caseStudyCards: [] });
    // The preview knows this page only: no other case study names it, so it links to no filtered list.
    return (
      <ServicePageTemplate {...props({ servicePage: page, workCases: { nodes: [] }, workPages: { nodes: [] } })} />
    );
  };
}

export const PREVIEWS: Record<string, PreviewRender> = {
  services: servicePreview("service"),
  technologies: servicePreview("technology"),
  industries: servicePreview("industry"),
  "service-areas": servicePreview("service-area"),
  "case-studies": ({ data, asset }) => (
    <CaseStudyTemplate
      {...props(caseStudy(data as unknown as CaseStudyJson, "", { image: imageOf(asset), caseStudyCards: [] }))}
    />
  ),
  alternatives: ({ data }) => <AlternativeTemplate {...props(alternative(data as unknown as AlternativeJson))} />,
  blog: ({ data, asset }) => (
    <BlogPostTemplate
      {...props(
        blogPost(data as unknown as MdxFrontmatter, readingMinutes(String(data.body ?? "")), { image: imageOf(asset) }),
        body(data, asset),
      )}
    />
  ),
  pages: ({ data, asset }) => (
    <InfoPageTemplate {...props(infoPage(data as unknown as MdxFrontmatter), body(data, asset))} />
  ),
  home: ({ data }) => {
    const homeData = {
      homeContent: data,
      industries: { nodes: [] },
      work: { nodes: [] },
      posts: { nodes: [] },
    } as unknown as Queries.HomePageQuery;
    return <HomePage {...props(homeData)} />;
  },
  // A section index shows its copy; the editor holds no other page, so its groups have no cards yet.
  ...Object.fromEntries(
    LISTINGS.map((listing) => [
      listing.kind,
      ({ data }: PreviewInput) => {
        const listingData = {
          listingContent: data,
          allServicePage: { nodes: [] },
        } as unknown as Queries.ListingTemplateQuery;
        return (
          <ListingTemplate
            {...props(listingData)}
            location={{ pathname: `/${listing.name}/` } as PageProps["location"]}
          />
        );
      },
    ]),
  ),
  site: ({ data, asset }) => {
    const footer = data.footer as FooterData & { ctaLabel: string };
    const logos = (data.footer as { logos: Array<FooterData["logos"][number] & { image: string }> }).logos.map(
      (logo) => ({
        ...logo,
        image: { publicURL: asset(logo.image) },
      }),
    );
    return (
      <>
        <Header
          siteName={String(data.name)}
          navigation={data.navigation as Array<{ name: string; path: string }>}
          pathname="/"
          cta={(className) => (
            <div className={className}>
              <a href="/contact-us/">{String(data.headerCta)}</a>
            </div>
          )}
        />
        <Footer
          siteName={String(data.name)}
          data={{ ...footer, logos }}
          cta={<a href="/contact-us/">{footer.ctaLabel}</a>}
        />
      </>
    );
  },
};
