/**
 * What every page illustration is drawn with: its size, colours, frames (window, phone), the page's
 * emblem and the small parts the scenes share.
 */
import { SITE_COLORS, circle, el, g, n, path_, stroke, type Attrs, type Random } from "../kit";

/** The hero's artwork box. */
export const W = 560;
export const H = 480;

export const C = SITE_COLORS;

/** The two colours a page is drawn in (its emblem, accents). */
export type Pair = readonly [string, string];

/** What a scene draws one page with. */
export interface SceneContext {
  random: Random;
  pair: Pair;
  /** The emblem's glyph (GLYPHS), drawn in a 100×100 box. */
  glyph: string;
  /** The city of a city page (LANDMARKS). */
  city?: string;
  /** The glyphs around a section index's emblem. */
  satellites?: readonly string[];
}

export const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra: Attrs = {}): string =>
  el("rect", { x, y, width: w, height: h, rx: r, fill, ...extra });

/** Rounded bars, one under the other: text in a picture with no text. */
export const bars = (
  x: number,
  y: number,
  widths: readonly number[],
  color: string,
  { gap = 14, h = 6, opacity = 1 }: { gap?: number; h?: number; opacity?: number } = {},
): string => widths.map((w, i) => rect(x, y + i * gap, w, h, h / 2, color, { opacity })).join("");
export const check = (cx: number, cy: number, r: number, fill: string = C.teal, ink: string = C.deep): string =>
  circle(cx, cy, r, fill) +
  stroke(`M${cx - r * 0.45} ${cy}l${r * 0.32} ${r * 0.34} ${r * 0.6}-${r * 0.7}`, ink, r * 0.24);

/* -------------------------------------------------------------- frames */

/** Dot grid fading out from the middle, a glow in the page's colour and two orbits. */
export function backdrop([a, b]: Pair): string {
  return [
    `<defs><radialGradient id="glow"><stop offset="0" stop-color="${a}" stop-opacity="0.34"/><stop offset="0.55" stop-color="${a}" stop-opacity="0.08"/><stop offset="1" stop-color="${a}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="glow2"><stop offset="0" stop-color="${b}" stop-opacity="0.22"/><stop offset="1" stop-color="${b}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="fade"><stop offset="0.2" stop-color="#fff"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    `<pattern id="dots" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="${C.sky}"/></pattern>`,
    `<mask id="dotmask"><rect width="${W}" height="${H}" fill="url(#fade)"/></mask>`,
    `<linearGradient id="brand" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`,
    `<linearGradient id="device" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.raised}"/><stop offset="1" stop-color="${C.deep}"/></linearGradient>`,
    `<filter id="shadow" x="-20%" y="-20%" width="140%" height="150%"><feGaussianBlur in="SourceAlpha" stdDeviation="10"/><feOffset dy="10"/><feComponentTransfer><feFuncA type="linear" slope="0.55"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter></defs>`,
    rect(0, 0, W, H, 0, "url(#dots)", { mask: "url(#dotmask)", opacity: 0.26 }),
    // Each glow lies inside the picture: one cut by its edge leaves a lighter rectangle with a hard edge
    // where the hero's background goes on (glows.test.ts).
    circle(280, 240, 240, "url(#glow)"),
    circle(404, 324, 150, "url(#glow2)"),
    el("ellipse", {
      cx: 280,
      cy: 250,
      rx: 250,
      ry: 150,
      fill: "none",
      stroke: C.line,
      strokeWidth: 1.5,
      strokeDasharray: "3 9",
      transform: "rotate(-12 280 250)",
    }),
    circle(280, 250, 200, "none", { stroke: C.line, strokeWidth: 1, opacity: 0.6 }),
  ].join("");
}

