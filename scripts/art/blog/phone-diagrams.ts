/**
 * The blog diagrams drawn again for phones (diagram-narrow.png): the same content as each wide diagram
 * (diagrams.ts, diagram-content.ts) in a frame 720 wide and as tall as the drawing needs, with type large
 * enough to read at 335px wide (labels of 24px and more come out at 11px or larger). Posts show it below
 * 600px wide through their <Chart> (src/components/Chart), the wide diagram above.
 *
 * One function per post: the title and subtitle on several lines, boxes one under the other, flows
 * running top to bottom, and no label under 26px (12px on a 340px screen).
 */
import {
  AI_STEPS,
  DESIGN_LAYERS,
  IMPORT_FLAGGED,
  IMPORT_ROWS,
  IMPORT_STEPS,
  VITALS,
  WORKDAYS,
} from "./diagram-content";
import { mvpPlan } from "./diagrams";
import { C, NARROW_DIAGRAM, arrow, box, diagramDoc, pathArrow, pill, rect, text, type ArrowColor } from "./drawing";

/** A phone diagram: the frame's height (it is 720 wide) and the SVG drawn in it. */
export interface NarrowDrawing {
  height: number;
  body: string;
}

const PHONE = { title: 40, label: 30, sub: 26, small: 26 };

/** The diagram's title (40px) and subtitle (26px), each given as its lines; returns the SVG. */
function narrowHeading(titleLines: string[], subtitleLines: string[]): string {
  const subtitleTop = 70 + (titleLines.length - 1) * 48 + 46;
  return [
    ...titleLines.map((line, i) => text(36, 70 + i * 48, line, { size: PHONE.title, weight: 700 })),
    ...subtitleLines.map((line, i) => text(36, subtitleTop + i * 34, line, { size: PHONE.sub, fill: C.sky })),
  ].join("");
}

/** A box with phone-sized type. */
function phoneBox(
  x: number,
  y: number,
  w: number,
  h: number,
  title: string,
  sub: string,
  accent: string,
  fill: string = C.panel,
): string {
  return box(x, y, w, h, title, sub, { accent, fill, size: PHONE.label, subSize: PHONE.sub });
}

/** Lines of 26px text, 36px apart, from (x, y). */
function phoneLines(
  x: number,
  y: number,
  lines: string[],
  { fill = C.sky, weight = 400 }: { fill?: string; weight?: number } = {},
): string {
  return lines.map((line, i) => text(x, y + i * 36, line, { size: PHONE.small, fill, weight })).join("");
}

function narrowStacks(): NarrowDrawing {
  const stack = (
    x: number,
    top: number,
    name: string,
    color: string,
    arrowColor: ArrowColor,
    steps: [title: string, sub: string][],
  ): string => {
    const w = 684 - x;
    const parts = [pill(x, top, name, { color, size: 24 })];
    steps.forEach(([title, sub], i) => {
      const y = top + 60 + i * 132;
      parts.push(phoneBox(x, y, w, 96, title, sub, color));
      if (i < steps.length - 1) parts.push(arrow(x + w / 2, y + 98, x + w / 2, y + 128, { color: arrowColor }));
    });
    return parts.join("");
  };
  const body = [
    narrowHeading(
      ["Where your UI code", "ends up"],
      ["Both ship one codebase to iOS and", "Android; they render differently."],
    ),
    stack(36, 240, "REACT NATIVE", C.blue, "blue", [
      ["TypeScript + React", "your components"],
      ["JSI + Fabric", "no async bridge"],
      ["Native platform views", "UIKit / Android Views"],
    ]),
    // React Native's last step runs down the left edge, past Flutter, to the devices.
    arrow(60, 662, 60, 1162, { color: "blue" }),
    stack(96, 700, "FLUTTER", C.teal, "teal", [
      ["Dart widgets", "your components"],
      ["Flutter engine", "Impeller renderer"],
      ["Engine-drawn pixels", "one canvas per screen"],
    ]),
    arrow(390, 1122, 390, 1162, { color: "teal" }),
    phoneBox(36, 1166, 648, 84, "iOS and Android devices", "", C.yellow, C.panel2),
  ].join("");
  return { height: 1290, body };
}

