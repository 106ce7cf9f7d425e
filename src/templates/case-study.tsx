import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Seo, toSocialImage } from "../components/Seo";
import { PicturePreload } from "../components/Picture";
import { CaseStudyBlock } from "../sections/case-study/registry";
import { HeroBlock } from "../sections/case-study/blocks";
import { Static } from "../islands";

/**
 * A case study under /our-work/{slug}/: its sections, in order, rendered by type. The hero carries the
 * results beside the headline and ends with the call-to-action, above the product's picture.
 */
export default function CaseStudyTemplate({ data }: PageProps<Queries.CaseStudyTemplateQuery>) {
  if (!data.caseStudy) return null;
  const others = data.others.nodes;
  const { sections, results, productLinks } = data.caseStudy;
  const study = { results, productLinks };
  return (
    <article>
      {sections.map((section, index) =>
        section.type === "hero" ? (
          // The hero marks its own static parts: its call-to-action hydrates.
          <HeroBlock key={`${section.type}-${index}`} section={section} others={others} study={study} />
        ) : (
          // Every other block is static (src/islands/README.md).
          <Static key={`${section.type}-${index}`}>
            <CaseStudyBlock section={section} others={others} />
          </Static>
        ),
      )}
    </article>
  );
}

export const Head: HeadFC<Queries.CaseStudyTemplateQuery> = ({ data, location }) => {
  // The hero's picture is on a phone's first screen: requested before the fonts and scripts.
  const heroImage = data.caseStudy?.sections.find((section) => section.type === "hero")?.image?.src?.childImageSharp
    ?.gatsbyImageData;
  return (
    <>
      {heroImage ? <PicturePreload image={heroImage} /> : null}
      <Seo
        title={data.caseStudy?.seo.title ?? ""}
        description={data.caseStudy?.seo.description ?? ""}
        pathname={location.pathname}
        breadcrumb={data.caseStudy?.name}
        image={toSocialImage(data.caseStudy?.cover.src?.childImageSharp?.social, data.caseStudy?.cover.alt)}
      />
    </>
  );
};

export const query = graphql`
  fragment CaseStudyImageWords on CaseStudySectionImage {
    alt
    caption
    kind
    capture {
      publicURL
    }
  }
  fragment CaseStudySections on CaseStudy {
    sections {
      type
      eyebrow
      title
      text
      columns
      ...TestimonialWords
      image {
        ...CaseStudyImageWords
        src {
          childImageSharp {
            gatsbyImageData(width: 1200, formats: [AUTO, AVIF], outputPixelDensities: [0.5, 1, 2], placeholder: NONE)
          }
        }
      }
      images {
        ...CaseStudyImageWords
        src {
          childImageSharp {
            gatsbyImageData(width: 1200, formats: [AUTO, AVIF], placeholder: NONE)
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
        ...SeoWords
      }
      cover {
        alt
        src {
          childImageSharp {
            ...SocialImage
          }
        }
      }
      productLinks {
        kind
        url
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
          ctaIntent
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
