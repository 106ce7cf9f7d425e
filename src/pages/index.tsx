import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import styled from "styled-components";
import { Seo } from "../components/Seo";
import { Container, Section } from "../components/Container";
import { ButtonLink } from "../components/Button";
import { PageHero } from "../sections/PageHero";
import { SectionHeading } from "../sections/SectionHeading";
import { CardGrid } from "../sections/CardGrid";
import { CaseStudyCards } from "../sections/CaseStudyCards";
import { ClosingCta } from "../sections/ClosingCta";
import { PostCards, toPostCard } from "../sections/PostCards";
import { Testimonials } from "../sections/Testimonials";
import { COMPANY_FACTS } from "../sections/company-facts";
import { ClientLogos } from "../components/ClientLogos";
import { Picture } from "../components/Picture";
import type { IconName } from "../components/Icon";
import { theme } from "../theme/tokens";

const SERVICES: ReadonlyArray<{ title: string; text: string; path: string; icon: IconName }> = [
  {
    title: "Product design",
    text: "Research, UX and UI that turn a fuzzy idea into a tested, buildable product.",
    path: "/services/ui-ux-design/",
    icon: "design",
  },
  {
    title: "Web development",
    text: "Fast, accessible web apps and portals on React, Node.js, Rails and Python.",
    path: "/services/web-development/",
    icon: "code",
  },
  {
    title: "Mobile apps",
    text: "Native-quality iOS and Android apps with React Native or Flutter.",
    path: "/services/mobile-app-development/",
    icon: "mobile",
  },
  {
    title: "AI features",
    text: "Search, summarisation and automation added to real products, measured and safe.",
    path: "/services/ai-software-development/",
    icon: "spark",
  },
  {
    title: "Startup MVPs",
    text: "A focused first release in weeks, built to keep, not to throw away.",
    path: "/services/startup-mvp-development/",
    icon: "rocket",
  },
  {
    title: "Nearshore teams",
    text: "Senior engineers in your time zone who join your rituals and ship from week one.",
    path: "/services/nearshore-staff-augmentation/",
    icon: "team",
  },
];

const TESTIMONIALS = [
  {
    quote: "They behaved like owners. Every week we saw working software and an honest list of risks.",
    author: "Dana Whitfield",
    role: "COO, regional health network",
  },
  {
    quote: "Our checkout got faster and our conversion followed. The team knew e-commerce cold.",
    author: "Marcus Lee",
    role: "VP Digital, specialty retailer",
  },
  {
    quote: "Flatirons took a tangled Rails monolith and made it something our own team enjoys working in.",
    author: "Aisha Roberts",
    role: "CTO, legal software company",
  },
];

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const heroArt = data.heroArt?.childImageSharp?.gatsbyImageData;
  return (
    <>
      <PageHero
        tall
        eyebrow="Custom software design & development"
        title="We design and build software people love to use"
        text="Flatirons is a senior product team for startups and enterprises: strategy, UX, web, mobile and AI, delivered in weekly increments by engineers in US time zones."
        ctaLabel="Let's work together"
        artOnSmallScreens
        art={heroArt ? <Picture image={heroArt} alt="" loading="eager" /> : null}
      >
        <Facts>
          {COMPANY_FACTS.slice(1).map((fact) => (
            <div key={fact.label}>
              <dt>{fact.value}</dt>
              <dd>{fact.label}</dd>
            </div>
          ))}
        </Facts>
      </PageHero>
      <Section aria-labelledby="services">
        <Container>
          <SectionHeading
            id="services"
            eyebrow="Services"
            title="Everything it takes to ship a product"
            lead="Strategy, design, engineering and support from one senior team, so nothing gets lost between vendors."
          />
          <CardGrid items={SERVICES} />
          <More>
            <ButtonLink to="/services/" $variant="secondary">
              All services
            </ButtonLink>
          </More>
        </Container>
      </Section>
      <Section $tone="raised" aria-labelledby="industries">
        <Container>
          <SectionHeading
            id="industries"
            eyebrow="Industries"
            title="Experienced where the rules are strict"
            lead="Compliance, audits and domain language are part of the brief from day one, not a surprise at launch."
          />
          <CardGrid
            items={data.industries.nodes.map((node) => ({ title: node.name, text: node.summary, path: node.path }))}
          />
        </Container>
      </Section>
      <Section aria-labelledby="work">
        <Container>
          <SectionHeading id="work" eyebrow="Selected work" title="Products we are proud of" />
          <CaseStudyCards items={data.work.nodes} />
          <More>
            <ButtonLink to="/our-work/" $variant="secondary">
              See all case studies
            </ButtonLink>
          </More>
        </Container>
      </Section>
      <Section $tone="raised" aria-labelledby="testimonials">
        <Container>
          <SectionHeading id="testimonials" eyebrow="Testimonials" title="What our clients say" />
          <Testimonials items={TESTIMONIALS} />
        </Container>
      </Section>
      <LogoBand aria-label="Clients">
        <Container>
          <ClientLogos />
        </Container>
      </LogoBand>
      <Section aria-labelledby="blog">
        <Container>
          <SectionHeading id="blog" eyebrow="From the blog" title="Notes from our team" />
          <PostCards posts={data.posts.nodes.map(toPostCard)} />
          <More>
            <ButtonLink to="/blog/" $variant="secondary">
              Read the blog
            </ButtonLink>
          </More>
        </Container>
      </Section>
      <ClosingCta
        title="Ready to build something great?"
        text="Tell us what you are working on. You will hear back from a senior engineer within one business day."
      />
    </>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Flatirons: Custom Software Design and Development Agency"
    description="Flatirons designs and builds custom web and mobile software for startups and enterprises, from first prototype to scale, in US time zones."
    pathname={location.pathname}
  />
);

const More = styled.p`
  margin: ${theme.space.xl} 0 0;
  font-weight: 600;
`;

const LogoBand = styled.section`
  padding: ${theme.space.xxl} 0;
  border-bottom: ${theme.borders.hairline} solid ${theme.colors.border};
`;

/** Three figures under the hero's call-to-action. */
const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, max-content));
  gap: ${theme.space.md} ${theme.space.xl};
  margin: ${theme.space.xl} 0 0;
  padding-top: ${theme.space.lg};
  border-top: ${theme.borders.hairline} solid ${theme.colors.border};
  max-width: 36rem;
  /* Tablets keep the fixed-height hero's room for the artwork. */
  ${theme.media.tabletOnly} {
    display: none;
  }
  dt {
    font-family: ${theme.fonts.heading};
    font-size: ${theme.fontSizes.xl};
    font-weight: 700;
    color: ${theme.colors.text};
  }
  dd {
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
`;

export const query = graphql`
  query HomePage {
    # Abstract artwork holds up at lower quality; on a phone it is the largest download before the
    # first paint, so every kilobyte here is Largest Contentful Paint time.
    heroArt: file(sourceInstanceName: { eq: "site-images" }, relativePath: { eq: "home-hero.png" }) {
      childImageSharp {
        gatsbyImageData(
          width: 600
          quality: 70
          avifOptions: { quality: 45 }
          webpOptions: { quality: 65 }
          breakpoints: [300, 450, 600, 750, 900, 1200]
          formats: [AUTO, WEBP, AVIF]
          placeholder: NONE
          backgroundColor: "transparent"
        )
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
