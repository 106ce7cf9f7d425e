import React from "react";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../components/Picture";
import styled from "styled-components";
import { Icon } from "../components/Icon";
import { CardBody, CardKicker, CardList, CardMedia, CardMore, cardSurface } from "./card-parts";
import { borders, colors, fonts, fontSizes, space } from "../theme/tokens";
import { gradientText } from "../theme/mixins";

export interface CaseStudyCardData {
  slug: string;
  name: string;
  summary: string;
  industry: string;
  path: string;
  /** The first figure is the headline result, shown on the card. */
  results: { items: ReadonlyArray<{ value: string; label: string }> };
  cover: { alt: string; src: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null };
}

/** Case studies as image cards linking to /our-work/{slug}/, each with its headline result. */
export function CaseStudyCards({ items }: { items: ReadonlyArray<CaseStudyCardData> }) {
  return (
    <CardList $count={items.length}>
      {items.map((item) => {
        const image = item.cover.src?.childImageSharp?.gatsbyImageData;
        const [headline] = item.results.items;
        return (
          <Card key={item.slug}>
            <CardMedia>{image ? <Picture image={image} alt={item.cover.alt} /> : null}</CardMedia>
            <CardBody>
              <CardKicker>{item.industry}</CardKicker>
              <h3>
                <Link to={item.path}>{item.name}</Link>
              </h3>
              {headline ? (
                <Headline data-headline-result="">
                  <strong>{headline.value}</strong> <span>{headline.label}</span>
                </Headline>
              ) : null}
              <p>{item.summary}</p>
              <CardMore aria-hidden="true">
                Read the case study <Icon name="arrow" size={18} />
              </CardMore>
            </CardBody>
          </Card>
        );
      })}
    </CardList>
  );
}

const Card = styled.li<{ $linked?: boolean }>`
  ${cardSurface}
`;

/** The headline result: the figure in the brand gradient, what it measures beside it. */
const Headline = styled.p`
  && {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0 ${space.sm};
    margin: 0 0 ${space.md};
    padding-left: ${space.md};
    border-left: ${borders.accent} solid ${colors.accent};
    color: ${colors.text};
    font-size: ${fontSizes.sm};
    font-weight: 600;
  }
  strong {
    font-family: ${fonts.heading};
    font-size: ${fontSizes.xl};
    line-height: 1.2;
    ${gradientText}
  }
`;
