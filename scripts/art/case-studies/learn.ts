/** LearnLoop: the case study's hero and gallery pictures (hero 1600×1000, gallery 1200×800). */
import { rng } from "../kit";
import { C, circle, label, line, p, rect, Scene, stroke } from "./drawing";
import { para, skel, speak, VOICES } from "./voice";
import {
  avatar,
  backdrop,
  bars,
  browser,
  checkMark,
  donut,
  mark,
  panel,
  phone,
  ring,
  sidebar,
  smooth,
  tablet,
  tutorFace,
  type Brand,
} from "./parts";

/* ----------------------------------------------------------- learnloop */

const LEARN: Brand = { colors: [C.teal, C.gold], shape: "loop", name: "LearnLoop" };

export function learnHero() {
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

export function learnPath() {
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

export function learnPhones() {
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

export function learnTeacher() {
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
