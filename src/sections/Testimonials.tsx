import React from "react";
import styled, { css } from "styled-components";
import { Avatar } from "../components/Avatar";
import { theme } from "../theme/tokens";
import { bareList } from "../theme/mixins";

export interface Testimonial {
  quote: string;
  author: string;
  role: string;
}

/** One client quote: the words, then who said them (with their initials as an avatar). */
export function TestimonialCard({ quote, author, role, large = false }: Testimonial & { large?: boolean }) {
  return (
    <Figure $large={large}>
      <QuoteMark aria-hidden="true" $large={large}>
        “
      </QuoteMark>
      <blockquote>
        <p>{quote}</p>
      </blockquote>
      <figcaption>
        <Avatar name={author} />
        <span>
          <strong>{author}</strong>
          <span>{role}</span>
        </span>
      </figcaption>
    </Figure>
  );
}

/** Several quotes side by side on desktop. */
export function Testimonials({ items }: { items: ReadonlyArray<Testimonial> }) {
  return (
    <List>
      {items.map((item) => (
        <li key={item.author}>
          <TestimonialCard {...item} />
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  ${bareList}
  display: grid;
  gap: ${theme.space.lg};
  ${theme.media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    display: flex;
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
    align-items: center;
    gap: ${theme.space.md};
    margin-top: auto;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
  figcaption > span:last-child {
    display: grid;
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
