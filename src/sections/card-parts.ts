import styled, { css } from "styled-components";
import { borders, colors, fontSizes, media, motion, radii, shadows, space } from "../theme/tokens";
import { bareList } from "../theme/mixins";
import { PictureFrame } from "../components/Picture";

/** What every card shares: the raised surface, and a lift on hover when `$linked`. */
export const cardSurface = css<{ $linked?: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  border-radius: ${radii.md};
  background: ${colors.surface};
  border: ${borders.hairline} solid ${colors.border};
  transition:
    border-color ${motion.fast},
    transform ${motion.fast},
    box-shadow ${motion.fast};
  &:focus-within {
    border-color: ${colors.accent};
  }
  ${({ $linked = true }) =>
    $linked &&
    css`
      &:hover {
        border-color: ${colors.accent};
        transform: translateY(-2px);
        box-shadow: ${shadows.card};
      }
      ${media.reducedMotion} {
        &:hover {
          transform: none;
        }
      }
    `}
`;

/** The card's title link covers the whole card, so the card is one big target. */
export const stretchedLink = css`
  color: ${colors.text};
  text-decoration: none;
  &::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
`;

/** A card's title (linked across the whole card when it is a link) and its muted text. */
export const cardText = css`
  h2,
  h3 {
    font-size: ${fontSizes.lg};
    margin-bottom: ${space.sm};
  }
  h2 a,
  h3 a {
    ${stretchedLink}
  }
  p {
    color: ${colors.textMuted};
    font-size: ${fontSizes.sm};
    margin: 0;
  }
`;

/** The text part of an image card, below (or beside) the picture. */
export const CardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  padding: ${space.lg};
  ${cardText}
`;

/** A small rounded label: tags, industries, capability links. */
export const pill = css`
  display: inline-block;
  padding: ${space.xs} ${space.md};
  border-radius: ${radii.pill};
  border: ${borders.hairline} solid ${colors.border};
  background: ${colors.surface};
  font-size: ${fontSizes.sm};
`;

/** A wrapping row of pills. */
export const PillList = styled.ul`
  ${bareList}
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

/** Small capitals above a card title: industry, date, role. */
export const CardKicker = styled.p`
  && {
    color: ${colors.highlight};
    font-size: ${fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    margin-bottom: ${space.sm};
  }
`;

/** "Learn more →" at the foot of a linked card (decorative: the title is the link). */
export const CardMore = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  margin-top: auto;
  padding-top: ${space.md};
  color: ${colors.accent};
  font-size: ${fontSizes.sm};
  font-weight: 600;
  svg {
    transition: transform ${motion.fast};
  }
  li:hover & svg {
    transform: translateX(3px);
  }
`;

/** Reserves an image's box (aspect ratio) before it arrives, so nothing shifts. */
export const CardMedia = styled.div<{ $ratio?: string }>`
  aspect-ratio: ${({ $ratio = "16 / 10" }) => $ratio};
  overflow: hidden;
  background: ${colors.surfaceRaised};
  border-radius: ${radii.md} ${radii.md} 0 0;
  ${PictureFrame} {
    width: 100%;
    height: 100%;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform ${motion.medium};
  }
  li:hover & img {
    transform: scale(1.03);
  }
  ${media.reducedMotion} {
    li:hover & img {
      transform: none;
    }
  }
`;

/**
 * Where the cards of a six-column grid go: two columns each (three a row),
 * a short last row stretched to the full width, and a featured first card
 * alone on the first row. Every selector has the same weight, so a later
 * breakpoint's rules replace an earlier one's.
 */
export function sixColumnRows(count: number | undefined, featureFirst: boolean): string {
  const cards = count === undefined ? undefined : featureFirst ? count - 1 : count;
  const rest = cards === undefined ? 0 : cards % 3;
  // Two left over share the last row; one left over: the last four share the last two rows (a lone card takes half).
  const wide = rest === 2 ? 2 : rest === 1 ? Math.min(4, cards ?? 0) : 0;
  return [
    "& > li:nth-child(n) { grid-column: span 2; }",
    wide ? `& > li:nth-last-child(-n + ${wide}) { grid-column: span 3; }` : "",
    featureFirst ? "& > li:first-child { grid-column: 1 / -1; }" : "",
  ].join("\n");
}

/**
 * Cards in one column on phones, two on tablets and `$columns` (default 3)
 * on desktop, with no row ending in a gap (see sixColumnRows). A featured
 * first card takes the whole first row on large screens.
 */
export const CardList = styled.ul<{ $columns?: 2 | 3 | 4; $count?: number; $featureFirst?: boolean }>`
  ${bareList}
  display: grid;
  gap: ${space.lg};
  grid-template-columns: minmax(0, 1fr);
  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.tabletOnly} {
    /* An odd number of cards: the last one takes the whole row. */
    ${({ $count }) => ($count !== undefined && $count % 2 === 1 && $count > 1 ? "& > li:last-child { grid-column: 1 / -1; }" : "")}
  }
  ${media.desktop} {
    grid-template-columns: repeat(${({ $columns = 3 }) => ($columns === 3 ? 6 : $columns)}, minmax(0, 1fr));
    ${({ $columns = 3, $count }) => ($columns === 3 ? sixColumnRows($count, false) : "")}
  }
  ${media.large} {
    ${({ $columns = 3, $count, $featureFirst }) => ($columns === 3 && $featureFirst ? sixColumnRows($count, true) : "")}
  }
`;
