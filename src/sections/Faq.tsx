import React from "react";
import styled from "styled-components";
import { graphql } from "gatsby";
import { Container, Eyebrow, Section } from "../components/Container";
import {
  borders,
  colors,
  fonts,
  fontSizes,
  layout,
  media,
  motion,
  radii,
  space,
  headingMeasure,
} from "../theme/tokens";

type FaqItems = ReadonlyArray<{ question: string; answer: string }>;

/** A question and its answer, as every kind of page with an FAQ has them (the content model's FaqItem). */
export const faqWordsFragment = graphql`
  fragment FaqWords on FaqItem {
    question
    answer
  }
`;

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
  gap: ${space.xl};
  h2 {
    font-size: ${fontSizes.xxl};
    max-width: ${headingMeasure(12)};
  }
  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    align-items: start;
    & > div:first-child {
      position: sticky;
      top: calc(${layout.headerHeight}px + ${space.xl});
    }
  }
`;

const Chevron = styled.span`
  flex: none;
  width: ${space.md};
  height: ${space.md};
  border-right: ${borders.rule} solid ${colors.accent};
  border-bottom: ${borders.rule} solid ${colors.accent};
  transform: translateY(-25%) rotate(45deg);
  transition: transform ${motion.fast};
  details[open] & {
    transform: translateY(25%) rotate(-135deg);
  }
`;

const List = styled.div`
  display: grid;
  gap: ${space.sm};
  details {
    border: ${borders.hairline} solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.surface};
    padding: 0 ${space.lg};
    transition: border-color ${motion.fast};
  }
  details:hover,
  details[open] {
    border-color: ${colors.accent};
  }
  summary {
    cursor: pointer;
    list-style: none;
    min-height: ${layout.touchTarget}px;
    padding: ${space.md} 0;
    display: flex;
    justify-content: space-between;
    gap: ${space.md};
    align-items: center;
    border-radius: ${radii.sm};
  }
  summary::-webkit-details-marker {
    display: none;
  }
  h3 {
    font-size: ${fontSizes.md};
    margin: 0;
    font-family: ${fonts.body};
    font-weight: 600;
  }
  p {
    color: ${colors.textMuted};
    padding-bottom: ${space.md};
    margin: 0;
  }
`;
