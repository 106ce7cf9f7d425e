import React from "react";
import styled from "styled-components";
import { layout } from "../../theme/tokens";

/** Where a page's hero illustration is served: static/art/<name>.svg, drawn by scripts/generate-page-art.ts. */
export const HERO_ART_FOLDER = "/art/";

/** The illustration file of a page: its content slug, or its name in the generator's COMPANY_PAGES. */
export function heroArtPath(name: string): string {
  return `${HERO_ART_FOLDER}${name}.svg`;
}

/** A content page's illustration name: the last part of its path (its slug). */
export function heroArtNameOf(pagePath: string): string {
  return pagePath.split("/").filter(Boolean).pop() ?? "";
}

/**
 * The decorative illustration beside a page's hero: the page's own picture (no two pages share one;
 * the build checks it, src/node/shared-art.ts). An SVG file of a few kilobytes: crisp at every
 * size, its box reserved by width and height, fetched only where it is shown (it is hidden on phones).
 * Hidden from assistive technology: it carries no information.
 */
export function HeroArt({ name }: { name: string }) {
  return (
    <Img
      src={heroArtPath(name)}
      alt=""
      width={layout.heroArtWidth}
      height={layout.heroArtHeight}
      loading="lazy"
      decoding="async"
      data-art={name}
    />
  );
}

const Img = styled.img`
  display: block;
  width: 100%;
  height: auto;
  max-width: ${layout.heroArtWidth}px;
  margin-left: auto;
`;
