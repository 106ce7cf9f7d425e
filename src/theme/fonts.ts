/**
 * Web fonts: the variable Inter (body) and Space Grotesk (headings), latin
 * subset only (the site is English; other scripts fall back to system fonts).
 * Declared here instead of importing each package's CSS, which adds every
 * subset's @font-face (and inlines one file as base64) into every page.
 * The two files are preloaded (gatsby-ssr) so text swaps to them early.
 */
import { css } from "styled-components";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
import spaceGroteskLatin from "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2";

/** The latin subset's code points, as in the @fontsource packages. */
const LATIN =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

export const FONT_FILES = [interLatin, spaceGroteskLatin] as const;

export const fontFaces = css`
  @font-face {
    font-family: "Inter Variable";
    font-style: normal;
    font-display: swap;
    font-weight: 100 900;
    src: url(${interLatin}) format("woff2-variations");
    unicode-range: ${LATIN};
  }
  @font-face {
    font-family: "Space Grotesk Variable";
    font-style: normal;
    font-display: swap;
    font-weight: 300 700;
    src: url(${spaceGroteskLatin}) format("woff2-variations");
    unicode-range: ${LATIN};
  }
`;
