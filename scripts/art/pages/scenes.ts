/** The scenes of the page illustrations, one per kind of page, around the page's emblem. */
import { circle, g, n, path_, stroke } from "../kit";
import { GLYPHS } from "./glyphs";
import { C, W, bars, check, chip, emblem, phone, rect, series, trend, windowFrame, type SceneContext } from "./parts";

/* ------------------------------------------------------------- scenes */
/* Each returns the foreground for one page: (ctx) with ctx.random, ctx.pair, ctx.glyph. */

/** A web app in a browser window with its phone app in front (development services, web technologies). */
function webScene({ random, pair: [a, b], glyph }: SceneContext): string {
  // Half the pages put the phone on the left and the emblem opposite it.
  const flip = random() < 0.5;
  const wx = flip ? 124 : 36;
  const cards = [C.teal, C.gold, C.violet, C.coral, C.sky].sort(() => random() - 0.5).slice(0, 3);
  const values = series(random, 8);
  const body = g(
    [
      rect(16, 50, 74, 214, 10, C.surface),
      bars(
        28,
        66,
        [44, 36, 50, 30, 40].map((w) => w - Math.round(random() * 10)),
        C.muted,
        { gap: 22, opacity: 0.5 },
      ),
      rect(28, 62 + 22 * Math.floor(random() * 4), 50, 14, 7, a, { opacity: 0.9 }),
      rect(104, 50, 280, 70, 12, "url(#brand)"),
      bars(122, 68, [100 + Math.round(random() * 40), 60 + Math.round(random() * 30)], C.deep, {
        gap: 16,
        h: 8,
        opacity: 0.75,
      }),
      rect(300, 66, 66, 26, 13, C.deep, { opacity: 0.85 }),
      ...cards.map((c, i) =>
        g(
          [
            rect(0, 0, 88, 60, 10, C.surface, { stroke: C.panelLine }),
            rect(12, 12, 22, 22, 6, c, { opacity: 0.9 }),
            bars(12, 42, [40 + Math.round(random() * 24)], C.muted, { opacity: 0.5 }),
          ],
          {
            transform: `translate(${104 + i * 96} 134)`,
          },
        ),
      ),
      rect(104, 206, 280, 58, 10, C.surface),
      trend(116, 214, 256, 40, values, a),
    ],
    { transform: `translate(${wx} 70)` },
  );
  const app = phone(
    flip ? 24 : 378,
    168,
    [
      circle(34, 54, 14, b, { opacity: 0.9 }),
      bars(56, 46, [54, 36], C.muted, { opacity: 0.6 }),
      rect(20, 82, 96, 72, 12, "url(#brand)", { opacity: 0.9 }),
      bars(
        20,
        168,
        [96, 70, 84, 60].map((w) => w - Math.round(random() * 20)),
        C.muted,
        { gap: 16, opacity: 0.45 },
      ),
      rect(20, 222, 96, 16, 8, a),
    ].join(""),
  );
  return [
    windowFrame(wx, 70, 400, 280),
    body,
    app,
    emblem(flip ? 30 : 420, flip ? 20 : 36, 104, glyph, { rotate: flip ? -6 : 6 }),
    chip(flip ? 360 : 18, 362, C.teal, GLYPHS.checklist),
  ].join("");
}

/** A design tool: layers, an artboard with the screen being drawn, swatches and a pointer (design services). */
function designScene({ random, pair: [a, b], glyph }: SceneContext): string {
  const frames = Array.from({ length: 3 }, (_, i) => {
    const h = 60 + Math.round(random() * 70);
    return g(
      [
        rect(0, 0, 92, 170, 12, C.surface, { stroke: i === 1 ? a : C.panelLine, strokeWidth: i === 1 ? 3 : 1.5 }),
        rect(10, 12, 72, h, 8, i === 1 ? "url(#brand)" : C.raised),
        bars(10, 24 + h, [60, 42, 52].slice(0, 2 + (i % 2)), C.muted, { gap: 14, opacity: 0.5 }),
        rect(10, 144, 72, 14, 7, [a, b, C.gold][i]),
      ],
      { transform: `translate(${118 + i * 104} 118)` },
    );
  });
  const swatches = [a, b, C.gold, C.coral, C.sky, C.violet].sort(() => random() - 0.5);
  return [
    windowFrame(28, 58, 420, 318, { address: false }),
    rect(40, 104, 60, 258, 8, C.surface),
    bars(50, 120, [40, 32, 44, 28, 38, 30, 42], C.muted, { gap: 20, opacity: 0.45 }),
    ...frames,
    ...swatches.map((c, i) => circle(130 + i * 30, 322, 10, c)),
    stroke(`M${330 + random() * 30} 300 l26 64 8 -26 26 -8 z`, C.ink, 3, { fill: C.ink }),
    emblem(410, 34, 112, glyph, { rotate: -6 }),
    chip(360, 380, b, GLYPHS.components),
  ].join("");
}

