/**
 * What the artwork scripts share: the site's colours and a seeded random number generator, so every
 * run draws the same pictures.
 */

/** The site's hues, as in src/theme/tokens.ts (colors and artColors). */
export const SITE_COLORS = {
  navy: "#0b1533",
  deep: "#070e24",
  surface: "#111e45",
  raised: "#172857",
  line: "#2a3d75",
  panel: "#0f1b40",
  panelLine: "#22356b",
  ink: "#eaf1ff",
  muted: "#b9c2dc",
  blue: "#5b9dff",
  sky: "#8ab9ff",
  teal: "#35d0ba",
  gold: "#ffd166",
  coral: "#ff9f7b",
  violet: "#a48bff",
};

/** Small seeded PRNG (mulberry32): the same seed draws the same picture. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
