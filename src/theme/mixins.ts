import { css } from "styled-components";
import { borders, colors, fontSizes, gradients, media, space } from "./tokens";

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
