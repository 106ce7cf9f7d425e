import React from "react";
import styled from "styled-components";
import { HOME_HERO_ART } from "../images/home-hero-art";

/** The mark PageHero sizes the artwork by in the fixed-height tablet hero. */
export const HERO_ART_ATTRIBUTE = "data-hero-art";

/**
 * The home page's hero artwork, drawn inline: a vector drawing of 9 KB (2 KB compressed) that arrives with the
 * page's first bytes and is painted with its first paint, sharp at every size and screen density. As a picture file
 * it was the phone's largest paint, waiting on a request of its own that shared the link with the fonts and the
 * page's data (docs/visitor-speed.md). A static part of its own on the home page: its markup is in the page's
 * HTML, and its code (the markup again) is fetched only for a client-side render.
 */
export default function HomeHeroArt() {
  return <Frame {...{ [HERO_ART_ATTRIBUTE]: "" }} dangerouslySetInnerHTML={{ __html: HOME_HERO_ART }} />;
}

/** As wide as the picture file was (600 px at most), its height from the drawing's proportions. */
const Frame = styled.div`
  width: 100%;
  max-width: 600px;
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
`;
