/** Alder Connect (healthcare telemedicine platform): the case study's hero and gallery pictures (hero 1600×1000, gallery 1200×800). */
import { rng } from "../kit";
import { C, circle, ellipse, g, label, line, n, p, rect, Scene, stroke } from "./drawing";
import { para, skel, speak, VOICES } from "./voice";
import {
  avatar,
  backdrop,
  bars,
  browser,
  checkMark,
  heart,
  laptop,
  mark,
  panel,
  phone,
  pulse,
  ring,
  shield,
  sidebar,
  statCard,
  type Brand,
} from "./parts";

/* Each function returns a finished Scene. Hero: 1600x1000, gallery: 1200x800. */

const HEALTH: Brand = { colors: [C.teal, C.blue], shape: "plus", name: "Alder Connect" };

export function healthHero() {
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

export function healthPortal() {
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

export function healthPhones() {
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
      const bubbles: [number, number, string][] = [
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
          para(bx + 14, by + 14, [w - 40, w - 60].slice(0, 1 + Number(h > 50)), {
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

export function healthSchedule() {
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