function narrowPhiFlow(): NarrowDrawing {
  const body = [
    narrowHeading(["Where PHI may travel"], ["Technical safeguards around", "protected health information."]),
    phoneBox(36, 190, 290, 96, "Patient app", "no PHI at rest", C.sky),
    arrow(181, 288, 181, 420, { color: "teal" }),
    text(200, 342, "TLS 1.2+", { size: PHONE.small, weight: 700, fill: C.teal }),
    rect(20, 362, 680, 518, { fill: C.panel, stroke: C.teal, rx: 22, dash: "12 10", opacity: 0.6 }),
    text(36, 860, "PHI boundary: BAA-covered services", { size: PHONE.small, weight: 700, fill: C.teal }),
    phoneBox(36, 424, 290, 100, "API gateway", "auth + rate limits", C.blue),
    arrow(181, 526, 181, 566, { color: "blue" }),
    phoneBox(36, 570, 290, 100, "App services", "least privilege", C.blue),
    arrow(181, 672, 181, 712, { color: "blue" }),
    phoneBox(36, 716, 290, 100, "Database", "AES-256 at rest", C.teal),
    arrow(328, 620, 362, 620, { color: "yellow" }),
    phoneBox(366, 570, 276, 100, "Audit log", "who saw what", C.yellow),
    arrow(328, 766, 362, 766, { color: "teal" }),
    phoneBox(366, 716, 276, 100, "Backups", "encrypted, tested", C.teal),
    // Only scrubbed events leave the boundary, along the right edge.
    pathArrow("M328 474 L672 474 L672 920", { color: "coral", dash: "8 8" }),
    text(366, 462, "scrubbed events", { size: PHONE.small, weight: 700, fill: C.coral }),
    phoneBox(36, 924, 648, 96, "Product analytics", "de-identified events only", C.coral),
    phoneBox(36, 1056, 648, 96, "Non-BAA vendor", "no PHI, ever", C.coral, C.panel2),
  ].join("");
  return { height: 1190, body };
}

function narrowWorkingHours(): NarrowDrawing {
  const left = 80;
  const right = 640;
  const hour = (right - left) / 24;
  const rows = WORKDAYS;
  const top = 290;
  const rowGap = 108;
  const gridBottom = top + rows.length * rowGap;
  const parts = [
    narrowHeading(
      ["Shared working hours", "with a Boulder team"],
      ["Where each city's workday falls", "on one UTC clock."],
    ),
  ];
  // Hours every 3: 00, 06, 12, 18, 24 above the chart, 03, 09, 15, 21 below it.
  for (let h = 0; h <= 24; h += 3) {
    const x = left + h * hour;
    parts.push(`<line x1="${x}" y1="${top - 22}" x2="${x}" y2="${gridBottom}" stroke="${C.line}" stroke-width="1.5"/>`);
    const y = h % 6 === 0 ? top - 32 : gridBottom + 36;
    parts.push(text(x, y, `${String(h).padStart(2, "0")}:00`, { size: PHONE.small, fill: C.sky, anchor: "middle" }));
  }
  parts.push(
    rect(left + 15 * hour, top - 12, 8 * hour, gridBottom - top + 2, {
      fill: C.blue,
      stroke: C.blue,
      rx: 8,
      width: 0,
      opacity: 0.14,
    }),
  );
  rows.forEach(([city, from, to, color, overlap], i) => {
    const y = top + i * rowGap;
    parts.push(text(36, y + 30, city, { size: 28, weight: 700 }));
    parts.push(text(684, y + 30, overlap, { size: 28, weight: 700, fill: color, anchor: "end" }));
    parts.push(
      rect(left + from * hour, y + 46, (to - from) * hour, 40, { fill: color, stroke: color, rx: 20, width: 0 }),
    );
  });
  parts.push(
    phoneLines(36, gridBottom + 96, [
      "9:00–17:00 local, shown in UTC",
      "(northern summer). Right: hours",
      "shared with Boulder.",
    ]),
  );
  return { height: gridBottom + 196, body: parts.join("") };
}

