import React from "react";
import styled from "styled-components";
import { Container, Eyebrow } from "../../components/Container";
import { CtaButton } from "../../components/CtaButton";
import { Static } from "../../lib/lazy-parts";
import { theme } from "../../theme/tokens";
import { bareList } from "../../theme/mixins";

export type ResultsData = NonNullable<Queries.CaseStudyTemplateQuery["caseStudy"]>["results"];

/**
 * What the project moved, right under the case study's hero: the figures in large type, then an
 * invitation to start a similar project. The figures are static; only the button hydrates
 * (docs/islands.md).
 */
export function ResultsBand({ results }: { results: ResultsData }) {
  return (
    <Band aria-labelledby="results">
      <Container>
        <Static>
          <Eyebrow>Results</Eyebrow>
          <h2 id="results">{results.title}</h2>
          <Figures>
            {results.items.map((item) => (
              <div key={item.label}>
                <dt>{item.value}</dt>
                <dd>{item.label}</dd>
              </div>
            ))}
          </Figures>
        </Static>
        <Invitation>
          <Static>
            <p>{results.cta.text}</p>
          </Static>
          <CtaButton label={results.cta.ctaLabel || "Let's work together"} placement="page" />
        </Invitation>
      </Container>
    </Band>
  );
}

const Band = styled.section`
  padding: ${theme.space.xxl} 0;
  background: ${theme.gradients.panel};
  border-top: ${theme.borders.hairline} solid ${theme.colors.border};
  border-bottom: ${theme.borders.hairline} solid ${theme.colors.border};
  h2 {
    font-size: ${theme.fontSizes.xl};
    margin-bottom: ${theme.space.lg};
  }
`;

/** Two figures a row on phones, all of them in one row from tablets up. */
const Figures = styled.dl`
  ${bareList}
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space.lg};
  margin: 0;
  ${theme.media.tablet} {
    grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  }
  div {
    display: grid;
    align-content: start;
    gap: ${theme.space.xs};
    padding-left: ${theme.space.md};
    border-left: ${theme.borders.accent} solid ${theme.colors.accent};
  }
  dt {
    font-family: ${theme.fonts.heading};
    font-size: clamp(1.75rem, 2.5vw + 1rem, 3rem);
    font-weight: 700;
    line-height: 1.1;
    background: ${theme.gradients.brand};
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
  }
  dd {
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
`;

const Invitation = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md} ${theme.space.lg};
  margin-top: ${theme.space.xl};
  padding-top: ${theme.space.lg};
  border-top: ${theme.borders.hairline} solid ${theme.colors.border};
  p {
    margin: 0;
    font-family: ${theme.fonts.heading};
    font-size: ${theme.fontSizes.lg};
    font-weight: 600;
    color: ${theme.colors.text};
  }
`;
