/**
 * The two font files every page's first screen uses, the "basic" part of each family (declared in fonts.css,
 * made as src/theme/font-subsets.ts says), imported for their built URLs so gatsby-ssr can preload them. The
 * "rest" files are not preloaded: a browser fetches one only for a page with a character in its range.
 */
import interBasic from "./fonts/inter-latin-basic-wght-400-700.woff2";
import spaceGroteskBasic from "./fonts/space-grotesk-latin-basic-wght-400-700.woff2";

export const FONT_FILES = [interBasic, spaceGroteskBasic] as const;
