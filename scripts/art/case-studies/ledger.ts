/** Ledgerly: the case study's hero and gallery pictures (hero 1600×1000, gallery 1200×800). */
import { C, circle, g, label, line, p, rect, Scene, stroke } from "./drawing";
import { skel, speak, VOICES } from "./voice";
import {
  backdrop,
  bars,
  browser,
  checkMark,
  donut,
  lineChart,
  mark,
  panel,
  ring,
  sidebar,
  smooth,
  type Brand,
} from "./parts";

/* ------------------------------------------------------------ ledgerly */

const LEDGER: Brand = { colors: [C.blue, C.teal], shape: "ring", name: "Ledgerly" };

export function ledgerHero() {
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
  // Floating cards: over the window's edge where the screen is empty, never over its words (the Reconcile
  // button, the figures' labels, the transactions' amounts): words-in-view.test.ts checks it.
  const paid = { x: 1200, y: cy + 50 };
  S.add(
    panel(paid.x, paid.y, 320, 150, { fill: C.bg1 }),
    checkMark(paid.x + 52, paid.y + 54, 24),
    skel(paid.x + 92, paid.y + 38, 170, 11, C.ink, 0.9),
    skel(paid.x + 92, paid.y + 62, 110, 8),
    rect(paid.x + 28, paid.y + 102, 264, 12, 6, C.bg2),
    rect(paid.x + 28, paid.y + 102, 264, 12, 6, C.teal, { opacity: 0.9 }),
  );
  const chart = { x: 1180, y: ty + 14 + 4 * 46 };
  S.add(
    panel(chart.x, chart.y, 320, 110, { fill: C.bg1 }),
    bars(chart.x + 30, chart.y + 20, 260, 66, [0.5, 0.7, 0.4, 0.85, 0.6, 0.95], { colors: [C.blue, C.teal] }),
  );
  return S;
}

export function ledgerReconcile() {
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

export function ledgerInvoices() {
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

export function ledgerReports() {
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
