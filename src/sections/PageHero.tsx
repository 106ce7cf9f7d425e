import React from "react";
import styled from "styled-components";
import { Container, Eyebrow } from "../components/Container";
import { CtaButton } from "../components/CtaButton";

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  text: string;
  ctaLabel?: string | null;
  /** Artwork beside the text on wide screens. */
  art?: React.ReactNode;
  /** Full hero heights from the spec (1013/890/825 by screen size) for the home page. */
  tall?: boolean;
  children?: React.ReactNode;
}

/** The opening block of a page: its one <h1>, a pitch and the call-to-action. */
export function PageHero({ eyebrow, title, text, ctaLabel, art, tall, children }: PageHeroProps) {
  return (
    <Hero $tall={tall}>
      <Container>
        <Grid $hasArt={Boolean(art)}>
          <div>
            {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
            <h1>{title}</h1>
            <p>{text}</p>
            {ctaLabel ? <CtaButton label={ctaLabel} placement="page" /> : null}
            {children}
          </div>
          {art ? <Art>{art}</Art> : null}
        </Grid>
      </Container>
    </Hero>
  );
}

const Hero = styled.section<{ $tall?: boolean }>`
  position: relative;
  overflow: hidden;
  display: flex;
  align-items: center;
  padding: ${({ theme }) => theme.space.xxl} 0;
  background:
    radial-gradient(60rem 30rem at 85% -10%, rgba(91, 157, 255, 0.22), transparent 60%),
    radial-gradient(40rem 24rem at -10% 110%, rgba(53, 208, 186, 0.14), transparent 60%);
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.display};
    max-width: 18ch;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    max-width: 40rem;
    margin-bottom: ${({ theme }) => theme.space.xl};
  }
  ${({ theme, $tall }) =>
    $tall
      ? `
    ${theme.media.tablet} { min-height: ${theme.layout.heroHeight.tablet}px; }
    ${theme.media.desktop} { min-height: ${theme.layout.heroHeight.desktop}px; }
    ${theme.media.large} { min-height: ${theme.layout.heroHeight.large}px; }
  `
      : ""}
`;

const Grid = styled.div<{ $hasArt: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: ${({ $hasArt }) => ($hasArt ? "1.1fr 0.9fr" : "1fr")};
  }
`;

const Art = styled.div`
  display: none;
  ${({ theme }) => theme.media.desktop} {
    display: block;
  }
`;
