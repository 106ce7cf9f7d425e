import React from "react";
import { Link } from "gatsby";
import styled from "styled-components";

export interface CardItem {
  title: string;
  text: string;
  /** When set, the whole card links there. */
  path?: string;
  meta?: string;
}

/** Cards in a responsive grid: index pages, "what we do", reasons… */
export function CardGrid({ items, headingLevel = 3 }: { items: ReadonlyArray<CardItem>; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as "h2" | "h3";
  return (
    <Grid>
      {items.map((item) => (
        <Card key={item.title} $linked={Boolean(item.path)}>
          {item.meta ? <Meta>{item.meta}</Meta> : null}
          <Heading>{item.path ? <Link to={item.path}>{item.title}</Link> : item.title}</Heading>
          <p>{item.text}</p>
        </Card>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Card = styled.li<{ $linked: boolean }>`
  position: relative;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  transition:
    border-color 0.15s ease,
    transform 0.15s ease;
  h2,
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  h2 a,
  h3 a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  h2 a::after,
  h3 a::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  &:hover {
    border-color: ${({ theme, $linked }) => ($linked ? theme.colors.accent : theme.colors.border)};
  }
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Meta = styled.p`
  && {
    color: ${({ theme }) => theme.colors.highlight};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;
