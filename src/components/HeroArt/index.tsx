import React from "react";
import styled from "styled-components";
import { artPalette } from "./palette";
import { Backdrop } from "./parts";
import { CityMotif, CompanyMotif, IndustryMotif, ProductMotif, ServiceMotif, TechnologyMotif } from "./motifs";
import { theme } from "../../theme/tokens";

export type HeroArtKind = "service" | "technology" | "industry" | "service-area" | "product" | "company";

const MOTIFS = {
  service: ServiceMotif,
  technology: TechnologyMotif,
  industry: IndustryMotif,
  "service-area": CityMotif,
  product: ProductMotif,
  company: CompanyMotif,
} as const;

export function isHeroArtKind(kind: string): kind is HeroArtKind {
  return kind in MOTIFS;
}

/**
 * The decorative illustration beside a page's hero, chosen by page kind.
 * Inline SVG in the theme's colours: no request, no layout shift, crisp at
 * every size. Hidden from assistive technology (it carries no information).
 */
const palette = artPalette(theme);

/** `subject`: what the page is about (an industry page's slug picks its emblem). */
export function HeroArt({ kind, subject }: { kind: HeroArtKind; subject?: string }) {
  const Motif = MOTIFS[kind];
  const id = `hero-art-${kind}`;
  return (
    <Svg viewBox="0 0 560 480" width="560" height="480" aria-hidden="true" focusable="false" data-art={kind}>
      <Backdrop id={id} p={palette} />
      <Motif p={palette} id={id} subject={subject} />
    </Svg>
  );
}

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  max-width: ${theme.layout.heroArtWidth}px;
  margin-left: auto;
`;
