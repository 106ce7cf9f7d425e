import React from "react";
import styled from "styled-components";
import { theme } from "../theme/tokens";
import { bareList } from "../theme/mixins";
import { sixColumnRows } from "./card-parts";

/**
 * Numbered steps of how the work runs: a column on phones, rows of cards from tablets up, with no
 * row ending in an empty slot (five steps: three, then two that share the row).
 */
export function ProcessSteps({ steps }: { steps: ReadonlyArray<{ title: string; text: string }> }) {
  return (
    <List $columns={steps.length === 4 ? 4 : 3} $count={steps.length}>
      {steps.map((step, index) => (
        <li key={step.title}>
          <Number aria-hidden="true">{String(index + 1).padStart(2, "0")}</Number>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </List>
  );
}

const List = styled.ol<{ $columns: 3 | 4; $count: number }>`
  ${bareList}
  display: grid;
  gap: ${theme.space.lg};
  counter-reset: step;
  ${theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${theme.media.tabletOnly} {
    ${({ $count }) => ($count % 2 === 1 ? "& > li:last-child { grid-column: 1 / -1; }" : "")}
  }
  ${theme.media.desktop} {
    grid-template-columns: repeat(${({ $columns }) => ($columns === 3 ? 6 : 4)}, minmax(0, 1fr));
    ${({ $columns, $count }) => ($columns === 3 ? sixColumnRows($count, false) : "")}
  }
  li {
    position: relative;
    padding: ${theme.space.lg};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
    border: ${theme.borders.hairline} solid ${theme.colors.border};
    border-top: ${theme.borders.accent} solid ${theme.colors.accent};
  }
  h3 {
    font-size: ${theme.fontSizes.lg};
    margin-bottom: ${theme.space.sm};
  }
  p {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
    margin: 0;
  }
`;

const Number = styled.span`
  display: block;
  margin-bottom: ${theme.space.md};
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.xxl};
  font-weight: 700;
  line-height: 1;
  background: ${theme.gradients.brand};
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;
