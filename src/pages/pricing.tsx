import React from "react";
import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../components/Seo";
import { PageHero } from "../sections/PageHero";
import { HeroArt } from "../components/HeroArt";
import { Engagements } from "../sections/Engagements";
import { ClosingCta } from "../sections/ClosingCta";
import { Static } from "../islands";

/**
 * Engagements and pricing: every way of working with the company, what it costs and how long it runs,
 * from content/site.json "engagements", the one place prices live (src/node/pricing-rules.ts keeps
 * the other pages in agreement with it).
 */
export default function Pricing({ data }: PageProps<Queries.PricingPageQuery>) {
  const engagements = data.siteContent!.engagements;
  return (
    <>
      <PageHero eyebrow="Pricing" title={engagements.title} text={engagements.lead} art={<HeroArt name="pricing" />} />
      <Static>
        <Engagements engagements={engagements} />
      </Static>
      <ClosingCta
        title="Want a number for your project?"
        text="Describe what you want to build. Within one business day a senior engineer sends a price range and the questions that would narrow it."
        ctaLabel="Request an estimate"
        ctaIntent="estimate"
      />
    </>
  );
}

export const Head = pageHead({
  title: "Engagements and Pricing",
  description:
    "What working with Flatirons costs: the price range and timeline of every engagement, what each one includes and what changes the price.",
  breadcrumb: "Pricing",
});

export const query = graphql`
  query PricingPage {
    siteContent {
      ...Engagements
    }
  }
`;
