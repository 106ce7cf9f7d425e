import React from "react";
import { pageHead } from "../components/Seo";
import { Container, Section } from "../components/Container";
import { PageHero } from "../sections/PageHero";
import { ApplicationForm, FormStyles } from "../leads/browser/ApplicationForm";
import { HeroArt } from "../components/HeroArt";

export default function Application() {
  return (
    <>
      <PageHero
        eyebrow="Flatirons Fund"
        title="Apply to the Flatirons Fund"
        text="Tell us about your company and founders. Every application is read by a partner, and you will hear from us within 30 days."
        art={<HeroArt name="application" />}
      />
      <Section>
        <Container $narrow>
          <h2>What we look for</h2>
          <p>
            Software companies at pre-seed or seed stage, with a founder who can explain the customer problem in one
            sentence and has already spoken to at least ten people who have it.
          </p>
          <FormStyles.Panel>
            <ApplicationForm />
          </FormStyles.Panel>
        </Container>
      </Section>
    </>
  );
}

export const Head = pageHead({
  title: "Apply to the Flatirons Fund",
  description:
    "Apply to the Flatirons Fund: share your company, founders, stage, sectors and pitch. A partner reads every application and replies within 30 days.",
  breadcrumb: "Application",
});
