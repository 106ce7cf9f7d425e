/**
 * Each blog post's explanatory diagram (1200×700, diagram.png). The drawings for phones are in
 * phone-diagrams.ts; what both show is in diagram-content.ts.
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
import {
  C,
  DIAGRAM,
  NARROW_DIAGRAM,
  arrow,
  box,
  diagramDoc,
  pathArrow,
  pill,
  pillWidth,
  rect,
  text,
  textWidth,
} from "./drawing";

/* -------------------------------------------------------------- diagrams */

export function diagram(title: string, subtitle: string, body: string): string {
  const { width, height } = DIAGRAM;
  const content = [
    text(60, 72, title, { size: 32, weight: 700 }),
    subtitle ? text(60, 108, subtitle, { size: 18, fill: C.sky }) : "",
    body,
  ].join("");
  return diagramDoc(width, height, content);
}

/**
 * The six-week MVP plan as a Gantt chart: weeks across, lanes down, the scope freeze and the feature
 * cut-off as dashed lines. `phone` draws it for a narrow screen: bigger type, markers one under the other.
 */
/** Where and how large the plan is drawn. */
export interface PlanLayout {
  left: number;
  colW: number;
  top: number;
  weekH: number;
  weekLabel: (week: number) => string;
  weekSize: number;
  phone?: boolean;
}

export function mvpPlan({ left, colW, top, weekH, weekLabel, weekSize, phone = false }: PlanLayout): string {
  const lanes: [string, number, number, string][] = [
    ["Discovery", 0, 1, C.teal],
    ["Design", 0.6, 3, C.sky],
    ["Build", 1.5, 6, C.blue],
    [phone ? "QA, fixes" : "QA + fixes", 3.2, 6, C.coral],
    ["Launch", 5.3, 6, C.yellow],
  ];
  const laneGap = phone ? 112 : 82;
  const laneH = phone ? 80 : 52;
  const barInset = phone ? 12 : 8;
  const lanesTop = top + weekH + (phone ? 28 : 36);
  const parts: string[] = [];
  for (let w = 0; w < 6; w++) {
    parts.push(
      rect(left + w * colW + (phone ? 3 : 4), top, colW - (phone ? 6 : 8), weekH, {
        fill: C.panel2,
        stroke: C.line,
        rx: 10,
      }),
    );
    parts.push(
      text(left + w * colW + colW / 2, top + weekH / 2 + weekSize * 0.35, weekLabel(w + 1), {
        size: weekSize,
        weight: 700,
        anchor: "middle",
      }),
    );
  }
  lanes.forEach(([name, from, to, color], i) => {
    const y = lanesTop + i * laneGap;
    parts.push(text(phone ? 36 : 60, y + laneH / 2 + (phone ? 16 : 8), name, { size: phone ? 28 : 22, weight: 700 }));
    parts.push(rect(left, y + 4, colW * 6, laneH, { fill: C.panel, stroke: C.line, rx: phone ? 12 : 10, width: 1 }));
    parts.push(
      rect(
        left + from * colW + (phone ? 5 : 6),
        y + 4 + barInset,
        (to - from) * colW - (phone ? 10 : 12),
        laneH - 2 * barInset,
        {
          fill: color,
          stroke: color,
          rx: (laneH - 2 * barInset) / 2,
          width: 0,
        },
      ),
    );
  });
  const markerTop = lanesTop + 5 * laneGap + (phone ? 6 : 0);
  const size = phone ? 24 : 16;
  const marker = (week: number, label: string, color: string, row: number): string => {
    const x = left + week * colW;
    const y = markerTop + (phone ? row * 64 : 0);
    const pillX = phone
      ? Math.min(x - 20, NARROW_DIAGRAM.width - 24 - pillWidth(label, size))
      : x - textWidth(label, size, 700) / 2 - 17;
    return `<line x1="${x}" y1="${top + weekH + 10}" x2="${x}" y2="${y}" stroke="${color}" stroke-width="${phone ? 4 : 3}" stroke-dasharray="${phone ? "10 10" : "8 8"}"/>${pill(pillX, y, label, { color, size })}`;
  };
  parts.push(marker(2, "Scope freeze", C.yellow, 0), marker(5, "Feature cut-off", C.coral, 1));
  return parts.join("");
}

