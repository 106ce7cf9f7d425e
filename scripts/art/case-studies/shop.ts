/** ShopWave: the case study's hero and gallery pictures (hero 1600×1000, gallery 1200×800). */
import { C, circle, ellipse, label, line, p, rect, Scene, stroke } from "./drawing";
import { para, skel, speak, VOICES } from "./voice";
import {
  backdrop,
  browser,
  checkMark,
  heart,
  mark,
  phone,
  product,
  smooth,
  type Brand,
  type ProductKind,
} from "./parts";

/* ------------------------------------------------------------ shopwave */

const SHOP: Brand = { colors: [C.blue, C.sky], shape: "wave", name: "ShopWave" };

function waves(S: Scene, y: number, w: number, color: string, count = 4, amp = 26): string {
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const pts: [number, number][] = [];
    for (let x = -40; x <= w + 40; x += 80) pts.push([x, y + i * 22 + Math.sin(x / 140 + i * 0.9) * amp]);
    out.push(stroke(smooth(pts), color, 2.5, { opacity: 0.55 - i * 0.1 }));
  }
  return out.join("");
}

export function shopHero() {
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
  const kinds: [ProductKind, string][] = [
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
  (
    [
      ["vase", C.coral],
      ["mug", C.gold],
      ["lamp", C.teal],
    ] as const
  ).forEach(([k, c], i) => {
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

export function shopProduct() {
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
        (["vase", "vase", "mug", "bottle"] as const)[i],
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

export function shopArchitecture() {
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
    S.add(icons ?? "");
  });
  return S;
}

export function shopCheckout() {
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
      (
        [
          ["bottle", C.teal],
          ["headphones", C.coral],
        ] as const
      ).forEach(([kind, c], i) => {
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
