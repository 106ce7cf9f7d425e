#!/usr/bin/env node
/**
 * Draws the hero artwork of every page that has one, one file per page, into static/art/:
 *
 *   node scripts/generate-page-art.mjs
 *
 * Each service, technology, industry, city and Fuse comparison page (from content/) and each section
 * index and company page (the list below) gets its own picture: a scene for its kind of page (a web
 * app, a design canvas, a code editor, a city skyline…) around an emblem of its own subject, in its
 * own colours, with details drawn from a seed of its name. No illustration serves more than one page;
 * the build checks that none serves more than three (src/node/quality/shared-art.ts).
 *
 * The pictures are SVG strings composed here (560×480, the hero's artwork box), written as they are:
 * crisp at any size, a few kilobytes each, no text, nothing downloaded. Output is deterministic.
 * A page's file is /art/<name>.svg: the content file's slug, or the name in COMPANY_PAGES.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SITE_COLORS, rng } from "./lib/art-kit.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CONTENT = path.join(ROOT, "content");
const OUT_DIR = path.join(ROOT, "static/art");
const W = 560;
const H = 480;

/* ------------------------------------------------------------- palette */

const C = SITE_COLORS;

/** Colour pairs a page's emblem and accents are drawn in; a page's name picks one. */
const PAIRS = [
  [C.blue, C.teal],
  [C.teal, C.gold],
  [C.violet, C.blue],
  [C.coral, C.gold],
  [C.sky, C.violet],
  [C.gold, C.coral],
  [C.teal, C.sky],
  [C.blue, C.violet],
  [C.coral, C.violet],
  [C.teal, C.blue],
];

/* ------------------------------------------------------------- helpers */

/** FNV-1a: a page's name as a number, the seed of everything drawn for it. */
function hash(text) {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0), 0x01000193) >>> 0;
  return h;
}

