import styled from "styled-components";
import { theme } from "../../theme/tokens";
import { renderedWhenNear } from "../../theme/mixins";

/** Centres content within the spec's 1440px page width, with side gutters. */
export const Container = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  max-width: ${({ $narrow }) =>
    ($narrow ? theme.layout.narrowWidth : theme.layout.contentWidth) + theme.layout.gutter * 2}px;
  margin: 0 auto;
  padding: 0 ${theme.layout.gutter}px;
`;

export const Section = styled.section<{ $tone?: "plain" | "raised" }>`
  padding: ${theme.space.section} 0;
  background: ${({ $tone }) => ($tone === "raised" ? theme.colors.navyDeep : "transparent")};
  ${renderedWhenNear}
`;

export const Eyebrow = styled.p`
  color: ${theme.colors.highlight};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  margin-bottom: ${theme.space.sm};
`;

export const Lead = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.lg};
  max-width: 46rem;
`;
