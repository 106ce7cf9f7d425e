import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import styled from "styled-components";
import { Seo } from "../components/Seo";
import { faqJsonLd } from "../lib/structured-data";
import { Container, Section } from "../components/Container";
import { PageHero } from "../sections/PageHero";
import { SectionHeading } from "../sections/SectionHeading";
import { CardGrid } from "../sections/CardGrid";
import { Faq } from "../sections/Faq";
import { ClosingCta } from "../sections/ClosingCta";

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
      />
      <Section aria-labelledby="comparison">
        <Container>
          <SectionHeading
            id="comparison"
            eyebrow="Feature comparison"
            title={page.comparison.title}
            lead={page.summary}
          />
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
                    <td>{row.fuse}</td>
                    <td>{row.competitor}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        </Container>
      </Section>
      <Section $tone="raised" aria-labelledby="reasons">
        <Container>
          <SectionHeading id="reasons" eyebrow="Why teams switch" title={`Why choose Fuse over ${page.competitor}`} />
          <CardGrid items={page.reasons} />
        </Container>
      </Section>
      <Section aria-labelledby="faq">
        <Container>
          <SectionHeading id="faq" eyebrow="FAQ" title="Frequently asked questions" />
          <Faq items={page.faq} />
        </Container>
      </Section>
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

const TableWrap = styled.section`
  overflow-x: auto;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  table {
    width: 100%;
    border-collapse: collapse;
    min-width: 560px;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.md};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    font-family: ${({ theme }) => theme.fonts.heading};
  }
  tbody th {
    font-weight: 500;
  }
  td {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  tbody tr:nth-child(even) {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export const query = graphql`
  query AlternativeTemplate($id: String!) {
    alternative(id: { eq: $id }) {
      competitor
      summary
      seo {
        title
        description
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
        question
        answer
      }
      closingCta {
        title
        text
        ctaLabel
      }
    }
  }
`;
