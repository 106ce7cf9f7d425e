import React from "react";
import { graphql, Link, type HeadFC, type PageProps } from "gatsby";
import styled from "styled-components";
import { Seo } from "../components/Seo";
import { Container, Section } from "../components/Container";
import { PageHero } from "../sections/PageHero";
import { SectionHeading } from "../sections/SectionHeading";
import { CardGrid } from "../sections/CardGrid";
import { CaseStudyCards } from "../sections/CaseStudyCards";
import { ClosingCta } from "../sections/ClosingCta";

const SERVICES = [
  {
    title: "Product design",
    text: "Research, UX and UI that turn a fuzzy idea into a tested, buildable product.",
    path: "/services/ui-ux-design/",
  },
  {
    title: "Web development",
    text: "Fast, accessible web apps and portals on React, Node.js, Rails and Python.",
    path: "/services/web-development/",
  },
  {
    title: "Mobile apps",
    text: "Native-quality iOS and Android apps with React Native or Flutter.",
    path: "/services/mobile-app-development/",
  },
  {
    title: "AI features",
    text: "Search, summarisation and automation added to real products, measured and safe.",
    path: "/services/ai-software-development/",
  },
  {
    title: "Startup MVPs",
    text: "A focused first release in weeks, built to keep, not to throw away.",
    path: "/services/startup-mvp-development/",
  },
  {
    title: "Nearshore teams",
    text: "Senior engineers in your time zone who join your rituals and ship from week one.",
    path: "/services/nearshore-staff-augmentation/",
  },
];

const TESTIMONIALS = [
  {
    quote: "They behaved like owners. Every week we saw working software and an honest list of risks.",
    name: "Dana Whitfield",
    role: "COO, regional health network",
  },
  {
    quote: "Our checkout got faster and our conversion followed. The team knew e-commerce cold.",
    name: "Marcus Lee",
    role: "VP Digital, specialty retailer",
  },
  {
    quote: "Flatirons took a tangled Rails monolith and made it something our own team enjoys working in.",
    name: "Aisha Roberts",
    role: "CTO, legal software company",
  },
];

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  return (
    <>
      <PageHero
        tall
        eyebrow="Custom software design & development"
        title="We design and build software people love to use"
        text="Flatirons is a senior product team for startups and enterprises: strategy, UX, web, mobile and AI, delivered in weekly increments by engineers in US time zones."
        ctaLabel="Let's work together"
      />
      <Section aria-labelledby="services">
        <Container>
          <SectionHeading id="services" eyebrow="Services" title="Everything it takes to ship a product" />
          <CardGrid items={SERVICES} />
          <More>
            <Link to="/services/">All services</Link>
          </More>
        </Container>
      </Section>
      <Section $tone="raised" aria-labelledby="industries">
        <Container>
          <SectionHeading id="industries" eyebrow="Industries" title="Experienced where the rules are strict" />
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
            <Link to="/our-work/">See all case studies</Link>
          </More>
        </Container>
      </Section>
      <Section $tone="raised" aria-labelledby="testimonials">
        <Container>
          <SectionHeading id="testimonials" eyebrow="Testimonials" title="What our clients say" />
          <Quotes>
            {TESTIMONIALS.map((item) => (
              <figure key={item.name}>
                <blockquote>
                  <p>“{item.quote}”</p>
                </blockquote>
                <figcaption>
                  <strong>{item.name}</strong>, {item.role}
                </figcaption>
              </figure>
            ))}
          </Quotes>
        </Container>
      </Section>
      <Section aria-labelledby="blog">
        <Container>
          <SectionHeading id="blog" eyebrow="From the blog" title="Notes from our team" />
          <CardGrid
            items={data.posts.nodes.map((post) => ({
              title: post.frontmatter.title,
              text: post.frontmatter.description,
              path: post.fields.path,
              meta: post.frontmatter.date,
            }))}
          />
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
  margin-top: ${({ theme }) => theme.space.lg};
  font-weight: 600;
`;

const Quotes = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(3, 1fr);
  }
  figure {
    margin: 0;
    padding: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  blockquote {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  figcaption {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const query = graphql`
  query HomePage {
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
    posts: allMdx(filter: { fields: { kind: { eq: "blog" } } }, sort: { frontmatter: { date: DESC } }, limit: 3) {
      nodes {
        fields {
          path
        }
        frontmatter {
          title
          description
          date(formatString: "MMMM D, YYYY")
        }
      }
    }
  }
`;