const n = (v) => (Number.isInteger(v) ? String(v) : String(Math.round(v * 10) / 10));
const attrs = (o) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => `${k.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`)}="${typeof v === "number" ? n(v) : v}"`)
    .join(" ");
const el = (tag, a, inner) => (inner === undefined ? `<${tag} ${attrs(a)}/>` : `<${tag} ${attrs(a)}>${inner}</${tag}>`);
const rect = (x, y, w, h, r, fill, extra = {}) => el("rect", { x, y, width: w, height: h, rx: r, fill, ...extra });
const circle = (cx, cy, r, fill, extra = {}) => el("circle", { cx, cy, r, fill, ...extra });
const path_ = (d, extra = {}) => el("path", { d, ...extra });
const stroke = (d, color, width = 3, extra = {}) =>
  path_(d, {
    fill: "none",
    stroke: color,
    strokeWidth: width,
    strokeLinecap: "round",
    strokeLinejoin: "round",
    ...extra,
  });
const g = (inner, extra = {}) => el("g", extra, [].concat(inner).join(""));
const bars = (x, y, widths, color, { gap = 14, h = 6, opacity = 1 } = {}) =>
  widths.map((w, i) => rect(x, y + i * gap, w, h, h / 2, color, { opacity })).join("");
const check = (cx, cy, r, fill = C.teal, ink = C.deep) =>
  circle(cx, cy, r, fill) +
  stroke(`M${cx - r * 0.45} ${cy}l${r * 0.32} ${r * 0.34} ${r * 0.6}-${r * 0.7}`, ink, r * 0.24);

/* -------------------------------------------------------------- frames */

/** Dot grid fading out from the middle, a glow in the page's colour and two orbits. */
function backdrop([a, b]) {
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
    circle(280, 240, 240, "url(#glow)"),
    circle(460, 380, 160, "url(#glow2)"),
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
function windowFrame(x, y, w, h, { address = true } = {}) {
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
function phone(x, y, screen, { w = 136, h = 260 } = {}) {
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
function emblem(x, y, size, glyph, { rotate = 0 } = {}) {
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
function chip(x, y, color, glyph, widths = [90, 60]) {
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
function trend(x, y, w, h, values, color, width = 3) {
  const pts = values.map((v, i) => [x + (w * i) / (values.length - 1), y + h - v * h]);
  let d = `M${n(pts[0][0])} ${n(pts[0][1])}`;
  for (let i = 1; i < pts.length; i += 1) {
    const [x0, y0] = pts[i - 1];
    const [x1, y1] = pts[i];
    d += ` C${n((x0 + x1) / 2)} ${n(y0)} ${n((x0 + x1) / 2)} ${n(y1)} ${n(x1)} ${n(y1)}`;
  }
  return stroke(d, color, width);
}

const series = (random, count, lo = 0.15, hi = 0.95) =>
  Array.from({ length: count }, (_, i) => lo + (hi - lo) * (0.35 * random() + (0.65 * i) / (count - 1)));

/* -------------------------------------------------------------- glyphs */
/* Each draws its subject in a 100×100 box, as strokes (the emblem sets colour and width). */

const GLYPHS = {
  pen: stroke("M20 80 L30 50 L62 18 L82 38 L50 70 Z M20 80 L40 74 M56 24 L76 44 M30 50 L50 70", C.deep, 8),
  components: [
    rect(12, 12, 32, 32, 6, "none"),
    circle(72, 28, 16, "none"),
    path_("M12 88 L28 58 L44 88 Z"),
    rect(56, 56, 32, 32, 16, "none"),
  ].join(""),
  thumb: [rect(28, 8, 44, 84, 10, "none"), path_("M40 78 h20"), path_("M50 56 a14 14 0 1 1 14 -14")].join(""),
  research: [
    circle(42, 42, 24, "none"),
    path_("M60 60 L86 86"),
    circle(42, 36, 7, "none"),
    path_("M30 54 a12 10 0 0 1 24 0"),
  ].join(""),
  dashboard: [rect(8, 16, 84, 68, 8, "none"), path_("M30 16 V84 M40 34 h40 M40 50 h26 M40 66 h34")].join(""),
  spark: [
    path_("M50 10 L58 40 L88 50 L58 60 L50 90 L42 60 L12 50 L42 40 Z"),
    circle(82, 18, 5, "none"),
    circle(18, 82, 5, "none"),
  ].join(""),
  puzzle: path_("M14 30 h22 a10 10 0 1 1 20 0 h22 v22 a10 10 0 1 0 0 20 v20 h-64 z"),
  bag: [path_("M20 34 h60 l-6 54 h-48 z"), path_("M36 34 v-8 a14 14 0 0 1 28 0 v8"), path_("M40 56 h20")].join(""),
  tower: [
    path_("M22 88 V28 L50 12 L78 28 V88 Z"),
    path_("M36 40 h8 M56 40 h8 M36 56 h8 M56 56 h8 M44 88 v-16 h12 v16"),
  ].join(""),
  chip: [
    rect(28, 28, 44, 44, 6, "none"),
    path_("M40 28 V14 M60 28 V14 M40 72 V86 M60 72 V86 M28 40 H14 M28 60 H14 M72 40 H86 M72 60 H86"),
    circle(50, 50, 6, "none"),
  ].join(""),
  awning: [
    path_("M12 36 L20 14 H80 L88 36 Z"),
    path_("M12 36 a10 10 0 0 0 19 0 a10 10 0 0 0 19 0 a10 10 0 0 0 19 0 a10 10 0 0 0 19 0"),
    path_("M18 46 V88 H82 V46 M40 88 V64 H60 V88"),
  ].join(""),
  phoneCode: [rect(26, 8, 48, 84, 10, "none"), path_("M42 40 l-8 10 8 10 M58 40 l8 10 -8 10")].join(""),
  rocket: [
    path_("M50 10 C70 26 72 50 62 70 H38 C28 50 30 26 50 10 Z"),
    circle(50, 40, 7, "none"),
    path_("M38 70 L26 84 L40 80 M62 70 L74 84 L60 80 M44 82 L50 92 L56 82"),
  ].join(""),
  globeClock: [
    circle(44, 50, 32, "none"),
    path_("M12 50 H76 M44 18 C30 34 30 66 44 82 M44 18 C58 34 58 66 44 82"),
    circle(76, 76, 16, "none"),
    path_("M76 68 V76 L82 80"),
  ].join(""),
  cloudLayers: [
    path_("M26 52 a16 16 0 0 1 4 -31 a20 20 0 0 1 38 6 a13 13 0 0 1 6 25 Z"),
    path_("M24 66 H76 M30 80 H70"),
  ].join(""),
  browserCode: [
    rect(8, 14, 84, 72, 8, "none"),
    path_("M8 32 H92"),
    path_("M40 50 l-10 10 10 10 M60 50 l10 10 -10 10"),
  ].join(""),
  wrench: path_("M62 14 a20 20 0 0 0 -20 28 L14 70 a8 8 0 0 0 12 12 L54 58 a20 20 0 0 0 28 -20 L70 46 L58 42 L54 30 Z"),
  loop: [
    path_("M78 40 A30 30 0 0 0 22 46"),
    path_("M22 60 A30 30 0 0 0 78 54"),
    path_("M78 24 V40 H62 M22 76 V60 H38"),
  ].join(""),
  checklist: [
    rect(16, 10, 68, 80, 8, "none"),
    path_("M28 34 l6 6 10 -12 M52 34 H72 M28 58 l6 6 10 -12 M52 58 H72 M28 78 H44 M52 78 H72"),
  ].join(""),
  rings: [circle(36, 50, 22, "none"), circle(64, 50, 22, "none")].join(""),
  peoplePlus: [circle(36, 34, 14, "none"), path_("M12 86 a24 24 0 0 1 48 0"), path_("M76 30 V58 M62 44 H90")].join(""),
  flutter: path_("M58 10 L22 46 L34 58 L82 10 Z M58 50 L34 74 L58 94 H82 L58 74 L82 50 Z"),
  hexagon: [path_("M50 8 L86 29 V71 L50 92 L14 71 V29 Z"), path_("M38 38 V62 L50 68 L62 62 M62 38 L50 32")].join(""),
  python: [
    path_("M48 12 H36 a12 12 0 0 0 -12 12 V40 H56 M44 52 H24 a12 12 0 0 0 -12 12 V72"),
    path_("M52 88 H64 a12 12 0 0 0 12 -12 V60 H44 M56 48 H76 a12 12 0 0 0 12 -12 V28"),
    circle(38, 24, 3, "none"),
    circle(62, 76, 3, "none"),
  ].join(""),
  atom: [
    el("ellipse", { cx: 50, cy: 50, rx: 40, ry: 15 }),
    el("ellipse", { cx: 50, cy: 50, rx: 40, ry: 15, transform: "rotate(60 50 50)" }),
    el("ellipse", { cx: 50, cy: 50, rx: 40, ry: 15, transform: "rotate(120 50 50)" }),
    circle(50, 50, 5, "none"),
  ].join(""),
  atomPhone: [
    rect(30, 8, 40, 84, 9, "none"),
    el("ellipse", { cx: 50, cy: 50, rx: 26, ry: 10 }),
    el("ellipse", { cx: 50, cy: 50, rx: 26, ry: 10, transform: "rotate(60 50 50)" }),
    el("ellipse", { cx: 50, cy: 50, rx: 26, ry: 10, transform: "rotate(120 50 50)" }),
  ].join(""),
  rails: path_("M14 84 L38 14 M86 84 L62 14 M22 62 H78 M28 42 H72 M33 26 H67"),
  coinChart: [
    circle(34, 62, 22, "none"),
    path_("M34 52 V72 M28 56 h9 a4 4 0 0 1 0 8 h-6 a4 4 0 0 0 0 8 h9"),
    path_("M56 40 L70 26 L80 34 L92 16"),
  ].join(""),
  heartPulse: [
    path_("M50 86 C18 64 10 46 18 30 C26 16 44 16 50 30 C56 16 74 16 82 30 C90 46 82 64 50 86 Z"),
    path_("M24 52 H38 L44 40 L52 64 L58 50 H76"),
  ].join(""),
  scales: [
    path_("M50 14 V86 M30 86 H70 M18 28 H82"),
    path_("M18 28 L8 54 a12 10 0 0 0 22 0 Z M82 28 L72 54 a12 10 0 0 0 22 0 Z"),
  ].join(""),
  houseKey: [path_("M14 48 L44 20 L74 48 V84 H14 Z"), circle(72, 70, 10, "none"), path_("M62 70 H40 M48 70 V78")].join(
    "",
  ),
  truck: [
    path_("M8 28 H60 V72 H8 Z M60 42 H78 L90 56 V72 H60"),
    circle(26, 76, 8, "none"),
    circle(74, 76, 8, "none"),
  ].join(""),
  fuse: [
    path_("M12 24 H40 M12 50 H40 M12 76 H40"),
    path_("M40 24 C60 24 56 50 76 50 M40 76 C60 76 56 50 76 50 M40 50 H76"),
    path_("M76 36 L90 50 L76 64"),
  ].join(""),
  slabs: path_("M10 86 L30 24 L44 86 Z M38 86 L58 14 L74 86 Z M66 86 L80 40 L92 86 Z"),
  chat: [path_("M12 20 H66 V56 H34 L20 68 V56 H12 Z"), path_("M44 64 V74 H72 L84 84 V74 H90 V40 H74")].join(""),
  handshakeArrows: [
    circle(28, 34, 12, "none"),
    circle(72, 34, 12, "none"),
    path_("M10 82 a18 18 0 0 1 36 0 M54 82 a18 18 0 0 1 36 0"),
    path_("M40 56 H60 M54 50 L60 56 L54 62"),
  ].join(""),
  seedling: [
    path_("M50 90 V46"),
    path_("M50 56 C50 36 34 26 16 28 C16 46 30 56 50 56 Z"),
    path_("M50 46 C50 28 64 16 84 18 C84 36 70 46 50 46 Z"),
    path_("M26 90 H74"),
  ].join(""),
  formSend: [
    rect(10, 12, 56, 76, 8, "none"),
    path_("M22 32 H54 M22 48 H54 M22 64 H40"),
    path_("M60 62 L92 46 L80 84 L70 70 Z"),
  ].join(""),
  gallery: [
    rect(10, 10, 36, 36, 6, "none"),
    rect(54, 10, 36, 36, 6, "none"),
    rect(10, 54, 36, 36, 6, "none"),
    rect(54, 54, 36, 36, 6, "none"),
    path_("M16 40 L26 28 L34 36 L40 30"),
  ].join(""),
  grid: [
    rect(10, 10, 22, 22, 5, "none"),
    rect(39, 10, 22, 22, 5, "none"),
    rect(68, 10, 22, 22, 5, "none"),
    rect(10, 39, 22, 22, 5, "none"),
    rect(39, 39, 22, 22, 5, "none"),
    rect(68, 39, 22, 22, 5, "none"),
    path_("M10 80 H90"),
  ].join(""),
  compass: [
    circle(50, 50, 38, "none"),
    path_("M50 22 L60 50 L50 78 L40 50 Z"),
    path_("M50 12 V18 M50 82 V88 M12 50 H18 M82 50 H88"),
  ].join(""),
  stack: [path_("M50 12 L88 30 L50 48 L12 30 Z"), path_("M12 50 L50 68 L88 50 M12 70 L50 88 L88 70")].join(""),
  pins: [
    path_("M34 48 C34 30 60 30 60 48 C60 62 47 74 47 74 C47 74 34 62 34 48 Z"),
    circle(47, 47, 5, "none"),
    path_("M70 24 C70 14 86 14 86 24 C86 32 78 40 78 40 C78 40 70 32 70 24 Z M14 80 C30 72 62 88 88 76"),
  ].join(""),
};

/* ------------------------------------------------------------- scenes */
/* Each returns the foreground for one page: (ctx) with ctx.random, ctx.pair, ctx.glyph. */

/** A web app in a browser window with its phone app in front (development services, web technologies). */
function webScene({ random, pair: [a, b], glyph }) {
  // Half the pages put the phone on the left and the emblem opposite it.
  const flip = random() < 0.5;
  const wx = flip ? 124 : 36;
  const cards = [C.teal, C.gold, C.violet, C.coral, C.sky].sort(() => random() - 0.5).slice(0, 3);
  const values = series(random, 8);
  const body = g(
    [
      rect(16, 50, 74, 214, 10, C.surface),
      bars(
        28,
        66,
        [44, 36, 50, 30, 40].map((w) => w - Math.round(random() * 10)),
        C.muted,
        { gap: 22, opacity: 0.5 },
      ),
      rect(28, 62 + 22 * Math.floor(random() * 4), 50, 14, 7, a, { opacity: 0.9 }),
      rect(104, 50, 280, 70, 12, "url(#brand)"),
      bars(122, 68, [100 + Math.round(random() * 40), 60 + Math.round(random() * 30)], C.deep, {
        gap: 16,
        h: 8,
        opacity: 0.75,
      }),
      rect(300, 66, 66, 26, 13, C.deep, { opacity: 0.85 }),
      ...cards.map((c, i) =>
        g(
          [
            rect(0, 0, 88, 60, 10, C.surface, { stroke: C.panelLine }),
            rect(12, 12, 22, 22, 6, c, { opacity: 0.9 }),
            bars(12, 42, [40 + Math.round(random() * 24)], C.muted, { opacity: 0.5 }),
          ],
          {
            transform: `translate(${104 + i * 96} 134)`,
          },
        ),
      ),
      rect(104, 206, 280, 58, 10, C.surface),
      trend(116, 214, 256, 40, values, a),
    ],
    { transform: `translate(${wx} 70)` },
  );
  const app = phone(
    flip ? 24 : 378,
    168,
    [
      circle(34, 54, 14, b, { opacity: 0.9 }),
      bars(56, 46, [54, 36], C.muted, { opacity: 0.6 }),
      rect(20, 82, 96, 72, 12, "url(#brand)", { opacity: 0.9 }),
      bars(
        20,
        168,
        [96, 70, 84, 60].map((w) => w - Math.round(random() * 20)),
        C.muted,
        { gap: 16, opacity: 0.45 },
      ),
      rect(20, 222, 96, 16, 8, a),
    ].join(""),
  );
  return [
    windowFrame(wx, 70, 400, 280),
    body,
    app,
    emblem(flip ? 30 : 420, flip ? 20 : 36, 104, glyph, { rotate: flip ? -6 : 6 }),
    chip(flip ? 360 : 18, 362, C.teal, GLYPHS.checklist),
  ].join("");
}

/** A design tool: layers, an artboard with the screen being drawn, swatches and a pointer (design services). */
function designScene({ random, pair: [a, b], glyph }) {
  const frames = Array.from({ length: 3 }, (_, i) => {
    const h = 60 + Math.round(random() * 70);
    return g(
      [
        rect(0, 0, 92, 170, 12, C.surface, { stroke: i === 1 ? a : C.panelLine, strokeWidth: i === 1 ? 3 : 1.5 }),
        rect(10, 12, 72, h, 8, i === 1 ? "url(#brand)" : C.raised),
        bars(10, 24 + h, [60, 42, 52].slice(0, 2 + (i % 2)), C.muted, { gap: 14, opacity: 0.5 }),
        rect(10, 144, 72, 14, 7, [a, b, C.gold][i]),
      ],
      { transform: `translate(${118 + i * 104} 118)` },
    );
  });
  const swatches = [a, b, C.gold, C.coral, C.sky, C.violet].sort(() => random() - 0.5);
  return [
    windowFrame(28, 58, 420, 318, { address: false }),
    rect(40, 104, 60, 258, 8, C.surface),
    bars(50, 120, [40, 32, 44, 28, 38, 30, 42], C.muted, { gap: 20, opacity: 0.45 }),
    ...frames,
    ...swatches.map((c, i) => circle(130 + i * 30, 322, 10, c)),
    stroke(`M${330 + random() * 30} 300 l26 64 8 -26 26 -8 z`, C.ink, 3, { fill: C.ink }),
    emblem(410, 34, 112, glyph, { rotate: -6 }),
    chip(360, 380, b, GLYPHS.components),
  ].join("");
}

/** A monitoring board: uptime, a trend and a checklist (maintenance, QA, delivery). */
function opsScene({ random, pair: [a, b], glyph }) {
  const uptime = Array.from({ length: 24 }, () => (random() < 0.1 ? C.coral : random() < 0.15 ? C.gold : C.teal));
  const rows = Array.from({ length: 4 }, (_, i) =>
    g(
      [
        check(14, 14, 12, i === 2 && random() < 0.5 ? C.gold : C.teal),
        bars(36, 10, [150 - i * 18 - Math.round(random() * 30)], C.muted, { opacity: 0.55, h: 8 }),
      ],
      { transform: `translate(60 ${262 + i * 30})` },
    ),
  );
  return [
    windowFrame(34, 64, 420, 300, { address: false }),
    rect(52, 112, 384, 70, 12, C.surface),
    ...uptime.map((c, i) => rect(66 + i * 15, 128, 9, 38, 3, c, { opacity: 0.9 })),
    rect(52, 194, 236, 56, 12, C.surface),
    trend(64, 200, 212, 40, series(random, 9), a),
    rect(300, 194, 136, 56, 12, "url(#brand)", { opacity: 0.9 }),
    bars(314, 210, [70, 44], C.deep, { gap: 14, h: 8, opacity: 0.7 }),
    ...rows,
    emblem(408, 30, 110, glyph, { rotate: 5 }),
    chip(330, 384, b, GLYPHS.loop),
  ].join("");
}

/** People in three time zones around one shared board (engagement models). */
function teamScene({ random, pair: [a, b], glyph }) {
  const clocks = [0, 1, 2].map((i) => {
    const hour = (9 + i + Math.floor(random() * 2)) % 12;
    const angle = (hour / 12) * Math.PI * 2;
    const cx = 110 + i * 150;
    return g([
      circle(cx, 96, 34, C.raised, { stroke: [a, b, C.gold][i], strokeWidth: 4 }),
      stroke(`M${cx} 96 L${n(cx + 18 * Math.sin(angle))} ${n(96 - 18 * Math.cos(angle))}`, C.ink, 4),
      stroke(`M${cx} 96 L${cx} 72`, C.muted, 3),
    ]);
  });
  const people = [0, 1, 2, 3].map((i) => {
    const x = 92 + i * 100;
    const color = [a, b, C.gold, C.coral][(i + Math.floor(random() * 4)) % 4];
    return g([
      circle(x, 186, 26, C.surface, { stroke: color, strokeWidth: 3 }),
      circle(x, 180, 9, color),
      path_(`M${x - 14} 200 a14 12 0 0 1 28 0`, { fill: color }),
    ]);
  });
  return [
    ...clocks,
    stroke("M110 130 L140 230 M260 130 L240 230 M410 130 L360 230", C.line, 2, { strokeDasharray: "4 6" }),
    ...people,
    windowFrame(70, 236, 380, 170, { address: false }),
    ...[0, 1, 2].map((i) =>
      g(
        [
          rect(0, 0, 104, 110, 10, C.surface),
          ...Array.from({ length: 2 + ((i + Math.floor(random() * 2)) % 2) }, (_, j) =>
            rect(10, 12 + j * 32, 84, 24, 6, [a, b, C.gold][(i + j) % 3], { opacity: 0.35 }),
          ),
        ],
        {
          transform: `translate(${88 + i * 120} 284)`,
        },
      ),
    ),
    emblem(436, 200, 96, glyph, { rotate: -5 }),
  ].join("");
}

/** A code editor, a terminal and the tree it builds (technologies). */
function codeScene({ random, pair: [a, b], glyph }) {
  const flip = random() < 0.5;
  const colors = [a, b, C.violet, C.gold, C.sky, C.coral];
  const lines = Array.from({ length: 10 }, (_, i) => {
    const indent = [0, 18, 36][Math.floor(random() * 3)];
    const width = 40 + Math.round(random() * 110);
    return (
      rect(62 + indent, 120 + i * 22, width, 8, 4, colors[Math.floor(random() * colors.length)], { opacity: 0.85 }) +
      rect(48, 120 + i * 22, 10, 6, 3, C.line)
    );
  });
  const nodes = [
    [460, 196, a],
    [418, 276, b],
    [506, 280, C.gold],
    [448, 356, C.violet],
  ];
  const shift = flip ? 130 : 0;
  const tree = flip ? nodes.map(([x, y, c]) => [x - 400, y, c]) : nodes;
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = tree;
  return [
    g(
      [
        windowFrame(30, 64, 370, 292, { address: false }),
        rect(30, 98, 44, 258, 0, C.surface, { opacity: 0.6 }),
        ...lines,
      ],
      {
        transform: `translate(${shift} 0)`,
      },
    ),
    stroke(`M${x0} ${y0} L${x1} ${y1} M${x0} ${y0} L${x2} ${y2} M${x1} ${y1} L${x3} ${y3}`, C.sky, 2, { opacity: 0.7 }),
    ...tree.map(([x, y, c], i) => circle(x, y, 20 - i * 2, C.raised, { stroke: c, strokeWidth: 3 })),
    g(
      [
        rect(0, 0, 240, 110, 14, C.deep, { stroke: C.line, strokeWidth: 2 }),
        stroke("M20 34 l10 8 -10 8", b, 3),
        bars(40, 38, [110 + Math.round(random() * 30)], C.ink, { opacity: 0.7 }),
        bars(20, 64, [170, 120], C.muted, { gap: 14, opacity: 0.45 }),
        check(210, 84, 12),
      ],
      {
        transform: `translate(${flip ? 60 : 150} 336)`,
        filter: "url(#shadow)",
      },
    ),
    emblem(flip ? 14 : 404, 40, 116, glyph, { rotate: flip ? -4 : 4 }),
  ].join("");
}

/** An industry's dashboard of what it watches, under the industry's emblem (industries). */
function industryScene({ random, pair: [a, b], glyph }) {
  const heights = Array.from({ length: 8 }, () => 40 + Math.round(random() * 110));
  return [
    windowFrame(40, 120, 400, 262, { address: false }),
    rect(58, 168, 180, 190, 12, C.surface),
    ...heights.map((h, i) =>
      rect(72 + i * 20, 340 - h, 12, h, 4, i % 3 === 0 ? a : i % 3 === 1 ? b : C.sky, { opacity: 0.85 }),
    ),
    rect(252, 168, 170, 88, 12, C.surface),
    trend(264, 180, 146, 60, series(random, 7), b),
    rect(252, 270, 170, 88, 12, "url(#brand)", { opacity: 0.85 }),
    bars(268, 290, [110, 80, 96], C.deep, { gap: 16, h: 8, opacity: 0.65 }),
    emblem(206, 20, 148, glyph),
    chip(380, 392, C.teal, GLYPHS.checklist, [70, 46]),
  ].join("");
}

/** Buildings along a skyline, in front of the city's landmark, with a pin and the local time. */
const LANDMARKS = {
  atlanta: "M240 330 V170 L256 150 L272 170 V330 Z M250 150 V120", // a tower with a pyramid top and spire
  austin: "M200 330 V240 H320 V330 Z M228 240 a32 32 0 0 1 64 0 M252 208 a8 8 0 0 1 16 0 V180", // the capitol dome
  boston: "M170 330 L260 200 L350 330 M260 200 V150 M200 300 L260 200 L320 300", // a cable-stayed bridge
  boulder: "M150 330 L210 170 L250 330 Z M220 330 L290 130 L340 330 Z M320 330 L370 210 L410 330 Z", // the Flatirons
  chicago: "M236 330 V140 H284 V330 Z M246 140 V110 M274 140 V104 M236 200 H284 M236 260 H284", // a stepped tower with two antennas
  denver: "M120 330 L200 210 L260 270 L330 180 L420 330 Z M300 330 V200 H330 V330", // mountains behind a tower
  "los-angeles": "M160 330 Q200 210 240 330 M300 330 Q330 170 380 330 M230 200 l10 -20 10 20 M350 170 l10 -20 10 20", // hills and palms
  miami:
    "M210 330 V220 M210 220 q-30 -10 -44 10 M210 220 q30 -10 44 10 M210 220 q-20 -30 -40 -24 M210 220 q20 -30 40 -24 M290 330 V190 H340 V330", // a palm and a hotel
  "new-york": "M244 330 V180 L260 150 L276 180 V330 Z M260 150 V100 M250 200 H270", // a spired tower
  portland: "M140 330 L260 150 L380 330 Z M230 196 L260 150 L290 196", // a snow-capped peak
  "san-francisco": "M150 330 V170 M370 330 V170 M150 180 Q260 300 370 180 M150 170 H370", // a suspension bridge
  seattle: "M256 330 L250 220 H270 L264 330 Z M230 206 H290 L276 190 H244 Z M260 190 V140", // a needle tower
};

/** Landmarks drawn as lines (bridges, palms), not as filled shapes. */
const OPEN_LANDMARKS = new Set(["boston", "los-angeles", "miami", "san-francisco"]);

function cityScene({ random, pair: [a, b], city }) {
  const blocks = [];
  let x = 20;
  while (x < W - 20) {
    const w = 28 + Math.round(random() * 36);
    const h = 40 + Math.round(random() * 110);
    blocks.push(rect(x, 360 - h, w, h + 40, 4, random() < 0.5 ? C.raised : C.surface, { stroke: C.panelLine }));
    for (let wy = 360 - h + 12; wy < 350; wy += 18)
      if (random() < 0.45) blocks.push(rect(x + 8, wy, w - 16, 5, 2, random() < 0.5 ? a : C.gold, { opacity: 0.55 }));
    x += w + 6;
  }
  const hour = Math.floor(random() * 12);
  const angle = (hour / 12) * Math.PI * 2;
  return [
    circle(420, 110, 54, "url(#brand)", { opacity: 0.9 }),
    path_(LANDMARKS[city] ?? LANDMARKS.denver, {
      fill: OPEN_LANDMARKS.has(city) ? "none" : C.panel,
      stroke: b,
      strokeWidth: 4,
      strokeLinejoin: "round",
      strokeLinecap: "round",
      filter: "url(#shadow)",
    }),
    ...blocks,
    rect(0, 390, W, 90, 0, C.deep, { opacity: 0.85 }),
    stroke("M20 420 C140 400 240 440 360 416 S520 404 540 420", a, 3, { opacity: 0.7 }),
    g(
      [
        path_("M0 -30 C0 -52 34 -52 34 -30 C34 -12 17 4 17 4 C17 4 0 -12 0 -30 Z", {
          fill: "url(#brand)",
          stroke: C.deep,
          strokeWidth: 3,
        }),
        circle(17, -30, 7, C.deep),
      ],
      { transform: "translate(243 120)", filter: "url(#shadow)" },
    ),
    g(
      [
        rect(0, 0, 116, 56, 16, C.raised, { stroke: C.line }),
        circle(28, 28, 16, C.navy, { stroke: b, strokeWidth: 3 }),
        stroke(`M28 28 L${n(28 + 10 * Math.sin(angle))} ${n(28 - 10 * Math.cos(angle))}`, C.ink, 3),
        stroke("M28 28 V18", C.muted, 2),
        bars(54, 19, [48, 30], C.ink, { gap: 12, opacity: 0.75 }),
      ],
      {
        transform: "translate(36 40)",
        filter: "url(#shadow)",
      },
    ),
  ].join("");
}

/** A customer's messy spreadsheet mapped into clean rows (Fuse and its comparison pages). */
function importScene({ random, pair: [a, b], glyph }) {
  const cells = [];
  for (let r = 0; r < 7; r += 1)
    for (let c = 0; c < 4; c += 1) {
      const bad = random() < 0.12;
      cells.push(rect(56 + c * 44, 118 + r * 28, 36, 18, 4, bad ? C.coral : C.muted, { opacity: bad ? 0.85 : 0.35 }));
    }
  const order = [0, 1, 2, 3].sort(() => random() - 0.5);
  return [
    windowFrame(36, 76, 210, 260, { address: false }),
    ...cells,
    ...order.map((to, from) =>
      stroke(
        `M246 ${140 + from * 50} C300 ${140 + from * 50} 300 ${150 + to * 46} 330 ${150 + to * 46}`,
        [a, b, C.gold, C.sky][from],
        3,
      ),
    ),
    windowFrame(330, 110, 196, 240, { address: false }),
    ...[0, 1, 2, 3].map((i) =>
      g(
        [
          rect(0, 0, 164, 30, 8, C.surface),
          rect(10, 10, 60, 10, 5, [a, b, C.gold, C.sky][i], { opacity: 0.85 }),
          check(148, 15, 9),
        ],
        { transform: `translate(346 ${150 + i * 46})` },
      ),
    ),
    emblem(232, 350, 96, glyph, { rotate: -4 }),
    chip(40, 380, C.coral, GLYPHS.checklist, [70, 40]),
  ].join("");
}

/** A gallery wall of product cards (the work index). */
function galleryScene({ random, pair: [a, b], glyph }) {
  const tints = [a, b, C.gold, C.coral, C.violet, C.sky];
  const cards = [0, 1, 2, 3].map((i) => {
    const x = 40 + (i % 2) * 230;
    const y = 60 + Math.floor(i / 2) * 190;
    return g(
      [
        rect(0, 0, 210, 170, 14, C.panel, { stroke: C.panelLine, strokeWidth: 2 }),
        rect(12, 12, 186, 96, 10, tints[(i + Math.floor(random() * 6)) % 6], { opacity: 0.35 }),
        trend(24, 30, 160, 60, series(random, 6), tints[i]),
        rect(12, 120, 70, 18, 9, tints[i], { opacity: 0.9 }),
        bars(12, 146, [120], C.muted, { opacity: 0.5 }),
      ],
      {
        transform: `translate(${x} ${y}) rotate(${n((random() - 0.5) * 4)} 105 85)`,
        filter: "url(#shadow)",
      },
    );
  });
  return [...cards, emblem(222, 188, 104, glyph)].join("");
}

/** A ring of emblems around the page's own (section indexes and company pages). */
function constellationScene({ random, pair: [a, b], glyph, satellites }) {
  const items = satellites.map((key, i) => {
    const angle = (i / satellites.length) * Math.PI * 2 - Math.PI / 2 + random() * 0.2;
    const x = 280 + Math.cos(angle) * 180 - 36;
    const y = 240 + Math.sin(angle) * 150 - 36;
    return g(
      [
        rect(0, 0, 72, 72, 18, C.raised, { stroke: [a, b, C.gold, C.coral, C.violet, C.sky][i % 6], strokeWidth: 2 }),
        g(GLYPHS[key], {
          transform: "translate(14 14) scale(0.44)",
          fill: "none",
          stroke: [a, b, C.gold, C.coral, C.violet, C.sky][i % 6],
          strokeWidth: 8,
          strokeLinecap: "round",
          strokeLinejoin: "round",
        }),
      ],
      {
        transform: `translate(${n(x)} ${n(y)})`,
        filter: "url(#shadow)",
      },
    );
  });
  const spokes = satellites.map((_, i) => {
    const angle = (i / satellites.length) * Math.PI * 2 - Math.PI / 2;
    return stroke(`M280 240 L${n(280 + Math.cos(angle) * 150)} ${n(240 + Math.sin(angle) * 124)}`, C.line, 2, {
      strokeDasharray: "3 7",
    });
  });
  return [...spokes, ...items, emblem(210, 170, 140, glyph)].join("");
}

/* ---------------------------------------------------------- the pages */

/** Service pages by slug: their scene and emblem. */
const SERVICES = {
  "ui-ux-design": ["design", "pen"],
  "ui-ux-design-system": ["design", "components"],
  "mobile-app-ui-ux-design": ["design", "thumb"],
  "user-research": ["design", "research"],
  "web-app-ui-ux-design": ["design", "dashboard"],
  "ai-software-development": ["web", "spark"],
  "custom-software-development": ["web", "puzzle"],
  "ecommerce-development": ["web", "bag"],
  "enterprise-software-development": ["web", "tower"],
  "iot-development": ["ops", "chip"],
  "marketplace-development": ["web", "awning"],
  "mobile-app-development": ["web", "phoneCode"],
  "startup-mvp-development": ["web", "rocket"],
  "nearshore-software-outsourcing": ["team", "globeClock"],
  "saas-software-development": ["web", "cloudLayers"],
  "web-development": ["web", "browserCode"],
  "web-and-mobile-app-maintenance": ["ops", "wrench"],
  "agile-project-management": ["ops", "loop"],
  "quality-assurance-testing": ["ops", "checklist"],
  "software-development-outsourcing": ["team", "rings"],
  "nearshore-staff-augmentation": ["team", "peoplePlus"],
};
const TECHNOLOGIES = {
  "flutter-app-development": "flutter",
  "node-js-development": "hexagon",
  "python-software-development": "python",
  "react-development": "atom",
  "react-native-development": "atomPhone",
  "ruby-on-rails-development": "rails",
};
const INDUSTRIES = {
  "fintech-software-development": "coinChart",
  "healthcare-software-development": "heartPulse",
  "legal-tech-software-development": "scales",
  "real-estate-software-development": "houseKey",
  transportation: "truck",
};

/** Pages written in code (src/pages): their art name, scene and emblem. */
const COMPANY_PAGES = {
  services: ["constellation", "grid", ["pen", "browserCode", "phoneCode", "spark", "rocket", "wrench"]],
  industries: ["constellation", "compass", ["coinChart", "heartPulse", "scales", "houseKey", "truck"]],
  technologies: ["constellation", "stack", ["flutter", "hexagon", "python", "atom", "atomPhone", "rails"]],
  "service-areas": ["constellation", "pins", ["slabs", "globeClock", "tower", "awning", "rings"]],
  "our-work": ["gallery", "gallery"],
  "about-us": ["team", "slabs"],
  "contact-us": ["constellation", "chat", ["globeClock", "checklist", "rings", "pen"]],
  "flatirons-fund": ["web", "seedling"],
  "referral-program": ["constellation", "handshakeArrows", ["rings", "coinChart", "peoplePlus", "chat"]],
  application: ["ops", "formSend"],
  fuse: ["import", "fuse"],
};

const SCENES = {
  web: webScene,
  design: designScene,
  ops: opsScene,
  team: teamScene,
  code: codeScene,
  industry: industryScene,
  city: cityScene,
  import: importScene,
  gallery: galleryScene,
  constellation: constellationScene,
};

function draw(name, scene, options) {
  const seed = hash(name);
  const ctx = { random: rng(seed), pair: PAIRS[seed % PAIRS.length], ...options };
  ctx.glyph = GLYPHS[options.glyph] ?? "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${backdrop(ctx.pair)}${SCENES[scene](ctx)}</svg>\n`;
}

