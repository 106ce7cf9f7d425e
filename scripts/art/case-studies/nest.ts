/** NestQuest: the case study's hero and gallery pictures (hero 1600×1000, gallery 1200×800). */
import { C, circle, g, label, n, p, rect, Scene, stroke } from "./drawing";
import { skel, speak, VOICES } from "./voice";
import {
  avatar,
  backdrop,
  browser,
  cityMap,
  heart,
  housePhoto,
  lineChart,
  mark,
  panel,
  phone,
  sidebar,
  type Brand,
} from "./parts";

/* ----------------------------------------------------------- nestquest */

const NEST: Brand = { colors: [C.coral, C.gold], shape: "roof", name: "NestQuest" };

function priceTag(x: number, y: number, color: string = C.ink, w = 84): string {
  return [
    p(`M${n(x - 8)} ${n(y - 10)}l8 10l8 -10z`, { fill: color }),
    rect(x - w / 2, y - 44, w, 36, 18, color, { filter: "url(#shadow)" }),
    skel(x - w / 2 + 16, y - 31, w - 32, 10, color === C.ink ? C.bg1 : C.bg0, 0.75),
  ].join("");
}

export function nestHero() {
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
  (
    [
      [300, 420, C.ink],
      [470, 330, C.coral],
      [560, 520, C.ink],
      [380, 600, C.ink],
      [720, 720, C.gold],
      [200, 780, C.ink],
      [760, 260, C.ink],
    ] as const
  ).forEach(([x, y, c]) => S.add(priceTag(x, y, c)));
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

export function nestGrid() {
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

export function nestPhones() {
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

export function nestAgent() {
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