/** A monitoring board: uptime, a trend and a checklist (maintenance, QA, delivery). */
function opsScene({ random, pair: [a, b], glyph }: SceneContext): string {
  const uptime = Array.from({ length: 24 }, () => (random() < 0.1 ? C.coral : random() < 0.15 ? C.gold : C.teal));
  const rows = Array.from({ length: 4 }, (_, i) =>
    g(
      [
        check(14, 14, 12, i === 2 && random() < 0.5 ? C.gold : C.teal),
        bars(36, 10, [150 - i * 18 - Math.round(random() * 30)], C.muted, { opacity: 0.55, h: 8 }),
      ],
      { transform: `translate(60 ${262 + i * 30})` },
    ),
  );
  return [
    windowFrame(34, 64, 420, 300, { address: false }),
    rect(52, 112, 384, 70, 12, C.surface),
    ...uptime.map((c, i) => rect(66 + i * 15, 128, 9, 38, 3, c, { opacity: 0.9 })),
    rect(52, 194, 236, 56, 12, C.surface),
    trend(64, 200, 212, 40, series(random, 9), a),
    rect(300, 194, 136, 56, 12, "url(#brand)", { opacity: 0.9 }),
    bars(314, 210, [70, 44], C.deep, { gap: 14, h: 8, opacity: 0.7 }),
    ...rows,
    emblem(408, 30, 110, glyph, { rotate: 5 }),
    chip(330, 384, b, GLYPHS.loop),
  ].join("");
}

/** People in three time zones around one shared board (engagement models). */
function teamScene({ random, pair: [a, b], glyph }: SceneContext): string {
  const clocks = [0, 1, 2].map((i) => {
    const hour = (9 + i + Math.floor(random() * 2)) % 12;
    const angle = (hour / 12) * Math.PI * 2;
    const cx = 110 + i * 150;
    return g([
      circle(cx, 96, 34, C.raised, { stroke: [a, b, C.gold][i], strokeWidth: 4 }),
      stroke(`M${cx} 96 L${n(cx + 18 * Math.sin(angle))} ${n(96 - 18 * Math.cos(angle))}`, C.ink, 4),
      stroke(`M${cx} 96 L${cx} 72`, C.muted, 3),
    ]);
  });
  const people = [0, 1, 2, 3].map((i) => {
    const x = 92 + i * 100;
    const color = [a, b, C.gold, C.coral][(i + Math.floor(random() * 4)) % 4];
    return g([
      circle(x, 186, 26, C.surface, { stroke: color, strokeWidth: 3 }),
      circle(x, 180, 9, color),
      path_(`M${x - 14} 200 a14 12 0 0 1 28 0`, { fill: color }),
    ]);
  });
  return [
    ...clocks,
    stroke("M110 130 L140 230 M260 130 L240 230 M410 130 L360 230", C.line, 2, { strokeDasharray: "4 6" }),
    ...people,
    windowFrame(70, 236, 380, 170, { address: false }),
    ...[0, 1, 2].map((i) =>
      g(
        [
          rect(0, 0, 104, 110, 10, C.surface),
          ...Array.from({ length: 2 + ((i + Math.floor(random() * 2)) % 2) }, (_, j) =>
            rect(10, 12 + j * 32, 84, 24, 6, [a, b, C.gold][(i + j) % 3], { opacity: 0.35 }),
          ),
        ],
        {
          transform: `translate(${88 + i * 120} 284)`,
        },
      ),
    ),
    emblem(436, 200, 96, glyph, { rotate: -5 }),
  ].join("");
}

