#!/usr/bin/env node
/**
 * Draws the abstract case-study artwork in content/images/work/.
 *
 *   node scripts/generate-artwork.mjs
 *
 * Every picture is an SVG string composed here (gradients, geometric shapes,
 * device and dashboard mock-ups drawn with rectangles) and rendered to JPEG
 * with sharp. The screens carry the product's own words and figures, not
 * grey bars ("words instead of bars" below). Nothing is downloaded. Output is
 * deterministic: re-running the script produces the same files.
 *
 * For each case study it writes:
 *   <slug>-hero.jpg   1600x1000
 *   <slug>-cover.jpg  1200x750 (the hero composition, scaled)
 *   <slug>-1.jpg …    1200x800 gallery images
 */
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { rng } from "./lib/art-kit.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT_DIR = path.join(ROOT, "content/images/work");
const MAX_BYTES = 180 * 1024;
const QUALITY = 78;

/* ------------------------------------------------------------- palette */

const C = {
  bg0: "#0b1533",
  bg1: "#111e45",
  bg2: "#172857",
  line: "#2a3d75",
  blue: "#5b9dff",
  sky: "#8ab9ff",
  teal: "#35d0ba",
  gold: "#ffd166",
  coral: "#ff9f7b",
  ink: "#eaf1ff",
  deep: "#081029",
};
const FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";

/* ------------------------------------------------------------- helpers */

