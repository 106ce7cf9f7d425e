import React from "react";
import styled from "styled-components";
import { ButtonLink } from "../../../components/Button";
import { Container } from "../../../components/Container";
import { Icon } from "../../../components/Icon";
import { Seo } from "../../../components/Seo";
import { type LeadFormName, leadPage } from "../../shared/lead-forms";
import { colors, fontSizes, radii, space } from "../../../theme/tokens";

interface LeadPageProps {
  form: LeadFormName;
  /** Which of the form's pages: its thank-you page by default, or a confirmation page (newsletter). */
  name?: string;
}

/** A page a form post lands on once its lead is stored: what the form's record says (nothing the visitor typed). */
export function ThankYouPage({ form, name = "thankYou" }: LeadPageProps) {
  const { title, text, links } = leadPage(form, name);
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

/** The page's head: its title, noindex (it is left out of the sitemap too). */
export function ThankYouHead({ form, name = "thankYou" }: LeadPageProps) {
  const { title, description, path } = leadPage(form, name);
  return <Seo title={title} description={description} pathname={path} noindex />;
}

const Wrap = styled.section`
  padding: ${space.section} 0;
  text-align: center;
  h1 {
    font-size: ${fontSizes.xxl};
  }
  p {
    color: ${colors.textMuted};
  }
`;

const Mark = styled.div`
  display: inline-grid;
  place-items: center;
  width: 4rem;
  height: 4rem;
  margin-bottom: ${space.lg};
  border-radius: ${radii.pill};
  background: ${colors.surfaceRaised};
  color: ${colors.success};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  justify-content: center;
  margin-top: ${space.xl};
`;
