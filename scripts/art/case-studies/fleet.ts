/** FleetPulse: the case study's hero and gallery pictures (hero 1600×1000, gallery 1200×800). */
import { C, circle, g, label, line, p, rect, Scene, stroke } from "./drawing";
import { skel, speak, VOICES } from "./voice";
import {
  backdrop,
  bars,
  browser,
  checkMark,
  cityMap,
  lineChart,
  mark,
  panel,
  phone,
  pin,
  product,
  pulse,
  ring,
  smooth,
  vehicle,
  type Brand,
} from "./parts";

/* -------------------------------------------------------------- fleet */

const FLEET: Brand = { colors: [C.gold, C.coral], shape: "diamond", name: "FleetPulse" };

export function fleetHero() {
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

export function fleetDispatch() {
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

export function fleetTelematics() {
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

export function fleetDriver() {
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
