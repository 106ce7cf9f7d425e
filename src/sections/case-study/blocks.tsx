import React from "react";
import { Link } from "gatsby";
import styled from "styled-components";
import { Container, Eyebrow, Section } from "../../components/Container";
import { Picture, PictureFrame } from "../../components/Picture";
import { SectionHeading } from "../SectionHeading";
import { CaseStudyCards, type CaseStudyCardData } from "../CaseStudyCards";
import { TestimonialCard } from "../Testimonials";
import { PillList, pill } from "../card-parts";
import {
  borders,
  colors,
  fontSizes,
  gradients,
  layout,
  media,
  motion,
  radii,
  shadows,
  space,
  headingMeasure,
} from "../../theme/tokens";
import { bareList, heroLead } from "../../theme/mixins";
import { Static } from "../../islands";
import { HeroInvitation, type ProductLinksData, ResultFigures, type ResultsData } from "./ResultsBand";

export type SectionData = Queries.CaseStudySectionsFragment["sections"][number];

export interface BlockProps {
  section: SectionData;
  /** The other case studies, for the projects list. */
  others: ReadonlyArray<CaseStudyCardData>;
  /** The hero's results and call-to-action (the case study page passes them; previews of a block may not). */
  study?: { results: ResultsData; productLinks: ProductLinksData };
}

/** "Illustration" before the caption of a picture that stands in for the product (proof by construction). */
function KindNote({ kind }: { kind: string | null | undefined }) {
  return kind === "illustration" ? <KindLabel>Illustration</KindLabel> : null;
}

/**
 * The case study's opening: eyebrow, headline and text with the results beside them (under them on a
 * phone), then the call-to-action, then the product's picture. Only the call-to-action hydrates: the
 * page renders this block outside a static part and it marks its own static parts (src/islands/README.md).
 */
export function HeroBlock({ section, study }: BlockProps) {
  const image = section.image?.src?.childImageSharp?.gatsbyImageData;
  return (
    <HeroWrap>
      <Container>
        <Static>
          <HeroGrid $withResults={Boolean(study)}>
            <div>
              {section.eyebrow ? <Eyebrow>{section.eyebrow}</Eyebrow> : null}
              <h1>{section.title}</h1>
              <HeroText data-hero-lead="">{section.text}</HeroText>
            </div>
            {study ? <ResultFigures results={study.results} /> : null}
          </HeroGrid>
        </Static>
        {study ? <HeroInvitation results={study.results} productLinks={study.productLinks} /> : null}
        {image ? (
          <Static>
            <HeroFigure>
              <Picture image={image} alt={section.image?.alt ?? ""} loading="eager" />
              {section.image?.kind === "illustration" || section.image?.caption ? (
                <figcaption>
                  <KindNote kind={section.image?.kind} />
                  {section.image?.caption}
                </figcaption>
              ) : null}
            </HeroFigure>
          </Static>
        ) : null}
      </Container>
    </HeroWrap>
  );
}

export function GoalBlock({ section }: BlockProps) {
  return (
    <Section>
      <Container>
        <Split>
          <SectionHeading eyebrow="The goal" title={section.title ?? "The goal"} />
          <Prose>{section.text}</Prose>
        </Split>
      </Container>
    </Section>
  );
}

