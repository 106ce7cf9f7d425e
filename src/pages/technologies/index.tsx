import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Seo } from "../../components/Seo";
import { IndexPage, toCard } from "../../sections/IndexPage";

export default function TechnologiesIndex({ data }: PageProps<Queries.TechnologiesIndexQuery>) {
  return (
    <IndexPage
      art="technologies"
      eyebrow="Technologies"
      title="Technologies we build with"
      text="We keep a short list of proven stacks and know them deeply, so your product rests on tools with long support windows and a healthy hiring market."
      groups={[{ title: "Our core stacks", items: data.allServicePage.nodes.map(toCard) }]}
    />
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Technologies: React, Node.js, Flutter, Rails and More"
    description="The stacks Flatirons engineers use every day: React, React Native, Flutter, Node.js, Ruby on Rails and Python, and when each one is the right choice."
    pathname={location.pathname}
  />
);

export const query = graphql`
  query TechnologiesIndex {
    allServicePage(filter: { kind: { eq: "technology" } }, sort: { name: ASC }) {
      nodes {
        name
        summary
        path
      }
    }
  }
`;
