import styled from "styled-components";
import { colors, fontSizes, layout, space } from "../../theme/tokens";
import { renderedWhenNear } from "../../theme/mixins";

/** Centres content within the spec's 1440px page width, with side gutters. */
export const Container = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  max-width: ${({ $narrow }) => ($narrow ? layout.narrowWidth : layout.contentWidth) + layout.gutter * 2}px;
  margin: 0 auto;
  padding: 0 ${layout.gutter}px;
`;

export const Section = styled.section<{ $tone?: "plain" | "raised" }>`
  padding: ${space.section} 0;
  background: ${({ $tone }) => ($tone === "raised" ? colors.navyDeep : "transparent")};
  ${renderedWhenNear}
`;

export const Eyebrow = styled.p`
  color: ${colors.highlight};
  font-size: ${fontSizes.sm};
  font-weight: 600;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  margin-bottom: ${space.sm};
`;

export const Lead = styled.p`
  color: ${colors.textMuted};
  font-size: ${fontSizes.lg};
  max-width: 46rem;
`;
