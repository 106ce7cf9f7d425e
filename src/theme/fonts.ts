/**
 * The two font files every page's first screen uses (declared in fonts.css),
 * imported for their built URLs so gatsby-ssr can preload them.
 */
import interLatin from "./fonts/inter-latin-wght-400-700.woff2";
import spaceGroteskLatin from "./fonts/space-grotesk-latin-wght-400-700.woff2";

export const FONT_FILES = [interLatin, spaceGroteskLatin] as const;
