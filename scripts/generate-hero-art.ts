/**
 * Draws the home page hero artwork, src/images/home-hero-art.ts.
 *
 *   npx tsx scripts/generate-hero-art.ts
 *
 * An abstract composition in the site's navy palette: the three Flatirons
 * slabs behind a product dashboard, a phone app and floating status cards,
 * lit by soft glows. The picture is an SVG string composed here and written
 * as markup for the home page, which draws it inline (vector: sharp at every
 * size, and painted with the page's first bytes; docs/visitor-speed.md).
 * No text, nothing downloaded, deterministic.
 */
import fs from "node:fs";
import path from "node:path";
import { ROOT, SITE_COLORS, inlineSvg } from "./art/kit";

const OUT = path.join(ROOT, "src/images/home-hero-art.ts");
const W = 1200;
const H = 1100;

// Same hues as src/theme/tokens.ts (colors and artColors).
const C = SITE_COLORS;

const bars = (
  x: number,
  y: number,
  widths: number[],
  color: string,
  { gap = 26, h = 12, opacity = 1 }: { gap?: number; h?: number; opacity?: number } = {},
): string =>
  widths
    .map(
      (w, i) =>
        `<rect x="${x}" y="${y + i * gap}" width="${w}" height="${h}" rx="${h / 2}" fill="${color}" opacity="${opacity}"/>`,
    )
    .join("");

const check = (cx: number, cy: number, r: number, fill: string = C.teal, stroke: string = C.deep): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>` +
  `<path d="M${cx - r * 0.45} ${cy}l${r * 0.32} ${r * 0.34} ${r * 0.6}-${r * 0.7}" fill="none" stroke="${stroke}" stroke-width="${r * 0.24}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A panel with a blurred shadow under it. */
const panel = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = ""): string =>
  `<rect x="${x + 10}" y="${y + 28}" width="${w}" height="${h}" rx="${r}" fill="${C.deep}" opacity="0.75" filter="url(#shadow)"/>` +
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" stroke="${C.panelLine}" stroke-width="3" ${extra}/>`;

const dashboard = (() => {
  const x = 150;
  const y = 300;
  const w = 820;
  const h = 520;
  const chart = [180, 230, 205, 290, 260, 330, 300, 380, 350, 410];
  const line = chart.map((v, i) => `${i === 0 ? "M" : "L"}${x + 336 + i * 48} ${y + 470 - v * 0.55}`).join(" ");
  return [
    panel(x, y, w, h, 30, C.panel),
    `<path d="M${x} ${y + 30}a30 30 0 0 1 30-30h${w - 60}a30 30 0 0 1 30 30v34H${x}z" fill="${C.raised}"/>`,
    `<circle cx="${x + 36}" cy="${y + 32}" r="9" fill="${C.coral}"/><circle cx="${x + 66}" cy="${y + 32}" r="9" fill="${C.gold}"/><circle cx="${x + 96}" cy="${y + 32}" r="9" fill="${C.teal}"/>`,
    `<rect x="${x + w / 2 - 140}" y="${y + 20}" width="280" height="24" rx="12" fill="${C.navy}"/>`,
    // sidebar
    `<rect x="${x + 28}" y="${y + 96}" width="150" height="396" rx="18" fill="${C.surface}"/>`,
    `<rect x="${x + 48}" y="${y + 120}" width="110" height="30" rx="15" fill="${C.blue}"/>`,
    bars(x + 52, y + 180, [90, 70, 100, 60, 84, 74], C.muted, { gap: 40, opacity: 0.45 }),
    // KPI cards
    ...[0, 1, 2].map((i) => {
      const cx = x + 206 + i * 196;
      const accent = [C.teal, C.gold, C.violet][i];
      return (
        `<rect x="${cx}" y="${y + 96}" width="180" height="120" rx="18" fill="${C.surface}"/>` +
        bars(cx + 22, y + 122, [80], C.muted, { opacity: 0.5 }) +
        `<rect x="${cx + 22}" y="${y + 150}" width="${[110, 90, 120][i]}" height="24" rx="12" fill="${C.ink}" opacity="0.92"/>` +
        `<rect x="${cx + 22}" y="${y + 188}" width="${[60, 44, 70][i]}" height="10" rx="5" fill="${accent}"/>`
      );
    }),
    // chart
    `<rect x="${x + 206}" y="${y + 236}" width="572" height="256" rx="18" fill="${C.surface}"/>`,
    chart
      .map(
        (v, i) =>
          `<rect x="${x + 326 + i * 48}" y="${y + 470 - v * 0.5}" width="22" height="${v * 0.5}" rx="7" fill="${C.blue}" opacity="${0.22 + i * 0.03}"/>`,
      )
      .join(""),
    `<path d="${line}" fill="none" stroke="url(#lineGrad)" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<circle cx="${x + 336 + 9 * 48}" cy="${y + 470 - 410 * 0.55}" r="12" fill="${C.teal}" stroke="${C.deep}" stroke-width="5"/>`,
    bars(x + 230, y + 262, [70, 50], C.muted, { gap: 26, opacity: 0.5 }),
  ].join("");
})();