function narrowDesignSystem(): NarrowDrawing {
  const parts = [
    narrowHeading(
      ["Layers of a durable", "design system"],
      ["One token source feeds both design", "and code; releases are versioned."],
    ),
  ];
  DESIGN_LAYERS.forEach(([name, color], i) => {
    const w = 360 + i * 60;
    parts.push(phoneBox(360 - w / 2, 240 + i * 104, w, 80, name, "", color));
    if (i > 0) parts.push(arrow(360, 240 + i * 104 - 2, 360, 240 + (i - 1) * 104 + 84, { color: "sky" }));
  });
  parts.push(
    phoneBox(210, 790, 300, 96, "tokens.json", "one source", C.blue),
    pathArrow("M360 888 L360 922 L186 922 L186 956", { color: "blue" }),
    pathArrow("M360 888 L360 922 L528 922 L528 956", { color: "blue" }),
    phoneBox(36, 960, 300, 96, "Figma library", "variables", C.sky),
    phoneBox(372, 960, 312, 96, "Code package", "CSS + TS", C.teal),
    arrow(528, 1058, 528, 1096, { color: "teal" }),
    phoneBox(372, 1100, 312, 96, "CI checks", "visual + a11y tests", C.yellow),
    arrow(528, 1198, 528, 1236, { color: "yellow" }),
    pathArrow("M186 1058 L186 1236", { color: "sky", dash: "8 8" }),
    phoneBox(36, 1240, 648, 96, "Versioned release", "semver + changelog", C.coral),
  );
  return { height: 1376, body: parts.join("") };
}

function narrowAiGuards(): NarrowDrawing {
  const steps = AI_STEPS;
  const x = 76;
  const w = 380;
  const mid = (i: number): number => 236 + i * 120;
  const parts = [
    narrowHeading(["A guarded AI feature"], ["Every model call sits between checks,", "with logs and a way out."]),
  ];
  steps.forEach(([title, sub, color], i) => {
    parts.push(phoneBox(x, mid(i) - 46, w, 92, title, sub, color));
    if (i < steps.length - 1) parts.push(arrow(x + w / 2, mid(i) + 48, x + w / 2, mid(i) + 70, { color: "sky" }));
    // The logging bus on the left: every step reports to the traces.
    parts.push(
      `<line x1="40" y1="${mid(i)}" x2="${x}" y2="${mid(i)}" stroke="${C.blue}" stroke-width="2" stroke-dasharray="6 8"/>`,
    );
  });
  parts.push(
    pathArrow(`M40 ${mid(0)} L40 976 L72 976`, { color: "blue", width: 2, dash: "6 8" }),
    phoneBox(x, 930, w, 92, "Logs + traces", "prompt, output, cost", C.blue),
    phoneBox(x, 1050, w, 92, "Non-AI fallback", "feature still works", C.coral),
    phoneBox(x, 1170, w, 92, "Eval suite", "golden set, every change", C.teal),
    pathArrow(`M${x + w + 2} ${mid(4)} L652 ${mid(4)} L652 1096 L${x + w + 4} 1096`, { color: "coral" }),
    text(640, mid(4) - 12, "on failure", { size: PHONE.small, fill: C.coral, anchor: "end" }),
    pathArrow(`M${x + w + 2} 1216 L690 1216 L690 ${mid(3)} L${x + w + 4} ${mid(3)}`, { color: "teal" }),
    text(680, mid(3) - 12, "tune prompts", { size: PHONE.small, fill: C.teal, anchor: "end" }),
    phoneLines(36, 1316, ["Dashed: every step is logged", "with a trace ID."]),
  );
  return { height: 1390, body: parts.join("") };
}