/** A code editor, a terminal and the tree it builds (technologies). */
function codeScene({ random, pair: [a, b], glyph }: SceneContext): string {
  const flip = random() < 0.5;
  const colors = [a, b, C.violet, C.gold, C.sky, C.coral];
  const lines = Array.from({ length: 10 }, (_, i) => {
    const indent = [0, 18, 36][Math.floor(random() * 3)];
    const width = 40 + Math.round(random() * 110);
    return (
      rect(62 + indent, 120 + i * 22, width, 8, 4, colors[Math.floor(random() * colors.length)], { opacity: 0.85 }) +
      rect(48, 120 + i * 22, 10, 6, 3, C.line)
    );
  });
  const nodes: [number, number, string][] = [
    [460, 196, a],
    [418, 276, b],
    [506, 280, C.gold],
    [448, 356, C.violet],
  ];
  const shift = flip ? 130 : 0;
  const tree = flip ? nodes.map(([x, y, c]): [number, number, string] => [x - 400, y, c]) : nodes;
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = tree;
  return [
    g(
      [
        windowFrame(30, 64, 370, 292, { address: false }),
        rect(30, 98, 44, 258, 0, C.surface, { opacity: 0.6 }),
        ...lines,
      ],
      {
        transform: `translate(${shift} 0)`,
      },
    ),
    stroke(`M${x0} ${y0} L${x1} ${y1} M${x0} ${y0} L${x2} ${y2} M${x1} ${y1} L${x3} ${y3}`, C.sky, 2, { opacity: 0.7 }),
    ...tree.map(([x, y, c], i) => circle(x, y, 20 - i * 2, C.raised, { stroke: c, strokeWidth: 3 })),
    g(
      [
        rect(0, 0, 240, 110, 14, C.deep, { stroke: C.line, strokeWidth: 2 }),
        stroke("M20 34 l10 8 -10 8", b, 3),
        bars(40, 38, [110 + Math.round(random() * 30)], C.ink, { opacity: 0.7 }),
        bars(20, 64, [170, 120], C.muted, { gap: 14, opacity: 0.45 }),
        check(210, 84, 12),
      ],
      {
        transform: `translate(${flip ? 60 : 150} 336)`,
        filter: "url(#shadow)",
      },
    ),
    emblem(flip ? 14 : 404, 40, 116, glyph, { rotate: flip ? -4 : 4 }),
  ].join("");
}

/** An industry's dashboard of what it watches, under the industry's emblem (industries). */
function industryScene({ random, pair: [a, b], glyph }: SceneContext): string {
  const heights = Array.from({ length: 8 }, () => 40 + Math.round(random() * 110));
  return [
    windowFrame(40, 120, 400, 262, { address: false }),
    rect(58, 168, 180, 190, 12, C.surface),
    ...heights.map((h, i) =>
      rect(72 + i * 20, 340 - h, 12, h, 4, i % 3 === 0 ? a : i % 3 === 1 ? b : C.sky, { opacity: 0.85 }),
    ),
    rect(252, 168, 170, 88, 12, C.surface),
    trend(264, 180, 146, 60, series(random, 7), b),
    rect(252, 270, 170, 88, 12, "url(#brand)", { opacity: 0.85 }),
    bars(268, 290, [110, 80, 96], C.deep, { gap: 16, h: 8, opacity: 0.65 }),
    emblem(206, 20, 148, glyph),
    chip(380, 392, C.teal, GLYPHS.checklist, [70, 46]),
  ].join("");
}

