import React from "react";
import styled from "styled-components";

/** Questions and answers as native disclosure widgets (keyboard and screen-reader friendly). */
export function Faq({ items }: { items: ReadonlyArray<{ question: string; answer: string }> }) {
  return (
    <List>
      {items.map((item) => (
        <details key={item.question}>
          <summary>
            <h3>{item.question}</h3>
          </summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </List>
  );
}

/** FAQPage structured data for the same questions. */
export { faqJsonLd } from "../lib/structured-data";

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 880px;
  details {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    padding: 0 ${({ theme }) => theme.space.lg};
  }
  summary {
    cursor: pointer;
    list-style: none;
    padding: ${({ theme }) => theme.space.md} 0;
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    align-items: center;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::after {
    content: "+";
    font-size: 1.5rem;
    color: ${({ theme }) => theme.colors.accent};
  }
  details[open] summary::after {
    content: "–";
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    padding-bottom: ${({ theme }) => theme.space.md};
  }
`;
