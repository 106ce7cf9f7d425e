import React from "react";
import { graphql, type HeadFC, useStaticQuery } from "gatsby";
import { colors } from "../../theme/tokens";
import { currentCanonicalUrl } from "../../lib/canonical-url";
import {
  absoluteUrl,
  breadcrumbJsonLd,
  breadcrumbTrail,
  organizationJsonLd,
  serializeJsonLd,
  type Crumb,
  type JsonLd,
  type SiteIdentity,
} from "../../lib/structured-data";

/** The share image used when a page has none of its own (static/social-card.png, 1200×630). */
export const DEFAULT_SOCIAL_IMAGE: SocialImage = {
  src: "/social-card.png",
  width: 1200,
  height: 630,
  alt: "Flatirons: custom software design and development",
};

/** Square logo for structured data (static/flatirons-logo.png). */
export const LOGO_PATH = "/flatirons-logo.png";

export interface SocialImage {
  /** Site path (/static/…) or absolute URL. */
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** A page's share image from the SocialImage fragment (null when the page has no image of its own). */
export function toSocialImage(
  resized:
    { readonly src: string | null; readonly width: number | null; readonly height: number | null } | null | undefined,
  alt: string | null | undefined,
): SocialImage | null {
  if (!resized?.src || !resized.width || !resized.height) return null;
  return { src: resized.src, width: resized.width, height: resized.height, alt: alt ?? "" };
}

/** A cover cropped to the 1200×630 share-card size (query it as `childImageSharp { ...SocialImage }`). */
export const socialImageFragment = graphql`
  fragment SocialImage on ImageSharp {
    social: resize(width: 1200, height: 630, cropFocus: CENTER, toFormat: JPG, quality: 80) {
      src
      width
      height
    }
  }
`;

/** The title and description every kind of page has (the content model's PageSeo). */
export const seoWordsFragment = graphql`
  fragment SeoWords on PageSeo {
    title
    description
  }
`;

/**
 * The <title>: the page's title and the site name ("Web Development Services | Flatirons"),
 * unless it already leads with the site name ("Flatirons: …"). Keep it within 70 characters
 * (the HTML gate's long-title rule): blog posts can set a shorter seoTitle.
 */
export function withSiteName(title: string, siteName: string): string {
  return title.startsWith(`${siteName}:`) ? title : `${title} | ${siteName}`;
}

export interface SeoProps {
  title: string;
  /** At least 50 characters and unique to the page. */
  description: string;
  /** location.pathname of the page. */
  pathname: string;
  /** The page's own share image (case-study or blog cover); the default social card otherwise. */
  image?: SocialImage | null;
  type?: "website" | "article";
  /** This page's name in the breadcrumb trail; defaults to the title. */
  breadcrumb?: string;
  /** Logical parent when it differs from the URL (a technology page under /services/ belongs to Technologies). */
  breadcrumbParent?: Crumb;
  /** Page-specific structured data (Service, BlogPosting, FAQPage…), given the site's identity. */
  jsonLd?: (site: SiteIdentity) => ReadonlyArray<JsonLd>;
  /** Error pages: kept out of search results (and out of the sitemap). */
  noindex?: boolean;
  children?: React.ReactNode;
}

/**
 * Everything a page puts in <head>: title, description, canonical, Open Graph and
 * Twitter card tags, and JSON-LD (Organization on the home page, BreadcrumbList
 * on every other indexable page, plus the page's own). Used from each page's and
 * template's `Head` export.
 */
export function Seo({
  title,
  description,
  pathname,
  image,
  type = "website",
  breadcrumb,
  breadcrumbParent,
  jsonLd,
  noindex = false,
  children,
}: SeoProps) {
  const { site, siteContent } = useStaticQuery<Queries.SeoSiteQuery>(graphql`
    query SeoSite {
      site {
        siteMetadata {
          title
          siteUrl
          description
        }
      }
      siteContent {
        name
        description
        footer {
          social {
            url
          }
        }
      }
    }
  `);
  const siteName = siteContent?.name ?? site?.siteMetadata?.title ?? "Flatirons";
  const identity: SiteIdentity = {
    name: siteName,
    siteUrl: (site?.siteMetadata?.siteUrl ?? "").replace(/\/$/, ""),
    description: siteContent?.description ?? site?.siteMetadata?.description ?? description,
    logoPath: LOGO_PATH,
    sameAs: siteContent?.footer.social.map((profile) => profile.url) ?? [],
  };
  const fullTitle = withSiteName(title, siteName);
  const canonical = absoluteUrl(identity.siteUrl, pathname);
  const share = image ?? DEFAULT_SOCIAL_IMAGE;
  const shareUrl = absoluteUrl(identity.siteUrl, share.src);

  const structured: JsonLd[] = [];
  if (!noindex) {
    if (pathname === "/") structured.push(organizationJsonLd(identity));
    else
      structured.push(
        breadcrumbJsonLd(identity.siteUrl, breadcrumbTrail(pathname, breadcrumb ?? title, breadcrumbParent)),
      );
    if (jsonLd) structured.push(...jsonLd(identity));
  }

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {/* Server: site URL + path; after client-side navigation also the search and hash. */}
      <link rel="canonical" href={currentCanonicalUrl(identity.siteUrl, pathname)} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <meta name="theme-color" content={colors.navy} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={shareUrl} />
      <meta property="og:image:width" content={String(share.width)} />
      <meta property="og:image:height" content={String(share.height)} />
      <meta property="og:image:alt" content={share.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={shareUrl} />
      <meta name="twitter:image:alt" content={share.alt} />
      {structured.map((data) => (
        <script
          key={`${data["@type"]}`}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
        />
      ))}
      {children}
    </>
  );
}

/**
 * The `Head` of a page whose title and description do not depend on its data (the one-off pages):
 * `export const Head = pageHead({ title, description, breadcrumb })`.
 */
export function pageHead(meta: Omit<SeoProps, "pathname">): HeadFC {
  return function Head({ location }) {
    return <Seo {...meta} pathname={location.pathname} />;
  };
}
