import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import styled from "styled-components";
import { Seo } from "../components/Seo";
import { faqJsonLd } from "../lib/page-structured-data";
import { PageHero } from "../sections/PageHero";
import { TitledSection } from "../sections/SectionHeading";
import { CardGrid } from "../sections/CardGrid";
import { FaqSection } from "../sections/Faq";
import { HeroArt } from "../components/HeroArt";
import { Icon } from "../components/Icon";
import { ClosingCta } from "../sections/ClosingCta";
import { borders, colors, fonts, fontSizes, media, radii, space } from "../theme/tokens";
import { Static } from "../islands";

/** Fuse compared with another CSV importer: /{competitor}-alternative/. */
export default function AlternativeTemplate({ data }: PageProps<Queries.AlternativeTemplateQuery>) {
  const page = data.alternative;
  if (!page) return null;
  return (
    <>
      <PageHero
        eyebrow={`Fuse vs ${page.competitor}`}
        title={page.hero.title}
        text={page.hero.pitch}
        ctaLabel="Book a Fuse demo"
        ctaIntent="fuse-demo"
        art={<HeroArt name={page.slug} />}
      />
      <Static>
        <TitledSection id="comparison" eyebrow="Feature comparison" title={page.comparison.title} lead={page.summary}>
          {/* A scrollable region must be reachable by keyboard: focusable, with a name. */}
          <TableWrap tabIndex={0} aria-label={`Feature comparison: Fuse and ${page.competitor}`}>
            <table>
              <caption className="visually-hidden">Fuse compared with {page.competitor}</caption>
              <thead>
                <tr>
                  <th scope="col">Feature</th>
                  <th scope="col">Fuse</th>
                  <th scope="col">{page.competitor}</th>
                </tr>
              </thead>
              <tbody>
                {page.comparison.rows.map((row) => (
                  <tr key={row.feature}>
                    <th scope="row">{row.feature}</th>
                    <td data-label="Fuse">
                      <Icon name="check" size={18} />
                      {row.fuse}
                    </td>
                    <td data-label={page.competitor}>{row.competitor}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        </TitledSection>
        <TitledSection
          id="reasons"
          tone="raised"
          eyebrow="Why teams switch"
          title={`Why choose Fuse over ${page.competitor}`}
        >
          <CardGrid items={page.reasons} />
        </TitledSection>
        <FaqSection items={page.faq} />
      </Static>
      <ClosingCta {...page.closingCta} />
    </>
  );
}

export const Head: HeadFC<Queries.AlternativeTemplateQuery> = ({ data, location }) => (
  <Seo
    title={data.alternative?.seo.title ?? ""}
    description={data.alternative?.seo.description ?? ""}
    pathname={location.pathname}
    breadcrumb={data.alternative ? `Fuse vs ${data.alternative.competitor}` : undefined}
    jsonLd={() => (data.alternative?.faq.length ? [faqJsonLd(data.alternative.faq)] : [])}
  />
);

/**
 * The comparison: a table with the Fuse column highlighted. On phones each
 * row becomes a small card (feature, then both answers, each labelled).
 */
const TableWrap = styled.section`
  border-radius: ${radii.md};
  border: ${borders.hairline} solid ${colors.border};
  overflow: hidden;
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${space.md} ${space.lg};
    text-align: left;
    vertical-align: top;
    border-bottom: ${borders.hairline} solid ${colors.border};
  }
  tbody tr:last-child th,
  tbody tr:last-child td {
    border-bottom: 0;
  }
  thead th {
    background: ${colors.surfaceRaised};
    font-family: ${fonts.heading};
    font-size: ${fontSizes.lg};
  }
  thead th:nth-child(2) {
    color: ${colors.highlight};
  }
  tbody th {
    font-weight: 600;
    width: 30%;
  }
  td {
    color: ${colors.textMuted};
    width: 35%;
  }
  td:nth-child(2) {
    color: ${colors.text};
    background: ${colors.surface};
  }
  td svg {
    color: ${colors.highlight};
    vertical-align: -0.2em;
    margin-right: ${space.sm};
  }
  tbody tr:hover th,
  tbody tr:hover td {
    background: ${colors.surfaceRaised};
  }
  ${media.mobileOnly} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tr,
    th,
    td {
      display: block;
      width: auto;
    }
    tbody tr {
      padding: ${space.md} 0;
      border-bottom: ${borders.hairline} solid ${colors.border};
    }
    tbody tr:last-child {
      border-bottom: 0;
    }
    tbody th,
    td {
      width: auto;
      border: 0;
      padding: ${space.xs} ${space.md};
    }
    td:nth-child(2) {
      background: none;
    }
    td::before {
      content: attr(data-label);
      display: block;
      font-size: ${fontSizes.xs};
      font-weight: 600;
      letter-spacing: 0.08em;
      text-transform: uppercase;
      color: ${colors.highlight};
    }
    td:nth-child(3)::before {
      color: ${colors.textMuted};
    }
  }
`;

export const query = graphql`
  query AlternativeTemplate($id: String!) {
    alternative(id: { eq: $id }) {
      slug
      competitor
      summary
      seo {
        ...SeoWords
      }
      hero {
        title
        pitch
      }
      comparison {
        title
        rows {
          feature
          fuse
          competitor
        }
      }
      reasons {
        title
        text
      }
      faq {
        ...FaqWords
      }
      closingCta {
        ...ClosingCtaWords
      }
    }
  }
`;
