import { css } from "styled-components";
import { borders, colors, fontSizes, gradients, layout, media, motion, space } from "./tokens";

/** A list used for layout: no bullets, no indent, no margins. */
export const bareList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** Text painted with the brand gradient: the figures a buyer should see first (results, facts). */
export const gradientText = css`
  background: ${gradients.brand};
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

/**
 * The paragraph under a page's title (a hero's lead): body size on phones, where the content rule
 * keeps it to four lines (src/node/phone-lines.ts measures with these sizes), larger from tablets up.
 */
export const heroLead = css`
  font-size: ${fontSizes.md};
  ${media.tablet} {
    font-size: ${fontSizes.lg};
  }
`;

/** One figure of a list (results, facts): value over label, marked by the accent rule on its left. */
export const accentFigure = css`
  display: grid;
  align-content: start;
  gap: ${space.xs};
  border-left: ${borders.accent} solid ${colors.accent};
`;

/**
 * Set on <html> before the page is scrolled to a saved position or an anchor (src/lib/scroll-behaviour.ts):
 * from then on every block is rendered in full, as that scroll needs each block's real height.
 */
export const FULL_RENDER_ATTRIBUTE = "data-full-render";

/**
 * A block that is usually below the first screen (a page's later sections, the footer): the browser skips its
 * style, layout and paint until it comes near the viewport (`content-visibility: auto`), so the first paint and
 * the frames until the first client render lay out the first screen, not the whole page. Until rendered its
 * height is an estimate; once rendered the browser keeps the real one (`auto`). On the first screen it renders
 * at once, as any block.
 */
export const renderedWhenNear = css`
  html:not([${FULL_RENDER_ATTRIBUTE}]) & {
    content-visibility: auto;
    contain-intrinsic-size: auto 40rem;
  }
`;

/**
 * A <details> that folds on a phone and is always open from tablets up: a disclosure that works without
 * scripts (the footer's link groups, the work filters). On a phone its summary is a row with a chevron, the
 * whole row the target; from tablets up the summary is a plain heading and the content always shows
 * (::details-content; a browser without it keeps the disclosure foldable there too).
 */
export const foldedOnPhones = css`
  summary {
    list-style: none;
    cursor: default;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  ${media.mobileOnly} {
    summary {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: ${space.md};
      min-height: ${layout.touchTarget + 8}px;
      cursor: pointer;
    }
    summary::after {
      content: "";
      flex: none;
      width: 0.55em;
      height: 0.55em;
      margin-right: ${space.xs};
      border-right: 2px solid ${colors.textMuted};
      border-bottom: 2px solid ${colors.textMuted};
      transform: translateY(-25%) rotate(45deg);
      transition: transform ${motion.fast};
    }
    &[open] summary::after {
      transform: translateY(25%) rotate(-135deg);
    }
  }
  @supports selector(::details-content) {
    ${media.tablet} {
      summary {
        pointer-events: none;
      }
      &::details-content {
        content-visibility: visible;
        display: block;
      }
    }
  }
`;
