/** What the blog's covers and diagrams are drawn with: the palette, text, boxes, arrows and pills. */

export const C = {
  bg: "#0b1533",
  panel: "#111e45",
  panel2: "#172857",
  line: "#2a3d75",
  blue: "#5b9dff",
  sky: "#8ab9ff",
  teal: "#35d0ba",
  yellow: "#ffd166",
  coral: "#ff9f7b",
  text: "#f4f6fb",
};
const FONT = "DejaVu Sans, Arial, sans-serif";
export const COVER = { width: 1600, height: 900, quality: 78, maxBytes: 160 * 1024 };
export const DIAGRAM = { width: 1200, height: 700 };
/** A diagram drawn for phones: 720 wide, and as tall as its drawing needs (each gives its own height). */
export const NARROW_DIAGRAM = { width: 720 };

const esc = (value: string | number): string =>
  String(value).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Rough width of a label in DejaVu Sans, used to warn about text that overflows its box. */
export const textWidth = (value: string | number, size: number, weight = 400): number =>
  String(value).length * size * (weight >= 600 ? 0.6 : 0.55);
/** Text that may overflow its box, printed after the run. */
export const warnings: string[] = [];

export function text(
  x: number,
  y: number,
  value: string | number,
  {
    size = 20,
    weight = 400,
    fill = C.text,
    anchor = "start",
    opacity = 1,
    spacing = 0,
  }: { size?: number; weight?: number; fill?: string; anchor?: string; opacity?: number; spacing?: number } = {},
): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}"${
    opacity < 1 ? ` fill-opacity="${opacity}"` : ""
  }${spacing ? ` letter-spacing="${spacing}"` : ""}>${esc(value)}</text>`;
}

export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  {
    fill = C.panel,
    stroke = C.line,
    rx = 14,
    width = 2,
    dash = "",
    opacity = 1,
  }: { fill?: string; stroke?: string; rx?: number; width?: number; dash?: string; opacity?: number } = {},
): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${
    opacity < 1 ? ` fill-opacity="${opacity}"` : ""
  } stroke="${stroke}" stroke-width="${width}"${dash ? ` stroke-dasharray="${dash}"` : ""}/>`;
}

/** A labelled box: accent bar on the left, a bold title and an optional second line. */
export function box(
  x: number,
  y: number,
  w: number,
  h: number,
  title: string,
  sub = "",
  {
    accent = C.blue,
    fill = C.panel,
    size = 22,
    subSize = 16,
  }: { accent?: string; fill?: string; size?: number; subSize?: number } = {},
): string {
  const cx = x + w / 2 + 4;
  const titleY = sub ? y + h / 2 - 4 : y + h / 2 + size * 0.36;
  for (const [label, s, weight] of [
    [title, size, 700],
    [sub, subSize, 400],
  ] as const)
    if (label && textWidth(label, s, weight) > w - 28) warnings.push(`"${label}" may overflow a ${w}px box`);
  return [
    rect(x, y, w, h, { fill, stroke: C.line }),
    `<rect x="${x}" y="${y + 10}" width="6" height="${h - 20}" rx="3" fill="${accent}"/>`,
    text(cx, titleY, title, { size, weight: 700, anchor: "middle" }),
    sub ? text(cx, y + h / 2 + subSize + 6, sub, { size: subSize, fill: C.sky, anchor: "middle" }) : "",
  ].join("");
}

const ARROW_COLORS = { blue: C.blue, sky: C.sky, teal: C.teal, yellow: C.yellow, coral: C.coral, line: C.line };

/** The arrowheads, one per colour. */
function markerDefs(): string {
  return Object.entries(ARROW_COLORS)
    .map(
      ([name, color]) =>
        `<marker id="arrow-${name}" viewBox="0 0 10 10" refX="8.5" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="${color}"/></marker>`,
    )
    .join("");
}

/** An arrowhead colour by name. */
export type ArrowColor = keyof typeof ARROW_COLORS;

export function arrow(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  {
    color = "blue",
    width = 3,
    dash = "",
    both = false,
  }: { color?: ArrowColor; width?: number; dash?: string; both?: boolean } = {},
): string {
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${ARROW_COLORS[color]}" stroke-width="${width}"${
    dash ? ` stroke-dasharray="${dash}"` : ""
  } marker-end="url(#arrow-${color})"${both ? ` marker-start="url(#arrow-${color})"` : ""}/>`;
}

/** An arrow along a path (for elbows); `d` is an SVG path string. */
export function pathArrow(
  d: string,
  { color = "blue", width = 3, dash = "" }: { color?: ArrowColor; width?: number; dash?: string } = {},
): string {
  return `<path d="${d}" fill="none" stroke="${ARROW_COLORS[color]}" stroke-width="${width}"${
    dash ? ` stroke-dasharray="${dash}"` : ""
  } marker-end="url(#arrow-${color})"/>`;
}

/** How wide a pill with `label` is drawn. */
export const pillWidth = (label: string, size: number): number =>
  Math.round(label.length * size * (label === label.toUpperCase() ? 0.74 : 0.64) + label.length + 34);

export function pill(
  x: number,
  y: number,
  label: string,
  { fill = C.panel2, color = C.teal, size = 16 }: { fill?: string; color?: string; size?: number } = {},
): string {
  const w = pillWidth(label, size);
  return `${rect(x, y, w, size + 20, { fill, stroke: color, rx: (size + 20) / 2, width: 1.5 })}${text(
    x + w / 2,
    y + size + 5,
    label,
    {
      size,
      weight: 700,
      fill: color,
      anchor: "middle",
      spacing: 1,
    },
  )}`;
}

export function dotGrid(width: number, height: number, gap: number, color: string = C.line, opacity = 0.55): string {
  return `<pattern id="dots" width="${gap}" height="${gap}" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="${color}" fill-opacity="${opacity}"/></pattern><rect width="${width}" height="${height}" fill="url(#dots)"/>`;
}

export function svgDoc(width: number, height: number, body: string, defs = ""): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${markerDefs()}${defs}</defs>${body}</svg>`;
}

/** A diagram's picture: the navy background under a faint dot grid, and `body` on top. */
export function diagramDoc(width: number, height: number, body: string): string {
  return svgDoc(
    width,
    height,
    [`<rect width="${width}" height="${height}" fill="${C.bg}"/>`, dotGrid(width, height, 32, C.line, 0.35), body].join(
      "",
    ),
  );
}
