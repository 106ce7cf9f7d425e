import React from "react";
import styled, { css } from "styled-components";
import { Link } from "gatsby";
import { theme } from "../theme/tokens";
import { bareList } from "../theme/mixins";
import { sixColumnRows } from "./card-parts";
import { Avatar, type PersonPhoto } from "../components/Avatar";

export interface Testimonial {
  quote: string;
  author: string;
  role: string;
  company: string;
  /** The author's photo; their initials without one. */
  photo?: PersonPhoto;
  source: { label: string; url?: string | null };
}

/** Where a quote was said: a page of this site, an outside address, or just its description. */
function Source({ label, url }: Testimonial["source"]) {
  if (!url) return <>{label}</>;
  return url.startsWith("/") ? <Link to={url}>{label}</Link> : <a href={url}>{label}</a>;
}

/** One client quote: the words, then who said them (name, role, company) and where. */
export function TestimonialCard({
  quote,
  author,
  role,
  company,
  photo,
  source,
  large = false,
}: Testimonial & { large?: boolean }) {
  return (
    <Figure $large={large}>
      <QuoteMark aria-hidden="true" $large={large}>
        “
      </QuoteMark>
      <blockquote>
        <p>{quote}</p>
      </blockquote>
      <figcaption>
        <Avatar name={author} photo={photo} />
        <Who>
          <strong>{author}</strong>
          <span>
            {role}, {company}
          </span>
          <SourceLine>
            Source: <Source {...source} />
          </SourceLine>
        </Who>
      </figcaption>
    </Figure>
  );
}

/** Several quotes side by side on desktop: up to three a row, with no row ending in an empty slot. */
export function Testimonials({ items }: { items: ReadonlyArray<Testimonial> }) {
  return (
    <List $count={items.length}>
      {items.map((item) => (
        <li key={`${item.author}, ${item.company}`}>
          <TestimonialCard {...item} />
        </li>
      ))}
    </List>
  );
}

const List = styled.ul<{ $count: number }>`
  ${bareList}
  display: grid;
  gap: ${theme.space.lg};
  ${theme.media.desktop} {
    grid-template-columns: repeat(${({ $count }) => ($count <= 3 ? $count : 6)}, minmax(0, 1fr));
    ${({ $count }) => ($count > 3 ? sixColumnRows($count, false) : "")}
  }
  li {
    display: flex;
  }
`;

const Who = styled.span`
  display: grid;
  gap: ${theme.space.xs};
`;

const SourceLine = styled.span`
  a {
    color: inherit;
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
  a:hover {
    color: ${theme.colors.text};
  }
`;

/** A large opening quotation mark. */
const QuoteMark = styled.span<{ $large: boolean }>`
  display: block;
  height: ${({ $large }) => ($large ? theme.space.xxl : theme.space.xl)};
  font-family: ${theme.fonts.heading};
  font-size: ${({ $large }) => ($large ? "6rem" : "4rem")};
  font-weight: 700;
  line-height: 1;
  color: ${theme.colors.highlight};
`;

const Figure = styled.figure<{ $large: boolean }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  margin: 0;
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  border: ${theme.borders.hairline} solid ${theme.colors.border};
  blockquote {
    margin: 0 0 ${theme.space.lg};
  }
  blockquote p {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    line-height: 1.5;
  }
  figcaption {
    display: flex;
    align-items: flex-start;
    gap: ${theme.space.md};
    margin-top: auto;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
  strong {
    color: ${theme.colors.text};
  }
  ${({ $large }) =>
    $large &&
    css`
      padding: ${theme.space.xl};
      background: ${theme.gradients.panel};
      blockquote p {
        font-family: ${theme.fonts.heading};
        font-size: ${theme.fontSizes.xl};
        line-height: 1.4;
      }
      ${theme.media.desktop} {
        padding: ${theme.space.xxl};
        blockquote p {
          font-size: ${theme.fontSizes.xxl};
          line-height: 1.3;
        }
      }
    `}
`;
