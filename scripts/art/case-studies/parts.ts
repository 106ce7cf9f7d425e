/** Building blocks of the case-study pictures: backdrops, devices, charts, marks, maps and objects. */
import { rng } from "../kit";
import { C, Scene, circle, ellipse, g, line, n, p, rect, stroke } from "./drawing";
import { skel } from "./voice";

/* ------------------------------------------------------ building blocks */

/** A soft coloured glow behind a picture. */
export interface Glow {
  x: number;
  y: number;
  r: number;
  color: string;
  op?: number;
}

/** A device or window drawn, and the box its screen leaves for content. */
export interface Framed {
  svg: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Navy gradient, soft coloured glows and a faint grid. */
export function backdrop(
  S: Scene,
  {
    glows = [],
    grid = 80,
    from = C.bg0,
    to = C.bg1,
  }: { glows?: readonly Glow[]; grid?: number; from?: string; to?: string } = {},
): void {
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

export function panel(
  x: number,
  y: number,
  w: number,
  h: number,
  {
    r = 18,
    fill = C.bg1,
    border = C.line,
    shadow = true,
    width = 1.5,
    opacity,
  }: { r?: number; fill?: string; border?: string; shadow?: boolean; width?: number; opacity?: number } = {},
): string {
  return rect(x, y, w, h, r, fill, {
    stroke: border,
    strokeWidth: width,
    filter: shadow ? "url(#shadow)" : undefined,
    opacity,
  });
}

/** A browser window; returns its drawing and the content box under the bar. */
export function browser(
  x: number,
  y: number,
  w: number,
  h: number,
  { fill = C.bg1, bar = C.bg2, r = 18 }: { fill?: string; bar?: string; r?: number } = {},
): Framed {
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
export function phone(x: number, y: number, w: number, h: number, { screen = C.bg0 } = {}): Framed {
  const r = w * 0.15;
  const svg = [
    rect(x, y, w, h, r, "#0a1330", { stroke: C.line, strokeWidth: 3, filter: "url(#shadow)" }),
    rect(x + 9, y + 9, w - 18, h - 18, r - 8, screen),
    rect(x + w / 2 - w * 0.14, y + 20, w * 0.28, 16, 8, "#0a1330"),
  ].join("");
  return { svg, x: x + 9, y: y + 9, w: w - 18, h: h - 18 };
}

/** A landscape tablet; returns its drawing and the screen box. */
export function tablet(x: number, y: number, w: number, h: number): Framed {
  const svg = [
    rect(x, y, w, h, 34, "#0a1330", { stroke: C.line, strokeWidth: 3, filter: "url(#shadow)" }),
    rect(x + 22, y + 22, w - 44, h - 44, 16, C.bg0),
    circle(x + 11, y + h / 2, 4, C.line),
  ].join("");
  return { svg, x: x + 22, y: y + 22, w: w - 44, h: h - 44 };
}

/** A laptop; returns its drawing and the screen box. */
export function laptop(S: Scene, x: number, y: number, w: number): Framed {
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
/** A point: [x, y]. */
export type Point = readonly [number, number];

export function smooth(pts: readonly (readonly number[])[]): string {
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

/** Values in 0..1 as points across a box (0 at its bottom). */
export const points = (x: number, y: number, w: number, h: number, values: readonly number[]): Point[] =>
  values.map((v, i): Point => [x + (w * i) / (values.length - 1), y + h - v * h]);

export function lineChart(
  S: Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  values: readonly number[],
  {
    color = C.blue,
    area = true,
    width = 4,
    dot = true,
  }: { color?: string; area?: boolean; width?: number; dot?: boolean } = {},
): string {
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

export function bars(
  x: number,
  y: number,
  w: number,
  h: number,
  values: readonly number[],
  {
    color = C.blue,
    colors,
    gap = 0.38,
    r = 6,
    horizontal = false,
  }: { color?: string; colors?: readonly string[]; gap?: number; r?: number; horizontal?: boolean } = {},
): string {
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

export function donut(
  cx: number,
  cy: number,
  r: number,
  width: number,
  segments: readonly (readonly [fraction: number, color: string])[],
  { track = C.bg2, gap = 6 } = {},
): string {
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

export const ring = (
  cx: number,
  cy: number,
  r: number,
  width: number,
  frac: number,
  color: string,
  track: string = C.bg2,
): string =>
  donut(cx, cy, r, width, [[frac, color]], { track, gap: 0 }).replace(
    /stroke-dasharray/,
    'stroke-linecap="round" stroke-dasharray',
  );

export function avatar(
  S: Scene,
  cx: number,
  cy: number,
  r: number,
  { bg = C.blue, skin = C.gold, shirt = C.bg1 }: { bg?: string; skin?: string; shirt?: string } = {},
): string {
  const clip = S.clip(circle(cx, cy, r, "#000"));
  return g([
    circle(cx, cy, r, bg),
    g([circle(cx, cy - r * 0.16, r * 0.36, skin), ellipse(cx, cy + r * 0.82, r * 0.72, r * 0.56, shirt)], {
      clipPath: clip,
    }),
  ]);
}

export const checkMark = (cx: number, cy: number, r: number, color: string = C.teal, tick: string = C.bg0): string =>
  circle(cx, cy, r, color) +
  stroke(
    `M${n(cx - r * 0.42)} ${n(cy + r * 0.02)}l${n(r * 0.28)} ${n(r * 0.3)}l${n(r * 0.55)} ${n(-r * 0.6)}`,
    tick,
    r * 0.22,
  );

export const heart = (cx: number, cy: number, s: number, fill: string): string =>
  p(
    `M${n(cx)} ${n(cy + 0.4 * s)}C${n(cx - 1.05 * s)} ${n(cy - 0.2 * s)} ${n(cx - 0.5 * s)} ${n(cy - 0.95 * s)} ${n(cx)} ${n(cy - 0.42 * s)}C${n(cx + 0.5 * s)} ${n(cy - 0.95 * s)} ${n(cx + 1.05 * s)} ${n(cy - 0.2 * s)} ${n(cx)} ${n(cy + 0.4 * s)}Z`,
    { fill },
  );

export const shield = (cx: number, cy: number, s: number, fill: string): string =>
  p(
    `M${n(cx)} ${n(cy - s)}L${n(cx + 0.8 * s)} ${n(cy - 0.66 * s)}V${n(cy + 0.02 * s)}C${n(cx + 0.8 * s)} ${n(cy + 0.6 * s)} ${n(cx + 0.35 * s)} ${n(cy + 0.9 * s)} ${n(cx)} ${n(cy + s)}C${n(cx - 0.35 * s)} ${n(cy + 0.9 * s)} ${n(cx - 0.8 * s)} ${n(cy + 0.6 * s)} ${n(cx - 0.8 * s)} ${n(cy + 0.02 * s)}V${n(cy - 0.66 * s)}Z`,
    { fill },
  );

/** An ECG-style trace. */
export function pulse(x: number, y: number, w: number, h: number, color: string, width = 4): string {
  const u = w / 20;
  const d = `M${n(x)} ${n(y)}h${n(u * 4)}l${n(u)} ${n(-h * 0.25)}l${n(u)} ${n(h * 0.25)}h${n(u * 1.5)}l${n(u * 0.7)} ${n(h * 0.4)}l${n(u * 1.1)} ${n(-h)}l${n(u)} ${n(h * 0.82)}l${n(u * 0.7)} ${n(-h * 0.22)}h${n(u * 1.6)}l${n(u)} ${n(-h * 0.22)}l${n(u)} ${n(h * 0.22)}H${n(x + w)}`;
  return stroke(d, color, width);
}

/** Map marker with its tip at (x, y). */
export const pin = (x: number, y: number, s: number, fill: string, dot: string = C.bg0): string =>
  p(
    `M${n(x)} ${n(y)}C${n(x - s * 0.35)} ${n(y - s * 0.9)} ${n(x - s)} ${n(y - s * 1.2)} ${n(x - s)} ${n(y - s * 1.9)}A${n(s)} ${n(s)} 0 1 1 ${n(x + s)} ${n(y - s * 1.9)}C${n(x + s)} ${n(y - s * 1.2)} ${n(x + s * 0.35)} ${n(y - s * 0.9)} ${n(x)} ${n(y)}Z`,
    { fill, filter: "url(#shadow)" },
  ) + circle(x, y - s * 1.9, s * 0.4, dot);

/** Invented product mark: a rounded square with a simple inner shape. */
/** The inner shape of a product's mark. */
export type MarkShape = "circle" | "ring" | "diamond" | "plus" | "wave" | "roof" | "loop";

/** A product's mark: its two colours, its shape and its name. */
export interface Brand {
  colors: readonly [string, string];
  shape: MarkShape;
  name: string;
}

export function mark(
  S: Scene,
  x: number,
  y: number,
  s: number,
  colors: readonly [string, string],
  shape: MarkShape = "circle",
): string {
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
export function sidebar(
  S: Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  {
    colors,
    shape,
    active = 1,
    rows = 6,
    accent = C.blue,
  }: { colors: readonly [string, string]; shape: MarkShape; active?: number; rows?: number; accent?: string },
): string {
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

export function statCard(
  S: Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  { accent = C.blue, values, seed = 1 }: { accent?: string; values?: readonly number[]; seed?: number } = {},
): string {
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
export function cityMap(
  S: Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  seed: number,
  {
    r = 0,
    angle = -14,
    block = 92,
    water = true,
    parks = true,
  }: { r?: number; angle?: number; block?: number; water?: boolean; parks?: boolean } = {},
): string {
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

export function vehicle(x: number, y: number, color: string, heading = 0): string {
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
export function housePhoto(S: Scene, x: number, y: number, w: number, h: number, variant = 0, { r = 12 } = {}): string {
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
/** The objects a storefront sells. */
export type ProductKind = "bottle" | "vase" | "mug" | "lamp" | "headphones" | "box";

export function product(S: Scene, cx: number, cy: number, s: number, kind: ProductKind, color: string): string {
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
export function tutorFace(S: Scene, cx: number, cy: number, s: number): string {
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
