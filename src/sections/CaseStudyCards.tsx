import React from "react";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../components/Picture";
import styled from "styled-components";
import { Icon } from "../components/Icon";
import { CardBody, CardKicker, CardList, CardMedia, CardMore, cardSurface } from "./card-parts";

export interface CaseStudyCardData {
  slug: string;
  name: string;
  summary: string;
  industry: string;
  path: string;
  cover: { alt: string; src: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null };
}

/** Case studies as image cards linking to /our-work/{slug}/. */
export function CaseStudyCards({ items }: { items: ReadonlyArray<CaseStudyCardData> }) {
  return (
    <CardList $count={items.length}>
      {items.map((item) => {
        const image = item.cover.src?.childImageSharp?.gatsbyImageData;
        return (
          <Card key={item.slug}>
            <CardMedia>{image ? <Picture image={image} alt={item.cover.alt} /> : null}</CardMedia>
            <CardBody>
              <CardKicker>{item.industry}</CardKicker>
              <h3>
                <Link to={item.path}>{item.name}</Link>
              </h3>
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
