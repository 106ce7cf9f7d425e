import React from "react";
import { graphql } from "gatsby";
import styled from "styled-components";
import { HeroArt, heroArtNameOf } from "../components/HeroArt";
import { Container, Section } from "../components/Container";
import { PageHero } from "./PageHero";
import { Static } from "../islands";
import { SectionHeading, TitledSection } from "./SectionHeading";
import { CardGrid } from "./CardGrid";
import { ProcessSteps } from "./ProcessSteps";
import { CaseStudyCards } from "./CaseStudyCards";
import { FaqSection } from "./Faq";
import { ClosingCta } from "./ClosingCta";
import { PillList, pill } from "./card-parts";
import { ButtonLink } from "../components/Button";
import type { WorkFilter } from "../lib/work-filters";
import { colors, fonts, fontSizes, space } from "../theme/tokens";

const EYEBROW: Record<string, string> = {
  service: "Services",
  technology: "Technologies",
  industry: "Industries",
  "service-area": "Service areas",
};

/**
 * The body of a service-like page: hero, what we do, process, work (with links to the page's filtered lists
 * of case studies, `work`), FAQ, closing CTA.
 */
export function ServicePageView({
  page,
  work = [],
}: {
  page: Queries.ServicePageViewFragment;
  work?: ReadonlyArray<Pick<WorkFilter, "name" | "path" | "kind" | "ids">>;
}) {
  const eyebrow = page.city ? `${page.city.name}, ${page.city.region} · ${page.city.timeZone}` : EYEBROW[page.kind];
  return (
    <>
      <PageHero
        eyebrow={eyebrow}
        title={page.hero.title}
        text={page.hero.pitch}
        ctaLabel={page.hero.ctaLabel ?? "Let's talk"}
        ctaIntent={page.hero.ctaIntent}
        interest={page.interest}
        place={page.city?.name}
        art={<HeroArt name={heroArtNameOf(page.path)} />}
      />
      <Static>
        <Section aria-labelledby="what-we-do">
          <Container>
            <SectionHeading id="what-we-do" eyebrow="What we do" title={page.whatWeDo.title} />
            <CardGrid items={page.whatWeDo.items} />
            {page.city ? (
              <CityIndustries>
                <h3>Industries we serve in {page.city.name}</h3>
                <PillList>
                  {page.city.industries.map((industry) => (
                    <li key={industry}>{industry}</li>
                  ))}
                </PillList>
              </CityIndustries>
            ) : null}
          </Container>
        </Section>
        <TitledSection id="process" tone="raised" eyebrow="How we work" title={page.process.title}>
          <ProcessSteps steps={page.process.steps} />
        </TitledSection>
        {page.caseStudies.length || work.length ? (
          <Section aria-labelledby="work">
            <Container>
              <SectionHeading id="work" eyebrow="Our work" title="Relevant case studies" />
              {page.caseStudies.length ? <CaseStudyCards items={page.caseStudies} /> : null}
              {work.length ? (
                <WorkLinks>
                  {work.map((filter) => (
                    <li key={filter.path}>
                      <ButtonLink to={filter.path} $variant="secondary">
                        {workLinkLabel(filter)}
                      </ButtonLink>
                    </li>
                  ))}
                </WorkLinks>
              ) : null}
            </Container>
          </Section>
        ) : null}
        <FaqSection items={page.faq} tone={page.caseStudies.length || work.length ? "raised" : "plain"} />
      </Static>
      <ClosingCta {...page.closingCta} interest={page.interest} place={page.city?.name} />
    </>
  );
}

/** "All our work in Fintech (1)", "All our React Development work (3)". */
export const workLinkLabel = ({ kind, name, ids }: Pick<WorkFilter, "kind" | "name" | "ids">) =>
  `${kind === "industry" ? `All our work in ${name}` : `All our ${name} work`} (${ids.length})`;

const WorkLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  margin: ${space.xl} 0 0;
  padding: 0;
  list-style: none;
`;

const CityIndustries = styled.div`
  margin-top: ${space.xl};
  h3 {
    font-size: ${fontSizes.md};
    font-family: ${fonts.body};
    color: ${colors.textMuted};
  }
  li {
    ${pill}
  }
`;

export const fragments = graphql`
  fragment CaseStudyCard on CaseStudy {
    slug
    name
    summary
    industry
    path
    results {
      items {
        value
        label
      }
    }
    cover {
      alt
      src {
        childImageSharp {
          gatsbyImageData(
            width: 640
            aspectRatio: 1.6
            formats: [AUTO, AVIF]
            outputPixelDensities: [0.5, 1, 2]
            placeholder: NONE
          )
        }
      }
    }
  }
  fragment ServicePageView on ServicePage {
    kind
    name
    path
    seo {
      ...SeoWords
    }
    hero {
      title
      pitch
      ctaLabel
      ctaIntent
    }
    interest
    whatWeDo {
      title
      items {
        title
        text
      }
    }
    process {
      title
      steps {
        title
        text
      }
    }
    caseStudies {
      ...CaseStudyCard
    }
    faq {
      ...FaqWords
    }
    closingCta {
      ...ClosingCtaWords
    }
    city {
      name
      region
      timeZone
      industries
    }
  }
`;
