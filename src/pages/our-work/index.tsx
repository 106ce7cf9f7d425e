import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Seo } from "../../components/Seo";
import { Container, Section } from "../../components/Container";
import { PageHero } from "../../sections/PageHero";
import { HeroArt } from "../../components/HeroArt";
import { CaseStudyCards } from "../../sections/CaseStudyCards";
import { ClosingCta } from "../../sections/ClosingCta";
import { ClientStrip } from "../../sections/ClientStrip";
import { WorkFilters, filtersOf } from "../../sections/WorkFilters";
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
        <Section>
          <Container>
            <WorkFilters filters={filtersOf(data)} />
            <h2 className="visually-hidden">Case studies</h2>
            <CaseStudyCards items={data.allCaseStudy.nodes} />
          </Container>
        </Section>
      </Static>
      <ClosingCta
        title="Your product could be next"
        text="Tell us about the product you want to build or rescue. We will share relevant work and the team we would put on it."
      />
    </>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Our Work: Case Studies"
    description="Case studies from Flatirons: telemedicine, fintech, legal tech, real estate, fleet logistics, e-commerce and edtech products we designed and built."
    pathname={location.pathname}
  />
);

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
