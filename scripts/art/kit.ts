/**
 * What the artwork generators share: the site's colours, a seeded random number generator (every run
 * draws the same pictures) and the SVG element helpers they compose their pictures with.
 */
import path from "node:path";

/** The repository's root: the generators write into its static/, content/ and src/images/. */
export const ROOT = path.resolve(__dirname, "../..");

/** The site's hues, as in src/theme/tokens.ts (colors and artColors). */
export const SITE_COLORS = {
  navy: "#0b1533",
  deep: "#070e24",
  surface: "#111e45",
  raised: "#172857",
  line: "#2a3d75",
  panel: "#0f1b40",
  panelLine: "#22356b",
  ink: "#eaf1ff",
  muted: "#b9c2dc",
  blue: "#5b9dff",
  sky: "#8ab9ff",
  teal: "#35d0ba",
  gold: "#ffd166",
  coral: "#ff9f7b",
  violet: "#a48bff",
};

/** A source of numbers in [0, 1). */
export type Random = () => number;

/** Small seeded PRNG (mulberry32): the same seed draws the same picture. */
export function rng(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An attribute's value; undefined, null and false leave the attribute out. */
export type AttrValue = string | number | boolean | null | undefined;
/** Attributes in camelCase (strokeWidth), written in kebab-case (stroke-width). */
export type Attrs = Record<string, AttrValue>;
/** Drawing as nested lists of SVG strings, flattened when composed. */
export type Drawing = string | readonly Drawing[];

/** A coordinate as written: integers as they are, others to one decimal. */
export const n = (v: number): string => (Number.isInteger(v) ? String(v) : String(Math.round(v * 10) / 10));

const kebab = (k: string): string => k.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`);

export const attrs = (o: Attrs): string =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => `${kebab(k)}="${typeof v === "number" ? n(v) : String(v)}"`)
    .join(" ");

/** One element: self-closing without children. */
export const el = (tag: string, a: Attrs, children?: string): string =>
  children === undefined ? `<${tag} ${attrs(a)}/>` : `<${tag} ${attrs(a)}>${children}</${tag}>`;

/** A drawing's SVG: nested lists joined in order. */
export const compose = (d: Drawing): string => (typeof d === "string" ? d : d.map(compose).join(""));

/** A group of drawings. */
export const g = (children: Drawing, a: Attrs = {}): string => el("g", a, compose(children));

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string =>
  el("circle", { cx, cy, r, fill, ...extra });

export const path_ = (d: string, extra: Attrs = {}): string => el("path", { d, ...extra });

/** An open stroke with round caps and joins. */
export const stroke = (d: string, color: string, width = 3, extra: Attrs = {}): string =>
  path_(d, {
    fill: "none",
    stroke: color,
    strokeWidth: width,
    strokeLinecap: "round",
    strokeLinejoin: "round",
    ...extra,
  });

/** Text escaped for an SVG text node. */
export const escapeText = (s: string | number): string =>
  String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A drawing made to be written into a page's HTML (not a file of its own): its ids and the references to them
 * (`url(#…)`, `href="#…"`) carry `prefix`, since every id in a page is the page's; the root is hidden from
 * assistive technology and out of the tab order (a decoration); line breaks and the namespace go.
 */
export function inlineSvg(svg: string, prefix: string): string {
  return svg
    .replace(/\bid="([^"]+)"/g, (_, id: string) => `id="${prefix}-${id}"`)
    .replace(/url\(#([^)]+)\)/g, (_, id: string) => `url(#${prefix}-${id})`)
    .replace(/\bhref="#([^"]+)"/g, (_, id: string) => `href="#${prefix}-${id}"`)
    .replace(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/, '<svg aria-hidden="true" focusable="false"')
    .replace(/>\s+</g, "><")
    .trim();
}
