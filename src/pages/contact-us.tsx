import React from "react";
import { graphql, type PageProps } from "gatsby";
import styled from "styled-components";
import { pageHead } from "../components/Seo";
import { Container, Section } from "../components/Container";
import { PageHero } from "../sections/PageHero";
import { ContactForm, FormStyles } from "../leads/browser/ContactForm";
import { HeroArt } from "../components/HeroArt";
import { Icon } from "../components/Icon";
import { ContactPerson } from "../components/ContactPerson";
import { ExternalButtonLink } from "../components/Button";
import { borders, colors, fontSizes, media, radii, space } from "../theme/tokens";
import { Static } from "../islands";

/**
 * The contact page: the form (it posts without a script), the person who answers and their direct lines
 * when content names one, a booking page when content has one ("Pick a time", a plain link: nothing of the
 * scheduling service loads before the click), and the other ways to reach us.
 */
export default function ContactUs({ data }: PageProps<Queries.ContactPageQuery>) {
  const person = data.siteContent?.contactPerson ?? null;
  const schedulingUrl = data.siteContent?.schedulingUrl ?? null;
  return (
    <>
      <PageHero
        eyebrow="Contact us"
        title="Tell us about your project"
        text="Share a few details and a senior engineer will reply within one business day with questions, a rough budget range and the people who would work with you."
        art={<HeroArt name="contact-us" />}
      />
      <Section>
        <Container>
          <Columns>
            <FormStyles.Panel as="section" aria-labelledby="contact-form-heading">
              <h2 id="contact-form-heading" className="visually-hidden">
                Send us a message
              </h2>
              <ContactForm placement="page" schedulingUrl={schedulingUrl} />
            </FormStyles.Panel>
            <Static>
              <Details aria-label="Other ways to reach us">
                {person ? (
                  <div>
                    <h2>Who answers</h2>
                    <ContactPerson person={person} />
                  </div>
                ) : null}
                {schedulingUrl ? (
                  <div>
                    <Icon name="calendar" />
                    <h2>Book a call</h2>
                    <p>Pick a time in our calendar, on the booking service&apos;s own page.</p>
                    <Booking>
                      <ExternalButtonLink href={schedulingUrl} target="_blank" rel="noopener noreferrer">
                        Pick a time
                      </ExternalButtonLink>
                    </Booking>
                  </div>
                ) : null}
                <div>
                  <Icon name="mail" />
                  <h2>Email</h2>
                  <p>
                    <a href="mailto:hello@flatirons.com">hello@flatirons.com</a>
                  </p>
                </div>
                <div>
                  <Icon name="pin" />
                  <h2>Headquarters</h2>
                  <p>Boulder, Colorado, USA. Remote-first, working in US time zones.</p>
                </div>
                <div>
                  <Icon name="clock" />
                  <h2>Response time</h2>
                  <p>One business day for every message, from a person, not a bot.</p>
                </div>
              </Details>
            </Static>
          </Columns>
        </Container>
      </Section>
    </>
  );
}

export const Head = pageHead({
  title: "Contact Us: Start Your Software Project",
  description:
    "Contact Flatirons about your web, mobile or AI project. A senior engineer replies within one business day with questions and a rough budget range.",
  breadcrumb: "Contact us",
});

export const query = graphql`
  query ContactPage {
    siteContent {
      schedulingUrl
      ...ContactPerson
    }
  }
`;

const Booking = styled.p`
  && {
    margin-top: ${space.md};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${space.xl};
  align-items: start;
  ${media.desktop} {
    grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr);
  }
`;

const Details = styled.aside`
  display: grid;
  gap: ${space.lg};
  ${media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  /* Beside the form on desktop: one column. */
  ${media.desktop} {
    grid-template-columns: 1fr;
  }
  & > div {
    padding: ${space.lg};
    border-radius: ${radii.md};
    background: ${colors.surface};
    border: ${borders.hairline} solid ${colors.border};
  }
  svg {
    color: ${colors.highlight};
    margin-bottom: ${space.sm};
  }
  h2 {
    font-size: ${fontSizes.lg};
    margin-bottom: ${space.xs};
  }
  p {
    color: ${colors.textMuted};
    margin: 0;
  }
`;