const phone = (() => {
  const x = 840;
  const y = 520;
  return [
    panel(x, y, 250, 480, 44, "url(#phoneGrad)"),
    `<rect x="${x + 16}" y="${y + 18}" width="218" height="444" rx="32" fill="${C.panel}"/>`,
    `<rect x="${x + 95}" y="${y + 32}" width="60" height="10" rx="5" fill="${C.line}"/>`,
    `<circle cx="${x + 58}" cy="${y + 88}" r="24" fill="${C.violet}"/>`,
    bars(x + 96, y + 74, [100, 64], C.muted, { gap: 22, opacity: 0.6 }),
    `<rect x="${x + 34}" y="${y + 132}" width="182" height="138" rx="22" fill="url(#brand)"/>`,
    `<path d="M${x + 54} ${y + 240} C${x + 90} ${y + 200} ${x + 120} ${y + 230} ${x + 150} ${y + 190} S${x + 190} ${y + 170} ${x + 200} ${y + 160}" fill="none" stroke="${C.deep}" stroke-width="6" stroke-linecap="round" opacity="0.7"/>`,
    bars(x + 34, y + 296, [182, 130, 160, 110], C.muted, { gap: 30, opacity: 0.4 }),
    `<rect x="${x + 34}" y="${y + 412}" width="182" height="34" rx="17" fill="${C.blue}"/>`,
  ].join("");
})();

const shipped = (() => {
  const x = 70;
  const y = 760;
  return [
    panel(x, y, 340, 116, 28, C.raised),
    check(x + 62, y + 58, 30),
    bars(x + 112, y + 38, [180, 120], C.ink, { gap: 26, opacity: 0.85 }),
  ].join("");
})();

const team = (() => {
  const x = 780;
  const y = 140;
  const faces = [C.gold, C.coral, C.teal, C.violet];
  return [
    panel(x, y, 300, 110, 28, C.raised),
    faces
      .map(
        (color, i) =>
          `<circle cx="${x + 56 + i * 40}" cy="${y + 55}" r="28" fill="${color}" stroke="${C.raised}" stroke-width="6"/>`,
      )
      .join(""),
    bars(x + 220, y + 38, [50, 34], C.ink, { gap: 24, opacity: 0.8 }),
  ].join("");
})();

const slabs = [
  `<path d="M110 930 L350 60 L470 60 L300 930 Z" fill="url(#slab1)" opacity="0.7"/>`,
  `<path d="M330 930 L560 150 L670 150 L510 930 Z" fill="url(#slab2)" opacity="0.45"/>`,
  `<path d="M550 930 L760 230 L860 230 L730 930 Z" fill="url(#slab3)" opacity="0.4"/>`,
].join("");

const stars = [
  [90, 140],
  [230, 90],
  [1080, 120],
  [1130, 360],
  [60, 520],
  [560, 110],
  [1010, 980],
]
  .map(([cx, cy], i) => `<circle cx="${cx}" cy="${cy}" r="${i % 2 ? 3 : 4}" fill="${C.ink}" opacity="0.55"/>`)
  .join("");

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
  <filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="60"/></filter>
  <filter id="shadow" x="-20%" y="-20%" width="140%" height="160%"><feGaussianBlur stdDeviation="22"/></filter>
  <linearGradient id="brand" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.blue}"/><stop offset="1" stop-color="${C.teal}"/></linearGradient>
  <linearGradient id="lineGrad" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.sky}"/><stop offset="1" stop-color="${C.teal}"/></linearGradient>
  <linearGradient id="phoneGrad" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.raised}"/><stop offset="1" stop-color="${C.deep}"/></linearGradient>
  <linearGradient id="slab1" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.sky}"/><stop offset="1" stop-color="${C.sky}" stop-opacity="0"/></linearGradient>
  <linearGradient id="slab2" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.blue}"/><stop offset="1" stop-color="${C.blue}" stop-opacity="0"/></linearGradient>
  <linearGradient id="slab3" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.teal}"/><stop offset="1" stop-color="${C.teal}" stop-opacity="0"/></linearGradient>
  <radialGradient id="fade" cx="50%" cy="50%" r="50%"><stop offset="0.25" stop-color="#fff"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  <pattern id="dots" width="36" height="36" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="2.4" fill="${C.sky}"/></pattern>
  <mask id="dotsMask"><rect width="${W}" height="${H}" fill="url(#fade)"/></mask>
</defs>
<g filter="url(#blur)">
  <circle cx="640" cy="480" r="300" fill="${C.blue}" opacity="0.35"/>
  <circle cx="900" cy="820" r="200" fill="${C.teal}" opacity="0.25"/>
  <circle cx="260" cy="300" r="170" fill="${C.violet}" opacity="0.22"/>
</g>
<rect width="${W}" height="${H}" fill="url(#dots)" mask="url(#dotsMask)" opacity="0.22"/>
<ellipse cx="600" cy="580" rx="560" ry="330" fill="none" stroke="${C.line}" stroke-width="3" stroke-dasharray="4 16" transform="rotate(-14 600 580)"/>
${stars}
${slabs}
${dashboard}
${team}
${phone}
${shipped}
</svg>`;

function main(): void {
  const markup = inlineSvg(svg, "home-art");
  fs.writeFileSync(
    OUT,
    "/** The home page's hero artwork, drawn by scripts/generate-hero-art.ts: run it again, do not edit this file. */\n" +
      `export const HOME_HERO_ART = ${JSON.stringify(markup)};\n`,
  );
  console.log(`${path.relative(ROOT, OUT)} ${W}x${H}, ${Math.round(markup.length / 1024)} KiB of markup`);
}

main();
