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
