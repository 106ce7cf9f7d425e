import React from "react";
import { pageHead } from "../components/Seo";
import { ButtonLink } from "../components/Button";
import { PageHero } from "../sections/PageHero";
import { HeroArt } from "../components/HeroArt";
import { TitledSection } from "../sections/SectionHeading";
import { CardGrid } from "../sections/CardGrid";
import { ProcessSteps } from "../sections/ProcessSteps";
import { ClosingCta } from "../sections/ClosingCta";
import { Static } from "../islands";

const OFFER = [
  { title: "Capital", text: "Pre-seed and seed checks from $50k to $250k on standard SAFE terms." },
  {
    title: "Engineering credit",
    text: "Up to $150k of design and development from the Flatirons team, matched to your roadmap.",
  },
  {
    title: "Operator time",
    text: "Monthly sessions with our CTO and product leads on architecture, hiring and pricing.",
  },
];

const STEPS = [
  { title: "Apply online", text: "Ten minutes: your company, founders, stage, sector and a short pitch." },
  {
    title: "First conversation",
    text: "Within two weeks, a 45-minute call with a partner about the problem and your plan.",
  },
  {
    title: "Technical deep dive",
    text: "A working session with our engineers on your product and what building it will take.",
  },
  { title: "Decision", text: "A yes or no within 30 days of applying, with reasons either way." },
];

export default function FlatironsFund() {
  return (
    <>
      <PageHero
        eyebrow="Flatirons Fund"
        title="Capital and a product team for technical founders"
        text="The Flatirons Fund backs early-stage software companies with a check and engineering time, so your first hires can focus on customers."
        art={<HeroArt name="flatirons-fund" />}
      >
        <ButtonLink to="/application/">Apply to the fund</ButtonLink>
      </PageHero>
      <Static>
        <TitledSection id="offer" eyebrow="What we offer" title="More than a check">
          <CardGrid items={OFFER} />
        </TitledSection>
        <TitledSection id="steps" tone="raised" eyebrow="Process" title="From application to decision in 30 days">
          <ProcessSteps steps={STEPS} />
        </TitledSection>
      </Static>
      <ClosingCta
        title="Building something technical?"
        text="Applications are open all year. Tell us about your company and founders, and a partner will reply within 30 days."
        action={<ButtonLink to="/application/">Apply to the fund</ButtonLink>}
      />
    </>
  );
}

export const Head = pageHead({
  title: "Flatirons Fund: Capital and Engineering for Startups",
  description:
    "The Flatirons Fund invests $50k–$250k in early-stage software startups and adds up to $150k of design and engineering time from our team.",
  breadcrumb: "Flatirons Fund",
});
