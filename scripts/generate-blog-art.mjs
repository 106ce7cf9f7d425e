/**
 * Renders the cover and the explanatory diagram of every blog post from SVG
 * drawn here, in the site's dark navy palette:
 *   node scripts/generate-blog-art.mjs            (all posts)
 *   node scripts/generate-blog-art.mjs <slug>…    (only those posts)
 *
 * Writes content/blog/<slug>/cover.jpg (1600x900),
 * content/blog/<slug>/diagram.png (1200x700) and, for the diagrams drawn again
 * for phones, content/blog/<slug>/diagram-narrow.png (720 wide, as tall as it needs). Only `sharp` is needed.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BLOG = path.join(ROOT, "content", "blog");

const C = {
  bg: "#0b1533",
  panel: "#111e45",
  panel2: "#172857",
  line: "#2a3d75",
  blue: "#5b9dff",
  sky: "#8ab9ff",
  teal: "#35d0ba",
  yellow: "#ffd166",
  coral: "#ff9f7b",
  text: "#f4f6fb",
};
const FONT = "DejaVu Sans, Arial, sans-serif";
const COVER = { width: 1600, height: 900, quality: 78, maxBytes: 160 * 1024 };
const DIAGRAM = { width: 1200, height: 700 };

/* ------------------------------------------------------------ SVG helpers */

const esc = (value) =>
  String(value).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Rough width of a label in DejaVu Sans, used to warn about text that overflows its box. */
const textWidth = (value, size, weight = 400) => String(value).length * size * (weight >= 600 ? 0.6 : 0.55);
const warnings = [];

function text(
  x,
  y,
  value,
  { size = 20, weight = 400, fill = C.text, anchor = "start", opacity = 1, spacing = 0 } = {},
) {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}"${
    opacity < 1 ? ` fill-opacity="${opacity}"` : ""
  }${spacing ? ` letter-spacing="${spacing}"` : ""}>${esc(value)}</text>`;
}

function rect(x, y, w, h, { fill = C.panel, stroke = C.line, rx = 14, width = 2, dash = "", opacity = 1 } = {}) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${
    opacity < 1 ? ` fill-opacity="${opacity}"` : ""
  } stroke="${stroke}" stroke-width="${width}"${dash ? ` stroke-dasharray="${dash}"` : ""}/>`;
}

/** A labelled box: accent bar on the left, a bold title and an optional second line. */
function box(x, y, w, h, title, sub = "", { accent = C.blue, fill = C.panel, size = 22, subSize = 16 } = {}) {
  const cx = x + w / 2 + 4;
  const titleY = sub ? y + h / 2 - 4 : y + h / 2 + size * 0.36;
  for (const [label, s, weight] of [
    [title, size, 700],
    [sub, subSize, 400],
  ])
    if (label && textWidth(label, s, weight) > w - 28) warnings.push(`"${label}" may overflow a ${w}px box`);
  return [
    rect(x, y, w, h, { fill, stroke: C.line }),
    `<rect x="${x}" y="${y + 10}" width="6" height="${h - 20}" rx="3" fill="${accent}"/>`,
    text(cx, titleY, title, { size, weight: 700, anchor: "middle" }),
    sub ? text(cx, y + h / 2 + subSize + 6, sub, { size: subSize, fill: C.sky, anchor: "middle" }) : "",
  ].join("");
}

const ARROW_COLORS = { blue: C.blue, sky: C.sky, teal: C.teal, yellow: C.yellow, coral: C.coral, line: C.line };

function markerDefs() {
  return Object.entries(ARROW_COLORS)
    .map(
      ([name, color]) =>
        `<marker id="arrow-${name}" viewBox="0 0 10 10" refX="8.5" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="${color}"/></marker>`,
    )
    .join("");
}

function arrow(x1, y1, x2, y2, { color = "blue", width = 3, dash = "", both = false } = {}) {
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${ARROW_COLORS[color]}" stroke-width="${width}"${
    dash ? ` stroke-dasharray="${dash}"` : ""
  } marker-end="url(#arrow-${color})"${both ? ` marker-start="url(#arrow-${color})"` : ""}/>`;
}

/** An arrow along a path (for elbows); `d` is an SVG path string. */
function pathArrow(d, { color = "blue", width = 3, dash = "" } = {}) {
  return `<path d="${d}" fill="none" stroke="${ARROW_COLORS[color]}" stroke-width="${width}"${
    dash ? ` stroke-dasharray="${dash}"` : ""
  } marker-end="url(#arrow-${color})"/>`;
}

/** How wide a pill with `label` is drawn. */
const pillWidth = (label, size) =>
  Math.round(label.length * size * (label === label.toUpperCase() ? 0.74 : 0.64) + label.length + 34);

function pill(x, y, label, { fill = C.panel2, color = C.teal, size = 16 } = {}) {
  const w = pillWidth(label, size);
  return `${rect(x, y, w, size + 20, { fill, stroke: color, rx: (size + 20) / 2, width: 1.5 })}${text(
    x + w / 2,
    y + size + 5,
    label,
    {
      size,
      weight: 700,
      fill: color,
      anchor: "middle",
      spacing: 1,
    },
  )}`;
}

function dotGrid(width, height, gap, color = C.line, opacity = 0.55) {
  return `<pattern id="dots" width="${gap}" height="${gap}" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="${color}" fill-opacity="${opacity}"/></pattern><rect width="${width}" height="${height}" fill="url(#dots)"/>`;
}

function svgDoc(width, height, body, defs = "") {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${markerDefs()}${defs}</defs>${body}</svg>`;
}

/* ---------------------------------------------------------------- covers */

function cover({ kicker, title, accent }, motif) {
  const { width, height } = COVER;
  // Warm accents make a muddy glow on navy; those covers glow blue instead.
  const glow = accent === C.yellow || accent === C.coral ? C.blue : accent;
  const defs = `
    <linearGradient id="bgGrad" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${C.bg}"/><stop offset="0.6" stop-color="${C.panel}"/><stop offset="1" stop-color="${C.panel2}"/>
    </linearGradient>
    <radialGradient id="glowA" cx="0.78" cy="0.42" r="0.5">
      <stop offset="0" stop-color="${glow}" stop-opacity="0.28"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="glowB" cx="0.08" cy="0.95" r="0.45">
      <stop offset="0" stop-color="${C.blue}" stop-opacity="0.18"/><stop offset="1" stop-color="${C.blue}" stop-opacity="0"/>
    </radialGradient>`;
  const lines = title.map((line, i) => text(110, 360 + i * 84, line, { size: 68, weight: 700 }));
  title.forEach((line) => {
    if (textWidth(line, 68, 700) > 860) warnings.push(`cover line "${line}" may run into the artwork`);
  });
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#bgGrad)"/>`,
    dotGrid(width, height, 40, C.line, 0.45),
    `<rect width="${width}" height="${height}" fill="url(#glowA)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#glowB)"/>`,
    pill(110, 220, kicker.toUpperCase(), { color: accent, size: 20 }),
    ...lines,
    `<rect x="110" y="${360 + title.length * 84 - 20}" width="120" height="6" rx="3" fill="${accent}"/>`,
    text(110, 810, "FLATIRONS  ·  BLOG", { size: 20, weight: 700, fill: C.sky, spacing: 4 }),
    `<g>${motif()}</g>`,
  ].join("");
  return svgDoc(width, height, body, defs);
}

