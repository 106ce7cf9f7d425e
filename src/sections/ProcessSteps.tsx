import React from "react";
import styled from "styled-components";

/** Numbered steps of how the work runs. */
export function ProcessSteps({ steps }: { steps: ReadonlyArray<{ title: string; text: string }> }) {
  return (
    <List>
      {steps.map((step, index) => (
        <li key={step.title}>
          <Number aria-hidden="true">{String(index + 1).padStart(2, "0")}</Number>
          <div>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </div>
        </li>
      ))}
    </List>
  );
}

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(2, 1fr);
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.md};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0;
  }
`;

const Number = styled.span`
  flex: none;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accent};
  min-width: 2.5ch;
`;