/** Each post's diagram, by slug. */
export const diagrams: Record<string, () => string> = {
  "react-native-vs-flutter-2026"() {
    const column = (x: number, name: string, color: string, steps: [string, string][]): string => {
      const parts = [pill(x, 150, name, { color, size: 18 })];
      steps.forEach(([title, sub], i) => {
        const y = 210 + i * 120;
        parts.push(box(x, y, 470, 88, title, sub, { accent: color }));
        if (i < steps.length - 1)
          parts.push(arrow(x + 235, y + 90, x + 235, y + 116, { color: color === C.blue ? "blue" : "teal" }));
      });
      parts.push(arrow(x + 235, 568, x + 235, 600, { color: color === C.blue ? "blue" : "teal" }));
      return parts.join("");
    };
    return [
      column(70, "REACT NATIVE", C.blue, [
        ["TypeScript + React", "your components"],
        ["JSI + Fabric", "no async bridge"],
        ["Native platform views", "UIKit / Android Views"],
      ]),
      column(660, "FLUTTER", C.teal, [
        ["Dart widgets", "your components"],
        ["Flutter engine", "Impeller renderer"],
        ["Engine-drawn pixels", "one canvas per screen"],
      ]),
      box(70, 604, 1060, 70, "iOS and Android devices", "", { accent: C.yellow, fill: C.panel2 }),
    ].join("");
  },

  "scoping-a-startup-mvp-in-six-weeks"() {
    return mvpPlan({ left: 250, colW: 150, top: 140, weekH: 44, weekLabel: (w) => `Week ${w}`, weekSize: 18 });
  },

  "hipaa-compliance-checklist-for-healthcare-apps"() {
    return [
      rect(320, 150, 840, 400, { fill: C.panel, stroke: C.teal, rx: 22, dash: "12 10", opacity: 0.6 }),
      text(344, 186, "PHI boundary: BAA-covered services", { size: 18, weight: 700, fill: C.teal }),
      box(30, 260, 180, 110, "Patient app", "no PHI at rest", { accent: C.sky }),
      arrow(212, 315, 336, 315, { color: "teal" }),
      text(272, 300, "TLS 1.2+", { size: 15, weight: 700, fill: C.teal, anchor: "middle" }),
      box(340, 260, 230, 110, "API gateway", "auth + rate limits", { accent: C.blue }),
      arrow(572, 315, 636, 315, { color: "blue" }),
      box(640, 260, 220, 110, "App services", "least privilege", { accent: C.blue }),
      arrow(862, 315, 926, 315, { color: "blue" }),
      box(930, 260, 200, 110, "Database", "AES-256 at rest", { accent: C.teal }),
      box(640, 420, 220, 100, "Audit log", "who saw what", { accent: C.yellow }),
      arrow(750, 372, 750, 416, { color: "yellow" }),
      box(930, 420, 200, 100, "Backups", "encrypted, tested", { accent: C.teal }),
      arrow(1030, 372, 1030, 416, { color: "teal" }),
      pathArrow("M455 372 L455 632 L636 632", { color: "coral", dash: "8 8" }),
      text(470, 470, "scrubbed", { size: 15, weight: 700, fill: C.coral }),
      text(470, 490, "events", { size: 15, weight: 700, fill: C.coral }),
      box(640, 590, 490, 84, "Product analytics", "de-identified events only", { accent: C.coral }),
      box(30, 590, 250, 84, "Non-BAA vendor", "no PHI, ever", { accent: C.coral, fill: C.panel2 }),
    ].join("");
  },

  "nearshore-vs-offshore-development-teams"() {
    const left = 250;
    const right = 1040;
    const hour = (right - left) / 24;
    const parts = [];
    for (let h = 0; h <= 24; h += 3) {
      const x = left + h * hour;
      parts.push(`<line x1="${x}" y1="150" x2="${x}" y2="630" stroke="${C.line}" stroke-width="1.5"/>`);
      parts.push(text(x, 146, `${String(h).padStart(2, "0")}:00`, { size: 14, fill: C.sky, anchor: "middle" }));
    }
    const base = [15, 23];
    parts.push(
      rect(left + base[0] * hour, 160, (base[1] - base[0]) * hour, 470, {
        fill: C.blue,
        stroke: C.blue,
        rx: 8,
        width: 0,
        opacity: 0.14,
      }),
    );
    WORKDAYS.forEach(([city, from, to, color, overlap], i) => {
      const y = 180 + i * 74;
      parts.push(text(60, y + 32, city, { size: 21, weight: 700 }));
      parts.push(
        rect(left + from * hour, y + 8, (to - from) * hour, 36, { fill: color, stroke: color, rx: 18, width: 0 }),
      );
      parts.push(text(1080, y + 33, overlap, { size: 20, weight: 700, fill: color }));
    });
    parts.push(
      text(60, 668, "9:00–17:00 local, shown in UTC (northern summer). Right: hours shared with Boulder.", {
        size: 16,
        fill: C.sky,
      }),
    );
    return parts.join("");
  },

  "building-a-design-system-that-survives"() {
    const parts = DESIGN_LAYERS.map(([name, color], i) => {
      const w = 300 + i * 60;
      const x = 340 - w / 2;
      return box(x, 150 + i * 100, w, 80, name, "", { accent: color, size: 22 });
    });
    for (let i = 0; i < 4; i++)
      parts.push(arrow(340, 150 + (i + 1) * 100 - 2, 340, 150 + i * 100 + 84, { color: "sky", width: 2.5 }));
    parts.push(
      box(700, 150, 200, 90, "tokens.json", "one source", { accent: C.blue }),
      pathArrow("M800 242 L800 290 L700 290 L700 326", { color: "blue" }),
      pathArrow("M800 242 L800 290 L1020 290 L1020 326", { color: "blue" }),
      box(600, 330, 220, 90, "Figma library", "variables", { accent: C.sky }),
      box(920, 330, 220, 90, "Code package", "CSS + TS", { accent: C.teal }),
      arrow(1030, 422, 1030, 466, { color: "teal" }),
      box(880, 470, 300, 90, "CI checks", "visual + a11y tests", { accent: C.yellow }),
      arrow(1030, 562, 1030, 596, { color: "yellow" }),
      box(780, 600, 400, 76, "Versioned release", "semver + changelog", { accent: C.coral }),
      pathArrow("M710 422 L710 638 L776 638", { color: "sky", dash: "8 8" }),
    );
    return parts.join("");
  },

  "adding-ai-features-responsibly"() {
    const steps = AI_STEPS;
    const w = 172;
    const gap = 20;
    const parts = [];
    const centers: number[] = [];
    steps.forEach(([title, sub, color], i) => {
      const x = 30 + i * (w + gap);
      centers.push(x + w / 2);
      parts.push(box(x, 180, w, 110, title, sub, { accent: color, size: 18, subSize: 15 }));
      if (i < steps.length - 1) parts.push(arrow(x + w + 2, 235, x + w + gap - 2, 235, { color: "sky" }));
    });
    // A logging bus under the pipeline: every step reports to the traces.
    parts.push(
      `<line x1="${centers[0]}" y1="340" x2="${centers[5]}" y2="340" stroke="${C.blue}" stroke-width="2" stroke-dasharray="6 8"/>`,
    );
    centers.forEach((cx) =>
      parts.push(
        `<line x1="${cx}" y1="292" x2="${cx}" y2="340" stroke="${C.blue}" stroke-width="2" stroke-dasharray="6 8"/>`,
      ),
    );
    parts.push(
      pathArrow(`M${centers[0]} 340 L${centers[0]} 436`, { color: "blue", width: 2, dash: "6 8" }),
      box(30, 440, 340, 96, "Logs + traces", "prompt, output, cost", { accent: C.blue }),
      box(430, 440, 340, 96, "Eval suite", "golden set, every change", { accent: C.teal }),
      box(830, 440, 340, 96, "Non-AI fallback", "feature still works", { accent: C.coral }),
      arrow(centers[3], 436, centers[3], 294, { color: "teal" }),
      text(centers[3] + 14, 400, "tune prompts", { size: 16, fill: C.teal }),
      pathArrow(`M${centers[4] + 40} 292 L${centers[4] + 40} 436`, { color: "coral" }),
      text(centers[4] + 54, 400, "on failure", { size: 16, fill: C.coral }),
      text(60, 600, "Dashed: every step is logged with a trace ID.", { size: 16, fill: C.sky }),
    );
    return parts.join("");
  },

  "csv-import-ux-best-practices"() {
    const steps = IMPORT_STEPS;
    const w = 196;
    const gap = 30;
    const parts = [];
    steps.forEach(([title, sub, color], i) => {
      const x = 40 + i * (w + gap);
      parts.push(box(x, 160, w, 104, title, sub, { accent: color, size: 21, subSize: 15 }));
      if (i < steps.length - 1) parts.push(arrow(x + w + 2, 212, x + w + gap - 2, 212, { color: "sky" }));
    });
    // The review grid: a few rows, two flagged cells.
    const cols: [string, number][] = [
      ["email", 300],
      ["name", 230],
      ["plan", 150],
      ["signup date", 220],
    ];
    const top = 330;
    const left = 150;
    let x = left;
    cols.forEach(([name, cw]) => {
      parts.push(rect(x, top, cw, 44, { fill: C.panel2, stroke: C.line, rx: 0, width: 1.5 }));
      parts.push(text(x + 16, top + 29, name, { size: 17, weight: 700, fill: C.sky }));
      x += cw;
    });
    IMPORT_ROWS.forEach((row, r) => {
      let cx = left;
      row.forEach((value, c) => {
        const cw = cols[c][1];
        const bad = IMPORT_FLAGGED[`${r},${c}`];
        parts.push(
          rect(cx, top + 44 + r * 44, cw, 44, {
            fill: bad ? "#3a2a3a" : C.panel,
            stroke: bad ? C.coral : C.line,
            rx: 0,
            width: bad ? 2.5 : 1,
          }),
        );
        parts.push(text(cx + 16, top + 73 + r * 44, value, { size: 17, fill: bad ? C.coral : C.text }));
        cx += cw;
      });
    });
    parts.push(
      pill(150, 580, "2 rows need attention", { color: C.coral, size: 17 }),
      pill(450, 580, "98 rows ready", { color: C.teal, size: 17 }),
    );
    return parts.join("");
  },

  "core-web-vitals-for-marketing-sites"() {
    const parts = [];
    VITALS.forEach(([short, long, bands, what], i) => {
      const y = 150 + i * 165;
      parts.push(rect(60, y, 1080, 140, { fill: C.panel, stroke: C.line, rx: 18 }));
      parts.push(text(90, y + 58, short, { size: 40, weight: 700, fill: C.sky }));
      parts.push(text(90, y + 92, long, { size: 17, fill: C.text }));
      parts.push(text(90, y + 118, what, { size: 15, fill: C.sky }));
      const colors = [C.teal, C.yellow, C.coral];
      const labels = ["Good", "Needs work", "Poor"];
      const widths = [300, 230, 200];
      let x = 380;
      bands.forEach((band, b) => {
        parts.push(rect(x, y + 34, widths[b] - 6, 40, { fill: colors[b], stroke: colors[b], rx: 10, width: 0 }));
        parts.push(
          text(x + (widths[b] - 6) / 2, y + 61, band, { size: 19, weight: 700, fill: C.bg, anchor: "middle" }),
        );
        parts.push(text(x + (widths[b] - 6) / 2, y + 106, labels[b], { size: 16, fill: colors[b], anchor: "middle" }));
        x += widths[b];
      });
    });
    parts.push(
      text(60, 668, "Judged at the 75th percentile of real page loads, separately for mobile and desktop.", {
        size: 16,
        fill: C.sky,
      }),
    );
    return parts.join("");
  },
};
