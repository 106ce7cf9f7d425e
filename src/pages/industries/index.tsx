import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Seo } from "../../components/Seo";
import { IndexPage, toCard } from "../../sections/IndexPage";

export default function IndustriesIndex({ data }: PageProps<Queries.IndustriesIndexQuery>) {
  return (
    <IndexPage
      art="industries"
      eyebrow="Industries"
      title="Software for regulated and fast-moving industries"
      text="Compliance, integrations and domain language slow most projects down. Our teams arrive already knowing the rules of your industry."
      groups={[{ title: "Industries we serve", items: data.allServicePage.nodes.map(toCard) }]}
    />
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Industries We Serve: Fintech, Healthcare, Legal and More"
    description="Flatirons builds compliant software for fintech, healthcare, legal tech, real estate and transportation companies. See how we work in each industry."
    pathname={location.pathname}
  />
);

export const query = graphql`
  query IndustriesIndex {
    allServicePage(filter: { kind: { eq: "industry" } }, sort: { name: ASC }) {
      nodes {
        name
        summary
        path
      }
    }
  }
`;
