import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Seo } from "../../components/Seo";
import { IndexPage, toCard } from "../../sections/IndexPage";
import { PricingSummary } from "../../sections/Engagements";

const GROUP_TITLES: Record<string, string> = {
  design: "Design services",
  development: "Development services",
  maintenance: "Maintenance",
  engagement: "Engagement models",
};

export default function ServicesIndex({ data }: PageProps<Queries.ServicesIndexQuery>) {
  const groups = Object.entries(GROUP_TITLES).map(([group, title]) => ({
    title,
    items: data.allServicePage.nodes.filter((node) => node.group === group).map(toCard),
  }));
  return (
    <IndexPage
      art="services"
      eyebrow="Services"
      title="Software design and development services"
      text="From user research to release pipelines, one senior team covers the whole life of your product. Pick the service you need today; we will be ready for the next one."
      groups={groups.filter((group) => group.items.length)}
      intro={data.siteContent ? <PricingSummary engagements={data.siteContent.engagements} /> : null}
    />
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Software Design and Development Services"
    description="Every Flatirons service in one place: UI/UX design, web, mobile, AI and SaaS development, QA, maintenance and flexible engagement models."
    pathname={location.pathname}
  />
);

export const query = graphql`
  query ServicesIndex {
    siteContent {
      ...Engagements
    }
    allServicePage(filter: { kind: { eq: "service" } }, sort: { name: ASC }) {
      nodes {
        name
        summary
        path
        group
      }
    }
  }
`;