/** Buildings along a skyline, in front of the city's landmark, with a pin and the local time. */
const LANDMARKS: Record<string, string> = {
  atlanta: "M240 330 V170 L256 150 L272 170 V330 Z M250 150 V120", // a tower with a pyramid top and spire
  austin: "M200 330 V240 H320 V330 Z M228 240 a32 32 0 0 1 64 0 M252 208 a8 8 0 0 1 16 0 V180", // the capitol dome
  boston: "M170 330 L260 200 L350 330 M260 200 V150 M200 300 L260 200 L320 300", // a cable-stayed bridge
  boulder: "M150 330 L210 170 L250 330 Z M220 330 L290 130 L340 330 Z M320 330 L370 210 L410 330 Z", // the Flatirons
  chicago: "M236 330 V140 H284 V330 Z M246 140 V110 M274 140 V104 M236 200 H284 M236 260 H284", // a stepped tower with two antennas
  denver: "M120 330 L200 210 L260 270 L330 180 L420 330 Z M300 330 V200 H330 V330", // mountains behind a tower
  "los-angeles": "M160 330 Q200 210 240 330 M300 330 Q330 170 380 330 M230 200 l10 -20 10 20 M350 170 l10 -20 10 20", // hills and palms
  miami:
    "M210 330 V220 M210 220 q-30 -10 -44 10 M210 220 q30 -10 44 10 M210 220 q-20 -30 -40 -24 M210 220 q20 -30 40 -24 M290 330 V190 H340 V330", // a palm and a hotel
  "new-york": "M244 330 V180 L260 150 L276 180 V330 Z M260 150 V100 M250 200 H270", // a spired tower
  portland: "M140 330 L260 150 L380 330 Z M230 196 L260 150 L290 196", // a snow-capped peak
  "san-francisco": "M150 330 V170 M370 330 V170 M150 180 Q260 300 370 180 M150 170 H370", // a suspension bridge
  seattle: "M256 330 L250 220 H270 L264 330 Z M230 206 H290 L276 190 H244 Z M260 190 V140", // a needle tower
};

/** Landmarks drawn as lines (bridges, palms), not as filled shapes. */
const OPEN_LANDMARKS = new Set(["boston", "los-angeles", "miami", "san-francisco"]);

function cityScene({ random, pair: [a, b], city = "" }: SceneContext): string {
  const blocks = [];
  let x = 20;
  while (x < W - 20) {
    const w = 28 + Math.round(random() * 36);
    const h = 40 + Math.round(random() * 110);
    blocks.push(rect(x, 360 - h, w, h + 40, 4, random() < 0.5 ? C.raised : C.surface, { stroke: C.panelLine }));
    for (let wy = 360 - h + 12; wy < 350; wy += 18)
      if (random() < 0.45) blocks.push(rect(x + 8, wy, w - 16, 5, 2, random() < 0.5 ? a : C.gold, { opacity: 0.55 }));
    x += w + 6;
  }
  const hour = Math.floor(random() * 12);
  const angle = (hour / 12) * Math.PI * 2;
  return [
    circle(420, 110, 54, "url(#brand)", { opacity: 0.9 }),
    path_(LANDMARKS[city] ?? LANDMARKS.denver, {
      fill: OPEN_LANDMARKS.has(city) ? "none" : C.panel,
      stroke: b,
      strokeWidth: 4,
      strokeLinejoin: "round",
      strokeLinecap: "round",
      filter: "url(#shadow)",
    }),
    ...blocks,
    rect(0, 390, W, 90, 0, C.deep, { opacity: 0.85 }),
    stroke("M20 420 C140 400 240 440 360 416 S520 404 540 420", a, 3, { opacity: 0.7 }),
    g(
      [
        path_("M0 -30 C0 -52 34 -52 34 -30 C34 -12 17 4 17 4 C17 4 0 -12 0 -30 Z", {
          fill: "url(#brand)",
          stroke: C.deep,
          strokeWidth: 3,
        }),
        circle(17, -30, 7, C.deep),
      ],
      { transform: "translate(243 120)", filter: "url(#shadow)" },
    ),
    g(
      [
        rect(0, 0, 116, 56, 16, C.raised, { stroke: C.line }),
        circle(28, 28, 16, C.navy, { stroke: b, strokeWidth: 3 }),
        stroke(`M28 28 L${n(28 + 10 * Math.sin(angle))} ${n(28 - 10 * Math.cos(angle))}`, C.ink, 3),
        stroke("M28 28 V18", C.muted, 2),
        bars(54, 19, [48, 30], C.ink, { gap: 12, opacity: 0.75 }),
      ],
      {
        transform: "translate(36 40)",
        filter: "url(#shadow)",
      },
    ),
  ].join("");
}

