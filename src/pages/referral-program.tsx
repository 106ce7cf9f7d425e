import React from "react";
import { pageHead } from "../components/Seo";
import { Container, Section } from "../components/Container";
import { PageHero } from "../sections/PageHero";
import { HeroArt } from "../components/HeroArt";
import { TitledSection } from "../sections/SectionHeading";
import { ProcessSteps } from "../sections/ProcessSteps";
import { ReferralForm, FormStyles } from "../leads/browser/ReferralForm";
import { Static } from "../islands";

const STEPS = [
  {
    title: "Introduce us",
    text: "Send us the name and email of someone who needs software built, with a line about their project.",
  },
  {
    title: "We take it from there",
    text: "We reach out within one business day and keep you posted, without pressure on your contact.",
  },
  {
    title: "Get rewarded",
    text: "When they sign, you receive 10% of the first six months of fees, paid as they pay, up to $25,000.",
  },
];

export default function ReferralProgram() {
  return (
    <>
      <PageHero
        eyebrow="Referral program"
        title="Know someone who needs great software?"
        text="Refer a company to Flatirons and earn up to $25,000 when they become a client. Anyone can join: clients, alumni, partners and friends."
        art={<HeroArt name="referral-program" />}
      />
      <Static>
        <TitledSection id="how" eyebrow="How it works" title="Three steps, no paperwork">
          <ProcessSteps steps={STEPS} />
        </TitledSection>
      </Static>
      <Section $tone="raised" aria-label="Referral form">
        <Container $narrow>
          <FormStyles.Panel>
            <ReferralForm />
          </FormStyles.Panel>
        </Container>
      </Section>
    </>
  );
}

export const Head = pageHead({
  title: "Referral Program: Earn Up to $25,000",
  description:
    "Refer a company that needs software built and earn 10% of their first six months of Flatirons fees, up to $25,000. Join the referral program.",
  breadcrumb: "Referral program",
});
