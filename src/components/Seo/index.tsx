import React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { colors } from "../../theme/tokens";

interface SeoProps {
  title: string;
  description: string;
  /** location.pathname of the page. */
  pathname: string;
  children?: React.ReactNode;
}

/** Everything a page puts in <head>: used from each page's and template's `Head` export. */
export function Seo({ title, description, pathname, children }: SeoProps) {
  const { site } = useStaticQuery<Queries.SeoSiteQuery>(graphql`
    query SeoSite {
      site {
        siteMetadata {
          title
          siteUrl
        }
      }
    }
  `);
  const siteName = site?.siteMetadata?.title ?? "Flatirons";
  const siteUrl = (site?.siteMetadata?.siteUrl ?? "").replace(/\/$/, "");
  const fullTitle = title.startsWith(`${siteName}:`) ? title : `${title} | ${siteName}`;
  const canonical = `${siteUrl}${pathname}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      <meta name="theme-color" content={colors.navy} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {children}
    </>
  );
}