/** A customer's messy spreadsheet mapped into clean rows (Fuse and its comparison pages). */
function importScene({ random, pair: [a, b], glyph }: SceneContext): string {
  const cells = [];
  for (let r = 0; r < 7; r += 1)
    for (let c = 0; c < 4; c += 1) {
      const bad = random() < 0.12;
      cells.push(rect(56 + c * 44, 118 + r * 28, 36, 18, 4, bad ? C.coral : C.muted, { opacity: bad ? 0.85 : 0.35 }));
    }
  const order = [0, 1, 2, 3].sort(() => random() - 0.5);
  return [
    windowFrame(36, 76, 210, 260, { address: false }),
    ...cells,
    ...order.map((to, from) =>
      stroke(
        `M246 ${140 + from * 50} C300 ${140 + from * 50} 300 ${150 + to * 46} 330 ${150 + to * 46}`,
        [a, b, C.gold, C.sky][from],
        3,
      ),
    ),
    windowFrame(330, 110, 196, 240, { address: false }),
    ...[0, 1, 2, 3].map((i) =>
      g(
        [
          rect(0, 0, 164, 30, 8, C.surface),
          rect(10, 10, 60, 10, 5, [a, b, C.gold, C.sky][i], { opacity: 0.85 }),
          check(148, 15, 9),
        ],
        { transform: `translate(346 ${150 + i * 46})` },
      ),
    ),
    emblem(232, 350, 96, glyph, { rotate: -4 }),
    chip(40, 380, C.coral, GLYPHS.checklist, [70, 40]),
  ].join("");
}

/** A gallery wall of product cards (the work index). */
function galleryScene({ random, pair: [a, b], glyph }: SceneContext): string {
  const tints = [a, b, C.gold, C.coral, C.violet, C.sky];
  const cards = [0, 1, 2, 3].map((i) => {
    const x = 40 + (i % 2) * 230;
    const y = 60 + Math.floor(i / 2) * 190;
    return g(
      [
        rect(0, 0, 210, 170, 14, C.panel, { stroke: C.panelLine, strokeWidth: 2 }),
        rect(12, 12, 186, 96, 10, tints[(i + Math.floor(random() * 6)) % 6], { opacity: 0.35 }),
        trend(24, 30, 160, 60, series(random, 6), tints[i]),
        rect(12, 120, 70, 18, 9, tints[i], { opacity: 0.9 }),
        bars(12, 146, [120], C.muted, { opacity: 0.5 }),
      ],
      {
        transform: `translate(${x} ${y}) rotate(${n((random() - 0.5) * 4)} 105 85)`,
        filter: "url(#shadow)",
      },
    );
  });
  return [...cards, emblem(222, 188, 104, glyph)].join("");
}

/** A ring of emblems around the page's own (section indexes and company pages). */
function constellationScene({ random, pair: [a, b], glyph, satellites = [] }: SceneContext): string {
  const items = satellites.map((key, i) => {
    const angle = (i / satellites.length) * Math.PI * 2 - Math.PI / 2 + random() * 0.2;
    const x = 280 + Math.cos(angle) * 180 - 36;
    const y = 240 + Math.sin(angle) * 150 - 36;
    return g(
      [
        rect(0, 0, 72, 72, 18, C.raised, { stroke: [a, b, C.gold, C.coral, C.violet, C.sky][i % 6], strokeWidth: 2 }),
        g(GLYPHS[key], {
          transform: "translate(14 14) scale(0.44)",
          fill: "none",
          stroke: [a, b, C.gold, C.coral, C.violet, C.sky][i % 6],
          strokeWidth: 8,
          strokeLinecap: "round",
          strokeLinejoin: "round",
        }),
      ],
      {
        transform: `translate(${n(x)} ${n(y)})`,
        filter: "url(#shadow)",
      },
    );
  });
  const spokes = satellites.map((_, i) => {
    const angle = (i / satellites.length) * Math.PI * 2 - Math.PI / 2;
    return stroke(`M280 240 L${n(280 + Math.cos(angle) * 150)} ${n(240 + Math.sin(angle) * 124)}`, C.line, 2, {
      strokeDasharray: "3 7",
    });
  });
  return [...spokes, ...items, emblem(210, 170, 140, glyph)].join("");
}

/** Each kind of page's scene, by name. */
export const SCENES = {
  web: webScene,
  design: designScene,
  ops: opsScene,
  team: teamScene,
  code: codeScene,
  industry: industryScene,
  city: cityScene,
  import: importScene,
  gallery: galleryScene,
  constellation: constellationScene,
};

export type SceneName = keyof typeof SCENES;