function narrowCsvImport(): NarrowDrawing {
  const steps = IMPORT_STEPS;
  const parts = [
    narrowHeading(
      ["An import flow", "users finish"],
      ["Errors are fixed in the browser, not", "in a spreadsheet round trip."],
    ),
  ];
  steps.forEach(([title, sub, color], i) => {
    const y = 240 + i * 114;
    parts.push(phoneBox(36, y, 648, 84, title, sub, color));
    if (i < steps.length - 1) parts.push(arrow(360, y + 86, 360, y + 110, { color: "sky" }));
  });
  // The review grid, one record in two rows: the email across, then name, plan and signup date.
  const cols: [name: string, x: number, w: number][] = [
    ["name", 36, 234],
    ["plan", 270, 170],
    ["signup date", 440, 244],
  ];
  const cellH = 50;
  const cell = (
    x: number,
    y: number,
    w: number,
    value: string,
    { header = false, bad = false }: { header?: boolean; bad?: boolean } = {},
  ): string =>
    rect(x, y, w, cellH, {
      fill: header ? C.panel2 : bad ? "#3a2a3a" : C.panel,
      stroke: bad ? C.coral : C.line,
      rx: 0,
      width: bad ? 2.5 : header ? 1.5 : 1,
    }) +
    text(x + 16, y + 34, value, {
      size: PHONE.small,
      weight: header ? 700 : 400,
      fill: header ? C.sky : bad ? C.coral : C.text,
    });
  const top = 816;
  parts.push(cell(36, top, 648, "email", { header: true }));
  cols.forEach(([name, cx, cw]) => parts.push(cell(cx, top + cellH, cw, name, { header: true })));
  IMPORT_ROWS.forEach(([email, ...rest], r) => {
    const y = top + 2 * cellH + 12 + r * (2 * cellH + 12);
    parts.push(cell(36, y, 648, email, { bad: Boolean(IMPORT_FLAGGED[`${r},0`]) }));
    rest.forEach((value, c) =>
      parts.push(cell(cols[c][1], y + cellH, cols[c][2], value, { bad: Boolean(IMPORT_FLAGGED[`${r},${c + 1}`]) })),
    );
  });
  const pillsTop = top + 2 * cellH + 4 * (2 * cellH + 12) + 36;
  parts.push(
    pill(36, pillsTop, "2 rows need attention", { color: C.coral, size: 26 }),
    pill(36, pillsTop + 66, "98 rows ready", { color: C.teal, size: 26 }),
  );
  return { height: pillsTop + 66 + 46 + 36, body: parts.join("") };
}

function narrowVitals(): NarrowDrawing {
  const colors = [C.teal, C.yellow, C.coral];
  const labels = ["Good", "Needs work", "Poor"];
  const widths = [232, 212, 188];
  const parts = [
    narrowHeading(["Core Web Vitals thresholds"], ["Google's published bands for a good", "page experience."]),
  ];
  VITALS.forEach(([short, long, bands, what], i) => {
    const y = 200 + i * 264;
    parts.push(rect(20, y, 680, 240, { fill: C.panel, stroke: C.line, rx: 18 }));
    parts.push(text(44, y + 58, short, { size: 44, weight: 700, fill: C.sky }));
    parts.push(text(676, y + 56, what, { size: PHONE.small, fill: C.sky, anchor: "end" }));
    parts.push(text(44, y + 100, long, { size: 28 }));
    let x = 44;
    bands.forEach((band, b) => {
      const w = widths[b] - 8;
      parts.push(rect(x, y + 124, w, 54, { fill: colors[b], stroke: colors[b], rx: 12, width: 0 }));
      parts.push(text(x + w / 2, y + 160, band, { size: 28, weight: 700, fill: C.bg, anchor: "middle" }));
      parts.push(text(x + w / 2, y + 214, labels[b], { size: PHONE.small, fill: colors[b], anchor: "middle" }));
      x += widths[b];
    });
  });
  parts.push(
    phoneLines(36, 1030, ["Judged at the 75th percentile of real page", "loads, separately for mobile and desktop."]),
  );
  return { height: 1090, body: parts.join("") };
}

/** Each post's phone diagram, by slug. */
export const narrowDiagrams: Record<string, () => NarrowDrawing> = {
  "scoping-a-startup-mvp-in-six-weeks"() {
    const body = [
      text(36, 70, "A six-week", { size: 40, weight: 700 }),
      text(36, 118, "MVP plan", { size: 40, weight: 700 }),
      mvpPlan({ left: 196, colW: 84, top: 160, weekH: 56, weekLabel: (w) => `W${w}`, weekSize: 26, phone: true }),
    ].join("");
    return { height: 960, body };
  },
  "react-native-vs-flutter-2026": narrowStacks,
  "hipaa-compliance-checklist-for-healthcare-apps": narrowPhiFlow,
  "nearshore-vs-offshore-development-teams": narrowWorkingHours,
  "building-a-design-system-that-survives": narrowDesignSystem,
  "adding-ai-features-responsibly": narrowAiGuards,
  "csv-import-ux-best-practices": narrowCsvImport,
  "core-web-vitals-for-marketing-sites": narrowVitals,
};

/** The SVG of a phone diagram: 720 wide, `height` tall. */
export function narrowDiagram({ height, body }: NarrowDrawing): string {
  return diagramDoc(NARROW_DIAGRAM.width, height, body);
}