/** "What we did": 3 columns, or 2 columns of 400px. */
export function ServicesBlock({ section }: BlockProps) {
  const columns = section.columns === 2 ? 2 : 3;
  return (
    <Section $tone="raised">
      <Container>
        <ServicesLayout $columns={columns}>
          <SectionHeading eyebrow="What we did" title={section.title ?? "What we did"} />
          <ServicesGrid $columns={columns} data-columns={columns}>
            {(section.items ?? []).map((item) => (
              <li key={item.title}>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ServicesGrid>
        </ServicesLayout>
      </Container>
    </Section>
  );
}

/** Pictures in two columns; with an odd number the first one spans the row. */
export function ImagesBlock({ section }: BlockProps) {
  const images = section.images ?? [];
  const odd = images.length % 2 === 1;
  return (
    <Section>
      <Container>
        <Gallery $odd={odd}>
          {images.map((image, index) => {
            const data = image.src?.childImageSharp?.gatsbyImageData;
            const wide = odd && index === 0;
            return data ? (
              <figure key={image.alt} data-kind={image.kind ?? undefined}>
                {image.capture?.publicURL ? (
                  // A capture is shown as its file is, so an animated WebP keeps moving.
                  <img
                    src={image.capture.publicURL}
                    alt={image.alt}
                    width={data.width}
                    height={data.height}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <Picture image={data} alt={image.alt} sizes={wide ? undefined : HALF_WIDTH_SIZES} />
                )}
                {image.caption || image.kind === "illustration" ? (
                  <figcaption>
                    <KindNote kind={image.kind} />
                    {image.caption}
                  </figcaption>
                ) : null}
              </figure>
            ) : null;
          })}
        </Gallery>
      </Container>
    </Section>
  );
}

/** Half of the content width from tablets up, the full width on phones. */
const HALF_WIDTH_SIZES = "(min-width: 1240px) 588px, (min-width: 600px) calc(50vw - 32px), calc(100vw - 40px)";

export function TestimonialBlock({ section }: BlockProps) {
  return (
    <Section $tone="raised">
      <Container>
        <TestimonialCard
          quote={section.quote ?? ""}
          author={section.author ?? ""}
          role={section.role ?? ""}
          company={section.company ?? ""}
          photo={section.photo}
          profileUrl={section.profileUrl}
          source={section.source ?? { label: "" }}
          large
        />
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
        <TagsHeading>{section.title}</TagsHeading>
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
  padding: ${layout.workPageTopPadding}px 0 ${space.xl};
  background: ${gradients.hero};
  h1 {
    font-size: ${fontSizes.title};
    max-width: ${headingMeasure(22)};
    text-wrap: balance;
  }
`;

/** Headline and text, with the results beside them from desktop widths. */
const HeroGrid = styled.div<{ $withResults: boolean }>`
  display: grid;
  gap: ${space.xl};
  ${media.desktop} {
    grid-template-columns: ${({ $withResults }) => ($withResults ? "minmax(0, 7fr) minmax(0, 5fr)" : "1fr")};
    align-items: start;
  }
`;

const HeroText = styled.p`
  color: ${colors.textMuted};
  ${heroLead}
  max-width: 46rem;
  margin-bottom: 0;
`;

const HeroFigure = styled.figure`
  margin: ${space.xl} 0 0;
  ${PictureFrame} {
    border-radius: ${radii.lg};
    border: ${borders.hairline} solid ${colors.border};
    box-shadow: ${shadows.lift};
  }
  figcaption {
    margin-top: ${space.sm};
    color: ${colors.textMuted};
    font-size: ${fontSizes.sm};
  }
`;

/** The small tag that says a picture is artwork, not the product itself. */
const KindLabel = styled.span`
  display: inline-block;
  margin-right: ${space.sm};
  padding: 0 ${space.sm};
  border: ${borders.hairline} solid ${colors.border};
  border-radius: ${radii.pill};
  color: ${colors.textMuted};
  font-size: ${fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const Split = styled.div`
  display: grid;
  ${media.desktop} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: ${space.xxl};
  }
`;

/** Two 400px columns leave room for the heading beside them only from 1280px; below, it sits above. */
const ServicesLayout = styled.div<{ $columns: 2 | 3 }>`
  ${({ $columns }) =>
    $columns === 2
      ? `${media.large} {
          display: grid;
          grid-template-columns: minmax(0, 1fr) auto;
          gap: ${space.xl};
          align-items: start;
        }`
      : ""}
`;

const TagsHeading = styled.h2`
  font-size: ${fontSizes.xl};
`;

const Prose = styled.p`
  font-size: ${fontSizes.lg};
  line-height: 1.7;
  color: ${colors.textMuted};
  ${media.desktop} {
    margin-top: ${space.xl};
  }
`;

const ServicesGrid = styled.ul<{ $columns: 2 | 3 }>`
  ${bareList}
  display: grid;
  gap: ${space.lg};
  ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.desktop} {
    grid-template-columns: ${({ $columns }) =>
      $columns === 2 ? `repeat(2, ${layout.servicesGridTwoColumnWidth}px)` : "repeat(3, 1fr)"};
  }
  li {
    padding: ${space.lg};
    border-left: ${borders.accent} solid ${colors.accent};
    background: ${colors.surface};
    border-radius: ${radii.sm};
  }
  h3 {
    font-size: ${fontSizes.lg};
    margin-bottom: ${space.xs};
  }
  p {
    color: ${colors.textMuted};
    margin: 0;
    font-size: ${fontSizes.sm};
  }
`;

const Gallery = styled.div<{ $odd: boolean }>`
  display: grid;
  gap: ${space.lg};
  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    /* An odd number of pictures: the first one spans the row. */
    ${({ $odd }) => ($odd ? "figure:first-child { grid-column: 1 / -1; }" : "")}
  }
  figure {
    margin: 0;
  }
  ${PictureFrame} {
    border-radius: ${radii.md};
  }
  figcaption {
    color: ${colors.textMuted};
    font-size: ${fontSizes.sm};
    margin-top: ${space.sm};
  }
`;

const Tags = styled(PillList)`
  a {
    ${pill}
    padding: ${space.sm} ${space.md};
    color: ${colors.text};
    text-decoration: none;
    transition:
      border-color ${motion.fast},
      color ${motion.fast};
  }
  a:hover {
    border-color: ${colors.accent};
    color: ${colors.accentHover};
  }
`;
