import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Seo } from "../components/Seo";
import { SECTION_CRUMBS } from "../lib/structured-data";
import { faqJsonLd, serviceJsonLd } from "../lib/page-structured-data";
import { ServicePageView } from "../sections/ServicePageView";
import { filtersOf } from "../sections/WorkFilters";
import { filtersForPage } from "../lib/work-filters";

/** Service, technology, industry and service-area pages. */
export default function ServicePageTemplate({ data }: PageProps<Queries.ServicePageTemplateQuery>) {
  const page = data.servicePage;
  if (!page) return null;
  // The filtered lists of our work this page stands for (an industry's, a service's).
  const work = filtersForPage(page, data.workCases.nodes, filtersOf(data));
  return <ServicePageView page={page} work={work} />;
}

/** Where each kind of service page belongs in the breadcrumb trail, whatever its URL. */
const PARENT_BY_KIND: Record<string, (typeof SECTION_CRUMBS)[string]> = {
  service: SECTION_CRUMBS.services,
  technology: SECTION_CRUMBS.technologies,
  industry: SECTION_CRUMBS.industries,
  "service-area": SECTION_CRUMBS["service-areas"],
};

export const Head: HeadFC<Queries.ServicePageTemplateQuery> = ({ data, location }) => {
  const page = data.servicePage;
  return (
    <Seo
      title={page?.seo.title ?? ""}
      description={page?.seo.description ?? ""}
      pathname={location.pathname}
      breadcrumb={page?.name}
      breadcrumbParent={page ? PARENT_BY_KIND[page.kind] : undefined}
      jsonLd={(site) =>
        page
          ? [
              serviceJsonLd(site, {
                name: page.name,
                description: page.seo.description,
                path: location.pathname,
                city: page.city?.name,
              }),
              ...(page.faq.length ? [faqJsonLd(page.faq)] : []),
            ]
          : []
      }
    />
  );
};

export const query = graphql`
  query ServicePageTemplate($id: String!) {
    servicePage(id: { eq: $id }) {
      ...ServicePageView
    }
    ...WorkFilterData
  }
`;
