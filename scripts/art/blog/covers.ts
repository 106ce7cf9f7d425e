/** A blog post's cover (1600×900): its kicker, title and a motif for its subject on the right. */
import { C, COVER, dotGrid, pill, rect, svgDoc, text, textWidth, warnings } from "./drawing";

/** What a cover says: its kicker, title lines and accent colour. */
export interface CoverText {
  kicker: string;
  title: readonly string[];
  accent: string;
}

export function cover({ kicker, title, accent }: CoverText, motif: () => string): string {
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

/** The artwork on the right of a cover, by name. */
export const motifs = {
  mobile() {
    const phone = (x: number, y: number, color: string, rows: [number, number, string][]): string =>
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
    const dots: [number, number, string, string][] = [
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
    const layer = (i: number, color: string): string => {
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
    const arc = (from: number, to: number, color: string): string => {
      const p = (deg: number): [number, number] => [
        cx + r * Math.cos((Math.PI * deg) / 180),
        cy - r * Math.sin((Math.PI * deg) / 180),
      ];
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

export type MotifName = keyof typeof motifs;
