import React from "react";
import styled from "styled-components";
import { Container, Eyebrow, Section } from "../components/Container";
import { theme } from "../theme/tokens";

type FaqItems = ReadonlyArray<{ question: string; answer: string }>;

/** Questions and answers as native disclosure widgets (keyboard and screen-reader friendly). */
export function Faq({ items }: { items: FaqItems }) {
  return (
    <List>
      {items.map((item) => (
        <details key={item.question}>
          <summary>
            <h3>{item.question}</h3>
            <Chevron aria-hidden="true" />
          </summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </List>
  );
}

/** The FAQ block of a page: heading beside the questions on desktop. */
export function FaqSection({ items, tone }: { items: FaqItems; tone?: "plain" | "raised" }) {
  return (
    <Section $tone={tone} aria-labelledby="faq">
      <Container>
        <Layout>
          <div>
            <Eyebrow>FAQ</Eyebrow>
            <h2 id="faq">Frequently asked questions</h2>
          </div>
          <Faq items={items} />
        </Layout>
      </Container>
    </Section>
  );
}

/** FAQPage structured data for the same questions. */
export { faqJsonLd } from "../lib/page-structured-data";

const Layout = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  h2 {
    font-size: ${theme.fontSizes.xxl};
    max-width: 12ch;
  }
  ${theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    align-items: start;
    & > div:first-child {
      position: sticky;
      top: calc(${theme.layout.headerHeight}px + ${theme.space.xl});
    }
  }
`;

const Chevron = styled.span`
  flex: none;
  width: ${theme.space.md};
  height: ${theme.space.md};
  border-right: ${theme.borders.rule} solid ${theme.colors.accent};
  border-bottom: ${theme.borders.rule} solid ${theme.colors.accent};
  transform: translateY(-25%) rotate(45deg);
  transition: transform ${theme.motion.fast};
  details[open] & {
    transform: translateY(25%) rotate(-135deg);
  }
`;

const List = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  details {
    border: ${theme.borders.hairline} solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
    padding: 0 ${theme.space.lg};
    transition: border-color ${theme.motion.fast};
  }
  details:hover,
  details[open] {
    border-color: ${theme.colors.accent};
  }
  summary {
    cursor: pointer;
    list-style: none;
    min-height: ${theme.layout.touchTarget}px;
    padding: ${theme.space.md} 0;
    display: flex;
    justify-content: space-between;
    gap: ${theme.space.md};
    align-items: center;
    border-radius: ${theme.radii.sm};
  }
  summary::-webkit-details-marker {
    display: none;
  }
  h3 {
    font-size: ${theme.fontSizes.md};
    margin: 0;
    font-family: ${theme.fonts.body};
    font-weight: 600;
  }
  p {
    color: ${theme.colors.textMuted};
    padding-bottom: ${theme.space.md};
    margin: 0;
  }
`;
