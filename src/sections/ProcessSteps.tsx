import React from "react";
import styled from "styled-components";
import { borders, colors, fonts, fontSizes, gradients, media, radii, space } from "../theme/tokens";
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
  gap: ${space.lg};
  counter-reset: step;
  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.tabletOnly} {
    ${({ $count }) => ($count % 2 === 1 ? "& > li:last-child { grid-column: 1 / -1; }" : "")}
  }
  ${media.desktop} {
    grid-template-columns: repeat(${({ $columns }) => ($columns === 3 ? 6 : 4)}, minmax(0, 1fr));
    ${({ $columns, $count }) => ($columns === 3 ? sixColumnRows($count, false) : "")}
  }
  li {
    position: relative;
    padding: ${space.lg};
    border-radius: ${radii.md};
    background: ${colors.surface};
    border: ${borders.hairline} solid ${colors.border};
    border-top: ${borders.accent} solid ${colors.accent};
  }
  h3 {
    font-size: ${fontSizes.lg};
    margin-bottom: ${space.sm};
  }
  p {
    color: ${colors.textMuted};
    font-size: ${fontSizes.sm};
    margin: 0;
  }
`;

const Number = styled.span`
  display: block;
  margin-bottom: ${space.md};
  font-family: ${fonts.heading};
  font-size: ${fontSizes.xxl};
  font-weight: 700;
  line-height: 1;
  background: ${gradients.brand};
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;