/* Cover artwork: each motif fills roughly x 1010–1520, y 150–760. */

const motifs = {
  mobile() {
    const phone = (x, y, color, rows) =>
      [
        rect(x, y, 220, 440, { fill: C.panel, stroke: color, rx: 34, width: 3 }),
        `<rect x="${x + 85}" y="${y + 16}" width="50" height="8" rx="4" fill="${C.line}"/>`,
        ...rows.map(
          ([w, h, fill], i) =>
            `<rect x="${x + 24}" y="${y + 48 + i * 62}" width="${w}" height="${h}" rx="10" fill="${fill}"/>`,
        ),
      ].join("");
    return [
      phone(1030, 210, C.blue, [
        [172, 44, C.panel2],
        [120, 44, C.blue],
        [172, 44, C.panel2],
        [150, 44, C.panel2],
        [90, 44, C.line],
        [172, 44, C.panel2],
      ]),
      phone(1290, 290, C.teal, [
        [172, 44, C.teal],
        [172, 44, C.panel2],
        [110, 44, C.panel2],
        [172, 44, C.line],
        [140, 44, C.panel2],
        [172, 44, C.panel2],
      ]),
      `<circle cx="1262" cy="220" r="26" fill="${C.yellow}"/>`,
      text(1262, 229, "vs", { size: 24, weight: 700, fill: C.bg, anchor: "middle" }),
    ].join("");
  },
  calendar() {
    const cells = [];
    for (let row = 0; row < 6; row++)
      for (let col = 0; col < 5; col++) {
        const on = row * 5 + col < 27;
        const fill = row === 5 && col === 1 ? C.yellow : on ? (row < 1 ? C.teal : row < 5 ? C.blue : C.sky) : C.panel2;
        cells.push(
          `<rect x="${1060 + col * 84}" y="${250 + row * 76}" width="68" height="60" rx="10" fill="${fill}" fill-opacity="${on ? 0.85 : 1}"/>`,
        );
      }
    return [
      rect(1030, 170, 480, 600, { fill: C.panel, stroke: C.line, rx: 28 }),
      text(1060, 225, "6 weeks", { size: 28, weight: 700, fill: C.sky }),
      ...cells,
      `<path d="M1162 660 l12 12 l26 -28" fill="none" stroke="${C.bg}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`,
    ].join("");
  },
  shield() {
    return [
      `<path d="M1260 160 L1470 240 L1470 430 C1470 580 1370 680 1260 740 C1150 680 1050 580 1050 430 L1050 240 Z" fill="${C.panel}" stroke="${C.teal}" stroke-width="4"/>`,
      `<path d="M1260 215 L1420 276 L1420 430 C1420 548 1342 630 1260 680 C1178 630 1100 548 1100 430 L1100 276 Z" fill="${C.panel2}"/>`,
      rect(1190, 420, 140, 120, { fill: C.teal, stroke: C.teal, rx: 16 }),
      `<path d="M1215 420 L1215 380 C1215 330 1305 330 1305 380 L1305 420" fill="none" stroke="${C.teal}" stroke-width="16"/>`,
      `<circle cx="1260" cy="470" r="14" fill="${C.bg}"/><rect x="1254" y="476" width="12" height="36" rx="4" fill="${C.bg}"/>`,
      text(1260, 615, "PHI", { size: 34, weight: 700, fill: C.sky, anchor: "middle", spacing: 6 }),
    ].join("");
  },
  globe() {
    const arcs = [
      `<circle cx="1270" cy="460" r="250" fill="${C.panel}" stroke="${C.line}" stroke-width="3"/>`,
      `<ellipse cx="1270" cy="460" rx="110" ry="250" fill="none" stroke="${C.line}" stroke-width="2"/>`,
      `<ellipse cx="1270" cy="460" rx="200" ry="250" fill="none" stroke="${C.line}" stroke-width="2"/>`,
      `<line x1="1020" y1="460" x2="1520" y2="460" stroke="${C.line}" stroke-width="2"/>`,
      `<ellipse cx="1270" cy="340" rx="218" ry="40" fill="none" stroke="${C.line}" stroke-width="2"/>`,
      `<ellipse cx="1270" cy="580" rx="218" ry="40" fill="none" stroke="${C.line}" stroke-width="2"/>`,
    ];
    const dots = [
      [1150, 370, C.yellow, "Boulder"],
      [1215, 540, C.teal, "Bogotá"],
      [1380, 420, C.coral, ""],
    ];
    return [
      ...arcs,
      `<path d="M1150 370 Q1150 470 1215 540" fill="none" stroke="${C.teal}" stroke-width="5"/>`,
      `<path d="M1150 370 Q1290 300 1380 420" fill="none" stroke="${C.coral}" stroke-width="4" stroke-dasharray="10 10"/>`,
      ...dots.map(
        ([x, y, fill, label]) =>
          `<circle cx="${x}" cy="${y}" r="14" fill="${fill}"/>${label ? text(x + 24, y + 8, label, { size: 24, weight: 700 }) : ""}`,
      ),
    ].join("");
  },
  layers() {
    const layer = (i, color) => {
      const y = 600 - i * 95;
      return `<path d="M1270 ${y - 70} L1500 ${y} L1270 ${y + 70} L1040 ${y} Z" fill="${C.panel2}" stroke="${color}" stroke-width="3" fill-opacity="0.96"/>`;
    };
    return (
      [layer(0, C.line), layer(1, C.blue), layer(2, C.teal), layer(3, C.yellow)].join("") +
      `<circle cx="1200" cy="315" r="20" fill="${C.yellow}"/>` +
      `<rect x="1238" y="297" width="70" height="36" rx="18" fill="${C.coral}"/>` +
      `<rect x="1326" y="297" width="36" height="36" rx="8" fill="${C.teal}"/>`
    );
  },
  spark() {
    const nodes = [
      [1080, 300],
      [1080, 460],
      [1080, 620],
      [1270, 240],
      [1270, 400],
      [1270, 540],
      [1270, 690],
      [1460, 380],
      [1460, 560],
    ];
    const edges = [];
    for (const a of [0, 1, 2]) for (const b of [3, 4, 5, 6]) edges.push([a, b]);
    for (const a of [3, 4, 5, 6]) for (const b of [7, 8]) edges.push([a, b]);
    return [
      ...edges.map(
        ([a, b]) =>
          `<line x1="${nodes[a][0]}" y1="${nodes[a][1]}" x2="${nodes[b][0]}" y2="${nodes[b][1]}" stroke="${C.line}" stroke-width="2.5"/>`,
      ),
      `<line x1="${nodes[1][0]}" y1="${nodes[1][1]}" x2="${nodes[4][0]}" y2="${nodes[4][1]}" stroke="${C.teal}" stroke-width="5"/>`,
      `<line x1="${nodes[4][0]}" y1="${nodes[4][1]}" x2="${nodes[8][0]}" y2="${nodes[8][1]}" stroke="${C.teal}" stroke-width="5"/>`,
      ...nodes.map(
        ([x, y], i) =>
          `<circle cx="${x}" cy="${y}" r="${i === 4 ? 30 : 22}" fill="${[1, 4, 8].includes(i) ? C.teal : C.panel2}" stroke="${C.sky}" stroke-width="3"/>`,
      ),
      `<path d="M1440 200 l12 30 l30 12 l-30 12 l-12 30 l-12 -30 l-30 -12 l30 -12 z" fill="${C.yellow}"/>`,
    ].join("");
  },
  sheet() {
    const cells = [];
    for (let row = 0; row < 7; row++)
      for (let col = 0; col < 4; col++) {
        const x = 1060 + col * 110;
        const y = 250 + row * 62;
        const header = row === 0;
        const bad = (row === 3 && col === 2) || (row === 5 && col === 1);
        cells.push(
          rect(x, y, 100, 50, {
            fill: header ? C.blue : bad ? C.coral : C.panel2,
            stroke: header ? C.blue : bad ? C.coral : C.line,
            rx: 8,
            width: 1.5,
          }),
          header
            ? ""
            : `<rect x="${x + 14}" y="${y + 21}" width="${40 + ((row * 7 + col * 13) % 40)}" height="8" rx="4" fill="${bad ? C.bg : C.line}"/>`,
        );
      }
    return [
      rect(1030, 170, 480, 560, { fill: C.panel, stroke: C.line, rx: 26 }),
      text(1060, 225, "customers.csv", { size: 24, weight: 700, fill: C.sky }),
      ...cells,
      `<circle cx="1470" cy="700" r="44" fill="${C.teal}"/>`,
      `<path d="M1450 700 l14 14 l26 -30" fill="none" stroke="${C.bg}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
    ].join("");
  },
  gauge() {
    const cx = 1270;
    const cy = 560;
    const r = 220;
    const arc = (from, to, color) => {
      const p = (deg) => [cx + r * Math.cos((Math.PI * deg) / 180), cy - r * Math.sin((Math.PI * deg) / 180)];
      const [x1, y1] = p(from);
      const [x2, y2] = p(to);
      return `<path d="M${x1.toFixed(1)} ${y1.toFixed(1)} A${r} ${r} 0 0 1 ${x2.toFixed(1)} ${y2.toFixed(1)}" fill="none" stroke="${color}" stroke-width="42"/>`;
    };
    const needle = 128;
    const nx = cx + 180 * Math.cos((Math.PI * needle) / 180);
    const ny = cy - 180 * Math.sin((Math.PI * needle) / 180);
    return [
      arc(180, 122, C.teal),
      arc(120, 62, C.yellow),
      arc(60, 0, C.coral),
      `<line x1="${cx}" y1="${cy}" x2="${nx.toFixed(1)}" y2="${ny.toFixed(1)}" stroke="${C.text}" stroke-width="10" stroke-linecap="round"/>`,
      `<circle cx="${cx}" cy="${cy}" r="22" fill="${C.text}"/>`,
      text(cx, cy + 100, "LCP 1.8 s", { size: 40, weight: 700, fill: C.teal, anchor: "middle" }),
    ].join("");
  },
};

/* -------------------------------------------------------------- diagrams */

function diagram(title, subtitle, body) {
  const { width, height } = DIAGRAM;
  const content = [
    `<rect width="${width}" height="${height}" fill="${C.bg}"/>`,
    dotGrid(width, height, 32, C.line, 0.35),
    text(60, 72, title, { size: 32, weight: 700 }),
    subtitle ? text(60, 108, subtitle, { size: 18, fill: C.sky }) : "",
    body,
  ].join("");
  return svgDoc(width, height, content);
}

/**
 * The six-week MVP plan as a Gantt chart: weeks across, lanes down, the scope freeze and the feature
 * cut-off as dashed lines. `phone` draws it for a narrow screen: bigger type, markers one under the other.
 */
function mvpPlan({ left, colW, top, weekH, weekLabel, weekSize, phone = false }) {
  const lanes = [
    ["Discovery", 0, 1, C.teal],
    ["Design", 0.6, 3, C.sky],
    ["Build", 1.5, 6, C.blue],
    [phone ? "QA, fixes" : "QA + fixes", 3.2, 6, C.coral],
    ["Launch", 5.3, 6, C.yellow],
  ];
  const laneGap = phone ? 112 : 82;
  const laneH = phone ? 80 : 52;
  const barInset = phone ? 12 : 8;
  const lanesTop = top + weekH + (phone ? 28 : 36);
  const parts = [];
  for (let w = 0; w < 6; w++) {
    parts.push(
      rect(left + w * colW + (phone ? 3 : 4), top, colW - (phone ? 6 : 8), weekH, {
        fill: C.panel2,
        stroke: C.line,
        rx: 10,
      }),
    );
    parts.push(
      text(left + w * colW + colW / 2, top + weekH / 2 + weekSize * 0.35, weekLabel(w + 1), {
        size: weekSize,
        weight: 700,
        anchor: "middle",
      }),
    );
  }
  lanes.forEach(([name, from, to, color], i) => {
    const y = lanesTop + i * laneGap;
    parts.push(text(phone ? 36 : 60, y + laneH / 2 + (phone ? 16 : 8), name, { size: phone ? 28 : 22, weight: 700 }));
    parts.push(rect(left, y + 4, colW * 6, laneH, { fill: C.panel, stroke: C.line, rx: phone ? 12 : 10, width: 1 }));
    parts.push(
      rect(
        left + from * colW + (phone ? 5 : 6),
        y + 4 + barInset,
        (to - from) * colW - (phone ? 10 : 12),
        laneH - 2 * barInset,
        {
          fill: color,
          stroke: color,
          rx: (laneH - 2 * barInset) / 2,
          width: 0,
        },
      ),
    );
  });
  const markerTop = lanesTop + 5 * laneGap + (phone ? 6 : 0);
  const size = phone ? 24 : 16;
  const marker = (week, label, color, row) => {
    const x = left + week * colW;
    const y = markerTop + (phone ? row * 64 : 0);
    const pillX = phone
      ? Math.min(x - 20, NARROW_DIAGRAM.width - 24 - pillWidth(label, size))
      : x - textWidth(label, size, 700) / 2 - 17;
    return `<line x1="${x}" y1="${top + weekH + 10}" x2="${x}" y2="${y}" stroke="${color}" stroke-width="${phone ? 4 : 3}" stroke-dasharray="${phone ? "10 10" : "8 8"}"/>${pill(pillX, y, label, { color, size })}`;
  };
  parts.push(marker(2, "Scope freeze", C.yellow, 0), marker(5, "Feature cut-off", C.coral, 1));
  return parts.join("");
}

/* Content a post's diagram shows, shared by its wide drawing and its drawing for phones. */

/** Each city's 9:00–17:00 in UTC hours (northern summer), its colour and the hours it shares with Boulder. */
const WORKDAYS = [
  ["Boulder (MT)", 15, 23, C.yellow, "base"],
  ["Bogotá", 14, 22, C.teal, "7 h"],
  ["Mexico City", 15, 23, C.teal, "8 h"],
  ["São Paulo", 12, 20, C.teal, "5 h"],
  ["Kraków", 7, 15, C.coral, "0 h"],
  ["Bengaluru", 3.5, 11.5, C.coral, "0 h"],
];
/** A design system's layers, top first. */
const DESIGN_LAYERS = [
  ["Product screens", C.coral],
  ["Patterns", C.yellow],
  ["Components", C.teal],
  ["Primitives", C.sky],
  ["Design tokens", C.blue],
];
/** A guarded AI feature's steps: title, second line, accent. */
const AI_STEPS = [
  ["User input", "", C.sky],
  ["Input checks", "PII, abuse", C.yellow],
  ["Retrieval", "your data", C.blue],
  ["Model call", "timeout + budget", C.teal],
  ["Output checks", "schema, policy", C.yellow],
  ["UI with undo", "user confirms", C.coral],
];
/** A CSV import's steps: title, second line, accent. */
const IMPORT_STEPS = [
  ["Upload", "drag, paste, pick", C.sky],
  ["Map columns", "auto-suggested", C.blue],
  ["Validate", "every row", C.yellow],
  ["Fix in place", "no re-upload", C.coral],
  ["Import", "with undo", C.teal],
];
/** The rows of the import's review grid: email, name, plan, signup date. */
const IMPORT_ROWS = [
  ["ana@northpeak.co", "Ana Ruiz", "pro", "2025-03-02"],
  ["jon@harbor", "Jon Lee", "team", "2025-03-09"],
  ["li@quarry.io", "Li Wen", "pro", "03/14/2025"],
  ["sam@fieldday.app", "Sam Ortiz", "basic", "2025-03-18"],
];
/** The cells of that grid flagged as wrong ("row,column") and why. */
const IMPORT_FLAGGED = { "1,0": "invalid email", "2,3": "date format" };
/** Each Core Web Vital: short name, full name, its good / needs work / poor bands and what it measures. */
const VITALS = [
  ["LCP", "Largest Contentful Paint", ["≤ 2.5 s", "≤ 4 s", "> 4 s"], "loading"],
  ["INP", "Interaction to Next Paint", ["≤ 200 ms", "≤ 500 ms", "> 500 ms"], "responsiveness"],
  ["CLS", "Cumulative Layout Shift", ["≤ 0.1", "≤ 0.25", "> 0.25"], "visual stability"],
];

const diagrams = {
  "react-native-vs-flutter-2026"() {
    const column = (x, name, color, steps) => {
      const parts = [pill(x, 150, name, { color, size: 18 })];
      steps.forEach(([title, sub], i) => {
        const y = 210 + i * 120;
        parts.push(box(x, y, 470, 88, title, sub, { accent: color }));
        if (i < steps.length - 1)
          parts.push(arrow(x + 235, y + 90, x + 235, y + 116, { color: color === C.blue ? "blue" : "teal" }));
      });
      parts.push(arrow(x + 235, 568, x + 235, 600, { color: color === C.blue ? "blue" : "teal" }));
      return parts.join("");
    };
    return [
      column(70, "REACT NATIVE", C.blue, [
        ["TypeScript + React", "your components"],
        ["JSI + Fabric", "no async bridge"],
        ["Native platform views", "UIKit / Android Views"],
      ]),
      column(660, "FLUTTER", C.teal, [
        ["Dart widgets", "your components"],
        ["Flutter engine", "Impeller renderer"],
        ["Engine-drawn pixels", "one canvas per screen"],
      ]),
      box(70, 604, 1060, 70, "iOS and Android devices", "", { accent: C.yellow, fill: C.panel2 }),
    ].join("");
  },

  "scoping-a-startup-mvp-in-six-weeks"() {
    return mvpPlan({ left: 250, colW: 150, top: 140, weekH: 44, weekLabel: (w) => `Week ${w}`, weekSize: 18 });
  },

  "hipaa-compliance-checklist-for-healthcare-apps"() {
    return [
      rect(320, 150, 840, 400, { fill: C.panel, stroke: C.teal, rx: 22, dash: "12 10", opacity: 0.6 }),
      text(344, 186, "PHI boundary: BAA-covered services", { size: 18, weight: 700, fill: C.teal }),
      box(30, 260, 180, 110, "Patient app", "no PHI at rest", { accent: C.sky }),
      arrow(212, 315, 336, 315, { color: "teal" }),
      text(272, 300, "TLS 1.2+", { size: 15, weight: 700, fill: C.teal, anchor: "middle" }),
      box(340, 260, 230, 110, "API gateway", "auth + rate limits", { accent: C.blue }),
      arrow(572, 315, 636, 315, { color: "blue" }),
      box(640, 260, 220, 110, "App services", "least privilege", { accent: C.blue }),
      arrow(862, 315, 926, 315, { color: "blue" }),
      box(930, 260, 200, 110, "Database", "AES-256 at rest", { accent: C.teal }),
      box(640, 420, 220, 100, "Audit log", "who saw what", { accent: C.yellow }),
      arrow(750, 372, 750, 416, { color: "yellow" }),
      box(930, 420, 200, 100, "Backups", "encrypted, tested", { accent: C.teal }),
      arrow(1030, 372, 1030, 416, { color: "teal" }),
      pathArrow("M455 372 L455 632 L636 632", { color: "coral", dash: "8 8" }),
      text(470, 470, "scrubbed", { size: 15, weight: 700, fill: C.coral }),
      text(470, 490, "events", { size: 15, weight: 700, fill: C.coral }),
      box(640, 590, 490, 84, "Product analytics", "de-identified events only", { accent: C.coral }),
      box(30, 590, 250, 84, "Non-BAA vendor", "no PHI, ever", { accent: C.coral, fill: C.panel2 }),
    ].join("");
  },

  "nearshore-vs-offshore-development-teams"() {
    const left = 250;
    const right = 1040;
    const hour = (right - left) / 24;
    const parts = [];
    for (let h = 0; h <= 24; h += 3) {
      const x = left + h * hour;
      parts.push(`<line x1="${x}" y1="150" x2="${x}" y2="630" stroke="${C.line}" stroke-width="1.5"/>`);
      parts.push(text(x, 146, `${String(h).padStart(2, "0")}:00`, { size: 14, fill: C.sky, anchor: "middle" }));
    }
    const base = [15, 23];
    parts.push(
      rect(left + base[0] * hour, 160, (base[1] - base[0]) * hour, 470, {
        fill: C.blue,
        stroke: C.blue,
        rx: 8,
        width: 0,
        opacity: 0.14,
      }),
    );
    const rows = WORKDAYS;
    rows.forEach(([city, from, to, color, overlap], i) => {
      const y = 180 + i * 74;
      parts.push(text(60, y + 32, city, { size: 21, weight: 700 }));
      parts.push(
        rect(left + from * hour, y + 8, (to - from) * hour, 36, { fill: color, stroke: color, rx: 18, width: 0 }),
      );
      parts.push(text(1080, y + 33, overlap, { size: 20, weight: 700, fill: color }));
    });
    parts.push(
      text(60, 668, "9:00–17:00 local, shown in UTC (northern summer). Right: hours shared with Boulder.", {
        size: 16,
        fill: C.sky,
      }),
    );
    return parts.join("");
  },

  "building-a-design-system-that-survives"() {
    const layers = DESIGN_LAYERS;
    const parts = layers.map(([name, color], i) => {
      const w = 300 + i * 60;
      const x = 340 - w / 2;
      return box(x, 150 + i * 100, w, 80, name, "", { accent: color, size: 22 });
    });
    for (let i = 0; i < 4; i++)
      parts.push(arrow(340, 150 + (i + 1) * 100 - 2, 340, 150 + i * 100 + 84, { color: "sky", width: 2.5 }));
    parts.push(
      box(700, 150, 200, 90, "tokens.json", "one source", { accent: C.blue }),
      pathArrow("M800 242 L800 290 L700 290 L700 326", { color: "blue" }),
      pathArrow("M800 242 L800 290 L1020 290 L1020 326", { color: "blue" }),
      box(600, 330, 220, 90, "Figma library", "variables", { accent: C.sky }),
      box(920, 330, 220, 90, "Code package", "CSS + TS", { accent: C.teal }),
      arrow(1030, 422, 1030, 466, { color: "teal" }),
      box(880, 470, 300, 90, "CI checks", "visual + a11y tests", { accent: C.yellow }),
      arrow(1030, 562, 1030, 596, { color: "yellow" }),
      box(780, 600, 400, 76, "Versioned release", "semver + changelog", { accent: C.coral }),
      pathArrow("M710 422 L710 638 L776 638", { color: "sky", dash: "8 8" }),
    );
    return parts.join("");
  },

  "adding-ai-features-responsibly"() {
    const steps = AI_STEPS;
    const w = 172;
    const gap = 20;
    const parts = [];
    const centers = [];
    steps.forEach(([title, sub, color], i) => {
      const x = 30 + i * (w + gap);
      centers.push(x + w / 2);
      parts.push(box(x, 180, w, 110, title, sub, { accent: color, size: 18, subSize: 15 }));
      if (i < steps.length - 1) parts.push(arrow(x + w + 2, 235, x + w + gap - 2, 235, { color: "sky" }));
    });
    // A logging bus under the pipeline: every step reports to the traces.
    parts.push(
      `<line x1="${centers[0]}" y1="340" x2="${centers[5]}" y2="340" stroke="${C.blue}" stroke-width="2" stroke-dasharray="6 8"/>`,
    );
    centers.forEach((cx) =>
      parts.push(
        `<line x1="${cx}" y1="292" x2="${cx}" y2="340" stroke="${C.blue}" stroke-width="2" stroke-dasharray="6 8"/>`,
      ),
    );
    parts.push(
      pathArrow(`M${centers[0]} 340 L${centers[0]} 436`, { color: "blue", width: 2, dash: "6 8" }),
      box(30, 440, 340, 96, "Logs + traces", "prompt, output, cost", { accent: C.blue }),
      box(430, 440, 340, 96, "Eval suite", "golden set, every change", { accent: C.teal }),
      box(830, 440, 340, 96, "Non-AI fallback", "feature still works", { accent: C.coral }),
      arrow(centers[3], 436, centers[3], 294, { color: "teal" }),
      text(centers[3] + 14, 400, "tune prompts", { size: 16, fill: C.teal }),
      pathArrow(`M${centers[4] + 40} 292 L${centers[4] + 40} 436`, { color: "coral" }),
      text(centers[4] + 54, 400, "on failure", { size: 16, fill: C.coral }),
      text(60, 600, "Dashed: every step is logged with a trace ID.", { size: 16, fill: C.sky }),
    );
    return parts.join("");
  },

  "csv-import-ux-best-practices"() {
    const steps = IMPORT_STEPS;
    const w = 196;
    const gap = 30;
    const parts = [];
    steps.forEach(([title, sub, color], i) => {
      const x = 40 + i * (w + gap);
      parts.push(box(x, 160, w, 104, title, sub, { accent: color, size: 21, subSize: 15 }));
      if (i < steps.length - 1) parts.push(arrow(x + w + 2, 212, x + w + gap - 2, 212, { color: "sky" }));
    });
    // The review grid: a few rows, two flagged cells.
    const cols = [
      ["email", 300],
      ["name", 230],
      ["plan", 150],
      ["signup date", 220],
    ];
    const top = 330;
    const left = 150;
    let x = left;
    cols.forEach(([name, cw]) => {
      parts.push(rect(x, top, cw, 44, { fill: C.panel2, stroke: C.line, rx: 0, width: 1.5 }));
      parts.push(text(x + 16, top + 29, name, { size: 17, weight: 700, fill: C.sky }));
      x += cw;
    });
    const data = IMPORT_ROWS;
    const flagged = IMPORT_FLAGGED;
    data.forEach((row, r) => {
      let cx = left;
      row.forEach((value, c) => {
        const cw = cols[c][1];
        const bad = flagged[`${r},${c}`];
        parts.push(
          rect(cx, top + 44 + r * 44, cw, 44, {
            fill: bad ? "#3a2a3a" : C.panel,
            stroke: bad ? C.coral : C.line,
            rx: 0,
            width: bad ? 2.5 : 1,
          }),
        );
        parts.push(text(cx + 16, top + 73 + r * 44, value, { size: 17, fill: bad ? C.coral : C.text }));
        cx += cw;
      });
    });
    parts.push(
      pill(150, 580, "2 rows need attention", { color: C.coral, size: 17 }),
      pill(450, 580, "98 rows ready", { color: C.teal, size: 17 }),
    );
    return parts.join("");
  },

  "core-web-vitals-for-marketing-sites"() {
    const metrics = VITALS;
    const parts = [];
    metrics.forEach(([short, long, bands, what], i) => {
      const y = 150 + i * 165;
      parts.push(rect(60, y, 1080, 140, { fill: C.panel, stroke: C.line, rx: 18 }));
      parts.push(text(90, y + 58, short, { size: 40, weight: 700, fill: C.sky }));
      parts.push(text(90, y + 92, long, { size: 17, fill: C.text }));
      parts.push(text(90, y + 118, what, { size: 15, fill: C.sky }));
      const colors = [C.teal, C.yellow, C.coral];
      const labels = ["Good", "Needs work", "Poor"];
      const widths = [300, 230, 200];
      let x = 380;
      bands.forEach((band, b) => {
        parts.push(rect(x, y + 34, widths[b] - 6, 40, { fill: colors[b], stroke: colors[b], rx: 10, width: 0 }));
        parts.push(
          text(x + (widths[b] - 6) / 2, y + 61, band, { size: 19, weight: 700, fill: C.bg, anchor: "middle" }),
        );
        parts.push(text(x + (widths[b] - 6) / 2, y + 106, labels[b], { size: 16, fill: colors[b], anchor: "middle" }));
        x += widths[b];
      });
    });
    parts.push(
      text(60, 668, "Judged at the 75th percentile of real page loads, separately for mobile and desktop.", {
        size: 16,
        fill: C.sky,
      }),
    );
    return parts.join("");
  },
};

/* ---------------------------------------------------------------- posts */

const POSTS = [
  {
    slug: "react-native-vs-flutter-2026",
    kicker: "Mobile",
    title: ["React Native or", "Flutter in 2026?"],
    accent: C.blue,
    motif: "mobile",
    diagramTitle: "Where your UI code ends up",
    diagramSubtitle: "Both ship one codebase to iOS and Android; they render differently.",
  },
  {
    slug: "scoping-a-startup-mvp-in-six-weeks",
    kicker: "Product strategy",
    title: ["Scoping an MVP", "you can ship in", "six weeks"],
    accent: C.teal,
    motif: "calendar",
    diagramTitle: "A six-week MVP plan",
    diagramSubtitle: "Lanes overlap on purpose; the two dashed lines are the ones that matter.",
  },
  {
    slug: "hipaa-compliance-checklist-for-healthcare-apps",
    kicker: "Healthcare",
    title: ["A HIPAA checklist", "for healthcare", "app teams"],
    accent: C.teal,
    motif: "shield",
    diagramTitle: "Where PHI may travel",
    diagramSubtitle: "Technical safeguards around protected health information.",
  },
  {
    slug: "nearshore-vs-offshore-development-teams",
    kicker: "Engagement models",
    title: ["Nearshore vs", "offshore teams"],
    accent: C.yellow,
    motif: "globe",
    diagramTitle: "Shared working hours with a Boulder team",
    diagramSubtitle: "Where each city's workday falls on one UTC clock.",
  },
  {
    slug: "building-a-design-system-that-survives",
    kicker: "Design",
    title: ["Building a design", "system that", "survives"],
    accent: C.yellow,
    motif: "layers",
    diagramTitle: "Layers of a durable design system",
    diagramSubtitle: "One token source feeds both design and code; releases are versioned.",
  },
  {
    slug: "adding-ai-features-responsibly",
    kicker: "AI",
    title: ["Adding AI features", "without breaking", "trust"],
    accent: C.teal,
    motif: "spark",
    diagramTitle: "A guarded AI feature",
    diagramSubtitle: "Every model call sits between checks, with logs and a way out.",
  },
  {
    slug: "csv-import-ux-best-practices",
    kicker: "Product UX",
    title: ["CSV import UX", "that people finish"],
    accent: C.coral,
    motif: "sheet",
    diagramTitle: "An import flow users finish",
    diagramSubtitle: "Errors are fixed in the browser, not in a spreadsheet round trip.",
  },
  {
    slug: "core-web-vitals-for-marketing-sites",
    kicker: "Performance",
    title: ["Core Web Vitals", "for marketing", "sites"],
    accent: C.teal,
    motif: "gauge",
    diagramTitle: "Core Web Vitals thresholds",
    diagramSubtitle: "Google's published bands for a good page experience.",
  },
];

/* ------------------------------------------------------ phone diagrams */
/*
 * A diagram drawn for a phone: the same content in a tall frame with type large enough to read at
 * 335px wide (labels of 24px and more come out at 11px or larger). Posts show it below 600px wide
 * through their <Chart> (src/components/Chart), the wide diagram above. Written as diagram-narrow.png.
 */
const NARROW_DIAGRAM = { width: 720, height: 960 };

/** Each draws one post's phone diagram: `{ height, body }`, the frame's height (720 wide) and its SVG. */
const narrowDiagrams = {
  "scoping-a-startup-mvp-in-six-weeks"() {
    const body = [
      text(36, 70, "A six-week", { size: 40, weight: 700 }),
      text(36, 118, "MVP plan", { size: 40, weight: 700 }),
      mvpPlan({ left: 196, colW: 84, top: 160, weekH: 56, weekLabel: (w) => `W${w}`, weekSize: 26, phone: true }),
    ].join("");
    return { height: NARROW_DIAGRAM.height, body };
  },
  "react-native-vs-flutter-2026": narrowStacks,
  "hipaa-compliance-checklist-for-healthcare-apps": narrowPhiFlow,
  "nearshore-vs-offshore-development-teams": narrowWorkingHours,
  "building-a-design-system-that-survives": narrowDesignSystem,
  "adding-ai-features-responsibly": narrowAiGuards,
  "csv-import-ux-best-practices": narrowCsvImport,
  "core-web-vitals-for-marketing-sites": narrowVitals,
};

function narrowDiagram(body, height) {
  const { width } = NARROW_DIAGRAM;
  return svgDoc(
    width,
    height,
    [`<rect width="${width}" height="${height}" fill="${C.bg}"/>`, dotGrid(width, height, 32, C.line, 0.35), body].join(
      "",
    ),
  );
}

async function writeNarrowDiagram(post, dir) {
  const draw = narrowDiagrams[post.slug];
  if (!draw) return null;
  const { height, body } = draw();
  const buffer = await sharp(Buffer.from(narrowDiagram(body, height)))
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
  fs.writeFileSync(path.join(dir, "diagram-narrow.png"), buffer);
  return { bytes: buffer.length };
}
/* -------------------------------------------------- end phone diagrams */

/* ------------------------------------------- phone diagrams of the other posts */
/*
 * One function per post, each the same content as its wide diagram laid out for a phone: the title
 * and subtitle on several lines, boxes one under the other, flows running top to bottom, and no label
 * under 26px (12px on a 340px screen).
 */
const PHONE = { title: 40, label: 30, sub: 26, small: 26 };

/** The diagram's title (40px) and subtitle (26px), each given as its lines; returns the SVG. */
function narrowHeading(titleLines, subtitleLines) {
  const subtitleTop = 70 + (titleLines.length - 1) * 48 + 46;
  return [
    ...titleLines.map((line, i) => text(36, 70 + i * 48, line, { size: PHONE.title, weight: 700 })),
    ...subtitleLines.map((line, i) => text(36, subtitleTop + i * 34, line, { size: PHONE.sub, fill: C.sky })),
  ].join("");
}

/** A box with phone-sized type. */
function phoneBox(x, y, w, h, title, sub, accent, fill = C.panel) {
  return box(x, y, w, h, title, sub, { accent, fill, size: PHONE.label, subSize: PHONE.sub });
}

/** Lines of 26px text, 36px apart, from (x, y). */
function phoneLines(x, y, lines, { fill = C.sky, weight = 400 } = {}) {
  return lines.map((line, i) => text(x, y + i * 36, line, { size: PHONE.small, fill, weight })).join("");
}

function narrowStacks() {
  const stack = (x, top, name, color, arrowColor, steps) => {
    const w = 684 - x;
    const parts = [pill(x, top, name, { color, size: 24 })];
    steps.forEach(([title, sub], i) => {
      const y = top + 60 + i * 132;
      parts.push(phoneBox(x, y, w, 96, title, sub, color));
      if (i < steps.length - 1) parts.push(arrow(x + w / 2, y + 98, x + w / 2, y + 128, { color: arrowColor }));
    });
    return parts.join("");
  };
  const body = [
    narrowHeading(
      ["Where your UI code", "ends up"],
      ["Both ship one codebase to iOS and", "Android; they render differently."],
    ),
    stack(36, 240, "REACT NATIVE", C.blue, "blue", [
      ["TypeScript + React", "your components"],
      ["JSI + Fabric", "no async bridge"],
      ["Native platform views", "UIKit / Android Views"],
    ]),
    // React Native's last step runs down the left edge, past Flutter, to the devices.
    arrow(60, 662, 60, 1162, { color: "blue" }),
    stack(96, 700, "FLUTTER", C.teal, "teal", [
      ["Dart widgets", "your components"],
      ["Flutter engine", "Impeller renderer"],
      ["Engine-drawn pixels", "one canvas per screen"],
    ]),
    arrow(390, 1122, 390, 1162, { color: "teal" }),
    phoneBox(36, 1166, 648, 84, "iOS and Android devices", "", C.yellow, C.panel2),
  ].join("");
  return { height: 1290, body };
}

function narrowPhiFlow() {
  const body = [
    narrowHeading(["Where PHI may travel"], ["Technical safeguards around", "protected health information."]),
    phoneBox(36, 190, 290, 96, "Patient app", "no PHI at rest", C.sky),
    arrow(181, 288, 181, 420, { color: "teal" }),
    text(200, 342, "TLS 1.2+", { size: PHONE.small, weight: 700, fill: C.teal }),
    rect(20, 362, 680, 518, { fill: C.panel, stroke: C.teal, rx: 22, dash: "12 10", opacity: 0.6 }),
    text(36, 860, "PHI boundary: BAA-covered services", { size: PHONE.small, weight: 700, fill: C.teal }),
    phoneBox(36, 424, 290, 100, "API gateway", "auth + rate limits", C.blue),
    arrow(181, 526, 181, 566, { color: "blue" }),
    phoneBox(36, 570, 290, 100, "App services", "least privilege", C.blue),
    arrow(181, 672, 181, 712, { color: "blue" }),
    phoneBox(36, 716, 290, 100, "Database", "AES-256 at rest", C.teal),
    arrow(328, 620, 362, 620, { color: "yellow" }),
    phoneBox(366, 570, 276, 100, "Audit log", "who saw what", C.yellow),
    arrow(328, 766, 362, 766, { color: "teal" }),
    phoneBox(366, 716, 276, 100, "Backups", "encrypted, tested", C.teal),
    // Only scrubbed events leave the boundary, along the right edge.
    pathArrow("M328 474 L672 474 L672 920", { color: "coral", dash: "8 8" }),
    text(366, 462, "scrubbed events", { size: PHONE.small, weight: 700, fill: C.coral }),
    phoneBox(36, 924, 648, 96, "Product analytics", "de-identified events only", C.coral),
    phoneBox(36, 1056, 648, 96, "Non-BAA vendor", "no PHI, ever", C.coral, C.panel2),
  ].join("");
  return { height: 1190, body };
}

function narrowWorkingHours() {
  const left = 80;
  const right = 640;
  const hour = (right - left) / 24;
  const rows = WORKDAYS;
  const top = 290;
  const rowGap = 108;
  const gridBottom = top + rows.length * rowGap;
  const parts = [
    narrowHeading(
      ["Shared working hours", "with a Boulder team"],
      ["Where each city's workday falls", "on one UTC clock."],
    ),
  ];
  // Hours every 3: 00, 06, 12, 18, 24 above the chart, 03, 09, 15, 21 below it.
  for (let h = 0; h <= 24; h += 3) {
    const x = left + h * hour;
    parts.push(`<line x1="${x}" y1="${top - 22}" x2="${x}" y2="${gridBottom}" stroke="${C.line}" stroke-width="1.5"/>`);
    const y = h % 6 === 0 ? top - 32 : gridBottom + 36;
    parts.push(text(x, y, `${String(h).padStart(2, "0")}:00`, { size: PHONE.small, fill: C.sky, anchor: "middle" }));
  }
  parts.push(
    rect(left + 15 * hour, top - 12, 8 * hour, gridBottom - top + 2, {
      fill: C.blue,
      stroke: C.blue,
      rx: 8,
      width: 0,
      opacity: 0.14,
    }),
  );
  rows.forEach(([city, from, to, color, overlap], i) => {
    const y = top + i * rowGap;
    parts.push(text(36, y + 30, city, { size: 28, weight: 700 }));
    parts.push(text(684, y + 30, overlap, { size: 28, weight: 700, fill: color, anchor: "end" }));
    parts.push(
      rect(left + from * hour, y + 46, (to - from) * hour, 40, { fill: color, stroke: color, rx: 20, width: 0 }),
    );
  });
  parts.push(
    phoneLines(36, gridBottom + 96, [
      "9:00–17:00 local, shown in UTC",
      "(northern summer). Right: hours",
      "shared with Boulder.",
    ]),
  );
  return { height: gridBottom + 196, body: parts.join("") };
}

function narrowDesignSystem() {
  const layers = DESIGN_LAYERS;
  const parts = [
    narrowHeading(
      ["Layers of a durable", "design system"],
      ["One token source feeds both design", "and code; releases are versioned."],
    ),
  ];
  layers.forEach(([name, color], i) => {
    const w = 360 + i * 60;
    parts.push(phoneBox(360 - w / 2, 240 + i * 104, w, 80, name, "", color));
    if (i > 0) parts.push(arrow(360, 240 + i * 104 - 2, 360, 240 + (i - 1) * 104 + 84, { color: "sky" }));
  });
  parts.push(
    phoneBox(210, 790, 300, 96, "tokens.json", "one source", C.blue),
    pathArrow("M360 888 L360 922 L186 922 L186 956", { color: "blue" }),
    pathArrow("M360 888 L360 922 L528 922 L528 956", { color: "blue" }),
    phoneBox(36, 960, 300, 96, "Figma library", "variables", C.sky),
    phoneBox(372, 960, 312, 96, "Code package", "CSS + TS", C.teal),
    arrow(528, 1058, 528, 1096, { color: "teal" }),
    phoneBox(372, 1100, 312, 96, "CI checks", "visual + a11y tests", C.yellow),
    arrow(528, 1198, 528, 1236, { color: "yellow" }),
    pathArrow("M186 1058 L186 1236", { color: "sky", dash: "8 8" }),
    phoneBox(36, 1240, 648, 96, "Versioned release", "semver + changelog", C.coral),
  );
  return { height: 1376, body: parts.join("") };
}

function narrowAiGuards() {
  const steps = AI_STEPS;
  const x = 76;
  const w = 380;
  const mid = (i) => 236 + i * 120;
  const parts = [
    narrowHeading(["A guarded AI feature"], ["Every model call sits between checks,", "with logs and a way out."]),
  ];
  steps.forEach(([title, sub, color], i) => {
    parts.push(phoneBox(x, mid(i) - 46, w, 92, title, sub, color));
    if (i < steps.length - 1) parts.push(arrow(x + w / 2, mid(i) + 48, x + w / 2, mid(i) + 70, { color: "sky" }));
    // The logging bus on the left: every step reports to the traces.
    parts.push(
      `<line x1="40" y1="${mid(i)}" x2="${x}" y2="${mid(i)}" stroke="${C.blue}" stroke-width="2" stroke-dasharray="6 8"/>`,
    );
  });
  parts.push(
    pathArrow(`M40 ${mid(0)} L40 976 L72 976`, { color: "blue", width: 2, dash: "6 8" }),
    phoneBox(x, 930, w, 92, "Logs + traces", "prompt, output, cost", C.blue),
    phoneBox(x, 1050, w, 92, "Non-AI fallback", "feature still works", C.coral),
    phoneBox(x, 1170, w, 92, "Eval suite", "golden set, every change", C.teal),
    pathArrow(`M${x + w + 2} ${mid(4)} L652 ${mid(4)} L652 1096 L${x + w + 4} 1096`, { color: "coral" }),
    text(640, mid(4) - 12, "on failure", { size: PHONE.small, fill: C.coral, anchor: "end" }),
    pathArrow(`M${x + w + 2} 1216 L690 1216 L690 ${mid(3)} L${x + w + 4} ${mid(3)}`, { color: "teal" }),
    text(680, mid(3) - 12, "tune prompts", { size: PHONE.small, fill: C.teal, anchor: "end" }),
    phoneLines(36, 1316, ["Dashed: every step is logged", "with a trace ID."]),
  );
  return { height: 1390, body: parts.join("") };
}

function narrowCsvImport() {
  const steps = IMPORT_STEPS;
  const parts = [
    narrowHeading(
      ["An import flow", "users finish"],
      ["Errors are fixed in the browser, not", "in a spreadsheet round trip."],
    ),
  ];
  steps.forEach(([title, sub, color], i) => {
    const y = 240 + i * 114;
    parts.push(phoneBox(36, y, 648, 84, title, sub, color));
    if (i < steps.length - 1) parts.push(arrow(360, y + 86, 360, y + 110, { color: "sky" }));
  });
  // The review grid, one record in two rows: the email across, then name, plan and signup date.
  const cols = [
    ["name", 36, 234],
    ["plan", 270, 170],
    ["signup date", 440, 244],
  ];
  const cellH = 50;
  const cell = (x, y, w, value, { header = false, bad = false } = {}) =>
    rect(x, y, w, cellH, {
      fill: header ? C.panel2 : bad ? "#3a2a3a" : C.panel,
      stroke: bad ? C.coral : C.line,
      rx: 0,
      width: bad ? 2.5 : header ? 1.5 : 1,
    }) +
    text(x + 16, y + 34, value, {
      size: PHONE.small,
      weight: header ? 700 : 400,
      fill: header ? C.sky : bad ? C.coral : C.text,
    });
  const top = 816;
  parts.push(cell(36, top, 648, "email", { header: true }));
  cols.forEach(([name, cx, cw]) => parts.push(cell(cx, top + cellH, cw, name, { header: true })));
  const data = IMPORT_ROWS;
  const flagged = IMPORT_FLAGGED;
  data.forEach(([email, ...rest], r) => {
    const y = top + 2 * cellH + 12 + r * (2 * cellH + 12);
    parts.push(cell(36, y, 648, email, { bad: Boolean(flagged[`${r},0`]) }));
    rest.forEach((value, c) =>
      parts.push(cell(cols[c][1], y + cellH, cols[c][2], value, { bad: Boolean(flagged[`${r},${c + 1}`]) })),
    );
  });
  const pillsTop = top + 2 * cellH + 4 * (2 * cellH + 12) + 36;
  parts.push(
    pill(36, pillsTop, "2 rows need attention", { color: C.coral, size: 26 }),
    pill(36, pillsTop + 66, "98 rows ready", { color: C.teal, size: 26 }),
  );
  return { height: pillsTop + 66 + 46 + 36, body: parts.join("") };
}

function narrowVitals() {
  const metrics = VITALS;
  const colors = [C.teal, C.yellow, C.coral];
  const labels = ["Good", "Needs work", "Poor"];
  const widths = [232, 212, 188];
  const parts = [
    narrowHeading(["Core Web Vitals thresholds"], ["Google's published bands for a good", "page experience."]),
  ];
  metrics.forEach(([short, long, bands, what], i) => {
    const y = 200 + i * 264;
    parts.push(rect(20, y, 680, 240, { fill: C.panel, stroke: C.line, rx: 18 }));
    parts.push(text(44, y + 58, short, { size: 44, weight: 700, fill: C.sky }));
    parts.push(text(676, y + 56, what, { size: PHONE.small, fill: C.sky, anchor: "end" }));
    parts.push(text(44, y + 100, long, { size: 28 }));
    let x = 44;
    bands.forEach((band, b) => {
      const w = widths[b] - 8;
      parts.push(rect(x, y + 124, w, 54, { fill: colors[b], stroke: colors[b], rx: 12, width: 0 }));
      parts.push(text(x + w / 2, y + 160, band, { size: 28, weight: 700, fill: C.bg, anchor: "middle" }));
      parts.push(text(x + w / 2, y + 214, labels[b], { size: PHONE.small, fill: colors[b], anchor: "middle" }));
      x += widths[b];
    });
  });
  parts.push(
    phoneLines(36, 1030, ["Judged at the 75th percentile of real page", "loads, separately for mobile and desktop."]),
  );
  return { height: 1090, body: parts.join("") };
}
/* ------------------------------------ end phone diagrams of the other posts */

async function writeCover(post, dir) {
  const svg = cover(post, motifs[post.motif]);
  let quality = COVER.quality;
  let buffer;
  for (;;) {
    buffer = await sharp(Buffer.from(svg)).jpeg({ quality, mozjpeg: true, chromaSubsampling: "4:2:0" }).toBuffer();
    if (buffer.length <= COVER.maxBytes || quality <= 50) break;
    quality -= 4;
  }
  fs.writeFileSync(path.join(dir, "cover.jpg"), buffer);
  return { bytes: buffer.length, quality };
}

async function writeDiagram(post, dir) {
  const svg = diagram(post.diagramTitle, post.diagramSubtitle, diagrams[post.slug]());
  const buffer = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer();
  fs.writeFileSync(path.join(dir, "diagram.png"), buffer);
  return { bytes: buffer.length };
}

const only = new Set(process.argv.slice(2));
for (const post of POSTS) {
  if (only.size && !only.has(post.slug)) continue;
  const dir = path.join(BLOG, post.slug);
  fs.mkdirSync(dir, { recursive: true });
  const coverInfo = await writeCover(post, dir);
  const diagramInfo = await writeDiagram(post, dir);
  const narrowInfo = await writeNarrowDiagram(post, dir);
  console.log(
    `${post.slug}: cover.jpg ${(coverInfo.bytes / 1024).toFixed(0)} KB (q${coverInfo.quality}), diagram.png ${(diagramInfo.bytes / 1024).toFixed(0)} KB${
      narrowInfo ? `, diagram-narrow.png ${(narrowInfo.bytes / 1024).toFixed(0)} KB` : ""
    }`,
  );
}
for (const warning of warnings) console.warn(`warning: ${warning}`);
