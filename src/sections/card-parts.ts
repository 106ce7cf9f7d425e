import styled, { css } from "styled-components";

/** What every card shares: the raised surface, and a lift on hover when `$linked`. */
export const cardSurface = css<{ $linked?: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.border};
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    transform ${({ theme }) => theme.motion.fast},
    box-shadow ${({ theme }) => theme.motion.fast};
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  ${({ theme, $linked = true }) =>
    $linked &&
    css`
      &:hover {
        border-color: ${theme.colors.accent};
        transform: translateY(-2px);
        box-shadow: ${theme.shadows.card};
      }
      ${theme.media.reducedMotion} {
        &:hover {
          transform: none;
        }
      }
    `}
`;

/** The card's title link covers the whole card, so the card is one big target. */
export const stretchedLink = css`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
`;

/** Small capitals above a card title: industry, date, role. */
export const CardKicker = styled.p`
  && {
    color: ${({ theme }) => theme.colors.highlight};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

/** "Learn more →" at the foot of a linked card (decorative: the title is the link). */
export const CardMore = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  svg {
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  li:hover & svg {
    transform: translateX(3px);
  }
`;

/** Reserves an image's box (aspect ratio) before it arrives, so nothing shifts. */
export const CardMedia = styled.div<{ $ratio?: string }>`
  aspect-ratio: ${({ $ratio = "16 / 10" }) => $ratio};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-radius: ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0 0;
  .gatsby-image-wrapper {
    width: 100%;
    height: 100%;
  }
  img {
    transition: transform ${({ theme }) => theme.motion.medium} !important;
  }
  li:hover & img {
    transform: scale(1.03);
  }
  ${({ theme }) => theme.media.reducedMotion} {
    li:hover & img {
      transform: none;
    }
  }
`;

/**
 * Cards in one column on phones, two on tablets and `$columns` (default 3)
 * on desktop. In three columns a short last row is stretched to the full
 * width (two cards of half width each), so no row ends in a gap.
 */
export const CardList = styled.ul<{ $columns?: 2 | 3 | 4; $count?: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.tabletOnly} {
    /* An odd number of cards: the last one takes the whole row. */
    ${({ $count }) => ($count !== undefined && $count % 2 === 1 && $count > 1 ? "& > li:last-child { grid-column: 1 / -1; }" : "")}
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(${({ $columns = 3 }) => ($columns === 3 ? 6 : $columns)}, minmax(0, 1fr));
    ${({ $columns = 3, $count }) => {
      if ($columns !== 3) return "";
      const rest = $count === undefined ? 0 : $count % 3;
      // Two left over: they share the last row; one left over: the last four share the last two rows.
      const wide = rest === 2 ? 2 : rest === 1 && ($count ?? 0) > 1 ? 4 : 0;
      return `
        & > li { grid-column: span 2; }
        ${wide ? `& > li:nth-last-child(-n + ${wide}) { grid-column: span 3; }` : ""}
      `;
    }}
  }
`;
