import React from "react";
import { graphql } from "gatsby";
import styled, { css } from "styled-components";
import { colors, fonts, fontSizes, media, space } from "../theme/tokens";
import { accentFigure, gradientText } from "../theme/mixins";

export type CompanyFact = Queries.CompanyFactsFragment["facts"][number];

/**
 * The company's own figures (content/site.json "facts"), each with the source the content model
 * requires, named under them: a buyer can see where "120+" comes from. Nothing when there are none.
 */
export interface CompanyFactsProps {
  facts: ReadonlyArray<CompanyFact>;
  large?: boolean;
}

export function CompanyFacts({ facts, large = false }: CompanyFactsProps) {
  if (!facts.length) return null;
  return (
    <Wrap>
      <Figures $large={large}>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.value}</dt>
            <dd>{fact.label}</dd>
          </div>
        ))}
      </Figures>
      {large ? (
        <Sources>
          Sources: <SourceList facts={facts} />.
        </Sources>
      ) : (
        // Beside a hero's call-to-action the sources fold into one line; they open with a click, no script.
        <Sources as="details">
          <summary>Sources</summary> <SourceList facts={facts} />.
        </Sources>
      )}
    </Wrap>
  );
}

/** Each figure with where it comes from ("value label: source; …"), each source linked when it is public. */
function SourceList({ facts }: { facts: ReadonlyArray<CompanyFact> }) {
  return (
    <>
      {facts.map((fact, index) => (
        <React.Fragment key={fact.label}>
          {index > 0 ? "; " : null}
          {fact.value} {fact.label}: {fact.sourceUrl ? <a href={fact.sourceUrl}>{fact.source}</a> : fact.source}
        </React.Fragment>
      ))}
    </>
  );
}

export const query = graphql`
  fragment CompanyFacts on SiteContent {
    facts {
      value
      label
      source
      sourceUrl
    }
  }
`;

const Wrap = styled.div`
  display: grid;
  gap: ${space.md};
`;

const Figures = styled.dl<{ $large: boolean }>`
  display: grid;
  margin: 0;
  ${({ $large }) =>
    $large
      ? css`
          gap: ${space.lg};
          ${media.tablet} {
            grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
          }
          div {
            ${accentFigure}
            padding-left: ${space.lg};
          }
          dt {
            font-size: clamp(2.25rem, 3vw + 1rem, 3.5rem);
            line-height: 1.1;
            ${gradientText}
          }
        `
      : css`
          grid-template-columns: repeat(3, minmax(0, max-content));
          gap: ${space.md} ${space.xl};
          dt {
            font-size: ${fontSizes.xl};
            color: ${colors.text};
          }
        `}
  dt {
    font-family: ${fonts.heading};
    font-weight: 700;
  }
  dd {
    margin: 0;
    color: ${colors.textMuted};
    font-size: ${fontSizes.sm};
  }
`;

const Sources = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${fontSizes.xs};
  a {
    color: inherit;
  }
  summary {
    display: inline;
    cursor: pointer;
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;

/** For the home page's hero, where it is a static part (nothing in it moves: its sources open without a script). */
export default CompanyFacts;
