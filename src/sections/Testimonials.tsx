import React from "react";
import styled, { css } from "styled-components";
import { graphql, Link } from "gatsby";
import { borders, colors, fonts, fontSizes, gradients, media, radii, space } from "../theme/tokens";
import { bareList } from "../theme/mixins";
import { sixColumnRows } from "./card-parts";
import { Avatar, type PersonPhoto } from "../components/Avatar";

/**
 * A client's words and who said them, wherever content has them: the home page's testimonials and a case
 * study's testimonial section (the content model's Testimonial interface).
 */
export const testimonialWordsFragment = graphql`
  fragment TestimonialWords on Testimonial {
    quote
    author
    role
    company
    photo {
      ...PersonPhoto
    }
    profileUrl
    source {
      label
      url
    }
  }
`;

export interface Testimonial {
  quote: string;
  author: string;
  role: string;
  company: string;
  /** The author's photo; their initials without one. */
  photo?: PersonPhoto;
  /** The author's public profile, linked from their name. */
  profileUrl?: string | null;
  source: { label: string; url?: string | null };
}

/** Where a quote was said: a page of this site, an outside address, or just its description. */
function Source({ label, url }: Testimonial["source"]) {
  if (!url) return <>{label}</>;
  return url.startsWith("/") ? <Link to={url}>{label}</Link> : <a href={url}>{label}</a>;
}

/**
 * One client quote: the words, then who said them (their photo, or their initials without one; their name,
 * linked to their public profile when content gives one; role, company) and where.
 */
export function TestimonialCard({
  quote,
  author,
  role,
  company,
  photo,
  profileUrl,
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
          <strong>{profileUrl ? <a href={profileUrl}>{author}</a> : author}</strong>
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
  gap: ${space.lg};
  ${media.desktop} {
    grid-template-columns: repeat(${({ $count }) => ($count <= 3 ? $count : 6)}, minmax(0, 1fr));
    ${({ $count }) => ($count > 3 ? sixColumnRows($count, false) : "")}
  }
  li {
    display: flex;
  }
`;

const Who = styled.span`
  display: grid;
  gap: ${space.xs};
`;

const SourceLine = styled.span`
  a {
    color: inherit;
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
  a:hover {
    color: ${colors.text};
  }
`;

/** A large opening quotation mark. */
const QuoteMark = styled.span<{ $large: boolean }>`
  display: block;
  height: ${({ $large }) => ($large ? space.xxl : space.xl)};
  font-family: ${fonts.heading};
  font-size: ${({ $large }) => ($large ? "6rem" : "4rem")};
  font-weight: 700;
  line-height: 1;
  color: ${colors.highlight};
`;

const Figure = styled.figure<{ $large: boolean }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  margin: 0;
  padding: ${space.lg};
  border-radius: ${radii.md};
  background: ${colors.surface};
  border: ${borders.hairline} solid ${colors.border};
  blockquote {
    margin: 0 0 ${space.lg};
  }
  blockquote p {
    margin: 0;
    font-size: ${fontSizes.lg};
    line-height: 1.5;
  }
  figcaption {
    display: flex;
    align-items: flex-start;
    gap: ${space.md};
    margin-top: auto;
    font-size: ${fontSizes.sm};
    color: ${colors.textMuted};
  }
  strong {
    color: ${colors.text};
  }
  strong a {
    color: inherit;
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
  ${({ $large }) =>
    $large &&
    css`
      padding: ${space.xl};
      background: ${gradients.panel};
      blockquote p {
        font-family: ${fonts.heading};
        font-size: ${fontSizes.xl};
        line-height: 1.4;
      }
      ${media.desktop} {
        padding: ${space.xxl};
        blockquote p {
          font-size: ${fontSizes.xxl};
          line-height: 1.3;
        }
      }
    `}
`;
