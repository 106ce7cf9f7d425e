import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Seo } from "../components/Seo";
import { ListingView, toCard } from "../sections/ListingView";
import { PricingSummary } from "../sections/Engagements";
import { heroArtNameOf } from "../components/HeroArt";

/**
 * A section index: /services/, /technologies/, /industries/ or /service-areas/ (create-listing-pages.ts).
 * The copy is its file in content/listings/; the cards are the pages of the kind it lists, in the
 * groups the copy names (a group with a service group lists those services, one without lists all).
 */
export default function ListingTemplate({ data, location }: PageProps<Queries.ListingTemplateQuery>) {
  const listing = data.listingContent;
  if (!listing) return null;
  const pages = data.allServicePage.nodes;
  const groups = listing.groups.map((group) => ({
    title: group.title,
    items: pages.filter((page) => !group.group || page.group === group.group).map(toCard),
  }));
  const engagements = data.siteContent?.engagements;
  return (
    <ListingView
      hero={listing.hero}
      groups={groups}
      art={heroArtNameOf(location.pathname)}
      intro={engagements ? <PricingSummary engagements={engagements} /> : null}
      closingCta={listing.closingCta}
    />
  );
}

export const Head: HeadFC<Queries.ListingTemplateQuery> = ({ data, location }) => (
  <Seo
    title={data.listingContent?.seo.title ?? ""}
    description={data.listingContent?.seo.description ?? ""}
    pathname={location.pathname}
  />
);

export const query = graphql`
  query ListingTemplate($id: String!, $lists: String!, $pricingSummary: Boolean!) {
    listingContent(id: { eq: $id }) {
      seo {
        ...SeoWords
      }
      hero {
        ...HeroCopyWords
      }
      groups {
        title
        group
      }
      closingCta {
        ...ClosingCtaWords
      }
    }
    siteContent @include(if: $pricingSummary) {
      ...Engagements
    }
    allServicePage(filter: { kind: { eq: $lists } }, sort: { name: ASC }) {
      nodes {
        name
        summary
        path
        group
      }
    }
  }
`;
