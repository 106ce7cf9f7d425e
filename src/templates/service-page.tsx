import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Seo } from "../components/Seo";
import { ServicePageView } from "../sections/ServicePageView";

/** Service, technology, industry and service-area pages. */
export default function ServicePageTemplate({ data }: PageProps<Queries.ServicePageTemplateQuery>) {
  return data.servicePage ? <ServicePageView page={data.servicePage} /> : null;
}

export const Head: HeadFC<Queries.ServicePageTemplateQuery> = ({ data, location }) => (
  <Seo
    title={data.servicePage?.seo.title ?? ""}
    description={data.servicePage?.seo.description ?? ""}
    pathname={location.pathname}
  />
);

export const query = graphql`
  query ServicePageTemplate($id: String!) {
    servicePage(id: { eq: $id }) {
      ...ServicePageView
    }
  }
`;
