import React from "react";
import { Link } from "gatsby";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import styled from "styled-components";

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
    <Grid>
      {items.map((item) => {
        const image = item.cover.src?.childImageSharp?.gatsbyImageData;
        return (
          <Card key={item.slug}>
            {image ? <GatsbyImage image={image} alt={item.cover.alt} /> : null}
            <Body>
              <Industry>{item.industry}</Industry>
              <h3>
                <Link to={item.path}>{item.name}</Link>
              </h3>
              <p>{item.summary}</p>
            </Body>
          </Card>
        );
      })}
    </Grid>
  );
}

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Card = styled.li`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  transition: border-color 0.15s ease;
  &:hover,
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  .gatsby-image-wrapper {
    aspect-ratio: 16 / 10;
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  h3 a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  h3 a::after {
    content: "";
    position: absolute;
    inset: 0;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    margin: 0;
  }
`;

const Industry = styled.p`
  && {
    color: ${({ theme }) => theme.colors.highlight};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;
