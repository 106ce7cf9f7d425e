import React from "react";
import { Link } from "gatsby";
import { GatsbyImage } from "gatsby-plugin-image";
import styled from "styled-components";
import { Container, Eyebrow, Section } from "../../components/Container";
import { SectionHeading } from "../SectionHeading";
import { CaseStudyCards, type CaseStudyCardData } from "../CaseStudyCards";

export type SectionData = Queries.CaseStudySectionsFragment["sections"][number];

export interface BlockProps {
  section: SectionData;
  /** The other case studies, for the projects list. */
  others: ReadonlyArray<CaseStudyCardData>;
}

export function HeroBlock({ section }: BlockProps) {
  const image = section.image?.src?.childImageSharp?.gatsbyImageData;
  return (
    <HeroWrap>
      <Container>
        {section.eyebrow ? <Eyebrow>{section.eyebrow}</Eyebrow> : null}
        <h1>{section.title}</h1>
        <p>{section.text}</p>
        {image ? <GatsbyImage image={image} alt={section.image?.alt ?? ""} loading="eager" /> : null}
      </Container>
    </HeroWrap>
  );
}

export function GoalBlock({ section }: BlockProps) {
  return (
    <Section>
      <Container $narrow>
        <SectionHeading eyebrow="The goal" title={section.title ?? "The goal"} />
        <Prose>{section.text}</Prose>
      </Container>
    </Section>
  );
}

/** "What we did": 3 columns, or 2 columns of 400px. */
export function ServicesBlock({ section }: BlockProps) {
  return (
    <Section $tone="raised">
      <Container>
        <SectionHeading eyebrow="What we did" title={section.title ?? "What we did"} />
        <ServicesGrid $columns={section.columns === 2 ? 2 : 3}>
          {(section.items ?? []).map((item) => (
            <li key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ServicesGrid>
      </Container>
    </Section>
  );
}

export function ImagesBlock({ section }: BlockProps) {
  return (
    <Section>
      <Container>
        <Gallery>
          {(section.images ?? []).map((image) => {
            const data = image.src?.childImageSharp?.gatsbyImageData;
            return data ? (
              <figure key={image.alt}>
                <GatsbyImage image={data} alt={image.alt} />
                {image.caption ? <figcaption>{image.caption}</figcaption> : null}
              </figure>
            ) : null;
          })}
        </Gallery>
      </Container>
    </Section>
  );
}

export function TestimonialBlock({ section }: BlockProps) {
  return (
    <Section $tone="raised">
      <Container $narrow>
        <Quote>
          <blockquote>
            <p>“{section.quote}”</p>
          </blockquote>
          <figcaption>
            <strong>{section.author}</strong>, {section.role}
          </figcaption>
        </Quote>
      </Container>
    </Section>
  );
}

export function ProjectsBlock({ section, others }: BlockProps) {
  return (
    <Section>
      <Container>
        <SectionHeading eyebrow="Projects" title={section.title ?? "More of our work"} />
        <CaseStudyCards items={others.slice(0, 3)} />
      </Container>
    </Section>
  );
}

export function TagsBlock({ section }: BlockProps) {
  return (
    <Section>
      <Container>
        <h2>{section.title}</h2>
        <Tags>
          {(section.links ?? []).map((link) => (
            <li key={link.path}>
              <Link to={link.path}>{link.name}</Link>
            </li>
          ))}
        </Tags>
      </Container>
    </Section>
  );
}

const HeroWrap = styled.section`
  padding: ${({ theme }) => theme.layout.workPageTopPadding}px 0 ${({ theme }) => theme.space.xl};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.display};
    max-width: 20ch;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    max-width: 46rem;
    margin-bottom: ${({ theme }) => theme.space.xl};
  }
  .gatsby-image-wrapper {
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

const Prose = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ServicesGrid = styled.ul<{ $columns: 2 | 3 }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: ${({ theme, $columns }) =>
      $columns === 2 ? `repeat(2, ${theme.layout.servicesGridTwoColumnWidth}px)` : "repeat(3, 1fr)"};
  }
  li {
    padding: ${({ theme }) => theme.space.lg};
    border-left: 3px solid ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Gallery = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  figure {
    margin: 0;
  }
  .gatsby-image-wrapper {
    border-radius: ${({ theme }) => theme.radii.md};
  }
  figcaption {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

const Quote = styled.figure`
  margin: 0;
  blockquote {
    margin: 0;
  }
  blockquote p {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: 1.4;
  }
  figcaption {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Tags = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;
