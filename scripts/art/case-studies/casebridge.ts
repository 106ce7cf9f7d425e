/** CaseBridge: the case study's hero and gallery pictures (hero 1600×1000, gallery 1200×800). */
import { rng } from "../kit";
import { C, circle, g, label, line, p, rect, Scene } from "./drawing";
import { para, skel, speak, VOICES } from "./voice";
import { avatar, backdrop, browser, checkMark, mark, panel, ring, type Brand } from "./parts";

/* ---------------------------------------------------------- casebridge */

const CASE: Brand = { colors: [C.sky, C.blue], shape: "diamond", name: "CaseBridge" };

function kanbanCard(
  x: number,
  y: number,
  w: number,
  tags: readonly string[],
  { avatars = 1, seed = 1 } = {},
): { svg: string; h: number } {
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

export function caseHero() {
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

export function caseTimeline() {
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

export function caseReview() {
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
  (
    [
      [C.gold, 120],
      [C.coral, 100],
      [C.teal, 130],
    ] as const
  ).forEach(([c, h], i) => {
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

export function caseDeadlines() {
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
