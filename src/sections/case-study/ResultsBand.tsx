import React from "react";
import styled from "styled-components";
import { Eyebrow } from "../../components/Container";
import { CtaButton } from "../../shell/CtaButton";
import { asContactIntent } from "../../lib/contact-intents";
import { Icon } from "../../components/Icon";
import { Static } from "../../islands";
import { borders, colors, fonts, fontSizes, gradients, layout, radii, space } from "../../theme/tokens";
import { accentFigure, bareList, gradientText } from "../../theme/mixins";

type CaseStudy = NonNullable<Queries.CaseStudyTemplateQuery["caseStudy"]>;
export type ResultsData = CaseStudy["results"];
export type ProductLinksData = CaseStudy["productLinks"];

/** What each kind of product link says. */
export const PRODUCT_LINK_LABELS: Readonly<Record<string, string>> = {
  live: "Visit the live product",
  "app-store": "Get it on the App Store",
  "google-play": "Get it on Google Play",
};

/**
 * What the project moved, beside the case study's headline: the figures in large type under when they
 * were measured. Static markup (src/islands/README.md).
 */
export function ResultFigures({ results }: { results: ResultsData }) {
  return (
    <Panel aria-labelledby="results">
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
    </Panel>
  );
}

/**
 * The end of a case study's hero: the invitation to start a similar project with its call-to-action
 * (the one part that hydrates), then where the product can be seen for real, when content says.
 */
export function HeroInvitation({ results, productLinks }: { results: ResultsData; productLinks: ProductLinksData }) {
  return (
    <Invitation data-hero-invitation="">
      <Static>
        <p>{results.cta.text}</p>
      </Static>
      <CtaButton
        label={results.cta.ctaLabel || "Let's work together"}
        placement="page"
        intent={asContactIntent(results.cta.ctaIntent)}
      />
      {productLinks?.length ? (
        <Static>
          <Links aria-label="See the product">
            {productLinks.map((link) => (
              <li key={link.url}>
                <a href={link.url}>
                  {PRODUCT_LINK_LABELS[link.kind] ?? link.url} <Icon name="arrow" size={16} />
                </a>
              </li>
            ))}
          </Links>
        </Static>
      ) : null}
    </Invitation>
  );
}

const Panel = styled.section`
  padding: ${space.lg};
  border-radius: ${radii.lg};
  background: ${gradients.panel};
  border: ${borders.hairline} solid ${colors.border};
  h2 {
    font-size: ${fontSizes.lg};
    margin-bottom: ${space.lg};
  }
`;

/** Two figures a row: beside the headline on desktop, under it on phones. */
const Figures = styled.dl`
  ${bareList}
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.lg};
  margin: 0;
  div {
    ${accentFigure}
    padding-left: ${space.md};
  }
  dt {
    font-family: ${fonts.heading};
    font-size: clamp(1.625rem, 1.5vw + 1rem, 2.5rem);
    font-weight: 700;
    line-height: 1.1;
    ${gradientText}
  }
  dd {
    margin: 0;
    color: ${colors.textMuted};
    font-size: ${fontSizes.sm};
  }
`;

const Invitation = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.md} ${space.lg};
  margin-top: ${space.xl};
  padding-top: ${space.lg};
  border-top: ${borders.hairline} solid ${colors.border};
  p {
    margin: 0;
    flex: 1 1 20rem;
    font-family: ${fonts.heading};
    font-size: ${fontSizes.lg};
    font-weight: 600;
    color: ${colors.text};
  }
`;

const Links = styled.ul`
  ${bareList}
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm} ${space.lg};
  flex-basis: 100%;
  a {
    display: inline-flex;
    align-items: center;
    gap: ${space.xs};
    min-height: ${layout.touchTarget}px;
    color: ${colors.accent};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    color: ${colors.accentHover};
    text-decoration: underline;
  }
`;
