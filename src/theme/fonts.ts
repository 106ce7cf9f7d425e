/**
 * The two font files every page's first screen uses (declared in fonts.css),
 * imported for their built URLs so gatsby-ssr can preload them.
 */
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
import spaceGroteskLatin from "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2";

export const FONT_FILES = [interLatin, spaceGroteskLatin] as const;
