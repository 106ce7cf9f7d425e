import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Seo } from "../../components/Seo";
import { IndexPage, toCard } from "../../sections/IndexPage";

export default function ServiceAreasIndex({ data }: PageProps<Queries.ServiceAreasIndexQuery>) {
  return (
    <IndexPage
      art="service-areas"
      eyebrow="Service areas"
      title="A custom software company near you"
      text="Headquartered in Boulder and working in US time zones, we partner with companies across the country, on site whenever a project needs it."
      groups={[{ title: "Cities we serve", items: data.allServicePage.nodes.map(toCard) }]}
    />
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Service Areas: Custom Software Development by City"
    description="Flatirons serves companies in Atlanta, Austin, Boston, Boulder, Chicago, Denver, Los Angeles, Miami, New York, Portland, San Francisco and Seattle."
    pathname={location.pathname}
  />
);

export const query = graphql`
  query ServiceAreasIndex {
    allServicePage(filter: { kind: { eq: "service-area" } }, sort: { name: ASC }) {
      nodes {
        name
        summary
        path
      }
    }
  }
`;
