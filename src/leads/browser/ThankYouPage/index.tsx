import React from "react";
import styled from "styled-components";
import { ButtonLink } from "../../../components/Button";
import { Container } from "../../../components/Container";
import { Icon } from "../../../components/Icon";
import { Seo } from "../../../components/Seo";
import { type LeadFormName, NEWSLETTER_SUCCESS_MESSAGE, THANK_YOU_PAGES } from "../../shared/lead-forms";
import { theme } from "../../../theme/tokens";

interface ThankYou {
  title: string;
  text: string;
  /** Where to go next: the first link is the way back. */
  links: ReadonlyArray<{ to: string; label: string }>;
  /** The page's meta description (unique per page). */
  description: string;
}

/**
 * What each form's thank-you page says. A browser's own form post lands here
 * (303 from the route), so nothing the visitor typed is known or shown.
 */
export const THANK_YOU: Readonly<Record<LeadFormName, ThankYou>> = {
  newsletter: {
    title: NEWSLETTER_SUCCESS_MESSAGE,
    text: "The next issue lands in your inbox: what we learn building web, mobile and AI products, once a month.",
    links: [
      { to: "/", label: "Back to the home page" },
      { to: "/blog/", label: "Read the blog" },
    ],
    description:
      "Your subscription to the Flatirons newsletter is confirmed. The next issue will arrive in your inbox.",
  },
  contact: {
    title: "Thank you!",
    text: "We have your message. A senior engineer will reply within one business day and ask about scope, budget and timeline.",
    links: [
      { to: "/", label: "Back to the home page" },
      { to: "/our-work/", label: "See our work" },
    ],
    description:
      "Flatirons has your message. A senior engineer replies within one business day with the next questions.",
  },
  referral: {
    title: "Thank you for the introduction!",
    text: "We will reach out to the company you referred within one business day and keep you posted by email.",
    links: [
      { to: "/referral-program/", label: "Back to the referral program" },
      { to: "/", label: "Home page" },
    ],
    description:
      "Flatirons received your referral and will contact the company you introduced within one business day.",
  },
  application: {
    title: "Thank you for applying!",
    text: "A partner will read your application and write back within 30 days.",
    links: [
      { to: "/flatirons-fund/", label: "Back to the Flatirons Fund" },
      { to: "/", label: "Home page" },
    ],
    description: "Your application to the Flatirons Fund was received. A partner reads every application and replies.",
  },
};

/** The page a form post lands on once its lead is stored. */
export function ThankYouPage({ form }: { form: LeadFormName }) {
  const { title, text, links } = THANK_YOU[form];
  return (
    <Wrap>
      <Container $narrow>
        <Mark aria-hidden="true">
          <Icon name="check" />
        </Mark>
        <h1>{title}</h1>
        <p>{text}</p>
        <Actions>
          {links.map((link, index) => (
            <ButtonLink key={link.to} to={link.to} $variant={index === 0 ? "primary" : "secondary"}>
              {link.label}
            </ButtonLink>
          ))}
        </Actions>
      </Container>
    </Wrap>
  );
}

/** The thank-you page's head: its title, noindex (it is left out of the sitemap too). */
export function ThankYouHead({ form }: { form: LeadFormName }) {
  const { title, description } = THANK_YOU[form];
  return <Seo title={title} description={description} pathname={THANK_YOU_PAGES[form]} noindex />;
}

const Wrap = styled.section`
  padding: ${theme.space.section} 0;
  text-align: center;
  h1 {
    font-size: ${theme.fontSizes.xxl};
  }
  p {
    color: ${theme.colors.textMuted};
  }
`;

const Mark = styled.div`
  display: inline-grid;
  place-items: center;
  width: 4rem;
  height: 4rem;
  margin-bottom: ${theme.space.lg};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.success};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  justify-content: center;
  margin-top: ${theme.space.xl};
`;
