/**
 * The web font files the site serves: each @fontsource-variable latin file with its weight axis cut
 * to the weights the styles use. Nothing else changes (the same characters and OpenType features);
 * Inter's file goes from 48 KB to 31 KB, and both files are fetched before the first paint
 * (gatsby-ssr preloads them). `npm run fonts:subset` writes them to src/theme/fonts/, where they are
 * committed; src/theme/fonts.test.ts fails when they are not what the installed packages give.
 * (The subsetting itself, with its WebAssembly, is in scripts/lib/subset-font-file.ts: the build never
 * loads it.)
 */
/** The weights the site's styles set (src/theme/fonts.test.ts checks every `font-weight` against it). */
export const FONT_WEIGHTS = { min: 400, max: 700 } as const;

/** fontsource's "latin" subset: the characters each file covers, as its unicode-range says. */
export const LATIN_UNICODE_RANGE =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, " +
  "U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

export const FONT_SUBSETS = [
  {
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    output: "src/theme/fonts/inter-latin-wght-400-700.woff2",
  },
  {
    source: "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2",
    output: "src/theme/fonts/space-grotesk-latin-wght-400-700.woff2",
  },
] as const;

/** The code points a unicode-range such as LATIN_UNICODE_RANGE names. */
export function codePointsOf(unicodeRange: string): number[] {
  return unicodeRange.split(",").flatMap((part) => {
    const match = /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i.exec(part.trim());
    if (!match) throw new Error(`Not a unicode-range part: "${part.trim()}"`);
    const first = parseInt(match[1], 16);
    const last = match[2] ? parseInt(match[2], 16) : first;
    return Array.from({ length: last - first + 1 }, (_, index) => first + index);
  });
}
