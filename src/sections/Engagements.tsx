import React from "react";
import { graphql } from "gatsby";
import styled from "styled-components";
import { Container, Section } from "../components/Container";
import { SectionHeading } from "./SectionHeading";
import { CardList, cardSurface, cardText } from "./card-parts";
import { colors, fonts, fontSizes, space } from "../theme/tokens";

export type EngagementsData = Queries.EngagementsFragment["engagements"];

/** The anchor other pages link to ("Our services page lists every engagement with its range"). */
export const PRICING_ANCHOR = "pricing";

/**
 * "Engagements and pricing": what each way of working with the company costs and how long it runs,
 * as ranges from content/site.json, so a buyer has a number before the first call.
 */
export function Engagements({ engagements }: { engagements: EngagementsData }) {
  return (
    <Section id={PRICING_ANCHOR} aria-labelledby="pricing-title">
      <Container>
        <SectionHeading id="pricing-title" eyebrow="Pricing" title={engagements.title} lead={engagements.lead} />
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