const n = (v) => (Number.isInteger(v) ? String(v) : String(Math.round(v * 10) / 10));
const kebab = (k) => k.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`);
const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function attrs(o) {
  return Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => `${kebab(k)}="${typeof v === "number" ? n(v) : v}"`)
    .join(" ");
}
const el = (tag, a, children) =>
  children === undefined ? `<${tag} ${attrs(a)}/>` : `<${tag} ${attrs(a)}>${children}</${tag}>`;
const g = (children, a = {}) => el("g", a, [].concat(children).flat(Infinity).join(""));
const rect = (x, y, w, h, r, fill, extra = {}) =>
  el("rect", { x, y, width: Math.max(0, w), height: Math.max(0, h), rx: r, fill, ...extra });
const circle = (cx, cy, r, fill, extra = {}) => el("circle", { cx, cy, r, fill, ...extra });
const ellipse = (cx, cy, rx, ry, fill, extra = {}) => el("ellipse", { cx, cy, rx, ry, fill, ...extra });
const line = (x1, y1, x2, y2, stroke, width = 2, extra = {}) =>
  el("line", { x1, y1, x2, y2, stroke, strokeWidth: width, strokeLinecap: "round", ...extra });
const p = (d, extra = {}) => el("path", { d, ...extra });
const stroke = (d, color, width = 3, extra = {}) =>
  p(d, { fill: "none", stroke: color, strokeWidth: width, strokeLinecap: "round", strokeLinejoin: "round", ...extra });
const label = (x, y, str, { size = 24, weight = 700, fill = C.ink, anchor = "start", opacity } = {}) =>
  el(
    "text",
    { x, y, fontFamily: FONT, fontSize: size, fontWeight: weight, fill, textAnchor: anchor, opacity },
    esc(str),
  );

/* ------------------------------------------------- words instead of bars */
/*
 * What the product says. Each scene draws with its product's vocabulary (`speak` at its start): every
 * text-sized bar becomes one of the product's words, or one of its figures when the bar is as tall as
 * a number in large type, so the picture reads as the product at work rather than as a wireframe.
 * The words are the product's own interface vocabulary (screens, actions, states), drawn in the scene's
 * colours; the picture stays an illustration (content marks it so).
 */

/** Bars at least this tall stand for a figure ("$48,210", "87%"); lower ones for a label. */
const FIGURE_HEIGHT = 14;
/** Average advance of DejaVu Sans per unit of font size (a little generous, so a word fits its bar). */
const ADVANCE = 0.6;
/** The site's muted text colour (tokens.ts textMuted): a label where the bar was a dark rule. */
const MUTED_INK = "#b9c2dc";

let VOICE = null;
let spoken = { words: 0, figures: 0 };

/** Scenes drawn from here on use `voice` ({ words, figures }) instead of grey bars. */
function speak(voice) {
  VOICE = voice;
  spoken = { words: 0, figures: 0 };
}

/** The next entry of `list` (from `key`'s cursor) that fits in `chars` characters, else the first one cut. */
function nextFitting(list, key, chars) {
  for (let i = 0; i < list.length; i += 1) {
    const entry = list[(spoken[key] + i) % list.length];
    if (entry.length <= chars) {
      spoken[key] = (spoken[key] + i + 1) % list.length;
      return entry;
    }
  }
  spoken[key] = (spoken[key] + 1) % list.length;
  return list[spoken[key]].slice(0, Math.max(1, chars));
}

/** A word or a figure where a bar of w×h at (x, y) would have been. */
function words(x, y, w, h, fill, opacity) {
  const figure = h >= FIGURE_HEIGHT;
  const size = figure ? h * 1.45 : Math.max(11, h * 1.5);
  const chars = Math.floor(w / (size * ADVANCE));
  const text = nextFitting(figure ? VOICE.figures : VOICE.words, figure ? "figures" : "words", chars);
  // The default bar colour is a dark rule; as text it takes the muted ink.
  const color = fill === C.line ? MUTED_INK : fill;
  return label(x, y + h * 0.5 + size * 0.36, text, {
    size: Math.round(size * 10) / 10,
    weight: figure ? 700 : 500,
    fill: color,
    opacity: opacity ?? (fill === C.line ? 0.9 : undefined),
  });
}

/** Each product's vocabulary: what its screens say. */
const VOICES = {
  health: {
    words: [
      "Today",
      "Visits",
      "Messages",
      "Refills",
      "Results",
      "Video visit",
      "Check-in",
      "Waiting room",
      "Dr. Okafor",
      "Dr. Lin",
      "Lab results ready",
      "Join visit",
      "Reschedule",
      "Pharmacy",
      "Lipid panel",
      "Normal",
      "Reviewed",
      "Send to patient",
      "Family medicine",
      "Pediatrics",
      "Ask your care team",
      "Refill approved",
      "Next visit 10:30",
      "Clinic schedule",
      "Open",
      "Booked",
      "Telehealth",
      "In person",
      "Vitals",
      "Notes",
      "Intake form",
      "Consent signed",
      "Insurance",
      "Follow-up in 2 weeks",
    ],
    figures: ["9:30", "14", "98%", "3", "10:45", "31%", "120/80", "72 bpm", "2", "11:15"],
  },
  fleet: {
    words: [
      "Dispatch",
      "Loads",
      "Drivers",
      "Trucks",
      "Live map",
      "On time",
      "Delayed",
      "At dock",
      "En route",
      "Empty miles",
      "Assign load",
      "Denver → Salt Lake",
      "Unit 214",
      "Unit 387",
      "HOS left",
      "Fuel",
      "ETA",
      "Check call",
      "Reefer 34°F",
      "Geofence",
      "Detention",
      "Deliver by 4 pm",
      "Terminal: Reno",
      "Load 48213",
      "Weather alert",
      "I-80 closure",
      "Reroute",
      "Signed BOL",
      "Photo uploaded",
      "Pre-trip done",
    ],
    figures: ["1,200", "18%", "42", "7h 10m", "96%", "3:40", "612 mi", "$2.31", "11"],
  },
  ledger: {
    words: [
      "Cash in",
      "Cash out",
      "Unmatched",
      "Runway",
      "Bank feed",
      "Invoices",
      "Reports",
      "Reconcile",
      "Acme Supply",
      "Stripe payout",
      "Rent",
      "Payroll",
      "Matched",
      "Close month",
      "Profit & loss",
      "Overdue",
      "Paid",
      "Draft",
      "Send invoice",
      "Chart of accounts",
      "Office",
      "Software",
      "Travel",
      "Rule: AWS → Hosting",
      "Suggested match",
      "Approve",
      "Ledger",
      "Expenses",
      "Accounts",
      "Tax ready",
    ],
    figures: ["$48,210", "$12,940", "87%", "7.2 mo", "$3,480", "$920.00", "14", "$1,275", "50 min"],
  },
  legal: {
    words: [
      "Matters",
      "Deadlines",
      "Documents",
      "Calendar",
      "Billing",
      "Intake",
      "Discovery",
      "Motion to dismiss",
      "Reply brief",
      "Filed",
      "Due Friday",
      "Court date",
      "Conflict check",
      "Privileged",
      "Ethical wall",
      "Deposition",
      "Exhibit A",
      "Time entry",
      "0.3 h review",
      "Client portal",
      "Assigned",
      "Draft",
      "Review",
      "Served",
      "Opposition due",
      "Hearing",
      "Trial prep",
      "Notes",
    ],
    figures: ["0", "12", "3 days", "Mar 14", "248", "6.5 h", "21"],
  },
  homes: {
    words: [
      "Search",
      "Saved",
      "Tours",
      "Map",
      "3 bd · 2 ba",
      "Open house",
      "Book a tour",
      "New listing",
      "Price cut",
      "Highlands",
      "Wash Park",
      "Sat 10:00",
      "Confirmed",
      "Agent: J. Ruiz",
      "Alerts",
      "School rating",
      "Commute",
      "Backyard",
      "Garage",
      "Pending",
      "Sold",
      "Schedule",
      "Favorites",
      "Pet friendly",
      "Near light rail",
    ],
    figures: ["$649k", "$812k", "$1.2M", "2.4×", "3", "1,850 sq ft", "$575k", "14"],
  },
  shop: {
    words: [
      "Shop",
      "New in",
      "Living",
      "Bedroom",
      "Kitchen",
      "Sale",
      "Add to cart",
      "Checkout",
      "Free shipping",
      "Linen throw",
      "Stoneware mug",
      "Oak side table",
      "In stock",
      "Ships today",
      "Reviews",
      "Color: Sand",
      "Quantity",
      "Apple Pay",
      "Order summary",
      "Subtotal",
      "Shipping",
      "Place order",
      "Campaign",
      "Landing page",
      "Published",
      "Edge cache",
      "Search",
      "Wishlist",
    ],
    figures: ["$48", "$129", "$24", "0.9 s", "2", "$201.00", "4.8", "30%"],
  },
  learn: {
    words: [
      "Practice",
      "Hint",
      "Next step",
      "Fractions",
      "Equations",
      "Try again",
      "Nice work!",
      "What do you notice?",
      "Show your steps",
      "Class 7B",
      "Stuck on 3",
      "Mastered",
      "In progress",
      "Assign",
      "Unit 4",
      "Review",
      "Teacher view",
      "Students",
      "Skills",
      "Ratios",
      "Check answer",
      "Ask a question",
      "Streak",
      "Due Friday",
      "Progress",
    ],
    figures: ["+14", "2.3×", "96%", "12", "3/5", "4,200", "78%"],
  },
};
/* --------------------------------------------- end words instead of bars */

/** One picture: collects <defs> (gradients, clips) next to the drawing. */
class Scene {
  constructor(w, h) {
    this.w = w;
    this.h = h;
    this.defs = [
      `<filter id="shadow" x="-15%" y="-15%" width="130%" height="140%" color-interpolation-filters="sRGB"><feGaussianBlur in="SourceAlpha" stdDeviation="16"/><feOffset dy="14" result="b"/><feFlood flood-color="${C.deep}" flood-opacity="0.65"/><feComposite in2="b" operator="in"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
      `<filter id="glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="7" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
    ];
    this.body = [];
    this.count = 0;
  }
  uid(prefix) {
    this.count += 1;
    return `${prefix}${this.count}`;
  }
  /** Gradient in the shape's own box; dir is [x1, y1, x2, y2] in 0..1. */
  linear(stops, dir = [0, 0, 1, 1]) {
    const id = this.uid("lg");
    const s = stops.map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join("");
    this.defs.push(
      `<linearGradient id="${id}" x1="${dir[0]}" y1="${dir[1]}" x2="${dir[2]}" y2="${dir[3]}">${s}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  /** Gradient in picture coordinates (for strokes along straight lines). */
  linearAt(stops, x1, y1, x2, y2) {
    const id = this.uid("lu");
    const s = stops.map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join("");
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${s}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  radial(color, opacity = 0.4) {
    const id = this.uid("rg");
    this.defs.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="0.55" stop-color="${color}" stop-opacity="${opacity * 0.35}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    );
    return `url(#${id})`;
  }
  clip(shape) {
    const id = this.uid("cp");
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }
  add(...parts) {
    this.body.push(...parts.flat(Infinity));
    return this;
  }
  toString() {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`;
  }
}

/* ------------------------------------------------------ building blocks */

/** Navy gradient, soft coloured glows and a faint grid. */
function backdrop(S, { glows = [], grid = 80, from = C.bg0, to = C.bg1 } = {}) {
  S.add(
    rect(
      0,
      0,
      S.w,
      S.h,
      0,
      S.linear(
        [
          [0, from],
          [1, to],
        ],
        [0, 0, 1, 1],
      ),
    ),
  );
  for (const gl of glows) S.add(circle(gl.x, gl.y, gl.r, S.radial(gl.color, gl.op ?? 0.35)));
  if (grid) {
    const lines = [];
    for (let x = grid; x < S.w; x += grid) lines.push(`M${x} 0V${S.h}`);
    for (let y = grid; y < S.h; y += grid) lines.push(`M0 ${y}H${S.w}`);
    S.add(p(lines.join(""), { stroke: C.line, strokeWidth: 1, opacity: 0.16, fill: "none" }));
  }
}

const skel = (x, y, w, h = 10, fill = C.line, opacity) =>
  VOICE ? words(x, y, w, h, fill, opacity) : rect(x, y, w, h, h / 2, fill, { opacity });
const para = (x, y, widths, { h = 10, gap = 20, fill = C.line, opacity } = {}) =>
  widths.map((w, i) => skel(x, y + i * gap, w, h, fill, opacity));

function panel(x, y, w, h, { r = 18, fill = C.bg1, border = C.line, shadow = true, width = 1.5, opacity } = {}) {
  return rect(x, y, w, h, r, fill, {
    stroke: border,
    strokeWidth: width,
    filter: shadow ? "url(#shadow)" : undefined,
    opacity,
  });
}

/** A browser window; returns its drawing and the content box under the bar. */
function browser(x, y, w, h, { fill = C.bg1, bar = C.bg2, r = 18 } = {}) {
  const barH = 44;
  const svg = [
    panel(x, y, w, h, { fill, r }),
    p(`M${x} ${y + r}a${r} ${r} 0 0 1 ${r} ${-r}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${barH - r}h${-w}z`, {
      fill: bar,
    }),
    circle(x + 24, y + barH / 2, 6, C.coral),
    circle(x + 44, y + barH / 2, 6, C.gold),
    circle(x + 64, y + barH / 2, 6, C.teal),
    rect(x + w * 0.32, y + barH / 2 - 10, w * 0.36, 20, 10, C.bg0, { opacity: 0.75 }),
  ].join("");
  return { svg, x, y: y + barH, w, h: h - barH };
}

/** A phone; returns its drawing and the screen box. */
function phone(x, y, w, h, { screen = C.bg0 } = {}) {
  const r = w * 0.15;
  const svg = [
    rect(x, y, w, h, r, "#0a1330", { stroke: C.line, strokeWidth: 3, filter: "url(#shadow)" }),
    rect(x + 9, y + 9, w - 18, h - 18, r - 8, screen),
    rect(x + w / 2 - w * 0.14, y + 20, w * 0.28, 16, 8, "#0a1330"),
  ].join("");
  return { svg, x: x + 9, y: y + 9, w: w - 18, h: h - 18 };
}

/** A landscape tablet; returns its drawing and the screen box. */
function tablet(x, y, w, h) {
  const svg = [
    rect(x, y, w, h, 34, "#0a1330", { stroke: C.line, strokeWidth: 3, filter: "url(#shadow)" }),
    rect(x + 22, y + 22, w - 44, h - 44, 16, C.bg0),
    circle(x + 11, y + h / 2, 4, C.line),
  ].join("");
  return { svg, x: x + 22, y: y + 22, w: w - 44, h: h - 44 };
}

/** A laptop; returns its drawing and the screen box. */
function laptop(S, x, y, w) {
  const h = w * 0.6;
  const svg = [
    rect(x, y, w, h, 22, "#0a1330", { stroke: C.line, strokeWidth: 3, filter: "url(#shadow)" }),
    rect(x + 18, y + 18, w - 36, h - 36, 8, C.bg0),
    p(`M${x - 70} ${y + h + 4}H${x + w + 70}l-18 28a14 14 0 0 1 -12 6H${x - 40}a14 14 0 0 1 -12 -6z`, {
      fill: S.linear(
        [
          [0, C.line],
          [1, C.bg2],
        ],
        [0, 0, 0, 1],
      ),
    }),
    rect(x + w / 2 - 70, y + h + 4, 140, 10, 5, C.bg0, { opacity: 0.7 }),
  ].join("");
  return { svg, x: x + 18, y: y + 18, w: w - 36, h: h - 36 };
}

/** Catmull-Rom spline through points, as cubic Béziers. */
function smooth(pts) {
  let d = `M${n(pts[0][0])} ${n(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i += 1) {
    const p0 = pts[i - 1] ?? pts[i];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[i + 2] ?? p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

const points = (x, y, w, h, values) => values.map((v, i) => [x + (w * i) / (values.length - 1), y + h - v * h]);

function lineChart(S, x, y, w, h, values, { color = C.blue, area = true, width = 4, dot = true } = {}) {
  const pts = points(x, y, w, h, values);
  const d = smooth(pts);
  const out = [];
  if (area)
    out.push(
      p(`${d}L${x + w} ${y + h}L${x} ${y + h}Z`, {
        fill: S.linear(
          [
            [0, color, 0.4],
            [1, color, 0],
          ],
          [0, 0, 0, 1],
        ),
      }),
    );
  out.push(stroke(d, color, width));
  if (dot) {
    const [lx, ly] = pts[pts.length - 1];
    out.push(circle(lx, ly, width * 3, color, { opacity: 0.25 }), circle(lx, ly, width * 1.4, color));
  }
  return out.join("");
}

function bars(x, y, w, h, values, { color = C.blue, colors, gap = 0.38, r = 6, horizontal = false } = {}) {
  const step = (horizontal ? h : w) / values.length;
  const t = step * (1 - gap);
  return values
    .map((v, i) => {
      const fill = colors?.[i % colors.length] ?? color;
      if (horizontal) return rect(x, y + i * step + (step - t) / 2, v * w, t, Math.min(r, t / 2), fill);
      return rect(x + i * step + (step - t) / 2, y + h - v * h, t, v * h, Math.min(r, t / 2), fill);
    })
    .join("");
}

function donut(cx, cy, r, width, segments, { track = C.bg2, gap = 6 } = {}) {
  const c = 2 * Math.PI * r;
  let start = 0;
  const out = [circle(cx, cy, r, "none", { stroke: track, strokeWidth: width })];
  for (const [frac, color] of segments) {
    out.push(
      circle(cx, cy, r, "none", {
        stroke: color,
        strokeWidth: width,
        strokeDasharray: `${n(Math.max(0, frac * c - gap))} ${n(c)}`,
        strokeDashoffset: n(-start * c),
        transform: `rotate(-90 ${n(cx)} ${n(cy)})`,
      }),
    );
    start += frac;
  }
  return out.join("");
}

const ring = (cx, cy, r, width, frac, color, track = C.bg2) =>
  donut(cx, cy, r, width, [[frac, color]], { track, gap: 0 }).replace(
    /stroke-dasharray/,
    'stroke-linecap="round" stroke-dasharray',
  );

function avatar(S, cx, cy, r, { bg = C.blue, skin = C.gold, shirt = C.bg1 } = {}) {
  const clip = S.clip(circle(cx, cy, r, "#000"));
  return g([
    circle(cx, cy, r, bg),
    g([circle(cx, cy - r * 0.16, r * 0.36, skin), ellipse(cx, cy + r * 0.82, r * 0.72, r * 0.56, shirt)], {
      clipPath: clip,
    }),
  ]);
}

const checkMark = (cx, cy, r, color = C.teal, tick = C.bg0) =>
  circle(cx, cy, r, color) +
  stroke(
    `M${n(cx - r * 0.42)} ${n(cy + r * 0.02)}l${n(r * 0.28)} ${n(r * 0.3)}l${n(r * 0.55)} ${n(-r * 0.6)}`,
    tick,
    r * 0.22,
  );

const heart = (cx, cy, s, fill) =>
  p(
    `M${n(cx)} ${n(cy + 0.4 * s)}C${n(cx - 1.05 * s)} ${n(cy - 0.2 * s)} ${n(cx - 0.5 * s)} ${n(cy - 0.95 * s)} ${n(cx)} ${n(cy - 0.42 * s)}C${n(cx + 0.5 * s)} ${n(cy - 0.95 * s)} ${n(cx + 1.05 * s)} ${n(cy - 0.2 * s)} ${n(cx)} ${n(cy + 0.4 * s)}Z`,
    { fill },
  );

const shield = (cx, cy, s, fill) =>
  p(
    `M${n(cx)} ${n(cy - s)}L${n(cx + 0.8 * s)} ${n(cy - 0.66 * s)}V${n(cy + 0.02 * s)}C${n(cx + 0.8 * s)} ${n(cy + 0.6 * s)} ${n(cx + 0.35 * s)} ${n(cy + 0.9 * s)} ${n(cx)} ${n(cy + s)}C${n(cx - 0.35 * s)} ${n(cy + 0.9 * s)} ${n(cx - 0.8 * s)} ${n(cy + 0.6 * s)} ${n(cx - 0.8 * s)} ${n(cy + 0.02 * s)}V${n(cy - 0.66 * s)}Z`,
    { fill },
  );

/** An ECG-style trace. */
function pulse(x, y, w, h, color, width = 4) {
  const u = w / 20;
  const d = `M${n(x)} ${n(y)}h${n(u * 4)}l${n(u)} ${n(-h * 0.25)}l${n(u)} ${n(h * 0.25)}h${n(u * 1.5)}l${n(u * 0.7)} ${n(h * 0.4)}l${n(u * 1.1)} ${n(-h)}l${n(u)} ${n(h * 0.82)}l${n(u * 0.7)} ${n(-h * 0.22)}h${n(u * 1.6)}l${n(u)} ${n(-h * 0.22)}l${n(u)} ${n(h * 0.22)}H${n(x + w)}`;
  return stroke(d, color, width);
}

/** Map marker with its tip at (x, y). */
const pin = (x, y, s, fill, dot = C.bg0) =>
  p(
    `M${n(x)} ${n(y)}C${n(x - s * 0.35)} ${n(y - s * 0.9)} ${n(x - s)} ${n(y - s * 1.2)} ${n(x - s)} ${n(y - s * 1.9)}A${n(s)} ${n(s)} 0 1 1 ${n(x + s)} ${n(y - s * 1.9)}C${n(x + s)} ${n(y - s * 1.2)} ${n(x + s * 0.35)} ${n(y - s * 0.9)} ${n(x)} ${n(y)}Z`,
    { fill, filter: "url(#shadow)" },
  ) + circle(x, y - s * 1.9, s * 0.4, dot);

/** Invented product mark: a rounded square with a simple inner shape. */
function mark(S, x, y, s, colors, shape = "circle") {
  const inner = {
    circle: circle(x + s / 2, y + s / 2, s * 0.2, C.ink),
    ring: circle(x + s / 2, y + s / 2, s * 0.22, "none", { stroke: C.ink, strokeWidth: s * 0.1 }),
    diamond: p(
      `M${n(x + s / 2)} ${n(y + s * 0.24)}l${n(s * 0.26)} ${n(s * 0.26)}l${n(-s * 0.26)} ${n(s * 0.26)}l${n(-s * 0.26)} ${n(-s * 0.26)}z`,
      { fill: C.ink },
    ),
    plus: p(`M${n(x + s / 2)} ${n(y + s * 0.26)}v${n(s * 0.48)}M${n(x + s * 0.26)} ${n(y + s / 2)}h${n(s * 0.48)}`, {
      stroke: C.ink,
      strokeWidth: s * 0.12,
      strokeLinecap: "round",
    }),
    wave: stroke(
      `M${n(x + s * 0.2)} ${n(y + s * 0.55)}q${n(s * 0.15)} ${n(-s * 0.22)} ${n(s * 0.3)} 0t${n(s * 0.3)} 0`,
      C.ink,
      s * 0.1,
    ),
    roof: stroke(
      `M${n(x + s * 0.22)} ${n(y + s * 0.58)}l${n(s * 0.28)} ${n(-s * 0.24)}l${n(s * 0.28)} ${n(s * 0.24)}`,
      C.ink,
      s * 0.1,
    ),
    loop:
      circle(x + s * 0.4, y + s / 2, s * 0.14, "none", { stroke: C.ink, strokeWidth: s * 0.08 }) +
      circle(x + s * 0.6, y + s / 2, s * 0.14, "none", { stroke: C.ink, strokeWidth: s * 0.08 }),
  }[shape];
  return (
    rect(
      x,
      y,
      s,
      s,
      s * 0.28,
      S.linear([
        [0, colors[0]],
        [1, colors[1]],
      ]),
    ) + inner
  );
}

/** Sidebar with a product mark and menu rows. */
function sidebar(S, x, y, w, h, { colors, shape, active = 1, rows = 6, accent = C.blue } = {}) {
  const out = [rect(x, y, w, h, 0, C.bg0, { opacity: 0.55 }), mark(S, x + 22, y + 24, 34, colors, shape)];
  for (let i = 0; i < rows; i += 1) {
    const ry = y + 94 + i * 46;
    if (i === active) out.push(rect(x + 12, ry - 12, w - 24, 36, 10, accent, { opacity: 0.18 }));
    out.push(
      rect(x + 24, ry - 2, 14, 14, 4, i === active ? accent : C.line),
      skel(x + 50, ry + 1, w * (0.32 + ((i * 37) % 25) / 100), 8, i === active ? C.sky : C.line),
    );
  }
  return out.join("");
}

function statCard(S, x, y, w, h, { accent = C.blue, values, seed = 1 } = {}) {
  const r = rng(seed);
  const series = values ?? Array.from({ length: 8 }, (_, i) => 0.3 + 0.5 * r() + i * 0.02);
  return [
    panel(x, y, w, h, { fill: C.bg2, shadow: false, r: 14 }),
    skel(x + 20, y + 20, w * 0.35, 8),
    skel(x + 20, y + 42, w * 0.45, 16, C.ink, 0.85),
    lineChart(S, x + 20, y + h - 44, w - 40, 28, series, { color: accent, width: 3, dot: false }),
  ].join("");
}

/* ------------------------------------------------------------ map parts */

/** A night-mode city map clipped to a rounded box. */
function cityMap(S, x, y, w, h, seed, { r = 0, angle = -14, block = 92, water = true, parks = true } = {}) {
  const R = rng(seed);
  const clip = S.clip(rect(x, y, w, h, r, "#000"));
  const cx = x + w / 2;
  const cy = y + h / 2;
  const blocks = [];
  const span = Math.max(w, h) * 0.8;
  for (let bx = -span; bx < span; bx += block) {
    for (let by = -span; by < span; by += block * 0.72) {
      const tone = R();
      blocks.push(
        rect(cx + bx + 7, cy + by + 7, block - 14 - R() * 10, block * 0.72 - 14, 6, tone > 0.86 ? C.line : C.bg2, {
          opacity: tone > 0.86 ? 0.5 : 0.75,
        }),
      );
    }
  }
  const out = [rect(x, y, w, h, r, "#0d1a3f"), g(blocks, { transform: `rotate(${angle} ${n(cx)} ${n(cy)})` })];
  if (parks)
    for (let i = 0; i < 3; i += 1)
      out.push(
        rect(x + R() * w * 0.8, y + R() * h * 0.8, 120 + R() * 110, 70 + R() * 80, 22, C.teal, { opacity: 0.1 }),
      );
  if (water)
    out.push(
      p(
        smooth([
          [x - 40, y + h * 0.25],
          [x + w * 0.25, y + h * 0.42],
          [x + w * 0.55, y + h * 0.36],
          [x + w * 0.8, y + h * 0.62],
          [x + w + 40, y + h * 0.58],
        ]),
        {
          fill: "none",
          stroke: C.blue,
          strokeWidth: 46,
          opacity: 0.12,
          strokeLinecap: "round",
        },
      ),
    );
  const arterials = [];
  for (let i = 0; i < 3; i += 1) {
    const ys = y + h * (0.15 + 0.33 * i + R() * 0.1);
    const pts = [0, 0.25, 0.5, 0.75, 1].map((t) => [x - 30 + t * (w + 60), ys + (R() - 0.5) * h * 0.22]);
    arterials.push(stroke(smooth(pts), C.line, 11), stroke(smooth(pts), C.bg1, 3, { opacity: 0.8 }));
  }
  for (let i = 0; i < 2; i += 1) {
    const xs = x + w * (0.25 + 0.45 * i + R() * 0.08);
    const pts = [0, 0.33, 0.66, 1].map((t) => [xs + (R() - 0.5) * w * 0.18, y - 30 + t * (h + 60)]);
    arterials.push(stroke(smooth(pts), C.line, 9));
  }
  out.push(...arterials);
  return g(out, { clipPath: clip });
}

function vehicle(x, y, color, heading = 0) {
  return g(
    [
      circle(0, 0, 30, color, { opacity: 0.18 }),
      circle(0, 0, 15, color, { stroke: C.bg0, strokeWidth: 3 }),
      p("M0 -8L6 5L0 2L-6 5Z", { fill: C.bg0 }),
    ],
    { transform: `translate(${n(x)} ${n(y)}) rotate(${heading})` },
  );
}

/* ----------------------------------------------------- object drawings */

/** Stylised house photo for property cards. */
function housePhoto(S, x, y, w, h, variant = 0, { r = 12 } = {}) {
  const skies = [
    [C.blue, C.bg2],
    [C.coral, C.bg2],
    [C.teal, C.bg2],
    [C.sky, C.line],
    [C.gold, C.bg2],
  ];
  const bodies = [C.sky, C.ink, C.gold, C.coral, C.teal];
  const roofs = [C.coral, C.line, C.bg1, C.blue, C.bg0];
  const v = variant % 5;
  const clip = S.clip(rect(x, y, w, h, r, "#000"));
  const bw = w * (0.44 + (v % 3) * 0.06);
  const bh = h * (0.34 + (v % 2) * 0.1);
  const bx = x + w / 2 - bw / 2 + (v - 2) * w * 0.04;
  const by = y + h * 0.8 - bh;
  const roof =
    v % 3 === 1
      ? rect(bx - 10, by - 16, bw + 20, 18, 4, roofs[v])
      : p(`M${n(bx - 14)} ${n(by + 2)}L${n(bx + bw / 2)} ${n(by - bh * 0.6)}L${n(bx + bw + 14)} ${n(by + 2)}Z`, {
          fill: roofs[v],
        });
  const windows = [];
  const cols = v % 2 ? 3 : 2;
  for (let i = 0; i < cols; i += 1)
    windows.push(
      rect(bx + (bw / (cols + 1)) * (i + 1) - bw * 0.07, by + bh * 0.22, bw * 0.14, bh * 0.24, 3, C.gold, {
        opacity: 0.85,
      }),
    );
  return g(
    [
      rect(
        x,
        y,
        w,
        h,
        0,
        S.linear(
          [
            [0, skies[v][0], 0.75],
            [1, skies[v][1]],
          ],
          [0, 0, 0, 1],
        ),
      ),
      circle(x + w * 0.82, y + h * 0.2, h * 0.08, C.gold, { opacity: 0.8 }),
      ellipse(x + w * 0.15, y + h * 0.86, w * 0.4, h * 0.18, C.teal, { opacity: 0.35 }),
      rect(x, y + h * 0.8, w, h * 0.2, 0, C.bg1),
      roof,
      rect(bx, by, bw, bh, 3, bodies[v], { opacity: 0.92 }),
      ...windows,
      rect(bx + bw / 2 - bw * 0.08, by + bh * 0.58, bw * 0.16, bh * 0.42, 2, C.bg1),
      circle(x + w * 0.12, y + h * 0.66, h * 0.12, C.teal, { opacity: 0.9 }),
      rect(x + w * 0.12 - 3, y + h * 0.7, 6, h * 0.12, 2, C.bg0),
    ],
    { clipPath: clip },
  );
}

/** Simple product silhouettes for the storefront pictures. */
function product(S, cx, cy, s, kind, color) {
  const shade = S.linear(
    [
      [0, color],
      [1, C.bg1, 0.9],
    ],
    [0, 0, 1, 1],
  );
  switch (kind) {
    case "bottle":
      return [
        rect(cx - s * 0.3, cy - s * 0.55, s * 0.6, s * 1.25, s * 0.16, shade),
        rect(cx - s * 0.12, cy - s * 0.85, s * 0.24, s * 0.34, s * 0.06, color),
        rect(cx - s * 0.16, cy - s * 0.98, s * 0.32, s * 0.16, s * 0.05, C.ink, { opacity: 0.85 }),
        rect(cx - s * 0.22, cy - s * 0.15, s * 0.44, s * 0.36, s * 0.05, C.ink, { opacity: 0.25 }),
      ].join("");
    case "vase":
      return (
        p(
          `M${n(cx - s * 0.18)} ${n(cy - s * 0.9)}h${n(s * 0.36)}c0 ${n(s * 0.25)} ${n(s * 0.42)} ${n(s * 0.35)} ${n(s * 0.42)} ${n(s * 0.95)}c0 ${n(s * 0.45)} ${n(-s * 0.22)} ${n(s * 0.65)} ${n(-s * 0.3)} ${n(s * 0.65)}h${n(-s * 0.6)}c${n(-s * 0.08)} 0 ${n(-s * 0.3)} ${n(-s * 0.2)} ${n(-s * 0.3)} ${n(-s * 0.65)}c0 ${n(-s * 0.6)} ${n(s * 0.42)} ${n(-s * 0.7)} ${n(s * 0.42)} ${n(-s * 0.95)}z`,
          { fill: shade },
        ) + ellipse(cx, cy - s * 0.9, s * 0.18, s * 0.05, C.bg0, { opacity: 0.6 })
      );
    case "mug":
      return [
        circle(cx + s * 0.42, cy, s * 0.22, "none", { stroke: color, strokeWidth: s * 0.1 }),
        rect(cx - s * 0.45, cy - s * 0.45, s * 0.8, s * 0.95, s * 0.12, shade),
        ellipse(cx - s * 0.05, cy - s * 0.45, s * 0.4, s * 0.08, C.bg0, { opacity: 0.5 }),
      ].join("");
    case "lamp":
      return [
        p(`M${n(cx - s * 0.2)} ${n(cy - s * 0.9)}h${n(s * 0.4)}l${n(s * 0.25)} ${n(s * 0.55)}h${n(-s * 0.9)}z`, {
          fill: color,
        }),
        rect(cx - s * 0.04, cy - s * 0.35, s * 0.08, s * 0.95, 3, C.ink, { opacity: 0.7 }),
        ellipse(cx, cy + s * 0.62, s * 0.34, s * 0.08, C.ink, { opacity: 0.7 }),
        ellipse(cx, cy - s * 0.3, s * 0.5, s * 0.16, C.gold, { opacity: 0.25 }),
      ].join("");
    case "headphones":
      return [
        stroke(
          `M${n(cx - s * 0.55)} ${n(cy + s * 0.1)}a${n(s * 0.55)} ${n(s * 0.6)} 0 0 1 ${n(s * 1.1)} 0`,
          color,
          s * 0.12,
        ),
        rect(cx - s * 0.7, cy, s * 0.3, s * 0.55, s * 0.12, shade),
        rect(cx + s * 0.4, cy, s * 0.3, s * 0.55, s * 0.12, shade),
      ].join("");
    case "box":
    default:
      return [
        p(
          `M${n(cx)} ${n(cy - s * 0.7)}l${n(s * 0.62)} ${n(s * 0.32)}l${n(-s * 0.62)} ${n(s * 0.32)}l${n(-s * 0.62)} ${n(-s * 0.32)}z`,
          { fill: C.ink, opacity: 0.9 },
        ),
        p(
          `M${n(cx - s * 0.62)} ${n(cy - s * 0.38)}l${n(s * 0.62)} ${n(s * 0.32)}v${n(s * 0.75)}l${n(-s * 0.62)} ${n(-s * 0.32)}z`,
          { fill: color },
        ),
        p(
          `M${n(cx + s * 0.62)} ${n(cy - s * 0.38)}l${n(-s * 0.62)} ${n(s * 0.32)}v${n(s * 0.75)}l${n(s * 0.62)} ${n(-s * 0.32)}z`,
          { fill: shade },
        ),
      ].join("");
  }
}

/** Friendly tutor face for the edtech pictures. */
function tutorFace(S, cx, cy, s) {
  return [
    rect(
      cx - s,
      cy - s * 0.85,
      s * 2,
      s * 1.7,
      s * 0.5,
      S.linear([
        [0, C.teal],
        [1, C.blue],
      ]),
    ),
    rect(cx - s * 0.7, cy - s * 0.45, s * 1.4, s * 0.8, s * 0.3, C.bg0, { opacity: 0.85 }),
    circle(cx - s * 0.32, cy - s * 0.08, s * 0.13, C.teal),
    circle(cx + s * 0.32, cy - s * 0.08, s * 0.13, C.teal),
    line(cx, cy - s * 0.85, cx, cy - s * 1.15, C.sky, s * 0.08),
    circle(cx, cy - s * 1.2, s * 0.1, C.gold),
  ].join("");
}

/* =============================================================== scenes */
/* Each function returns a finished Scene. Hero: 1600x1000, gallery: 1200x800. */

const HEALTH = { colors: [C.teal, C.blue], shape: "plus", name: "Alder Connect" };

function healthHero() {
  speak(VOICES.health);
  const S = new Scene(1600, 1000);
  backdrop(S, {
    glows: [
      { x: 1380, y: 120, r: 640, color: C.teal, op: 0.28 },
      { x: 180, y: 940, r: 720, color: C.blue, op: 0.3 },
      { x: 820, y: 520, r: 360, color: C.coral, op: 0.08 },
    ],
  });
  const L = laptop(S, 150, 200, 930);
  S.add(L.svg);
  const vx = L.x + 16;
  const vy = L.y + 16;
  const vw = L.w * 0.63;
  const vh = L.h - 32 - 64;
  const vclip = S.clip(rect(vx, vy, vw, vh, 14, "#000"));
  S.add(
    g(
      [
        rect(
          vx,
          vy,
          vw,
          vh,
          14,
          S.linear([
            [0, C.bg2],
            [1, "#1f3a7a"],
          ]),
        ),
        circle(vx + vw * 0.78, vy + vh * 0.2, 120, C.teal, { opacity: 0.12 }),
        rect(vx + vw * 0.08, vy + vh * 0.16, vw * 0.22, vh * 0.5, 10, C.line, { opacity: 0.5 }),
        ellipse(vx + vw / 2, vy + vh + 40, 180, 190, C.teal),
        p(`M${n(vx + vw / 2 - 70)} ${n(vy + vh - 150)}q70 120 140 0`, {
          fill: "none",
          stroke: C.bg0,
          strokeWidth: 7,
          opacity: 0.6,
        }),
        rect(vx + vw / 2 - 34, vy + vh * 0.42, 68, 80, 20, C.coral, { opacity: 0.9 }),
        circle(vx + vw / 2, vy + vh * 0.36, 72, C.coral),
        p(`M${n(vx + vw / 2 - 74)} ${n(vy + vh * 0.33)}a74 80 0 0 1 148 0q-30 -42 -74 -40q-44 -2 -74 40z`, {
          fill: C.bg0,
          opacity: 0.9,
        }),
      ],
      { clipPath: vclip },
    ),
  );
  // self view
  S.add(
    rect(vx + vw - 170, vy + vh - 130, 150, 110, 12, C.bg1, { stroke: C.sky, strokeWidth: 2 }),
    avatar(S, vx + vw - 95, vy + vh - 75, 40, { bg: C.bg2, skin: C.gold, shirt: C.blue }),
  );
  // call controls
  const cy = vy + vh + 34;
  [0, 1, 2, 3].forEach((i) =>
    S.add(circle(vx + vw / 2 - 120 + i * 60, cy, 20, C.bg2, { stroke: C.line, strokeWidth: 2 })),
  );
  S.add(rect(vx + vw / 2 + 124, cy - 18, 70, 36, 18, C.coral));
  // side panel
  const px = vx + vw + 16;
  const pw = L.x + L.w - 16 - px;
  S.add(
    panel(px, vy, pw, 150, { fill: C.bg1, shadow: false, r: 12 }),
    heart(px + 30, vy + 30, 14, C.coral),
    skel(px + 54, vy + 24, 90, 9),
    pulse(px + 16, vy + 100, pw - 32, 60, C.coral, 3.5),
    panel(px, vy + 166, pw, 140, { fill: C.bg1, shadow: false, r: 12 }),
    ring(px + 62, vy + 236, 38, 10, 0.92, C.teal),
    para(px + 122, vy + 212, [pw - 150, pw - 180, pw - 200], { gap: 22 }),
    panel(px, vy + 322, pw, vh + 64 - 322, { fill: C.bg1, shadow: false, r: 12 }),
    para(px + 18, vy + 346, [pw - 40, pw - 70, pw - 50, pw - 90, pw - 60, pw - 110], { gap: 24, h: 9 }),
  );
  // phone
  const P = phone(1170, 150, 300, 630);
  S.add(P.svg);
  S.add(
    mark(S, P.x + 20, P.y + 52, 30, HEALTH.colors, HEALTH.shape),
    label(P.x + 60, P.y + 74, HEALTH.name, { size: 18 }),
    rect(
      P.x + 16,
      P.y + 104,
      P.w - 32,
      150,
      18,
      S.linear([
        [0, C.blue],
        [1, C.teal],
      ]),
    ),
    avatar(S, P.x + 58, P.y + 150, 26, { bg: C.bg1, skin: C.coral, shirt: C.teal }),
    skel(P.x + 96, P.y + 136, 120, 10, C.ink, 0.9),
    skel(P.x + 96, P.y + 156, 80, 8, C.ink, 0.6),
    rect(P.x + 32, P.y + 200, P.w - 64, 36, 18, C.ink, { opacity: 0.92 }),
    skel(P.x + P.w / 2 - 45, P.y + 213, 90, 10, C.blue),
  );
  const icons = [C.coral, C.gold, C.teal];
  icons.forEach((c, i) => {
    const ry = P.y + 276 + i * 74;
    S.add(
      rect(P.x + 16, ry, P.w - 32, 62, 14, C.bg2),
      rect(P.x + 28, ry + 13, 36, 36, 10, c, { opacity: 0.22 }),
      i === 0
        ? rect(P.x + 36, ry + 25, 20, 12, 6, c)
        : i === 1
          ? bars(P.x + 34, ry + 19, 24, 24, [0.5, 0.9, 0.7], { color: c, r: 2, gap: 0.3 })
          : heart(P.x + 46, ry + 32, 10, c),
      skel(P.x + 78, ry + 18, 110, 9, C.sky, 0.8),
      skel(P.x + 78, ry + 36, 70, 8),
      stroke(`M${P.x + P.w - 42} ${ry + 24}l8 7l-8 7`, C.line, 3),
    );
  });
  S.add(
    panel(P.x + 16, P.y + 506, P.w - 32, 64, { fill: C.bg1, shadow: false, r: 14 }),
    [0, 1, 2, 3].map((i) =>
      circle(P.x + 52 + i * ((P.w - 104) / 3), P.y + 538, i === 0 ? 9 : 7, i === 0 ? C.teal : C.line),
    ),
  );
  // floating cards
  S.add(
    panel(70, 110, 300, 118, { fill: C.bg2 }),
    circle(118, 169, 28, C.coral, { opacity: 0.2 }),
    heart(118, 171, 15, C.coral),
    skel(160, 146, 120, 10, C.ink, 0.85),
    skel(160, 168, 80, 8),
    pulse(160, 200, 180, 22, C.coral, 2.5),
    panel(990, 780, 300, 110, { fill: C.bg2 }),
    shield(1042, 835, 28, C.teal),
    stroke("M1030 836l9 9l16 -18", C.bg0, 5),
    skel(1086, 816, 160, 10, C.ink, 0.85),
    skel(1086, 840, 110, 8),
    skel(1086, 860, 140, 8, C.line, 0.6),
  );
  return S;
}

function healthPortal() {
  speak(VOICES.health);
  const S = new Scene(1200, 800);
  backdrop(S, {
    glows: [
      { x: 1100, y: 700, r: 520, color: C.teal, op: 0.22 },
      { x: 80, y: 60, r: 420, color: C.blue, op: 0.25 },
    ],
  });
  const B = browser(70, 70, 1060, 660);
  S.add(
    B.svg,
    sidebar(S, B.x, B.y, 190, B.h - 18, { colors: HEALTH.colors, shape: HEALTH.shape, active: 0, accent: C.teal }),
  );
  const x0 = B.x + 220;
  const w0 = B.w - 250;
  S.add(
    label(x0, B.y + 52, HEALTH.name, { size: 22 }),
    skel(x0, B.y + 68, 260, 10),
    avatar(S, B.x + B.w - 60, B.y + 44, 22, { bg: C.bg2, skin: C.coral, shirt: C.teal }),
  );
  const cw = (w0 - 40) / 3;
  [C.teal, C.blue, C.coral].forEach((c, i) =>
    S.add(statCard(S, x0 + i * (cw + 20), B.y + 100, cw, 130, { accent: c, seed: 11 + i })),
  );
  // appointments list
  const ly = B.y + 256;
  S.add(
    panel(x0, ly, w0 * 0.55, 300, { fill: C.bg2, shadow: false, r: 14 }),
    skel(x0 + 20, ly + 22, 150, 10, C.ink, 0.8),
  );
  for (let i = 0; i < 4; i += 1) {
    const ry = ly + 60 + i * 58;
    S.add(
      avatar(S, x0 + 44, ry + 20, 20, { bg: [C.blue, C.teal, C.gold, C.coral][i], skin: C.bg1, shirt: C.ink }),
      skel(x0 + 78, ry + 8, 150 - i * 14, 9, C.sky, 0.85),
      skel(x0 + 78, ry + 26, 90, 8),
      rect(x0 + w0 * 0.55 - 110, ry + 6, 86, 26, 13, i === 0 ? C.teal : C.line, { opacity: i === 0 ? 0.9 : 0.6 }),
    );
  }
  // labs chart
  const cx = x0 + w0 * 0.55 + 20;
  const cw2 = w0 * 0.45 - 20;
  S.add(
    panel(cx, ly, cw2, 300, { fill: C.bg2, shadow: false, r: 14 }),
    skel(cx + 20, ly + 22, 120, 10, C.ink, 0.8),
    bars(cx + 24, ly + 60, cw2 - 48, 200, [0.45, 0.62, 0.5, 0.78, 0.66, 0.84, 0.72], {
      colors: [C.line, C.line, C.line, C.blue, C.line, C.teal, C.line],
      gap: 0.42,
    }),
    line(cx + 24, ly + 118, cx + cw2 - 24, ly + 118, C.gold, 2, { strokeDasharray: "6 8" }),
  );
  return S;
}

function healthPhones() {
  speak(VOICES.health);
  const S = new Scene(1200, 800);
  backdrop(S, {
    glows: [
      { x: 600, y: 420, r: 600, color: C.blue, op: 0.25 },
      { x: 1100, y: 80, r: 360, color: C.coral, op: 0.14 },
    ],
    grid: 60,
  });
  const specs = [
    [150, 120],
    [455, 70],
    [760, 120],
  ];
  specs.forEach(([x, y], k) => {
    const P = phone(x, y, 290, 600);
    S.add(
      P.svg,
      mark(S, P.x + 18, P.y + 48, 26, HEALTH.colors, HEALTH.shape),
      skel(P.x + 54, P.y + 57, 100, 10, C.sky, 0.8),
    );
    if (k === 0) {
      // chat with care team
      const bubbles = [
        [0, 150, C.bg2],
        [1, 120, C.blue],
        [0, 180, C.bg2],
        [1, 90, C.blue],
        [0, 130, C.bg2],
      ];
      let by = P.y + 100;
      bubbles.forEach(([mine, w, c], i) => {
        const h = 44 + (i % 2) * 16;
        const bx = mine ? P.x + P.w - 20 - w : P.x + 54;
        if (!mine) S.add(avatar(S, P.x + 32, by + h - 16, 14, { bg: C.teal, skin: C.coral, shirt: C.bg1 }));
        S.add(
          rect(bx, by, w, h, 16, c),
          para(bx + 14, by + 14, [w - 40, w - 60].slice(0, 1 + (h > 50)), {
            h: 8,
            gap: 18,
            fill: mine ? C.ink : C.sky,
            opacity: 0.7,
          }),
        );
        by += h + 18;
      });
      S.add(
        rect(P.x + 16, P.y + P.h - 70, P.w - 32, 48, 24, C.bg2),
        circle(P.x + P.w - 44, P.y + P.h - 46, 16, C.teal),
      );
    } else if (k === 1) {
      // video visit
      const vclip = S.clip(rect(P.x, P.y + 90, P.w, 380, 0, "#000"));
      S.add(
        g(
          [
            rect(
              P.x,
              P.y + 90,
              P.w,
              380,
              0,
              S.linear([
                [0, "#1f3a7a"],
                [1, C.bg2],
              ]),
            ),
            ellipse(P.x + P.w / 2, P.y + 480, 120, 120, C.teal),
            circle(P.x + P.w / 2, P.y + 280, 56, C.coral),
            p(`M${P.x + P.w / 2 - 58} ${P.y + 270}a58 62 0 0 1 116 0q-24 -34 -58 -32q-34 -2 -58 32z`, {
              fill: C.bg0,
              opacity: 0.85,
            }),
          ],
          { clipPath: vclip },
        ),
        rect(P.x + P.w - 100, P.y + 380, 80, 74, 10, C.bg1, { stroke: C.sky, strokeWidth: 2 }),
        avatar(S, P.x + P.w - 60, P.y + 417, 24, { bg: C.bg2, skin: C.gold, shirt: C.blue }),
        [0, 1, 2].map((i) =>
          circle(P.x + 70 + i * 56, P.y + 520, 20, i === 2 ? C.coral : C.bg2, { stroke: C.line, strokeWidth: 2 }),
        ),
      );
    } else {
      // prescriptions
      [C.coral, C.gold, C.teal, C.sky].forEach((c, i) => {
        const ry = P.y + 100 + i * 96;
        S.add(
          rect(P.x + 16, ry, P.w - 32, 82, 16, C.bg2),
          g([rect(-22, -10, 44, 20, 10, c), rect(0, -10, 22, 20, 0, C.ink, { opacity: 0.35 })], {
            transform: `translate(${P.x + 52} ${ry + 41}) rotate(-35)`,
          }),
          skel(P.x + 90, ry + 24, 120, 10, C.ink, 0.8),
          skel(P.x + 90, ry + 46, 80, 8),
          i < 2
            ? checkMark(P.x + P.w - 48, ry + 41, 13)
            : circle(P.x + P.w - 48, ry + 41, 13, "none", { stroke: C.line, strokeWidth: 3 }),
        );
      });
      S.add(
        rect(P.x + 16, P.y + P.h - 76, P.w - 32, 52, 16, C.teal),
        skel(P.x + P.w / 2 - 50, P.y + P.h - 55, 100, 10, C.bg0, 0.8),
      );
    }
  });
  return S;
}

function healthSchedule() {
  speak(VOICES.health);
  const S = new Scene(1200, 800);
  backdrop(S, {
    glows: [
      { x: 200, y: 700, r: 500, color: C.teal, op: 0.2 },
      { x: 1000, y: 100, r: 500, color: C.blue, op: 0.22 },
    ],
  });
  const B = browser(60, 80, 760, 640);
  S.add(B.svg, label(B.x + 28, B.y + 48, HEALTH.name, { size: 20 }), skel(B.x + 200, B.y + 36, 140, 10));
  const gx = B.x + 80;
  const gy = B.y + 90;
  const cols = 5;
  const colW = (B.w - 110) / cols;
  const rowH = 56;
  for (let c = 0; c < cols; c += 1) S.add(skel(gx + c * colW + 14, gy - 26, colW * 0.5, 9, C.sky, 0.7));
  for (let r = 0; r < 9; r += 1)
    S.add(
      line(gx, gy + r * rowH, gx + cols * colW, gy + r * rowH, C.line, 1, { opacity: 0.6 }),
      skel(B.x + 24, gy + r * rowH - 5, 34, 8),
    );
  const R = rng(7);
  const tones = [C.teal, C.blue, C.coral, C.gold, C.sky];
  for (let c = 0; c < cols; c += 1) {
    let slot = Math.floor(R() * 2);
    while (slot < 8) {
      const len = 1 + Math.floor(R() * 2);
      if (slot + len > 8) break;
      const t = tones[Math.floor(R() * tones.length)];
      S.add(
        rect(gx + c * colW + 6, gy + slot * rowH + 5, colW - 12, len * rowH - 10, 10, t, { opacity: 0.22 }),
        rect(gx + c * colW + 6, gy + slot * rowH + 5, 5, len * rowH - 10, 2.5, t),
        skel(gx + c * colW + 20, gy + slot * rowH + 16, colW * 0.5, 8, t, 0.9),
      );
      slot += len + Math.floor(R() * 2) + (R() > 0.6 ? 1 : 0);
    }
  }
  // waiting room queue
  S.add(
    panel(850, 140, 290, 520, { fill: C.bg2 }),
    skel(876, 168, 120, 10, C.ink, 0.85),
    rect(1060, 160, 56, 26, 13, C.teal, { opacity: 0.9 }),
  );
  [C.gold, C.coral, C.blue, C.teal, C.sky].forEach((c, i) => {
    const ry = 214 + i * 86;
    S.add(
      rect(870, ry, 250, 72, 14, C.bg1),
      avatar(S, 906, ry + 36, 22, { bg: c, skin: C.bg1, shirt: C.ink }),
      skel(942, ry + 22, 110, 9, C.sky, 0.8),
      skel(942, ry + 42, 70, 8),
      ring(1090, ry + 36, 14, 5, 0.25 + i * 0.15, c, C.bg0),
    );
  });
  return S;
}

/* -------------------------------------------------------------- fleet */

const FLEET = { colors: [C.gold, C.coral], shape: "diamond", name: "FleetPulse" };

function fleetHero() {
  speak(VOICES.fleet);
  const S = new Scene(1600, 1000);
  S.add(cityMap(S, 0, 0, 1600, 1000, 42, { angle: -12, block: 104 }));
  S.add(
    rect(
      0,
      0,
      1600,
      1000,
      0,
      S.linear(
        [
          [0, C.bg0, 0.1],
          [0.6, C.bg0, 0],
          [1, C.bg0, 0.55],
        ],
        [0, 0, 1, 0],
      ),
    ),
  );
  const route = [
    [140, 820],
    [360, 700],
    [520, 560],
    [760, 520],
    [930, 380],
    [1120, 300],
  ];
  const d = smooth(route);
  S.add(
    stroke(d, C.teal, 20, { opacity: 0.18 }),
    stroke(
      d,
      S.linearAt(
        [
          [0, C.teal],
          [1, C.blue],
        ],
        140,
        820,
        1120,
        300,
      ),
      7,
      { filter: "url(#glow)" },
    ),
    circle(1120, 300, 90, C.blue, { opacity: 0.07 }),
    circle(1120, 300, 90, "none", { stroke: C.blue, strokeWidth: 2.5, strokeDasharray: "10 10", opacity: 0.8 }),
  );
  route
    .slice(1, -1)
    .forEach(([x, y], i) => S.add(circle(x, y, 9, C.bg0, { stroke: i < 2 ? C.teal : C.sky, strokeWidth: 4 })));
  S.add(pin(1120, 300, 22, C.blue), pin(140, 820, 16, C.teal));
  S.add(
    vehicle(600, 548, C.gold, 75),
    vehicle(300, 330, C.coral, 140),
    vehicle(980, 700, C.gold, 20),
    vehicle(1050, 150, C.sky, -60),
    vehicle(470, 900, C.gold, 10),
  );
  // overview card
  S.add(
    panel(60, 60, 380, 230, { fill: C.bg1 }),
    mark(S, 84, 84, 40, FLEET.colors, FLEET.shape),
    label(138, 112, FLEET.name, { size: 24 }),
    [0, 1, 2].map((i) => [
      rect(84 + i * 112, 146, 100, 72, 12, C.bg2),
      skel(98 + i * 112, 162, 46, 8),
      skel(98 + i * 112, 182, 66, 14, [C.teal, C.gold, C.coral][i], 0.9),
    ]),
    bars(84, 234, 320, 36, [0.4, 0.55, 0.5, 0.8, 0.65, 0.9, 0.7, 0.6, 0.85, 0.75, 0.95, 0.8], {
      color: C.blue,
      gap: 0.45,
      r: 3,
    }),
  );
  // driver phone
  const P = phone(1240, 300, 290, 600, { screen: C.bg1 });
  S.add(P.svg);
  const mclip = cityMap(S, P.x, P.y, P.w, 260, 9, { block: 60, r: 26, water: false, parks: false });
  S.add(
    mclip,
    stroke(
      smooth([
        [P.x + 40, P.y + 230],
        [P.x + 110, P.y + 160],
        [P.x + 170, P.y + 130],
        [P.x + 230, P.y + 60],
      ]),
      C.teal,
      5,
    ),
    vehicle(P.x + 110, P.y + 162, C.gold, 45),
  );
  S.add(
    rect(P.x + 14, P.y + 236, P.w - 28, 92, 16, C.bg2, { stroke: C.line, strokeWidth: 1.5 }),
    skel(P.x + 32, P.y + 256, 130, 12, C.ink, 0.9),
    skel(P.x + 32, P.y + 280, 90, 8),
    ring(P.x + P.w - 56, P.y + 282, 24, 6, 0.68, C.teal, C.bg0),
  );
  [C.teal, C.teal, C.gold, C.line].forEach((c, i) => {
    const ry = P.y + 354 + i * 54;
    S.add(
      circle(P.x + 34, ry + 12, 8, c),
      i < 3 ? line(P.x + 34, ry + 22, P.x + 34, ry + 50, C.line, 2) : "",
      skel(P.x + 56, ry + 2, 140 - i * 12, 9, C.sky, 0.75),
      skel(P.x + 56, ry + 18, 80, 7),
    );
  });
  // alert chip
  S.add(
    panel(760, 830, 330, 86, { fill: C.bg1 }),
    circle(806, 873, 22, C.coral, { opacity: 0.22 }),
    p("M806 860l12 22h-24z", { fill: C.coral }),
    skel(842, 858, 200, 10, C.ink, 0.85),
    skel(842, 880, 140, 8),
  );
  return S;
}

function fleetDispatch() {
  speak(VOICES.fleet);
  const S = new Scene(1200, 800);
  backdrop(S, {
    glows: [
      { x: 1100, y: 100, r: 500, color: C.gold, op: 0.12 },
      { x: 100, y: 700, r: 500, color: C.blue, op: 0.25 },
    ],
  });
  const B = browser(50, 60, 1100, 680);
  S.add(B.svg);
  const mw = B.w * 0.62;
  S.add(cityMap(S, B.x, B.y, mw, B.h, 77, { block: 80, angle: 8, r: 0 }));
  S.add(
    stroke(
      smooth([
        [B.x + 60, B.y + 540],
        [B.x + 200, B.y + 430],
        [B.x + 360, B.y + 400],
        [B.x + 520, B.y + 200],
      ]),
      C.teal,
      5,
      { filter: "url(#glow)" },
    ),
  );
  S.add(
    stroke(
      smooth([
        [B.x + 120, B.y + 120],
        [B.x + 260, B.y + 220],
        [B.x + 420, B.y + 250],
        [B.x + 620, B.y + 470],
      ]),
      C.gold,
      4,
      { strokeDasharray: "2 12", opacity: 0.9 },
    ),
  );
  S.add(
    vehicle(B.x + 210, B.y + 425, C.gold, 60),
    vehicle(B.x + 440, B.y + 260, C.sky, 110),
    vehicle(B.x + 150, B.y + 200, C.coral, -30),
    vehicle(B.x + 560, B.y + 560, C.gold, 200),
  );
  S.add(
    p(`M${B.x + 300} ${B.y + 480}l120 -40l60 90l-110 60z`, {
      fill: C.blue,
      opacity: 0.12,
      stroke: C.blue,
      strokeWidth: 2,
      strokeDasharray: "8 8",
    }),
  );
  const lx = B.x + mw;
  const lw = B.w - mw;
  S.add(
    rect(lx, B.y, lw, B.h - 18, 0, C.bg1),
    mark(S, lx + 22, B.y + 22, 30, FLEET.colors, FLEET.shape),
    label(lx + 62, B.y + 45, FLEET.name, { size: 18 }),
  );
  const states = [C.teal, C.gold, C.teal, C.coral, C.teal, C.sky, C.teal];
  states.forEach((c, i) => {
    const ry = B.y + 76 + i * 76;
    S.add(
      rect(lx + 16, ry, lw - 32, 64, 12, i === 1 ? C.bg2 : C.bg0, {
        opacity: i === 1 ? 1 : 0.5,
        stroke: i === 1 ? C.gold : "none",
        strokeWidth: 1.5,
      }),
      circle(lx + 40, ry + 32, 8, c),
      skel(lx + 60, ry + 18, 120, 9, C.sky, 0.8),
      skel(lx + 60, ry + 36, 80, 8),
      rect(lx + lw - 100, ry + 22, 70, 20, 10, c, { opacity: 0.25 }),
    );
  });
  return S;
}

function fleetTelematics() {
  speak(VOICES.fleet);
  const S = new Scene(1200, 800);
  backdrop(S, {
    glows: [
      { x: 300, y: 420, r: 420, color: C.teal, op: 0.22 },
      { x: 950, y: 380, r: 520, color: C.blue, op: 0.18 },
    ],
    grid: 50,
  });
  // device
  const dx = 110;
  const dy = 300;
  S.add(
    circle(dx + 130, dy + 100, 180, "none", { stroke: C.teal, strokeWidth: 2, opacity: 0.25 }),
    circle(dx + 130, dy + 100, 250, "none", { stroke: C.teal, strokeWidth: 2, opacity: 0.12 }),
    line(dx + 210, dy - 10, dx + 240, dy - 120, C.line, 8),
    circle(dx + 240, dy - 124, 10, C.gold),
    rect(
      dx,
      dy,
      260,
      200,
      28,
      S.linear([
        [0, C.bg2],
        [1, C.bg1],
      ]),
      { stroke: C.line, strokeWidth: 3, filter: "url(#shadow)" },
    ),
    rect(dx + 24, dy + 24, 212, 90, 14, C.bg0),
    pulse(dx + 36, dy + 78, 188, 40, C.teal, 3),
    [C.teal, C.gold, C.coral].map((c, i) => circle(dx + 44 + i * 34, dy + 150, 9, c)),
    rect(dx + 160, dy + 138, 76, 26, 8, C.bg0),
  );
  // links to gauges
  const targets = [
    [560, 170],
    [560, 400],
    [560, 630],
  ];
  targets.forEach(([tx, ty]) =>
    S.add(
      stroke(`M${dx + 260} ${dy + 100}C${dx + 380} ${dy + 100} ${tx - 140} ${ty} ${tx} ${ty}`, C.teal, 2.5, {
        strokeDasharray: "4 10",
        opacity: 0.8,
      }),
    ),
  );
  // gauges
  S.add(
    panel(560, 80, 560, 190, { fill: C.bg1 }),
    skel(590, 106, 140, 10, C.ink, 0.8),
    lineChart(S, 590, 140, 500, 110, [0.3, 0.42, 0.38, 0.55, 0.5, 0.62, 0.58, 0.72, 0.66, 0.8], { color: C.teal }),
  );
  S.add(
    panel(560, 305, 270, 190, { fill: C.bg1 }),
    stroke("M610 460a85 85 0 0 1 170 0", C.bg2, 18),
    stroke("M610 460a85 85 0 0 1 130 -67", C.gold, 18),
    line(695, 460, 745, 410, C.ink, 5),
    circle(695, 460, 10, C.ink),
  );
  S.add(
    panel(850, 305, 270, 190, { fill: C.bg1 }),
    bars(880, 340, 210, 130, [0.4, 0.7, 0.55, 0.9, 0.6, 0.75], {
      colors: [C.blue, C.blue, C.blue, C.coral, C.blue, C.blue],
    }),
  );
  S.add(panel(560, 530, 560, 190, { fill: C.bg1 }));
  for (let i = 0; i < 4; i += 1)
    S.add(
      ring(640 + i * 132, 625, 42, 10, [0.82, 0.64, 0.91, 0.47][i], [C.teal, C.blue, C.teal, C.gold][i]),
      skel(614 + i * 132, 686, 52, 8),
    );
  return S;
}

function fleetDriver() {
  speak(VOICES.fleet);
  const S = new Scene(1200, 800);
  backdrop(S, {
    glows: [
      { x: 600, y: 800, r: 640, color: C.gold, op: 0.14 },
      { x: 600, y: 100, r: 500, color: C.blue, op: 0.2 },
    ],
  });
  const A = phone(240, 90, 300, 620);
  S.add(
    A.svg,
    mark(S, A.x + 18, A.y + 48, 28, FLEET.colors, FLEET.shape),
    label(A.x + 56, A.y + 69, FLEET.name, { size: 17 }),
  );
  for (let i = 0; i < 6; i += 1) {
    const ry = A.y + 104 + i * 66;
    S.add(
      rect(A.x + 14, ry, A.w - 28, 54, 12, C.bg2),
      i < 4
        ? checkMark(A.x + 42, ry + 27, 13)
        : rect(A.x + 29, ry + 14, 26, 26, 7, "none", { stroke: C.line, strokeWidth: 3 }),
      skel(A.x + 70, ry + 16, 150 - (i % 3) * 20, 9, C.sky, 0.75),
      skel(A.x + 70, ry + 32, 80, 7),
    );
  }
  S.add(
    rect(A.x + 14, A.y + A.h - 70, A.w - 28, 50, 14, C.gold),
    skel(A.x + A.w / 2 - 50, A.y + A.h - 50, 100, 10, C.bg0, 0.8),
  );
  const Bp = phone(660, 90, 300, 620);
  S.add(Bp.svg, skel(Bp.x + 20, Bp.y + 58, 140, 12, C.ink, 0.85));
  const photo = S.clip(rect(Bp.x + 14, Bp.y + 90, Bp.w - 28, 200, 14, "#000"));
  S.add(
    g(
      [
        rect(
          Bp.x + 14,
          Bp.y + 90,
          Bp.w - 28,
          200,
          0,
          S.linear(
            [
              [0, C.blue],
              [1, C.bg2],
            ],
            [0, 0, 0, 1],
          ),
        ),
        product(S, Bp.x + Bp.w / 2 - 30, Bp.y + 200, 70, "box", C.gold),
        product(S, Bp.x + Bp.w / 2 + 60, Bp.y + 222, 46, "box", C.coral),
        rect(Bp.x + 14, Bp.y + 260, Bp.w - 28, 30, 0, C.bg1),
      ],
      { clipPath: photo },
    ),
    rect(Bp.x + 14, Bp.y + 310, Bp.w - 28, 180, 14, C.bg2),
    stroke(`M${Bp.x + 40} ${Bp.y + 430}c30 -70 50 -70 60 -10s30 40 50 -30s40 -50 50 10s30 30 60 -20`, C.ink, 4),
    line(Bp.x + 34, Bp.y + 456, Bp.x + Bp.w - 34, Bp.y + 456, C.line, 2),
    rect(Bp.x + 14, Bp.y + Bp.h - 70, Bp.w - 28, 50, 14, C.teal),
    checkMark(Bp.x + Bp.w / 2, Bp.y + Bp.h - 45, 14, C.bg0, C.teal),
  );
  return S;
}

/* ------------------------------------------------------------ ledgerly */

const LEDGER = { colors: [C.blue, C.teal], shape: "ring", name: "Ledgerly" };

function ledgerHero() {
  speak(VOICES.ledger);
  const S = new Scene(1600, 1000);
  backdrop(S, {
    glows: [
      { x: 1450, y: 900, r: 700, color: C.teal, op: 0.2 },
      { x: 220, y: 100, r: 620, color: C.blue, op: 0.3 },
      { x: 1300, y: 120, r: 320, color: C.gold, op: 0.1 },
    ],
  });
  const B = browser(120, 110, 1160, 780);
  S.add(B.svg, sidebar(S, B.x, B.y, 200, B.h - 18, { colors: LEDGER.colors, shape: LEDGER.shape, active: 0, rows: 7 }));
  const x0 = B.x + 232;
  const w0 = B.w - 262;
  S.add(
    label(x0, B.y + 50, LEDGER.name, { size: 24 }),
    rect(x0 + w0 - 150, B.y + 26, 150, 36, 18, C.blue),
    skel(x0 + w0 - 115, B.y + 40, 80, 9, C.ink, 0.9),
  );
  const cw = (w0 - 48) / 4;
  [C.teal, C.blue, C.gold, C.coral].forEach((c, i) =>
    S.add(
      rect(x0 + i * (cw + 16), B.y + 84, cw, 104, 14, C.bg2),
      rect(x0 + i * (cw + 16) + 18, B.y + 102, 28, 28, 8, c, { opacity: 0.25 }),
      circle(x0 + i * (cw + 16) + 32, B.y + 116, 6, c),
      skel(x0 + i * (cw + 16) + 58, B.y + 110, cw * 0.35, 8),
      skel(x0 + i * (cw + 16) + 18, B.y + 146, cw * 0.6, 16, C.ink, 0.85),
    ),
  );
  // cash flow
  const cy = B.y + 210;
  const chW = w0 * 0.64;
  S.add(panel(x0, cy, chW, 280, { fill: C.bg2, shadow: false, r: 14 }), skel(x0 + 22, cy + 24, 140, 10, C.ink, 0.8));
  for (let i = 0; i < 4; i += 1)
    S.add(line(x0 + 22, cy + 76 + i * 52, x0 + chW - 22, cy + 76 + i * 52, C.line, 1, { opacity: 0.6 }));
  S.add(
    lineChart(
      S,
      x0 + 22,
      cy + 66,
      chW - 44,
      180,
      [0.25, 0.32, 0.3, 0.45, 0.42, 0.58, 0.55, 0.68, 0.64, 0.8, 0.78, 0.9],
      { color: C.blue },
    ),
    lineChart(
      S,
      x0 + 22,
      cy + 66,
      chW - 44,
      180,
      [0.15, 0.2, 0.26, 0.22, 0.3, 0.28, 0.38, 0.34, 0.42, 0.4, 0.5, 0.47],
      { color: C.teal, area: false, width: 3 },
    ),
  );
  // donut
  const dx = x0 + chW + 20;
  const dw = w0 - chW - 20;
  S.add(
    panel(dx, cy, dw, 280, { fill: C.bg2, shadow: false, r: 14 }),
    donut(dx + dw / 2, cy + 120, 74, 24, [
      [0.38, C.blue],
      [0.24, C.teal],
      [0.2, C.gold],
      [0.18, C.coral],
    ]),
  );
  [C.blue, C.teal, C.gold, C.coral].forEach((c, i) =>
    S.add(
      circle(dx + 30 + (i % 2) * (dw / 2), cy + 228 + Math.floor(i / 2) * 24, 6, c),
      skel(dx + 44 + (i % 2) * (dw / 2), cy + 224 + Math.floor(i / 2) * 24, dw / 2 - 70, 8),
    ),
  );
  // transactions
  const ty = cy + 296;
  S.add(panel(x0, ty, w0, B.y + B.h - ty - 24, { fill: C.bg2, shadow: false, r: 14 }));
  for (let i = 0; i < 4; i += 1) {
    const ry = ty + 20 + i * 46;
    const c = [C.teal, C.coral, C.blue, C.gold][i];
    S.add(
      rect(x0 + 20, ry, 36, 36, 10, c, { opacity: 0.22 }),
      circle(x0 + 38, ry + 18, 6, c),
      skel(x0 + 72, ry + 6, 180 - i * 20, 9, C.sky, 0.8),
      skel(x0 + 72, ry + 22, 100, 7),
      rect(x0 + w0 * 0.55, ry + 8, 90, 20, 10, c, { opacity: 0.2 }),
      skel(x0 + w0 - 130, ry + 12, 100, 11, i === 1 ? C.coral : C.ink, 0.85),
    );
  }
  // floating paid card
  S.add(
    panel(1200, 160, 320, 150, { fill: C.bg1 }),
    checkMark(1252, 214, 24),
    skel(1292, 198, 170, 11, C.ink, 0.9),
    skel(1292, 222, 110, 8),
    rect(1228, 262, 264, 12, 6, C.bg2),
    rect(1228, 262, 264, 12, 6, C.teal, { opacity: 0.9 }),
  );
  S.add(
    panel(1180, 700, 320, 150, { fill: C.bg1 }),
    bars(1210, 730, 260, 90, [0.5, 0.7, 0.4, 0.85, 0.6, 0.95], { colors: [C.blue, C.teal] }),
  );
  return S;
}

function ledgerReconcile() {
  speak(VOICES.ledger);
  const S = new Scene(1200, 800);
  backdrop(S, {
    glows: [
      { x: 600, y: 400, r: 520, color: C.teal, op: 0.16 },
      { x: 1150, y: 50, r: 400, color: C.blue, op: 0.22 },
    ],
  });
  const L = { x: 90, y: 110, w: 380 };
  const Rt = { x: 730, y: 110, w: 380 };
  S.add(panel(L.x, L.y, L.w, 590, { fill: C.bg1 }), panel(Rt.x, Rt.y, Rt.w, 590, { fill: C.bg1 }));
  S.add(
    rect(L.x + 24, L.y + 24, 40, 40, 12, C.blue, { opacity: 0.25 }),
    skel(L.x + 80, L.y + 38, 140, 11, C.ink, 0.85),
    mark(S, Rt.x + 24, Rt.y + 24, 40, LEDGER.colors, LEDGER.shape),
    skel(Rt.x + 80, Rt.y + 38, 140, 11, C.ink, 0.85),
  );
  const rows = 7;
  const matched = [
    [0, 1],
    [1, 0],
    [2, 3],
    [3, 2],
    [5, 4],
    [6, 6],
  ];
  for (let i = 0; i < rows; i += 1) {
    const ly = L.y + 90 + i * 68;
    const unmatched = i === 4;
    S.add(
      rect(L.x + 16, ly, L.w - 32, 56, 12, C.bg2, { stroke: unmatched ? C.coral : "none", strokeWidth: 2 }),
      skel(L.x + 36, ly + 16, 130, 9, C.sky, 0.75),
      skel(L.x + 36, ly + 33, 80, 7),
      skel(L.x + L.w - 120, ly + 22, 80, 11, unmatched ? C.coral : C.ink, 0.85),
    );
    S.add(
      rect(Rt.x + 16, ly, Rt.w - 32, 56, 12, C.bg2),
      skel(Rt.x + 36, ly + 16, 120, 9, C.sky, 0.75),
      skel(Rt.x + 36, ly + 33, 90, 7),
      skel(Rt.x + Rt.w - 120, ly + 22, 80, 11, C.ink, 0.85),
    );
  }
  matched.forEach(([a, b]) => {
    const y1 = L.y + 118 + a * 68;
    const y2 = Rt.y + 118 + b * 68;
    S.add(
      stroke(`M${L.x + L.w} ${y1}C${L.x + L.w + 130} ${y1} ${Rt.x - 130} ${y2} ${Rt.x} ${y2}`, C.teal, 3, {
        opacity: 0.75,
      }),
      circle(L.x + L.w, y1, 6, C.teal),
      circle(Rt.x, y2, 6, C.teal),
    );
  });
  S.add(
    checkMark(600, 118 + 110 + 3 * 68 - 40, 26),
    circle(600, 118 + 110 + 4 * 68 + 20, 24, C.coral, { opacity: 0.2 }),
    p(`M600 ${118 + 110 + 4 * 68 + 8}v14m0 8v2`, { stroke: C.coral, strokeWidth: 5, strokeLinecap: "round" }),
  );
  return S;
}

function ledgerInvoices() {
  speak(VOICES.ledger);
  const S = new Scene(1200, 800);
  backdrop(S, {
    glows: [
      { x: 300, y: 200, r: 500, color: C.blue, op: 0.24 },
      { x: 950, y: 650, r: 500, color: C.gold, op: 0.12 },
    ],
    grid: 60,
  });
  const cards = [
    { x: 250, y: 170, rot: -9, status: C.gold },
    { x: 470, y: 130, rot: 0, status: C.teal },
    { x: 690, y: 170, rot: 9, status: C.coral },
  ];
  cards.forEach(({ x, y, rot, status }, k) => {
    const w = 300;
    const h = 460;
    const parts = [
      panel(0, 0, w, h, { fill: k === 1 ? C.bg2 : C.bg1, r: 20 }),
      mark(S, 24, 24, 36, LEDGER.colors, LEDGER.shape),
      rect(w - 110, 28, 86, 26, 13, status, { opacity: 0.85 }),
      skel(24, 86, 150, 12, C.ink, 0.85),
      skel(24, 108, 100, 8),
      line(24, 140, w - 24, 140, C.line, 1.5),
    ];
    for (let i = 0; i < 5; i += 1)
      parts.push(skel(24, 164 + i * 40, 120 + ((i * 31) % 50), 9, C.sky, 0.7), skel(w - 84, 164 + i * 40, 60, 9));
    parts.push(line(24, 370, w - 24, 370, C.line, 1.5), skel(24, 394, 70, 10), skel(w - 134, 390, 110, 16, C.ink, 0.9));
    S.add(g(parts, { transform: `translate(${x} ${y}) rotate(${rot} ${w / 2} ${h})` }));
  });
  S.add(
    panel(880, 560, 240, 120, { fill: C.bg1 }),
    ring(940, 620, 34, 10, 0.78, C.teal),
    skel(990, 604, 100, 10, C.ink, 0.85),
    skel(990, 626, 70, 8),
  );
  return S;
}

function ledgerReports() {
  speak(VOICES.ledger);
  const S = new Scene(1200, 800);
  backdrop(S, {
    glows: [
      { x: 1100, y: 700, r: 560, color: C.blue, op: 0.24 },
      { x: 100, y: 100, r: 420, color: C.teal, op: 0.16 },
    ],
  });
  S.add(panel(70, 70, 640, 380, { fill: C.bg1 }), skel(100, 100, 160, 11, C.ink, 0.85));
  const vals = [0.5, 0.62, 0.55, 0.72, 0.68, 0.8, 0.76, 0.9];
  vals.forEach((v, i) => {
    const bx = 110 + i * 72;
    S.add(
      rect(bx, 400 - v * 240, 40, v * 240 * 0.6, 6, C.blue),
      rect(bx, 400 - v * 240 * 0.4, 40, v * 240 * 0.4, 6, C.teal),
    );
  });
  S.add(stroke(smooth(vals.map((v, i) => [130 + i * 72, 400 - v * 240 - 30])), C.gold, 3, { strokeDasharray: "3 9" }));
  S.add(
    panel(740, 70, 390, 380, { fill: C.bg1 }),
    stroke("M815 330a120 120 0 0 1 240 0", C.bg2, 26),
    stroke(
      "M815 330a120 120 0 0 1 205 -85",
      S.linearAt(
        [
          [0, C.coral],
          [0.5, C.gold],
          [1, C.teal],
        ],
        815,
        330,
        1055,
        330,
      ),
      26,
    ),
    circle(935, 330, 12, C.ink),
    line(935, 330, 1010, 262, C.ink, 5),
    skel(870, 380, 130, 12, C.ink, 0.85),
  );
  S.add(panel(70, 480, 1060, 250, { fill: C.bg1 }), skel(100, 508, 180, 11, C.ink, 0.85));
  S.add(
    lineChart(S, 100, 550, 1000, 150, [0.2, 0.3, 0.28, 0.4, 0.36, 0.5, 0.6, 0.55, 0.7, 0.66, 0.78, 0.85, 0.8, 0.92], {
      color: C.teal,
    }),
    lineChart(
      S,
      100,
      550,
      1000,
      150,
      [0.3, 0.28, 0.35, 0.33, 0.4, 0.38, 0.42, 0.47, 0.45, 0.5, 0.52, 0.5, 0.56, 0.58],
      { color: C.coral, area: false, width: 3 },
    ),
  );
  return S;
}

/* ---------------------------------------------------------- casebridge */

const CASE = { colors: [C.sky, C.blue], shape: "diamond", name: "CaseBridge" };

function kanbanCard(x, y, w, tags, { avatars = 1, seed = 1 } = {}) {
  const R = rng(seed);
  const h = 96 + Math.floor(R() * 2) * 18;
  const out = [rect(x, y, w, h, 12, C.bg2, { stroke: C.line, strokeWidth: 1 })];
  tags.forEach((c, i) => out.push(rect(x + 14 + i * 50, y + 14, 42, 12, 6, c, { opacity: 0.85 })));
  out.push(skel(x + 14, y + 40, w * (0.6 + R() * 0.25), 9, C.ink, 0.8), skel(x + 14, y + 58, w * 0.45, 8));
  if (h > 100) out.push(skel(x + 14, y + 74, w * 0.55, 8));
  for (let i = 0; i < avatars; i += 1)
    out.push(
      circle(x + w - 26 - i * 18, y + h - 22, 11, [C.gold, C.teal, C.coral][i], { stroke: C.bg2, strokeWidth: 3 }),
    );
  out.push(rect(x + 14, y + h - 28, 50, 12, 6, C.line));
  return { svg: out.join(""), h };
}

function caseHero() {
  speak(VOICES.legal);
  const S = new Scene(1600, 1000);
  backdrop(S, {
    glows: [
      { x: 1500, y: 200, r: 620, color: C.sky, op: 0.2 },
      { x: 100, y: 900, r: 650, color: C.blue, op: 0.28 },
      { x: 800, y: 960, r: 380, color: C.gold, op: 0.08 },
    ],
  });
  const B = browser(90, 110, 1080, 790);
  S.add(
    B.svg,
    mark(S, B.x + 26, B.y + 22, 38, CASE.colors, CASE.shape),
    label(B.x + 78, B.y + 50, CASE.name, { size: 24 }),
  );
  [C.teal, C.gold, C.coral].forEach((c, i) =>
    S.add(circle(B.x + B.w - 140 + i * 34, B.y + 42, 16, c, { stroke: C.bg1, strokeWidth: 3 })),
  );
  const cols = 4;
  const colW = (B.w - 40 - (cols - 1) * 18) / cols;
  const heads = [C.sky, C.gold, C.teal, C.coral];
  const tagSets = [
    [[C.blue], [C.coral, C.blue], [C.teal]],
    [[C.gold], [C.blue, C.gold], [C.coral], [C.teal]],
    [[C.teal, C.blue], [C.gold]],
    [[C.coral], [C.teal, C.gold]],
  ];
  for (let c = 0; c < cols; c += 1) {
    const x = B.x + 20 + c * (colW + 18);
    S.add(
      rect(x, B.y + 82, colW, B.h - 110, 14, C.bg0, { opacity: 0.55 }),
      circle(x + 20, B.y + 106, 6, heads[c]),
      skel(x + 34, B.y + 101, colW * 0.45, 10, C.sky, 0.8),
      rect(x + colW - 44, B.y + 96, 28, 20, 10, C.line),
    );
    let y = B.y + 134;
    tagSets[c].forEach((tags, i) => {
      const card = kanbanCard(x + 10, y, colW - 20, tags, { avatars: 1 + ((c + i) % 3), seed: c * 10 + i + 3 });
      if (y + card.h < B.y + B.h - 40) S.add(card.svg);
      y += card.h + 14;
    });
  }
  // dragged card
  S.add(
    g(kanbanCard(0, 0, colW - 20, [C.gold, C.coral], { avatars: 2, seed: 99 }).svg, {
      transform: `translate(${B.x + 20 + colW + 60} ${B.y + 560}) rotate(-5)`,
      filter: "url(#shadow)",
    }),
  );
  // document panel
  const dx = 1070;
  const dy = 230;
  S.add(panel(dx + 26, dy - 26, 420, 600, { fill: C.bg2, opacity: 0.6 }), panel(dx, dy, 420, 620, { fill: C.bg1 }));
  S.add(
    rect(dx + 30, dy + 30, 56, 70, 8, C.sky, { opacity: 0.2 }),
    p(`M${dx + 70} ${dy + 30}v20h16`, { fill: "none", stroke: C.sky, strokeWidth: 2 }),
    skel(dx + 104, dy + 44, 200, 12, C.ink, 0.9),
    skel(dx + 104, dy + 68, 130, 8),
  );
  const widths = [340, 360, 300, 350, 200, 0, 355, 330, 360, 240, 0, 340, 310, 280];
  widths.forEach((w, i) => {
    if (!w) return;
    const ly = dy + 140 + i * 30;
    if (i === 2 || i === 7) S.add(rect(dx + 26, ly - 6, w * 0.7 + 8, 22, 5, C.gold, { opacity: 0.28 }));
    S.add(skel(dx + 30, ly, w, 9, i === 2 || i === 7 ? C.gold : C.line, i === 2 || i === 7 ? 0.9 : 1));
    if (i === 8) S.add(rect(dx + 30 + w * 0.3, ly - 3, w * 0.4, 15, 3, C.deep));
  });
  S.add(
    rect(dx + 240, dy + 130 + 7 * 30, 150, 60, 12, C.bg2, { stroke: C.gold, strokeWidth: 1.5, filter: "url(#shadow)" }),
    circle(dx + 262, dy + 160 + 7 * 30, 10, C.gold),
    skel(dx + 280, dy + 150 + 7 * 30, 96, 8, C.ink, 0.8),
    skel(dx + 280, dy + 166 + 7 * 30, 70, 7),
  );
  return S;
}

function caseTimeline() {
  speak(VOICES.legal);
  const S = new Scene(1200, 800);
  backdrop(S, {
    glows: [
      { x: 600, y: 400, r: 600, color: C.blue, op: 0.2 },
      { x: 1100, y: 700, r: 380, color: C.gold, op: 0.1 },
    ],
    grid: 60,
  });
  const y = 410;
  S.add(line(80, y, 1120, y, C.line, 4), line(80, y, 700, y, C.sky, 4));
  const stops = [130, 300, 470, 640, 810, 980];
  stops.forEach((x, i) => {
    const done = i < 3;
    const current = i === 3;
    const above = i % 2 === 0;
    const cy = above ? y - 210 : y + 60;
    S.add(line(x, y, x, above ? cy + 150 : cy, C.line, 2, { strokeDasharray: "4 6" }));
    S.add(
      panel(x - 85, cy, 170, 150, { fill: current ? C.bg2 : C.bg1, border: current ? C.gold : C.line }),
      rect(x - 65, cy + 20, 44, 12, 6, [C.sky, C.teal, C.coral, C.gold, C.blue, C.teal][i], { opacity: 0.85 }),
      skel(x - 65, cy + 50, 120, 9, C.ink, 0.8),
      skel(x - 65, cy + 70, 90, 8),
      skel(x - 65, cy + 88, 105, 8),
      circle(x + 48, cy + 120, 11, [C.gold, C.teal, C.coral][i % 3]),
      circle(x + 30, cy + 120, 11, C.sky, { stroke: C.bg1, strokeWidth: 3 }),
    );
    if (current) S.add(circle(x, y, 26, C.gold, { opacity: 0.2 }), circle(x, y, 14, C.gold));
    else if (done) S.add(checkMark(x, y, 14, C.sky));
    else S.add(circle(x, y, 12, C.bg0, { stroke: C.line, strokeWidth: 4 }));
  });
  S.add(mark(S, 60, 50, 44, CASE.colors, CASE.shape), label(118, 82, CASE.name, { size: 26 }));
  return S;
}

function caseReview() {
  speak(VOICES.legal);
  const S = new Scene(1200, 800);
  backdrop(S, {
    glows: [
      { x: 200, y: 600, r: 500, color: C.sky, op: 0.16 },
      { x: 1000, y: 150, r: 460, color: C.coral, op: 0.1 },
    ],
  });
  const B = browser(60, 60, 1080, 680);
  S.add(B.svg);
  // thumbnails
  for (let i = 0; i < 5; i += 1)
    S.add(
      rect(B.x + 20, B.y + 24 + i * 118, 86, 104, 8, i === 1 ? C.bg2 : C.bg0, {
        stroke: i === 1 ? C.sky : C.line,
        strokeWidth: 2,
      }),
      para(B.x + 32, B.y + 44 + i * 118, [60, 50, 62, 40], { h: 5, gap: 14 }),
    );
  // page
  const px = B.x + 140;
  const pw = 560;
  S.add(rect(px, B.y + 24, pw, B.h - 48, 10, "#d9e6ff", { opacity: 0.95 }));
  const lines = 17;
  for (let i = 0; i < lines; i += 1) {
    const ly = B.y + 70 + i * 30;
    const w = i % 6 === 5 ? 260 : 470 - ((i * 53) % 80);
    if (i === 3 || i === 10) S.add(rect(px + 36, ly - 6, w * 0.6, 20, 4, C.gold, { opacity: 0.55 }));
    S.add(skel(px + 40, ly, w, 8, C.line, 0.55));
    if (i === 6 || i === 13) S.add(rect(px + 40 + w * 0.25, ly - 4, w * 0.45, 16, 3, C.bg0));
  }
  // side notes
  const nx = px + pw + 30;
  const nw = B.x + B.w - 24 - nx;
  [
    [C.gold, 120],
    [C.coral, 100],
    [C.teal, 130],
  ].forEach(([c, h], i) => {
    const ny = B.y + 24 + i * 150;
    S.add(
      rect(nx, ny, nw, h, 14, C.bg2, { stroke: c, strokeWidth: 1.5 }),
      avatar(S, nx + 32, ny + 32, 16, { bg: c, skin: C.bg1, shirt: C.ink }),
      skel(nx + 58, ny + 26, 120, 9, C.ink, 0.8),
      para(nx + 20, ny + 62, [nw - 50, nw - 90].slice(0, h > 110 ? 2 : 1), { h: 8, gap: 20 }),
    );
  });
  S.add(rect(nx, B.y + B.h - 80, nw, 52, 14, C.sky), skel(nx + nw / 2 - 60, B.y + B.h - 59, 120, 10, C.bg0, 0.8));
  return S;
}

function caseDeadlines() {
  speak(VOICES.legal);
  const S = new Scene(1200, 800);
  backdrop(S, {
    glows: [
      { x: 1050, y: 650, r: 500, color: C.blue, op: 0.24 },
      { x: 150, y: 120, r: 400, color: C.teal, op: 0.14 },
    ],
  });
  S.add(
    panel(70, 80, 700, 640, { fill: C.bg1 }),
    mark(S, 100, 108, 36, CASE.colors, CASE.shape),
    skel(150, 120, 160, 12, C.ink, 0.85),
  );
  const cell = 88;
  const gx = 104;
  const gy = 200;
  for (let c = 0; c < 7; c += 1) S.add(skel(gx + c * cell + 24, gy - 26, 36, 8, C.sky, 0.7));
  const R = rng(31);
  for (let r = 0; r < 5; r += 1)
    for (let c = 0; c < 7; c += 1) {
      const x = gx + c * cell;
      const y = gy + r * cell * 0.98;
      const today = r === 2 && c === 3;
      S.add(
        rect(x + 4, y + 4, cell - 8, cell - 12, 12, today ? C.bg2 : C.bg0, {
          opacity: today ? 1 : 0.55,
          stroke: today ? C.gold : "none",
          strokeWidth: 2,
        }),
        skel(x + 14, y + 14, 16, 7, C.line),
      );
      const k = R();
      if (k > 0.55)
        S.add(
          rect(x + 12, y + 42, cell - 24, 10, 5, [C.coral, C.gold, C.teal, C.sky][Math.floor(R() * 4)], {
            opacity: 0.85,
          }),
        );
      if (k > 0.82) S.add(rect(x + 12, y + 58, cell - 40, 10, 5, C.blue, { opacity: 0.8 }));
    }
  S.add(
    panel(810, 80, 320, 300, { fill: C.bg2 }),
    ring(970, 220, 92, 18, 0.7, C.coral, C.bg0),
    ring(970, 220, 64, 14, 0.45, C.gold, C.bg0),
    skel(922, 212, 96, 16, C.ink, 0.9),
  );
  S.add(panel(810, 410, 320, 310, { fill: C.bg2 }));
  [C.coral, C.gold, C.teal, C.sky].forEach((c, i) =>
    S.add(
      rect(834, 436 + i * 68, 6, 48, 3, c),
      skel(854, 444 + i * 68, 180, 9, C.ink, 0.8),
      skel(854, 464 + i * 68, 110, 8),
    ),
  );
  return S;
}

/* ----------------------------------------------------------- nestquest */

const NEST = { colors: [C.coral, C.gold], shape: "roof", name: "NestQuest" };

function priceTag(x, y, color = C.ink, w = 84) {
  return [
    p(`M${n(x - 8)} ${n(y - 10)}l8 10l8 -10z`, { fill: color }),
    rect(x - w / 2, y - 44, w, 36, 18, color, { filter: "url(#shadow)" }),
    skel(x - w / 2 + 16, y - 31, w - 32, 10, color === C.ink ? C.bg1 : C.bg0, 0.75),
  ].join("");
}

function nestHero() {
  speak(VOICES.homes);
  const S = new Scene(1600, 1000);
  backdrop(S, {
    glows: [
      { x: 1500, y: 880, r: 620, color: C.coral, op: 0.16 },
      { x: 500, y: 80, r: 620, color: C.blue, op: 0.22 },
    ],
  });
  S.add(
    rect(70, 80, 860, 840, 28, C.bg1, { filter: "url(#shadow)" }),
    cityMap(S, 70, 80, 860, 840, 128, { r: 28, angle: 22, block: 96 }),
  );
  S.add(
    p("M250 340l200 -80l180 110l-40 220l-260 40z", {
      fill: C.coral,
      opacity: 0.1,
      stroke: C.coral,
      strokeWidth: 3,
      strokeDasharray: "10 8",
    }),
  );
  [
    [300, 420, C.ink],
    [470, 330, C.coral],
    [560, 520, C.ink],
    [380, 600, C.ink],
    [720, 720, C.gold],
    [200, 780, C.ink],
    [760, 260, C.ink],
  ].forEach(([x, y, c]) => S.add(priceTag(x, y, c)));
  S.add(
    mark(S, 100, 110, 44, NEST.colors, NEST.shape),
    rect(96, 106, 230, 52, 26, C.bg0, { opacity: 0.0 }),
    label(158, 142, NEST.name, { size: 26 }),
  );
  // listing cards
  const lx = 970;
  [0, 1, 2].forEach((i) => {
    const y = 110 + i * 250;
    S.add(
      panel(lx, y, 560, 220, { fill: C.bg1 }),
      housePhoto(S, lx + 14, y + 14, 230, 192, i, { r: 12 }),
      skel(lx + 268, y + 34, 180, 14, C.ink, 0.9),
      skel(lx + 268, y + 62, 230, 9),
      skel(lx + 268, y + 82, 150, 9),
    );
    [0, 1, 2].forEach((k) =>
      S.add(
        rect(lx + 268 + k * 78, y + 116, 66, 28, 14, C.bg2),
        circle(lx + 284 + k * 78, y + 130, 6, [C.teal, C.sky, C.gold][k]),
      ),
    );
    S.add(skel(lx + 268, y + 172, 120, 16, C.coral, 0.9), heart(lx + 524, y + 40, 12, i === 0 ? C.coral : C.line));
  });
  // phone
  const P = phone(770, 520, 250, 440);
  S.add(
    P.svg,
    housePhoto(S, P.x, P.y, P.w, 190, 3, { r: 26 }),
    skel(P.x + 18, P.y + 212, 140, 12, C.ink, 0.9),
    skel(P.x + 18, P.y + 236, 100, 8),
    rect(P.x + 18, P.y + 262, P.w - 36, 56, 12, C.bg2),
    [0, 1, 2, 3].map((k) => rect(P.x + 28 + k * 50, P.y + 272, 40, 36, 8, k === 1 ? C.gold : C.bg1)),
    rect(P.x + 18, P.y + P.h - 72, P.w - 36, 48, 14, C.gold),
    skel(P.x + P.w / 2 - 45, P.y + P.h - 53, 90, 10, C.bg0, 0.8),
  );
  return S;
}

function nestGrid() {
  speak(VOICES.homes);
  const S = new Scene(1200, 800);
  backdrop(S, {
    glows: [
      { x: 600, y: 0, r: 600, color: C.coral, op: 0.12 },
      { x: 600, y: 800, r: 600, color: C.blue, op: 0.22 },
    ],
  });
  S.add(mark(S, 80, 40, 40, NEST.colors, NEST.shape), label(134, 70, NEST.name, { size: 24 }));
  [0, 1, 2, 3].forEach((k) =>
    S.add(
      rect(560 + k * 140, 42, 124, 36, 18, k === 0 ? C.coral : C.bg2, { opacity: k === 0 ? 0.9 : 1 }),
      skel(580 + k * 140, 56, 84, 8, k === 0 ? C.bg0 : C.sky, 0.8),
    ),
  );
  for (let i = 0; i < 6; i += 1) {
    const x = 80 + (i % 3) * 353;
    const y = 120 + Math.floor(i / 3) * 330;
    S.add(
      panel(x, y, 330, 305, { fill: C.bg1 }),
      housePhoto(S, x + 12, y + 12, 306, 180, i + 1, { r: 12 }),
      heart(x + 290, y + 42, 11, i === 2 ? C.coral : C.ink),
      skel(x + 22, y + 212, 130, 14, C.ink, 0.9),
      skel(x + 22, y + 238, 200, 8),
      [0, 1, 2].map((k) => [
        circle(x + 30 + k * 72, y + 272, 6, [C.teal, C.sky, C.gold][k]),
        skel(x + 42 + k * 72, y + 268, 40, 8),
      ]),
    );
  }
  return S;
}

function nestPhones() {
  speak(VOICES.homes);
  const S = new Scene(1200, 800);
  backdrop(S, {
    glows: [
      { x: 350, y: 400, r: 460, color: C.coral, op: 0.16 },
      { x: 880, y: 400, r: 460, color: C.teal, op: 0.16 },
    ],
    grid: 60,
  });
  // swipe stack
  const A = phone(210, 90, 300, 620);
  S.add(A.svg);
  S.add(
    g([rect(0, 0, A.w - 60, 380, 20, C.bg2)], {
      transform: `translate(${A.x + 38} ${A.y + 110}) rotate(6 ${(A.w - 60) / 2} 380)`,
    }),
  );
  S.add(
    rect(A.x + 22, A.y + 90, A.w - 44, 400, 20, C.bg1, { filter: "url(#shadow)" }),
    housePhoto(S, A.x + 22, A.y + 90, A.w - 44, 280, 4, { r: 20 }),
    skel(A.x + 42, A.y + 392, 150, 14, C.ink, 0.9),
    skel(A.x + 42, A.y + 420, 110, 8),
    skel(A.x + 42, A.y + 444, 160, 8),
  );
  S.add(
    circle(A.x + A.w / 2 - 70, A.y + 550, 32, C.bg2, { stroke: C.coral, strokeWidth: 3 }),
    stroke(`M${A.x + A.w / 2 - 80} ${A.y + 540}l20 20m0 -20l-20 20`, C.coral, 4),
    circle(A.x + A.w / 2 + 70, A.y + 550, 32, C.coral),
    heart(A.x + A.w / 2 + 70, A.y + 552, 14, C.bg0),
  );
  // tour booking
  const B = phone(690, 90, 300, 620);
  S.add(B.svg, housePhoto(S, B.x, B.y, B.w, 150, 2, { r: 26 }), skel(B.x + 18, B.y + 172, 150, 12, C.ink, 0.9));
  for (let i = 0; i < 5; i += 1)
    S.add(
      rect(B.x + 16 + i * 52, B.y + 206, 44, 64, 12, i === 2 ? C.teal : C.bg2),
      skel(B.x + 28 + i * 52, B.y + 220, 20, 7, i === 2 ? C.bg0 : C.line),
      skel(B.x + 26 + i * 52, B.y + 240, 24, 12, i === 2 ? C.bg0 : C.sky, 0.8),
    );
  for (let i = 0; i < 6; i += 1)
    S.add(
      rect(B.x + 16 + (i % 3) * 88, B.y + 290 + Math.floor(i / 3) * 50, 80, 38, 10, i === 4 ? C.gold : C.bg2, {
        stroke: i === 4 ? "none" : C.line,
        strokeWidth: 1,
      }),
      skel(B.x + 36 + (i % 3) * 88, B.y + 305 + Math.floor(i / 3) * 50, 40, 8, i === 4 ? C.bg0 : C.sky, 0.8),
    );
  S.add(
    rect(B.x + 16, B.y + 400, B.w - 32, 90, 14, C.bg2),
    avatar(S, B.x + 56, B.y + 445, 24, { bg: C.coral, skin: C.bg1, shirt: C.ink }),
    skel(B.x + 92, B.y + 430, 120, 10, C.ink, 0.8),
    skel(B.x + 92, B.y + 452, 80, 8),
    rect(B.x + 16, B.y + B.h - 70, B.w - 32, 50, 14, C.gold),
    skel(B.x + B.w / 2 - 50, B.y + B.h - 50, 100, 10, C.bg0, 0.8),
  );
  return S;
}

function nestAgent() {
  speak(VOICES.homes);
  const S = new Scene(1200, 800);
  backdrop(S, {
    glows: [
      { x: 100, y: 700, r: 500, color: C.gold, op: 0.12 },
      { x: 1100, y: 100, r: 500, color: C.blue, op: 0.24 },
    ],
  });
  const B = browser(60, 70, 1080, 660);
  S.add(
    B.svg,
    sidebar(S, B.x, B.y, 180, B.h - 18, { colors: NEST.colors, shape: NEST.shape, active: 2, accent: C.coral }),
  );
  const x0 = B.x + 210;
  // funnel
  S.add(
    panel(x0, B.y + 30, 400, 560, { fill: C.bg2, shadow: false, r: 14 }),
    skel(x0 + 24, B.y + 56, 130, 10, C.ink, 0.8),
  );
  const stages = [C.blue, C.sky, C.teal, C.gold, C.coral];
  stages.forEach((c, i) => {
    const top = 340 - i * 56;
    const bottom = 340 - (i + 1) * 56;
    const y = B.y + 100 + i * 92;
    S.add(p(`M${x0 + 200 - top / 2} ${y}h${top}l${-(top - bottom) / 2} 78h${-bottom}z`, { fill: c, opacity: 0.85 }));
  });
  // chart & leads
  const cx = x0 + 420;
  const cw = B.x + B.w - 24 - cx;
  S.add(
    panel(cx, B.y + 30, cw, 260, { fill: C.bg2, shadow: false, r: 14 }),
    skel(cx + 24, B.y + 56, 140, 10, C.ink, 0.8),
    lineChart(S, cx + 24, B.y + 100, cw - 48, 160, [0.3, 0.38, 0.34, 0.5, 0.46, 0.62, 0.58, 0.74, 0.7, 0.86], {
      color: C.coral,
    }),
  );
  S.add(panel(cx, B.y + 310, cw, 280, { fill: C.bg2, shadow: false, r: 14 }));
  for (let i = 0; i < 4; i += 1) {
    const ry = B.y + 330 + i * 64;
    S.add(
      avatar(S, cx + 44, ry + 26, 20, { bg: stages[i + 1], skin: C.bg1, shirt: C.ink }),
      skel(cx + 80, ry + 14, 140, 9, C.sky, 0.8),
      skel(cx + 80, ry + 32, 90, 8),
      housePhoto(S, cx + cw - 100, ry + 4, 76, 46, i, { r: 8 }),
    );
  }
  return S;
}

/* ------------------------------------------------------------ shopwave */

const SHOP = { colors: [C.blue, C.sky], shape: "wave", name: "ShopWave" };

function waves(S, y, w, color, count = 4, amp = 26) {
  const out = [];
  for (let i = 0; i < count; i += 1) {
    const pts = [];
    for (let x = -40; x <= w + 40; x += 80) pts.push([x, y + i * 22 + Math.sin(x / 140 + i * 0.9) * amp]);
    out.push(stroke(smooth(pts), color, 2.5, { opacity: 0.55 - i * 0.1 }));
  }
  return out.join("");
}

function shopHero() {
  speak(VOICES.shop);
  const S = new Scene(1600, 1000);
  backdrop(S, {
    glows: [
      { x: 300, y: 150, r: 620, color: C.blue, op: 0.28 },
      { x: 1450, y: 650, r: 600, color: C.coral, op: 0.14 },
    ],
  });
  S.add(waves(S, 900, 1600, C.sky, 4, 30));
  const B = browser(100, 90, 1120, 800);
  S.add(
    B.svg,
    mark(S, B.x + 28, B.y + 22, 34, SHOP.colors, SHOP.shape),
    label(B.x + 74, B.y + 47, SHOP.name, { size: 22 }),
  );
  [0, 1, 2, 3].forEach((k) => S.add(skel(B.x + 380 + k * 110, B.y + 36, 70, 9, C.sky, 0.7)));
  S.add(circle(B.x + B.w - 50, B.y + 40, 16, C.bg2), circle(B.x + B.w - 40, B.y + 30, 7, C.coral));
  // banner
  const by = B.y + 80;
  S.add(
    rect(
      B.x + 24,
      by,
      B.w - 48,
      280,
      18,
      S.linear(
        [
          [0, C.bg2],
          [1, "#234a96"],
        ],
        [0, 0, 1, 0],
      ),
    ),
    circle(B.x + B.w - 260, by + 140, 170, C.sky, { opacity: 0.12 }),
    product(S, B.x + B.w - 320, by + 160, 120, "vase", C.coral),
    product(S, B.x + B.w - 160, by + 180, 90, "bottle", C.teal),
  );
  S.add(
    skel(B.x + 70, by + 70, 360, 22, C.ink, 0.9),
    skel(B.x + 70, by + 108, 280, 22, C.ink, 0.9),
    skel(B.x + 70, by + 152, 300, 10),
    rect(B.x + 70, by + 196, 170, 48, 24, C.gold),
    skel(B.x + 110, by + 215, 90, 10, C.bg0, 0.8),
  );
  // product grid
  const kinds = [
    ["mug", C.gold],
    ["lamp", C.teal],
    ["headphones", C.coral],
    ["box", C.blue],
  ];
  const cw = (B.w - 48 - 3 * 20) / 4;
  kinds.forEach(([k, c], i) => {
    const x = B.x + 24 + i * (cw + 20);
    const y = by + 310;
    S.add(
      rect(x, y, cw, 340, 16, C.bg2),
      rect(x + 12, y + 12, cw - 24, 210, 12, C.bg0, { opacity: 0.6 }),
      circle(x + cw / 2, y + 120, 70, c, { opacity: 0.12 }),
      product(S, x + cw / 2, y + 125, 64, k, c),
      skel(x + 18, y + 244, cw * 0.6, 11, C.ink, 0.85),
      skel(x + 18, y + 266, cw * 0.4, 8),
      skel(x + 18, y + 300, 60, 14, c, 0.9),
      circle(x + cw - 34, y + 306, 18, C.bg0, { stroke: C.line, strokeWidth: 2 }),
    );
  });
  // phone cart
  const P = phone(1230, 250, 290, 600);
  S.add(P.svg, skel(P.x + 20, P.y + 60, 100, 12, C.ink, 0.85));
  [
    ["vase", C.coral],
    ["mug", C.gold],
    ["lamp", C.teal],
  ].forEach(([k, c], i) => {
    const ry = P.y + 96 + i * 104;
    S.add(
      rect(P.x + 14, ry, P.w - 28, 90, 14, C.bg2),
      rect(P.x + 24, ry + 10, 70, 70, 12, C.bg0),
      product(S, P.x + 59, ry + 48, 30, k, c),
      skel(P.x + 108, ry + 22, 110, 9, C.sky, 0.8),
      skel(P.x + 108, ry + 42, 60, 8),
      skel(P.x + 108, ry + 62, 50, 10, C.ink, 0.8),
    );
  });
  S.add(
    line(P.x + 20, P.y + 424, P.x + P.w - 20, P.y + 424, C.line, 1.5),
    skel(P.x + 20, P.y + 446, 70, 9),
    skel(P.x + P.w - 110, P.y + 442, 90, 14, C.ink, 0.9),
    rect(P.x + 14, P.y + P.h - 84, P.w - 28, 56, 16, C.teal),
    skel(P.x + P.w / 2 - 55, P.y + P.h - 61, 110, 10, C.bg0, 0.8),
  );
  return S;
}

function shopProduct() {
  speak(VOICES.shop);
  const S = new Scene(1200, 800);
  backdrop(S, {
    glows: [
      { x: 330, y: 420, r: 460, color: C.coral, op: 0.16 },
      { x: 1000, y: 100, r: 420, color: C.blue, op: 0.22 },
    ],
  });
  const B = browser(60, 60, 1080, 680);
  S.add(B.svg);
  S.add(
    rect(
      B.x + 24,
      B.y + 24,
      500,
      B.h - 48,
      16,
      S.linear([
        [0, C.bg2],
        [1, "#1e3e80"],
      ]),
    ),
    circle(B.x + 274, B.y + 280, 180, C.coral, { opacity: 0.1 }),
    product(S, B.x + 274, B.y + 300, 170, "vase", C.coral),
    ellipse(B.x + 274, B.y + 470, 150, 18, C.bg0, { opacity: 0.5 }),
  );
  for (let i = 0; i < 4; i += 1)
    S.add(
      rect(B.x + 44 + i * 118, B.y + B.h - 130, 100, 86, 12, C.bg0, {
        opacity: 0.6,
        stroke: i === 0 ? C.coral : "none",
        strokeWidth: 2,
      }),
      product(
        S,
        B.x + 94 + i * 118,
        B.y + B.h - 84,
        28,
        ["vase", "vase", "mug", "bottle"][i],
        [C.coral, C.gold, C.teal, C.sky][i],
      ),
    );
  const x0 = B.x + 560;
  S.add(
    skel(x0, B.y + 40, 120, 9, C.sky, 0.7),
    skel(x0, B.y + 68, 380, 24, C.ink, 0.9),
    skel(x0, B.y + 104, 260, 24, C.ink, 0.9),
    skel(x0, B.y + 150, 110, 18, C.coral, 0.9),
  );
  [0, 1, 2, 3, 4].forEach((k) =>
    S.add(
      p(`M${x0 + 8 + k * 26} ${B.y + 194}l5 10l11 1l-8 7l3 11l-11 -6l-11 6l3 -11l-8 -7l11 -1z`, {
        fill: k < 4 ? C.gold : C.line,
      }),
    ),
  );
  S.add(para(x0, B.y + 246, [440, 460, 420, 300], { gap: 22 }));
  [C.coral, C.gold, C.teal, C.sky].forEach((c, k) =>
    S.add(circle(x0 + 20 + k * 54, B.y + 366, 18, c, { stroke: k === 0 ? C.ink : "none", strokeWidth: 3 })),
  );
  [0, 1, 2].forEach((k) =>
    S.add(
      rect(x0 + k * 96, B.y + 412, 84, 42, 12, k === 1 ? C.bg2 : C.bg0, {
        stroke: k === 1 ? C.sky : C.line,
        strokeWidth: 2,
      }),
      skel(x0 + 24 + k * 96, B.y + 429, 36, 8, C.sky, 0.8),
    ),
  );
  S.add(
    rect(x0, B.y + 490, 300, 60, 30, C.teal),
    skel(x0 + 90, B.y + 515, 120, 10, C.bg0, 0.8),
    circle(x0 + 350, B.y + 520, 30, C.bg2, { stroke: C.line, strokeWidth: 2 }),
    heart(x0 + 350, B.y + 522, 12, C.coral),
  );
  return S;
}

function shopArchitecture() {
  speak(VOICES.shop);
  const S = new Scene(1200, 800);
  backdrop(S, {
    glows: [
      { x: 600, y: 400, r: 520, color: C.blue, op: 0.26 },
      { x: 1100, y: 750, r: 420, color: C.teal, op: 0.12 },
    ],
    grid: 40,
  });
  const hub = [600, 400];
  const nodes = [
    { x: 200, y: 180, c: C.coral, icon: "doc" },
    { x: 200, y: 620, c: C.gold, icon: "search" },
    { x: 1000, y: 180, c: C.teal, icon: "screen" },
    { x: 1000, y: 620, c: C.sky, icon: "phone" },
    { x: 600, y: 110, c: C.gold, icon: "card" },
    { x: 600, y: 690, c: C.coral, icon: "box" },
  ];
  nodes.forEach(({ x, y, c }) =>
    S.add(
      stroke(`M${hub[0]} ${hub[1]}C${(hub[0] + x) / 2} ${hub[1]} ${(hub[0] + x) / 2} ${y} ${x} ${y}`, c, 3, {
        opacity: 0.7,
        strokeDasharray: "2 10",
      }),
    ),
  );
  S.add(
    circle(hub[0], hub[1], 150, C.blue, { opacity: 0.08 }),
    rect(
      hub[0] - 110,
      hub[1] - 90,
      220,
      180,
      36,
      S.linear([
        [0, C.blue],
        [1, C.bg2],
      ]),
      { stroke: C.sky, strokeWidth: 2, filter: "url(#shadow)" },
    ),
    mark(S, hub[0] - 36, hub[1] - 56, 72, SHOP.colors, SHOP.shape),
    label(hub[0], hub[1] + 58, SHOP.name, { size: 22, anchor: "middle" }),
  );
  nodes.forEach(({ x, y, c, icon }) => {
    S.add(rect(x - 80, y - 56, 160, 112, 24, C.bg1, { stroke: c, strokeWidth: 2, filter: "url(#shadow)" }));
    const icons = {
      doc: [
        rect(x - 22, y - 30, 44, 56, 6, "none", { stroke: c, strokeWidth: 4 }),
        para(x - 12, y - 16, [24, 18, 24], { h: 4, gap: 12, fill: c }),
      ],
      search: [
        circle(x - 6, y - 6, 18, "none", { stroke: c, strokeWidth: 5 }),
        line(x + 8, y + 8, x + 24, y + 24, c, 6),
      ],
      screen: [
        rect(x - 34, y - 28, 68, 44, 6, "none", { stroke: c, strokeWidth: 4 }),
        line(x - 14, y + 28, x + 14, y + 28, c, 5),
      ],
      phone: [rect(x - 18, y - 32, 36, 64, 8, "none", { stroke: c, strokeWidth: 4 }), circle(x, y + 22, 3, c)],
      card: [
        rect(x - 34, y - 22, 68, 44, 8, "none", { stroke: c, strokeWidth: 4 }),
        line(x - 34, y - 8, x + 34, y - 8, c, 5),
      ],
      box: [product(S, x, y + 6, 34, "box", c)],
    }[icon];
    S.add(icons);
  });
  return S;
}

function shopCheckout() {
  speak(VOICES.shop);
  const S = new Scene(1200, 800);
  backdrop(S, {
    glows: [
      { x: 600, y: 800, r: 640, color: C.teal, op: 0.16 },
      { x: 600, y: 0, r: 500, color: C.blue, op: 0.22 },
    ],
  });
  S.add(waves(S, 690, 1200, C.teal, 3, 20));
  const xs = [110, 455, 800];
  xs.forEach((x, k) => {
    const P = phone(x, k === 1 ? 70 : 120, 290, 600);
    S.add(
      P.svg,
      mark(S, P.x + 18, P.y + 48, 26, SHOP.colors, SHOP.shape),
      skel(P.x + 56, P.y + 57, 90, 10, C.sky, 0.8),
    );
    [0, 1, 2].forEach((i) => S.add(circle(P.x + P.w - 90 + i * 26, P.y + 62, 6, i <= k ? C.teal : C.line)));
    if (k === 0) {
      [
        ["bottle", C.teal],
        ["headphones", C.coral],
      ].forEach(([kind, c], i) => {
        const ry = P.y + 100 + i * 120;
        S.add(
          rect(P.x + 14, ry, P.w - 28, 104, 14, C.bg2),
          rect(P.x + 24, ry + 12, 80, 80, 12, C.bg0),
          product(S, P.x + 64, ry + 54, 34, kind, c),
          skel(P.x + 118, ry + 26, 110, 9, C.sky, 0.8),
          skel(P.x + 118, ry + 46, 70, 8),
          [0, 1, 2].map((q) => rect(P.x + 118 + q * 30, ry + 66, 24, 24, 6, q === 1 ? C.bg0 : C.line)),
        );
      });
      S.add(
        para(P.x + 20, P.y + 370, [220, 180, 240], { gap: 28 }),
        rect(P.x + 14, P.y + P.h - 80, P.w - 28, 54, 16, C.teal),
      );
    } else if (k === 1) {
      for (let i = 0; i < 5; i += 1)
        S.add(
          skel(P.x + 20, P.y + 100 + i * 74, 70, 8),
          rect(P.x + 14, P.y + 116 + i * 74, P.w - 28, 42, 10, C.bg2, {
            stroke: i === 2 ? C.sky : C.line,
            strokeWidth: 1.5,
          }),
        );
      S.add(rect(P.x + 14, P.y + P.h - 80, P.w - 28, 54, 16, C.gold));
    } else {
      S.add(
        circle(P.x + P.w / 2, P.y + 230, 90, C.teal, { opacity: 0.12 }),
        circle(P.x + P.w / 2, P.y + 230, 64, C.teal, { opacity: 0.2 }),
        checkMark(P.x + P.w / 2, P.y + 230, 42),
        skel(P.x + P.w / 2 - 90, P.y + 350, 180, 14, C.ink, 0.9),
        skel(P.x + P.w / 2 - 70, P.y + 378, 140, 9),
        rect(P.x + 14, P.y + 420, P.w - 28, 80, 14, C.bg2),
        product(S, P.x + 60, P.y + 462, 30, "box", C.gold),
        skel(P.x + 100, P.y + 446, 120, 9, C.sky, 0.8),
        skel(P.x + 100, P.y + 466, 80, 8),
      );
    }
  });
  return S;
}

/* ----------------------------------------------------------- learnloop */

const LEARN = { colors: [C.teal, C.gold], shape: "loop", name: "LearnLoop" };

function learnHero() {
  speak(VOICES.learn);
  const S = new Scene(1600, 1000);
  backdrop(S, {
    glows: [
      { x: 1350, y: 200, r: 600, color: C.gold, op: 0.12 },
      { x: 250, y: 850, r: 700, color: C.teal, op: 0.22 },
      { x: 800, y: 500, r: 500, color: C.blue, op: 0.14 },
    ],
  });
  const T = tablet(110, 130, 1000, 720);
  S.add(T.svg);
  // header
  S.add(
    mark(S, T.x + 24, T.y + 22, 36, LEARN.colors, LEARN.shape),
    label(T.x + 72, T.y + 49, LEARN.name, { size: 22 }),
    rect(T.x + T.w - 230, T.y + 26, 200, 14, 7, C.bg2),
    rect(T.x + T.w - 230, T.y + 26, 136, 14, 7, C.teal),
  );
  // chat area
  const cx = T.x + 30;
  S.add(tutorFace(S, cx + 34, T.y + 130, 28));
  S.add(
    rect(cx + 80, T.y + 90, 420, 88, 20, C.bg2),
    para(cx + 104, T.y + 114, [340, 280], { h: 10, gap: 24, fill: C.sky, opacity: 0.75 }),
  );
  // graph bubble
  const gx = cx + 80;
  const gy = T.y + 196;
  S.add(rect(gx, gy, 420, 230, 20, C.bg2));
  for (let i = 1; i < 6; i += 1)
    S.add(
      line(gx + 30, gy + i * 36, gx + 390, gy + i * 36, C.line, 1, { opacity: 0.7 }),
      line(gx + 30 + i * 60, gy + 20, gx + 30 + i * 60, gy + 210, C.line, 1, { opacity: 0.7 }),
    );
  S.add(line(gx + 30, gy + 120, gx + 390, gy + 120, C.sky, 2), line(gx + 210, gy + 20, gx + 210, gy + 210, C.sky, 2));
  const para1 = [];
  for (let t = -1; t <= 1.0001; t += 0.1) para1.push([gx + 210 + t * 160, gy + 200 - t * t * 160]);
  S.add(
    stroke(smooth(para1), C.gold, 4),
    circle(gx + 210, gy + 200, 8, C.gold),
    circle(gx + 290, gy + 160, 8, C.coral),
  );
  // student reply
  S.add(
    rect(cx + 150, T.y + 446, 300, 70, 20, C.blue),
    para(cx + 174, T.y + 468, [240, 170], { h: 9, gap: 20, fill: C.ink, opacity: 0.8 }),
    avatar(S, cx + 486, T.y + 481, 24, { bg: C.gold, skin: C.coral, shirt: C.bg1 }),
  );
  S.add(
    tutorFace(S, cx + 34, T.y + 580, 28),
    rect(cx + 80, T.y + 540, 360, 66, 20, C.bg2),
    [0, 1, 2].map((i) => circle(cx + 118 + i * 26, T.y + 573, 7, C.sky, { opacity: 0.4 + i * 0.25 })),
  );
  S.add(
    rect(T.x + 24, T.y + T.h - 70, T.w - 48, 48, 24, C.bg1, { stroke: C.line, strokeWidth: 1.5 }),
    circle(T.x + T.w - 50, T.y + T.h - 46, 18, C.teal),
  );
  // right panel of the tablet: progress
  const px = T.x + 560;
  S.add(rect(px, T.y + 90, T.w - 590, 500, 18, C.bg1));
  S.add(ring(px + 95, T.y + 200, 70, 16, 0.72, C.teal, C.bg0), ring(px + 95, T.y + 200, 44, 12, 0.5, C.gold, C.bg0));
  S.add(para(px + 200, T.y + 160, [150, 110, 130], { gap: 28, h: 11 }));
  for (let i = 0; i < 4; i += 1) {
    const ry = T.y + 310 + i * 64;
    S.add(
      rect(px + 20, ry, T.w - 630, 50, 12, C.bg2),
      i < 2
        ? checkMark(px + 46, ry + 25, 12)
        : circle(px + 46, ry + 25, 12, "none", { stroke: i === 2 ? C.gold : C.line, strokeWidth: 3 }),
      skel(px + 72, ry + 14, 160 - i * 10, 9, C.sky, 0.8),
      skel(px + 72, ry + 30, 90, 7),
      rect(px + T.w - 700, ry + 17, 60, 16, 8, [C.teal, C.teal, C.gold, C.line][i], { opacity: 0.3 }),
    );
  }
  // floating streak + badges
  S.add(
    panel(1170, 150, 320, 200, { fill: C.bg2 }),
    p("M1235 290c-40 -20 -30 -70 0 -100c0 30 30 30 30 60c10 -10 10 -25 5 -35c30 20 30 70 -5 75z", { fill: C.coral }),
    skel(1290, 200, 160, 12, C.ink, 0.9),
    skel(1290, 226, 110, 8),
  );
  [0, 1, 2, 3, 4, 5, 6].forEach((i) =>
    S.add(rect(1290 + i * 26, 268, 18, 40, 6, i < 5 ? C.gold : C.line, { opacity: i < 5 ? 0.9 : 1 })),
  );
  S.add(panel(1170, 400, 320, 420, { fill: C.bg2 }), skel(1196, 428, 140, 10, C.ink, 0.85));
  [
    [C.gold, "star"],
    [C.teal, "ring"],
    [C.coral, "diamond"],
    [C.sky, "plus"],
  ].forEach(([c], i) => {
    const bx = 1250 + (i % 2) * 160;
    const by = 520 + Math.floor(i / 2) * 150;
    S.add(
      p(`M${bx} ${by - 52}l45 26v52l-45 26l-45 -26v-52z`, { fill: c, opacity: i < 3 ? 0.9 : 0.25 }),
      circle(bx, by, 20, C.bg2, { opacity: 0.6 }),
      skel(bx - 40, by + 64, 80, 8),
    );
  });
  return S;
}

function learnPath() {
  speak(VOICES.learn);
  const S = new Scene(1200, 800);
  backdrop(S, {
    glows: [
      { x: 600, y: 400, r: 600, color: C.teal, op: 0.18 },
      { x: 1100, y: 80, r: 360, color: C.gold, op: 0.14 },
    ],
    grid: 60,
  });
  const pts = [
    [120, 680],
    [300, 640],
    [420, 520],
    [330, 400],
    [470, 290],
    [660, 320],
    [800, 440],
    [960, 380],
    [1040, 240],
    [960, 120],
  ];
  const d = smooth(pts);
  S.add(stroke(d, C.bg2, 34), stroke(d, C.line, 4, { strokeDasharray: "2 14" }));
  const done = 5;
  S.add(stroke(smooth(pts.slice(0, done + 1)), C.teal, 8, { filter: "url(#glow)" }));
  pts.forEach(([x, y], i) => {
    if (i < done) S.add(circle(x, y, 34, C.bg1, { stroke: C.teal, strokeWidth: 4 }), checkMark(x, y, 18));
    else if (i === done)
      S.add(
        circle(x, y, 64, C.gold, { opacity: 0.14 }),
        circle(x, y, 44, C.gold, { opacity: 0.25 }),
        circle(x, y, 34, C.gold),
        p(`M${x - 8} ${y - 14}l22 14l-22 14z`, { fill: C.bg0 }),
      );
    else
      S.add(
        circle(x, y, 30, C.bg1, { stroke: C.line, strokeWidth: 4 }),
        rect(x - 10, y - 4, 20, 16, 4, C.line),
        stroke(`M${x - 6} ${y - 4}v-5a6 6 0 0 1 12 0v5`, C.line, 3),
      );
  });
  [
    [200, 520],
    [560, 180],
    [840, 600],
    [1100, 500],
  ].forEach(([x, y], i) =>
    S.add(
      p(`M${x} ${y - 14}l4 9l10 1l-7 7l2 10l-9 -5l-9 5l2 -10l-7 -7l10 -1z`, {
        fill: i % 2 ? C.gold : C.sky,
        opacity: 0.8,
      }),
    ),
  );
  S.add(mark(S, 60, 50, 44, LEARN.colors, LEARN.shape), label(118, 82, LEARN.name, { size: 26 }));
  S.add(
    tutorFace(S, 1060, 680, 40),
    rect(720, 620, 270, 90, 20, C.bg2, { filter: "url(#shadow)" }),
    para(744, 646, [200, 150], { h: 10, gap: 24, fill: C.sky, opacity: 0.75 }),
  );
  return S;
}

function learnPhones() {
  speak(VOICES.learn);
  const S = new Scene(1200, 800);
  backdrop(S, {
    glows: [
      { x: 360, y: 400, r: 460, color: C.gold, op: 0.12 },
      { x: 860, y: 400, r: 460, color: C.teal, op: 0.18 },
    ],
  });
  const A = phone(220, 90, 300, 620);
  S.add(
    A.svg,
    rect(A.x + 18, A.y + 56, A.w - 36, 12, 6, C.bg2),
    rect(A.x + 18, A.y + 56, (A.w - 36) * 0.6, 12, 6, C.gold),
  );
  S.add(rect(A.x + 14, A.y + 90, A.w - 28, 180, 16, C.bg2));
  S.add(
    stroke(`M${A.x + 40} ${A.y + 240}L${A.x + 120} ${A.y + 130}L${A.x + 220} ${A.y + 240}Z`, C.sky, 4),
    stroke(`M${A.x + 120} ${A.y + 130}v110`, C.gold, 3, { strokeDasharray: "6 6" }),
    circle(A.x + 120, A.y + 130, 6, C.coral),
  );
  [0, 1, 2, 3].forEach((i) => {
    const ry = A.y + 290 + i * 64;
    const chosen = i === 2;
    S.add(
      rect(A.x + 14, ry, A.w - 28, 52, 14, chosen ? C.teal : C.bg2, {
        opacity: chosen ? 0.9 : 1,
        stroke: chosen ? "none" : C.line,
        strokeWidth: 1.5,
      }),
      circle(A.x + 40, ry + 26, 11, chosen ? C.bg0 : "none", { stroke: chosen ? "none" : C.line, strokeWidth: 3 }),
      skel(A.x + 64, ry + 21, 120 - i * 10, 10, chosen ? C.bg0 : C.sky, 0.8),
    );
  });
  S.add(rect(A.x + 14, A.y + A.h - 70, A.w - 28, 50, 14, C.gold));
  const B = phone(680, 90, 300, 620);
  S.add(
    B.svg,
    mark(S, B.x + 18, B.y + 48, 26, LEARN.colors, LEARN.shape),
    label(B.x + 54, B.y + 68, LEARN.name, { size: 16 }),
  );
  S.add(
    ring(B.x + B.w / 2, B.y + 200, 84, 18, 0.78, C.teal, C.bg2),
    ring(B.x + B.w / 2, B.y + 200, 56, 12, 0.55, C.gold, C.bg2),
    skel(B.x + B.w / 2 - 30, B.y + 194, 60, 14, C.ink, 0.9),
  );
  S.add(
    rect(B.x + 14, B.y + 320, B.w - 28, 180, 16, C.bg2),
    bars(B.x + 34, B.y + 346, B.w - 68, 130, [0.4, 0.65, 0.5, 0.85, 0.7, 0.3, 0.9], {
      colors: [C.teal, C.teal, C.teal, C.teal, C.teal, C.line, C.gold],
    }),
  );
  [C.gold, C.coral, C.sky].forEach((c, i) =>
    S.add(p(`M${B.x + 70 + i * 80} ${B.y + 520}l30 17v34l-30 17l-30 -17v-34z`, { fill: c, opacity: 0.85 })),
  );
  return S;
}

function learnTeacher() {
  speak(VOICES.learn);
  const S = new Scene(1200, 800);
  backdrop(S, {
    glows: [
      { x: 1100, y: 700, r: 520, color: C.teal, op: 0.2 },
      { x: 80, y: 80, r: 420, color: C.blue, op: 0.22 },
    ],
  });
  const B = browser(60, 70, 1080, 660);
  S.add(
    B.svg,
    sidebar(S, B.x, B.y, 180, B.h - 18, { colors: LEARN.colors, shape: LEARN.shape, active: 1, accent: C.teal }),
  );
  const x0 = B.x + 210;
  const cols = 10;
  const rowsN = 9;
  const cell = 42;
  S.add(panel(x0, B.y + 24, cols * (cell + 6) + 130, rowsN * (cell + 6) + 90, { fill: C.bg2, shadow: false, r: 14 }));
  const R = rng(5);
  for (let c = 0; c < cols; c += 1) S.add(skel(x0 + 110 + c * (cell + 6) + 8, B.y + 50, 26, 7, C.sky, 0.6));
  for (let r = 0; r < rowsN; r += 1) {
    const y = B.y + 74 + r * (cell + 6);
    S.add(
      circle(x0 + 34, y + cell / 2, 13, [C.gold, C.teal, C.coral, C.sky][r % 4]),
      skel(x0 + 54, y + cell / 2 - 4, 44, 8),
    );
    for (let c = 0; c < cols; c += 1) {
      const v = Math.min(1, Math.max(0, 0.35 + 0.5 * R() + (c < 4 ? 0.15 : 0) - (r === 5 ? 0.35 : 0)));
      const color = v > 0.7 ? C.teal : v > 0.45 ? C.blue : v > 0.25 ? C.gold : C.coral;
      S.add(rect(x0 + 110 + c * (cell + 6), y, cell, cell, 8, color, { opacity: 0.35 + v * 0.6 }));
    }
  }
  const sx = x0 + cols * (cell + 6) + 150;
  const sw = B.x + B.w - 24 - sx;
  S.add(
    panel(sx, B.y + 24, sw, 260, { fill: C.bg2, shadow: false, r: 14 }),
    donut(sx + sw / 2, B.y + 140, 70, 22, [
      [0.46, C.teal],
      [0.28, C.blue],
      [0.16, C.gold],
      [0.1, C.coral],
    ]),
  );
  S.add(panel(sx, B.y + 304, sw, 300, { fill: C.bg2, shadow: false, r: 14 }));
  for (let i = 0; i < 4; i += 1)
    S.add(
      tutorFace(S, sx + 36, B.y + 350 + i * 64, 14),
      skel(sx + 66, B.y + 340 + i * 64, sw - 100, 9, C.sky, 0.75),
      skel(sx + 66, B.y + 358 + i * 64, sw - 140, 7),
    );
  return S;
}

/* ================================================================ output */

const CASE_STUDIES = [
  { slug: "healthcare-telemedicine-platform", hero: healthHero, gallery: [healthPortal, healthPhones, healthSchedule] },
  { slug: "fleetpulse", hero: fleetHero, gallery: [fleetDispatch, fleetTelematics, fleetDriver] },
  { slug: "ledgerly", hero: ledgerHero, gallery: [ledgerReconcile, ledgerInvoices, ledgerReports] },
  { slug: "casebridge", hero: caseHero, gallery: [caseTimeline, caseReview, caseDeadlines] },
  { slug: "nestquest", hero: nestHero, gallery: [nestGrid, nestPhones, nestAgent] },
  { slug: "shopwave", hero: shopHero, gallery: [shopProduct, shopArchitecture, shopCheckout] },
  { slug: "learnloop", hero: learnHero, gallery: [learnPath, learnPhones, learnTeacher] },
];

/** Renders an SVG to JPEG, lowering quality a little if the file would be too big. */
async function writeJpeg(svg, file, resize) {
  let quality = QUALITY;
  for (;;) {
    let img = sharp(Buffer.from(svg));
    if (resize) img = img.resize(resize[0], resize[1]);
    const buf = await img.flatten({ background: C.bg0 }).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (buf.length <= MAX_BYTES || quality <= 50) {
      await fs.writeFile(file, buf);
      return { bytes: buf.length, quality };
    }
    quality -= 4;
  }
}

async function main() {
  const only = process.argv.slice(2);
  await fs.mkdir(OUT_DIR, { recursive: true });
  for (const study of CASE_STUDIES) {
    if (only.length && !only.includes(study.slug)) continue;
    const heroSvg = study.hero().toString();
    const jobs = [
      [heroSvg, `${study.slug}-hero.jpg`],
      [heroSvg, `${study.slug}-cover.jpg`, [1200, 750]],
      ...study.gallery.map((draw, i) => [draw().toString(), `${study.slug}-${i + 1}.jpg`]),
    ];
    for (const [svg, name, resize] of jobs) {
      const { bytes, quality } = await writeJpeg(svg, path.join(OUT_DIR, name), resize);
      console.log(`${name.padEnd(44)} ${(bytes / 1024).toFixed(0).padStart(4)} KB  q${quality}`);
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
