import React from "react";
import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../../components/Seo";
import { Container, Section } from "../../components/Container";
import { PageHero } from "../../sections/PageHero";
import { HeroArt } from "../../components/HeroArt";
import type { IconName } from "../../components/Icon";
import { SectionHeading, TitledSection } from "../../sections/SectionHeading";
import { CardGrid } from "../../sections/CardGrid";
import { Static } from "../../islands";
import { DemoForm, DEMO_ANCHOR } from "../../leads/browser/DemoForm";
import { FormStyles } from "../../leads/browser/ContactForm";

const FEATURES: ReadonlyArray<{ title: string; text: string; icon: IconName }> = [
  {
    title: "AI column mapping",
    text: "Fuse suggests how each uploaded column maps to your schema and learns from every correction.",
    icon: "spark",
  },
  {
    title: "Validation your users can fix",
    text: "Rules run in the browser as people type, with clear messages on the exact cell that needs attention.",
    icon: "check",
  },
  {
    title: "Transformations",
    text: "Split names, normalise dates and phone numbers, and look up values before data ever reaches your API.",
    icon: "code",
  },
  {
    title: "White-label UI",
    text: "Your fonts, colours and copy in React, Angular or Vue components, or a hosted modal.",
    icon: "design",
  },
  { title: "Self-hosting", text: "Run Fuse in your own cloud when customer data must never leave it.", icon: "shield" },
  {
    title: "Webhooks and SDKs",
    text: "Clean JSON to your endpoint, with retries, signatures and typed SDKs for Node.js and Python.",
    icon: "chart",
  },
];

export default function FusePage({ data }: PageProps<Queries.FusePageQuery>) {
  return (
    <>
      <PageHero
        eyebrow="Products · Fuse"
        title="Fuse: spreadsheet imports your customers finish"
        text="Fuse is our embeddable CSV and Excel importer. Drop it into your app and turn messy customer files into clean, validated data in minutes."
        ctaLabel="Book a Fuse demo"
        ctaIntent="fuse-demo"
        art={<HeroArt name="fuse" />}
      />
      <Static>
        <TitledSection id="features" eyebrow="Features" title="Everything an import flow needs">
          <CardGrid items={FEATURES} />
        </TitledSection>
        <TitledSection id="compare" tone="raised" eyebrow="Compare" title="How Fuse compares">
          <CardGrid
            items={data.allAlternative.nodes.map((node) => ({
              title: `Fuse vs ${node.competitor}`,
              text: node.summary,
              path: node.path,
            }))}
          />
        </TitledSection>
      </Static>
      {/* The demo request on the page itself: it posts without a script, and the calls to action above link
        here until the page runs (then they open the same form in the contact dialog). */}
      <Section id={DEMO_ANCHOR} aria-labelledby="demo-title">
        <Container>
          <SectionHeading
            id="demo-title"
            eyebrow="Demo"
            title="See Fuse with your own data"
            lead="Tell us what your customers import. We reply within one business day with times for a 30-minute demo on a file like theirs."
          />
          <FormStyles.Panel>
            <DemoForm placement="page" schedulingUrl={data.siteContent?.schedulingUrl ?? null} />
          </FormStyles.Panel>
        </Container>
      </Section>
    </>
  );
}

export const Head = pageHead({
  title: "Fuse: Embeddable CSV and Spreadsheet Importer",
  description:
    "Fuse by Flatirons is an embeddable CSV and Excel importer with AI column mapping, in-browser validation, transformations, webhooks and self-hosting.",
  breadcrumb: "Fuse",
});

export const query = graphql`
  query FusePage {
    siteContent {
      schedulingUrl
    }
    allAlternative(sort: { competitor: ASC }) {
      nodes {
        competitor
        summary
        path
      }
    }
  }
`;
