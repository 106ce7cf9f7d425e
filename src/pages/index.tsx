import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import styled from "styled-components";
import { Seo } from "../components/Seo";
import { PageHero } from "../sections/PageHero";
import { ClosingCta } from "../sections/ClosingCta";
import type { CompanyFactsProps } from "../sections/CompanyFacts";
import { staticPart } from "../islands";
import type { HomeSectionsProps } from "../sections/HomeSections";
import { borders, colors, space } from "../theme/tokens";

// The hero's figures: plain content (their sources fold open without a script), so a static part: server
// HTML on the landing page and none of their code in its first load.
const HeroFacts = staticPart<CompanyFactsProps>({
  name: "company-facts",
  load: () => import(/* webpackChunkName: "company-facts" */ "../sections/CompanyFacts"),
});

// The hero's artwork, drawn inline (../sections/HomeHeroArt.tsx): its markup is in the page's HTML, its code only
// in its own chunk, for a client-side render.
const HomeHeroArt = staticPart({
  name: "home-hero-art",
  load: () => import(/* webpackChunkName: "home-hero-art" */ "../sections/HomeHeroArt"),
});

const HomeSections = staticPart<HomeSectionsProps>({
  name: "home-sections",
  load: () => import(/* webpackChunkName: "home-sections" */ "../sections/HomeSections"),
});

/** The home page: its copy comes from content/home.json, its lists from the other content files. */
export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const { hero, services, industries, work, testimonials, blog, closingCta } = data.homeContent!;
  return (
    <>
      <PageHero
        tall
        eyebrow={hero.eyebrow}
        title={hero.title}
        text={hero.text}
        ctaLabel={hero.ctaLabel}
        ctaIntent={hero.ctaIntent}
        artOnSmallScreens
        // On a phone too, below the call-to-action: drawn inline, so it is painted with the page's first paint.
        art={<HomeHeroArt />}
      >
        {data.siteContent?.facts.length ? (
          <FactsRule>
            <HeroFacts facts={data.siteContent.facts} />
          </FactsRule>
        ) : null}
      </PageHero>
      <HomeSections
        clients={data.siteContent?.clients}
        services={services}
        engagements={data.siteContent?.engagements}
        industries={industries}
        work={work}
        testimonials={testimonials}
        blog={blog}
        data={data}
      />
      <ClosingCta {...closingCta} />
    </>
  );
}

export const Head: HeadFC<Queries.HomePageQuery> = ({ data, location }) => (
  <Seo
    title={data.homeContent!.seo.title}
    description={data.homeContent!.seo.description}
    pathname={location.pathname}
  />
);

/** The company's figures (content/site.json) under the hero's call-to-action. */
const FactsRule = styled.div`
  margin: ${space.lg} 0 0;
  padding-top: ${space.lg};
  border-top: ${borders.hairline} solid ${colors.border};
  max-width: 36rem;
`;

export const query = graphql`
  query HomePage {
    siteContent {
      ...CompanyFacts
      ...ClientStrip
      ...Engagements
    }
    homeContent {
      seo {
        ...SeoWords
      }
      hero {
        ...HeroCopyWords
        ctaLabel
        ctaIntent
      }
      services {
        eyebrow
        title
        lead
        items {
          title
          text
          path
          icon
        }
      }
      industries {
        eyebrow
        title
        lead
      }
      work {
        eyebrow
        title
      }
      testimonials {
        eyebrow
        title
        items {
          ...TestimonialWords
        }
      }
      blog {
        eyebrow
        title
      }
      closingCta {
        ...ClosingCtaWords
      }
    }
    industries: allServicePage(filter: { kind: { eq: "industry" } }, sort: { name: ASC }) {
      nodes {
        name
        summary
        path
      }
    }
    work: allCaseStudy(sort: { order: ASC }, limit: 3) {
      nodes {
        ...CaseStudyCard
      }
    }
    posts: allMdx(
      filter: { fields: { kind: { eq: "blog" } } }
      sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]
      limit: 3
    ) {
      nodes {
        ...PostCard
      }
    }
  }
`;
