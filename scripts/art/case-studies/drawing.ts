/** The case-study pictures' palette, element helpers and Scene (one picture with its <defs>). */

import { circle, compose, el, escapeText, g, n, path_, stroke, type Attrs, type Drawing } from "../kit";

/* ------------------------------------------------------------- palette */

export const C = {
  bg0: "#0b1533",
  bg1: "#111e45",
  bg2: "#172857",
  line: "#2a3d75",
  blue: "#5b9dff",
  sky: "#8ab9ff",
  teal: "#35d0ba",
  gold: "#ffd166",
  coral: "#ff9f7b",
  ink: "#eaf1ff",
  deep: "#081029",
};
export const FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";

/* ------------------------------------------------------------- helpers */

export { circle, el, g, n, stroke };
export const p = path_;
export const esc = escapeText;

/** A rectangle; a negative width or height draws nothing. */
export const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra: Attrs = {}): string =>
  el("rect", { x, y, width: Math.max(0, w), height: Math.max(0, h), rx: r, fill, ...extra });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string =>
  el("ellipse", { cx, cy, rx, ry, fill, ...extra });
export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width = 2,
  extra: Attrs = {},
): string => el("line", { x1, y1, x2, y2, stroke, strokeWidth: width, strokeLinecap: "round", ...extra });

/** How a label is set. */
export interface LabelStyle {
  size?: number;
  weight?: number;
  fill?: string;
  anchor?: "start" | "middle" | "end";
  opacity?: number;
}

export const label = (
  x: number,
  y: number,
  str: string | number,
  { size = 24, weight = 700, fill = C.ink, anchor = "start", opacity }: LabelStyle = {},
): string =>
  el(
    "text",
    { x, y, fontFamily: FONT, fontSize: size, fontWeight: weight, fill, textAnchor: anchor, opacity },
    esc(str),
  );

/** A gradient stop: offset, colour and opacity (1 if left out). */
export type Stop = readonly [offset: number, color: string, opacity?: number];

/** One picture: collects <defs> (gradients, clips) next to the drawing. */
export class Scene {
  readonly w: number;
  readonly h: number;
  private readonly defs: string[];
  private readonly body: string[] = [];
  private count = 0;

  constructor(w: number, h: number) {
    this.w = w;
    this.h = h;
    this.defs = [
      `<filter id="shadow" x="-15%" y="-15%" width="130%" height="140%" color-interpolation-filters="sRGB"><feGaussianBlur in="SourceAlpha" stdDeviation="16"/><feOffset dy="14" result="b"/><feFlood flood-color="${C.deep}" flood-opacity="0.65"/><feComposite in2="b" operator="in"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
      `<filter id="glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="7" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
    ];
  }
  uid(prefix: string): string {
    this.count += 1;
    return `${prefix}${this.count}`;
  }
  /** Gradient in the shape's own box; dir is [x1, y1, x2, y2] in 0..1. */
  linear(stops: readonly Stop[], dir: readonly [number, number, number, number] = [0, 0, 1, 1]): string {
    const id = this.uid("lg");
    const s = stops.map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join("");
    this.defs.push(
      `<linearGradient id="${id}" x1="${dir[0]}" y1="${dir[1]}" x2="${dir[2]}" y2="${dir[3]}">${s}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  /** Gradient in picture coordinates (for strokes along straight lines). */
  linearAt(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.uid("lu");
    const s = stops.map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join("");
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${s}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  radial(color: string, opacity = 0.4): string {
    const id = this.uid("rg");
    this.defs.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="0.55" stop-color="${color}" stop-opacity="${opacity * 0.35}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    );
    return `url(#${id})`;
  }
  clip(shape: string): string {
    const id = this.uid("cp");
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }
  add(...parts: Drawing[]): this {
    this.body.push(...parts.map(compose));
    return this;
  }
  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`;
  }
}
