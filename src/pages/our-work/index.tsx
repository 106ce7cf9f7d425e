import React from "react";
import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../../components/Seo";
import { PageHero } from "../../sections/PageHero";
import { HeroArt } from "../../components/HeroArt";
import { ClientStrip } from "../../sections/ClientStrip";
import { WorkClosingCta, WorkList } from "../../sections/WorkList";
import { Static } from "../../islands";

export default function OurWork({ data }: PageProps<Queries.OurWorkQuery>) {
  return (
    <>
      <PageHero
        eyebrow="Our work"
        title="Products we designed, built and shipped"
        text="Each case study shows the problem, what we built and the numbers that changed for the client."
        workPage
        art={<HeroArt name="our-work" />}
      />
      <Static>
        <ClientStrip clients={data.siteContent?.clients} />
      </Static>
      <Static>
        <WorkList data={data} items={data.allCaseStudy.nodes} />
      </Static>
      <WorkClosingCta />
    </>
  );
}

export const Head = pageHead({
  title: "Our Work: Case Studies",
  description:
    "Case studies from Flatirons: telemedicine, fintech, legal tech, real estate, fleet logistics, e-commerce and edtech products we designed and built.",
});

export const query = graphql`
  query OurWork {
    siteContent {
      ...ClientStrip
    }
    allCaseStudy(sort: { order: ASC }) {
      nodes {
        ...CaseStudyCard
      }
    }
    ...WorkFilterData
  }
`;
