/**
 * The web font files the site serves, made from the @fontsource-variable latin files: the weight axis cut to
 * the weights the styles use, the OpenType features cut to those a browser applies to this text, and the
 * characters split in two, as Google Fonts splits a family by unicode-range:
 *
 * - "basic": the characters the site's copy is written in (every letter, and the typographic marks it uses).
 *   Every page's first screen is set in it, so gatsby-ssr preloads these two files (src/theme/fonts.ts).
 * - "rest": the other characters of fontsource's latin subset (signs and punctuation the copy does not use:
 *   ¡ § ½ ‰ ‹ › …). Declared with its own unicode-range and not preloaded: a browser fetches it only
 *   for a page that has one of them.
 *
 * A page draws the same glyphs as with the whole latin file; the preloaded bytes go from 51 KB to 43 KB.
 * `npm run fonts:subset` writes the files to src/theme/fonts/, where they are committed;
 * src/theme/fonts.test.ts fails when they are not what the installed packages give, or when fonts.css or the
 * styles disagree with what is here. (The subsetting itself, with its WebAssembly, is in
 * scripts/lib/subset-font-file.ts: the build never loads it.)
 */
/** The weights the site's styles set (src/theme/fonts.test.ts checks every `font-weight` against it). */
export const FONT_WEIGHTS = { min: 400, max: 700 } as const;

/**
 * The OpenType features kept: those a browser applies by default to left-to-right latin text (glyph
 * composition, localised forms, marks, kerning, ligatures, contextual alternates, the variation's own
 * substitutions) and those the styles ask for (`font-variant-numeric: tabular-nums`: tnum). Others (Inter's
 * stylistic sets and character variants, fractions, small caps…) apply only when a style asks for them, and
 * fonts.test.ts fails on a style that does.
 */
export const FONT_FEATURES = ["ccmp", "locl", "mark", "mkmk", "kern", "liga", "clig", "calt", "rlig", "rvrn", "tnum"];

/** fontsource's "latin" subset: the characters its files cover, as their unicode-range says. */
export const LATIN_UNICODE_RANGE =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, " +
  "U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

/**
 * The characters of the preloaded files: every letter of fontsource's latin file (ASCII's and Latin-1's, and
 * ı Œ œ ʻ ʼ ˆ) with its combining accents, so that a word is always shaped in one file (its kerning and accents
 * as the whole file gives them); ASCII's other characters (its control characters too, so that a tab or a line
 * break never asks for the other file); and the signs the copy uses beside words and figures (no-break space,
 * ¢ £ ¥ © ® ° ± · × ÷ – — ‘ ’ “ ” • … € ™ −). Each is in LATIN_UNICODE_RANGE: the arrows the copy uses, → and ←,
 * are not in fontsource's latin file, and fall back to a system face, as before.
 */
export const BASIC_UNICODE_RANGE =
  "U+0000-007E, U+00A0, U+00A2-00A3, U+00A5, U+00A9-00AA, U+00AE, U+00B0-00B1, U+00B5, U+00B7, U+00BA, U+00C0-00FF, " +
  "U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+0304, U+0308, U+0329, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, " +
  "U+2026, U+20AC, U+2122, U+2212";

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

/** Code points as a unicode-range, runs of consecutive ones as one part ("U+0000-001F, U+007F-009F"). */
export function unicodeRangeOf(codePoints: ReadonlyArray<number>): string {
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, "0");
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let index = 0; index < sorted.length;) {
    let end = index;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end += 1;
    parts.push(end === index ? `U+${hex(sorted[index]!)}` : `U+${hex(sorted[index]!)}-${hex(sorted[end]!)}`);
    index = end + 1;
  }
  return parts.join(", ");
}

const basic = new Set(codePointsOf(BASIC_UNICODE_RANGE));
/** The rest of fontsource's latin subset: the characters of the files that are not preloaded. */
export const REST_UNICODE_RANGE = unicodeRangeOf(codePointsOf(LATIN_UNICODE_RANGE).filter((cp) => !basic.has(cp)));

/** The two parts each family is split into, by the characters each holds. */
export const FONT_PARTS = { basic: BASIC_UNICODE_RANGE, rest: REST_UNICODE_RANGE } as const;
export type FontPart = keyof typeof FONT_PARTS;

/** Each family's @fontsource-variable latin file, the source its parts are cut from. */
export const FONT_FAMILIES = [
  { name: "inter", source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2" },
  { name: "space-grotesk", source: "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2" },
] as const;

/** Each file the site serves: its package source, the part of the characters it holds, and where it is written. */
export const FONT_SUBSETS = FONT_FAMILIES.flatMap(({ name, source }) =>
  (Object.keys(FONT_PARTS) as FontPart[]).map((part) => ({
    source,
    part,
    output: `src/theme/fonts/${name}-latin-${part}-wght-${FONT_WEIGHTS.min}-${FONT_WEIGHTS.max}.woff2`,
  })),
);
