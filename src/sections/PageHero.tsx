import React from "react";
import styled, { css } from "styled-components";
import { graphql } from "gatsby";
import { Container, Eyebrow } from "../components/Container";
import { CtaButton } from "../shell/CtaButton";
import { asContactIntent } from "../lib/contact-intents";
import { Static } from "../islands";
import { borders, colors, fontSizes, gradients, layout, media, space, headingMeasure } from "../theme/tokens";
import { heroLead } from "../theme/mixins";

/** A hero's words in content (the content model's HeroCopy: the home page's hero and the listing pages'). */
export const heroCopyWordsFragment = graphql`
  fragment HeroCopyWords on HeroCopy {
    eyebrow
    title
    text
  }
`;

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  text: string;
  ctaLabel?: string | null;
  /** What the call-to-action promises (content's `ctaIntent`); generic when none is given. */
  ctaIntent?: string | null;
  /** The page's interest and city, handed to the dialog. */
  interest?: string | null;
  place?: string | null;
  /** Artwork beside the text on desktop; see `artOnSmallScreens`. */
  art?: React.ReactNode;
  /** Show the artwork below the text on phones and tablets too (the home page). */
  artOnSmallScreens?: boolean;
  /** Full hero heights from the spec (1013/890/825 by screen size) for the home page. */
  tall?: boolean;
  /** Case studies and the work index start with the spec's 88px top padding. */
  workPage?: boolean;
  children?: React.ReactNode;
}

/**
 * The opening block of a page: its one <h1>, a pitch and the call-to-action.
 * Only the call-to-action hydrates on the landing page (src/islands/README.md).
 */
export function PageHero({
  eyebrow,
  title,
  text,
  ctaLabel,
  ctaIntent,
  interest,
  place,
  art,
  artOnSmallScreens,
  tall,
  workPage,
  children,
}: PageHeroProps) {
  return (
    <Hero $tall={tall} $workPage={workPage} data-hero={tall ? "tall" : "page"}>
      <HeroContainer>
        <Grid $hasArt={Boolean(art)} $tall={tall}>
          <Copy $tall={tall}>
            <Static>
              {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
              <h1>{title}</h1>
              <Pitch data-hero-lead="">{text}</Pitch>
            </Static>
            {ctaLabel ? (
              <CtaButton
                label={ctaLabel}
                placement="page"
                intent={asContactIntent(ctaIntent)}
                interest={interest}
                place={place}
              />
            ) : null}
            {children ? <Static>{children}</Static> : null}
          </Copy>
          {art ? (
            <Art $always={artOnSmallScreens} $tall={tall}>
              <Static>{art}</Static>
            </Art>
          ) : null}
        </Grid>
      </HeroContainer>
    </Hero>
  );
}

const HeroContainer = styled(Container)`
  height: 100%;
`;

const Hero = styled.section<{ $tall?: boolean; $workPage?: boolean }>`
  position: relative;
  overflow: hidden;
  padding: ${({ $workPage }) => ($workPage ? `${layout.workPageTopPadding}px` : space.xxl)} 0 ${space.xxl};
  background: ${gradients.hero};
  border-bottom: ${borders.hairline} solid ${colors.border};
  ${({ $tall }) =>
    $tall &&
    css`
      ${media.tablet} {
        height: ${layout.heroHeight.tablet}px;
        padding-bottom: 0;
      }
      ${media.desktop} {
        height: auto;
        min-height: ${layout.heroHeight.desktop}px;
        padding-bottom: ${space.xxl};
        display: flex;
        align-items: center;
      }
      ${media.large} {
        min-height: ${layout.heroHeight.large}px;
      }
    `}
`;

const Grid = styled.div<{ $hasArt: boolean; $tall?: boolean }>`
  display: grid;
  gap: ${space.xl};
  align-items: center;
  ${({ $tall }) =>
    $tall &&
    css`
      ${media.tablet} {
        height: 100%;
        grid-template-rows: auto minmax(0, 1fr);
        align-items: start;
      }
    `}
  ${media.desktop} {
    height: auto;
    grid-template-rows: none;
    align-items: center;
    grid-template-columns: ${({ $hasArt }) => ($hasArt ? "minmax(0, 1.05fr) minmax(0, 0.95fr)" : "1fr")};
  }
`;

const Copy = styled.div<{ $tall?: boolean }>`
  h1 {
    font-size: ${({ $tall }) => ($tall ? fontSizes.display : fontSizes.title)};
    max-width: ${({ $tall }) => ($tall ? headingMeasure(14) : headingMeasure(22))};
    text-wrap: balance;
  }
`;

const Pitch = styled.p`
  color: ${colors.textMuted};
  ${heroLead}
  max-width: 40rem;
  margin-bottom: ${space.xl};
`;

const Art = styled.div<{ $always?: boolean; $tall?: boolean }>`
  display: ${({ $always }) => ($always ? "flex" : "none")};
  justify-content: center;
  align-self: stretch;
  min-height: 0;
  /* In the fixed-height tablet hero the artwork shrinks to the room left under the text. */
  ${({ $tall }) =>
    $tall &&
    css`
      ${media.tabletOnly} {
        height: 100%;
        padding-bottom: ${space.xl};
        picture,
        [data-hero-art] {
          width: 100%;
          height: 100%;
        }
        img,
        [data-hero-art] svg {
          width: 100%;
          height: 100%;
          object-fit: contain;
        }
      }
    `}
  ${media.desktop} {
    display: block;
    align-self: center;
  }
`;