/** A window with a title bar; its content box starts 34px down. */
export function windowFrame(x: number, y: number, w: number, h: number, { address = true } = {}): string {
  return g(
    [
      rect(0, 0, w, h, 16, C.panel, { stroke: C.panelLine, strokeWidth: 2 }),
      path_(`M0 16a16 16 0 0 1 16-16h${w - 32}a16 16 0 0 1 16 16v18H0z`, { fill: C.raised }),
      circle(20, 17, 5, C.coral),
      circle(38, 17, 5, C.gold),
      circle(56, 17, 5, C.teal),
      address ? rect(w / 2 - 70, 10, 140, 14, 7, C.navy) : "",
    ],
    { transform: `translate(${x} ${y})`, filter: "url(#shadow)" },
  );
}

/** A phone; `screen` draws inside a 116×236 screen at (10, 12). */
export function phone(x: number, y: number, screen: string, { w = 136, h = 260 } = {}): string {
  return g(
    [
      rect(0, 0, w, h, 24, "url(#device)", { stroke: C.line, strokeWidth: 2 }),
      rect(10, 12, w - 20, h - 24, 16, C.panel),
      rect(w / 2 - 18, 20, 36, 6, 3, C.line),
      screen,
    ],
    { transform: `translate(${x} ${y})`, filter: "url(#shadow)" },
  );
}

/** The page's emblem: its subject's glyph on a tile in the page's colours. */
export function emblem(x: number, y: number, size: number, glyph: string, { rotate = 0 } = {}): string {
  const s = size / 100;
  return g(
    [
      rect(0, 0, size, size, size * 0.24, "url(#brand)"),
      rect(3, 3, size - 6, size - 6, size * 0.22, "none", { stroke: "#ffffff", strokeOpacity: 0.18, strokeWidth: 2 }),
      g(glyph, {
        transform: `translate(${n(size * 0.16)} ${n(size * 0.16)}) scale(${n(s * 0.68)})`,
        fill: "none",
        stroke: C.deep,
        strokeWidth: 8,
        strokeLinecap: "round",
        strokeLinejoin: "round",
      }),
    ],
    {
      transform: `translate(${x} ${y})${rotate ? ` rotate(${rotate} ${size / 2} ${size / 2})` : ""}`,
      filter: "url(#shadow)",
    },
  );
}

/** A small floating status card: a coloured dot with a mini glyph, two bars. */
export function chip(x: number, y: number, color: string, glyph: string, widths: readonly number[] = [90, 60]): string {
  return g(
    [
      rect(0, 0, 40 + Math.max(...widths) + 24, 56, 16, C.raised, { stroke: C.line }),
      circle(28, 28, 16, color),
      g(glyph, {
        transform: "translate(19 19) scale(0.18)",
        fill: "none",
        stroke: C.deep,
        strokeWidth: 10,
        strokeLinecap: "round",
        strokeLinejoin: "round",
      }),
      bars(54, 19, widths, C.ink, { gap: 12, h: 6, opacity: 0.75 }),
    ],
    { transform: `translate(${x} ${y})`, filter: "url(#shadow)" },
  );
}

/** A smooth line through values in 0..1 across a box. */
export function trend(
  x: number,
  y: number,
  w: number,
  h: number,
  values: readonly number[],
  color: string,
  width = 3,
): string {
  const pts = values.map((v, i) => [x + (w * i) / (values.length - 1), y + h - v * h]);
  let d = `M${n(pts[0][0])} ${n(pts[0][1])}`;
  for (let i = 1; i < pts.length; i += 1) {
    const [x0, y0] = pts[i - 1];
    const [x1, y1] = pts[i];
    d += ` C${n((x0 + x1) / 2)} ${n(y0)} ${n((x0 + x1) / 2)} ${n(y1)} ${n(x1)} ${n(y1)}`;
  }
  return stroke(d, color, width);
}

/** `count` values rising from `lo` towards `hi`, with some noise. */
export const series = (random: Random, count: number, lo = 0.15, hi = 0.95): number[] =>
  Array.from({ length: count }, (_, i) => lo + (hi - lo) * (0.35 * random() + (0.65 * i) / (count - 1)));