/** Every page with a hero illustration: [file name, scene, options]. */
function pages() {
  const list = [];
  const read = (folder) =>
    fs.existsSync(path.join(CONTENT, folder))
      ? fs
          .readdirSync(path.join(CONTENT, folder))
          .filter((file) => file.endsWith(".json"))
          .map((file) => JSON.parse(fs.readFileSync(path.join(CONTENT, folder, file), "utf8")))
      : [];
  /** Each content folder's pages: their scene and the options it draws them with. */
  const folders = {
    services: (page) => {
      const [scene, glyph] = SERVICES[page.slug] ?? ["web", "puzzle"];
      return [scene, { glyph }];
    },
    technologies: (page) => ["code", { glyph: TECHNOLOGIES[page.slug] ?? "browserCode" }],
    industries: (page) => ["industry", { glyph: INDUSTRIES[page.slug] ?? "compass" }],
    "service-areas": (page) => ["city", { city: page.slug.replace(/^custom-software-company-/, "") }],
    alternatives: () => ["import", { glyph: "fuse" }],
  };
  for (const [folder, sceneOf] of Object.entries(folders))
    for (const page of read(folder)) list.push([page.slug, ...sceneOf(page)]);
  for (const [name, [scene, glyph, satellites]] of Object.entries(COMPANY_PAGES))
    list.push([name, scene, { glyph, satellites }]);
  return list;
}

function main() {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const written = new Set();
  for (const [name, scene, options] of pages()) {
    if (written.has(name)) throw new Error(`two pages would share static/art/${name}.svg`);
    written.add(name);
    fs.writeFileSync(path.join(OUT_DIR, `${name}.svg`), draw(name, scene, options));
  }
  for (const file of fs.readdirSync(OUT_DIR))
    if (file.endsWith(".svg") && !written.has(file.slice(0, -4))) fs.rmSync(path.join(OUT_DIR, file));
  console.log(`static/art/: ${written.size} pictures, one per page`);
}

main();
