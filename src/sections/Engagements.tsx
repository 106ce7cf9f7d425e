import React from "react";
import { graphql } from "gatsby";
import styled from "styled-components";
import { Container, Section } from "../components/Container";
import { ButtonLink } from "../components/Button";
import { SectionHeading } from "./SectionHeading";
import { CardList, cardSurface, cardText } from "./card-parts";
import { borders, colors, fonts, fontSizes, layout, media, space } from "../theme/tokens";
import { bareList } from "../theme/mixins";

export type EngagementsData = Queries.EngagementsFragment["engagements"];

/** The page of its own the engagements and their ranges have, in the main navigation. */
export const PRICING_PATH = "/pricing/";

/**
 * "Engagements and pricing": what each way of working with the company costs and how long it runs,
 * as ranges from content/site.json, so a buyer has a number before the first call. The pricing page
 * shows it whole; other pages show the short `PricingSummary` that links there.
 */
export function Engagements({ engagements }: { engagements: EngagementsData }) {
  return (
    <Section aria-labelledby="engagements">
      <Container>
        {/* The cards' h3s sit under a heading of their own, also where the page hero's h1 comes just before. */}
        <h2 id="engagements" className="visually-hidden">
          {engagements.title}
        </h2>
        <CardList $count={engagements.items.length}>
          {engagements.items.map((item) => (
            <Card key={item.name} $linked={false}>
              <h3>{item.name}</h3>
              <Price>{item.price}</Price>
              <Duration>{item.duration}</Duration>
              <p>{item.text}</p>
            </Card>
          ))}
        </CardList>
        <Note>{engagements.note}</Note>
      </Container>
    </Section>
  );
}

/**
 * The engagements in a few lines (name, range, how long) and a link to the pricing page: the price one
 * tap away on the home page and the services index, from the same content as the page itself.
 */
export function PricingSummary({ engagements }: { engagements: EngagementsData }) {
  return (
    <Section $tone="raised" aria-labelledby="pricing-summary">
      <Container>
        <SectionHeading id="pricing-summary" eyebrow="Pricing" title={engagements.title} />
        <Summary>
          {engagements.items.map((item) => (
            <li key={item.name}>
              <span>{item.name}</span>
              <strong>{item.price}</strong>
              <span>{item.duration}</span>
            </li>
          ))}
        </Summary>
        <More>
          <ButtonLink to={PRICING_PATH} $variant="secondary">
            What each engagement includes
          </ButtonLink>
        </More>
      </Container>
    </Section>
  );
}

export const query = graphql`
  fragment Engagements on SiteContent {
    engagements {
      title
      lead
      items {
        name
        price
        duration
        text
      }
      note
    }
  }
`;

const Card = styled.li<{ $linked?: boolean }>`
  ${cardSurface}
  ${cardText}
  padding: ${space.lg};
  && h3 {
    margin-bottom: ${space.xs};
  }
`;

const Price = styled.p`
  && {
    margin: 0 0 ${space.xs};
    font-family: ${fonts.heading};
    font-size: ${fontSizes.xl};
    font-weight: 700;
    color: ${colors.text};
  }
`;

const Duration = styled.p`
  && {
    margin: 0 0 ${space.md};
    color: ${colors.highlight};
    font-weight: 600;
  }
`;

const Note = styled.p`
  margin: ${space.lg} 0 0;
  max-width: 46rem;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

const Summary = styled.ul`
  ${bareList}
  display: grid;
  border-top: ${borders.hairline} solid ${colors.border};
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas: "name price" "name duration";
    column-gap: ${space.md};
    align-items: baseline;
    padding: ${space.sm} 0;
    border-bottom: ${borders.hairline} solid ${colors.border};
    min-height: ${layout.touchTarget}px;
  }
  li > span:first-child {
    grid-area: name;
    align-self: center;
    font-weight: 600;
  }
  strong {
    grid-area: price;
    justify-self: end;
    font-family: ${fonts.heading};
    font-size: ${fontSizes.lg};
  }
  li > span:last-child {
    grid-area: duration;
    justify-self: end;
    color: ${colors.textMuted};
    font-size: ${fontSizes.sm};
  }
  ${media.desktop} {
    li {
      grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
      grid-template-areas: "name price duration";
      align-items: center;
    }
    strong,
    li > span:last-child {
      justify-self: start;
    }
  }
`;

const More = styled.p`
  margin: ${space.xl} 0 0;
  font-weight: 600;
`;
