import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Seo, toSocialImage } from "../components/Seo";
import { CaseStudyBlock } from "../sections/case-study/registry";
import { ResultsBand } from "../sections/case-study/ResultsBand";
import { Static } from "../lib/lazy-parts";

/**
 * A case study under /our-work/{slug}/: its sections, in order, rendered by type, with the results
 * band (figures, then a call-to-action) right under the hero.
 */
export default function CaseStudyTemplate({ data }: PageProps<Queries.CaseStudyTemplateQuery>) {
  if (!data.caseStudy) return null;
  const others = data.others.nodes;
  const { sections, results } = data.caseStudy;
  const heroIndex = sections.findIndex((section) => section.type === "hero");
  return (
    <article>
      {heroIndex < 0 ? <ResultsBand results={results} /> : null}
      {sections.map((section, index) => (
        <React.Fragment key={`${section.type}-${index}`}>
          {/* Every block is static (docs/islands.md); an interactive block sits beside them, not inside. */}
          <Static>
            <CaseStudyBlock section={section} others={others} />
          </Static>
          {index === heroIndex ? <ResultsBand results={results} /> : null}
        </React.Fragment>
      ))}
    </article>
  );
}

export const Head: HeadFC<Queries.CaseStudyTemplateQuery> = ({ data, location }) => (
  <Seo
    title={data.caseStudy?.seo.title ?? ""}
    description={data.caseStudy?.seo.description ?? ""}
    pathname={location.pathname}
    breadcrumb={data.caseStudy?.name}
    image={toSocialImage(data.caseStudy?.cover.src?.childImageSharp?.social, data.caseStudy?.cover.alt)}
  />
);

export const query = graphql`
  fragment CaseStudySections on CaseStudy {
    sections {
      type
      eyebrow
      title
      text
      columns
      quote
      author
      role
      company
      source {
        label
        url
      }
      image {
        alt
        src {
          childImageSharp {
            gatsbyImageData(width: 1200, formats: [AUTO, WEBP, AVIF], placeholder: NONE)
          }
        }
      }
      images {
        alt
        caption
        src {
          childImageSharp {
            gatsbyImageData(width: 1200, formats: [AUTO, WEBP, AVIF], placeholder: NONE)
          }
        }
      }
      items {
        title
        text
      }
      links {
        name
        path
      }
    }
  }
  query CaseStudyTemplate($id: String!) {
    caseStudy(id: { eq: $id }) {
      name
      seo {
        title
        description
      }
      cover {
        alt
        src {
          childImageSharp {
            ...SocialImage
          }
        }
      }
      results {
        title
        items {
          value
          label
        }
        cta {
          text
          ctaLabel
        }
      }
      ...CaseStudySections
    }
    others: allCaseStudy(filter: { id: { ne: $id } }, sort: { order: ASC }) {
      nodes {
        ...CaseStudyCard
      }
    }
  }
`;
