/**
 * A post's diagrams stay readable on a phone: a wide diagram (a `diagram*.png` beside the post)
 * scaled to a 340px screen shrinks its labels to a few pixels, so a post shows one only inside a
 * <Chart> (src/components/Chart) that names the same chart drawn for phones by its file:
 *
 *   <Chart narrow="./diagram-narrow.png">
 *
 *   ![What the chart shows](./diagram.png)
 *
 *   </Chart>
 *
 * No import line: the build brings the file in (mdx-chart-files.ts), so the content editor shows a
 * chart as one block with its two pictures. Pure code on the MDX body; validate-content.ts reports
 * what it finds.
 */
import type { ImageReference, Problem } from "./schema-builder";

/** A wide diagram, by its file name: diagram.png, diagram-2.png… */
const DIAGRAM = /(^|\/)diagram[^/]*\.png$/i;
const CHART = /<Chart\b((?:[^>"]|"[^"]*")*)>([\s\S]*?)<\/Chart>/g;
/** The drawing for phones, by its file name: narrow="./diagram-narrow.png". */
const NARROW = /\bnarrow=\s*"([^"]*)"/;
const IMPORT = /^import\s.*$/gm;
const MARKDOWN_IMAGE = /!\[[^\]]*\]\(\s*<?([^)\s>]+)/g;

/** The body with fenced code blocks blanked out (same length), so code samples are not read as MDX. */
const withoutCode = (body: string) =>
  body.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, (block) => block.replace(/[^\n]/g, " "));

const HOW = 'wrap the image in <Chart narrow="./diagram-narrow.png">, naming the drawing for phones beside it';

/** The editor's words for a chart without its drawing for phones (its chart block has a field for it). */
const NO_DRAWING_IN_EDITOR = "has a chart without its drawing for phones: add the drawing for phones to the chart";

/**
 * The problems with the diagrams of a post's body; the drawings for phones it names are added to
 * `images`, for the checks of their contents.
 */
export function chartProblems(
  body: string,
  exists: (relative: string) => boolean,
  images: ImageReference[],
  problems: Problem[],
): void {
  const mdx = withoutCode(body);
  for (const [line] of mdx.matchAll(IMPORT))
    problems.push({
      field: "body",
      message: `has an import line (${line.trim()}): a post names its pictures by their files, as <Chart narrow="./diagram-narrow.png"> does, and imports nothing`,
      rule: "chart-for-phones",
      inEditor: "has a line of code at the top that the site does not use: remove it",
    });
  const charts: Array<{ start: number; end: number }> = [];
  for (const chart of mdx.matchAll(CHART)) {
    charts.push({ start: chart.index!, end: chart.index! + chart[0].length });
    const narrow = NARROW.exec(chart[1])?.[1];
    if (!narrow)
      problems.push({
        field: "body",
        message: `has a <Chart> without its drawing for phones: ${HOW}`,
        rule: "chart-for-phones",
        inEditor: NO_DRAWING_IN_EDITOR,
      });
    else if (!exists(narrow))
      problems.push({ field: "body", message: `names an image that does not exist: ${narrow}`, rule: "image-exists" });
    else images.push({ field: "body", path: narrow });
  }
  for (const image of mdx.matchAll(MARKDOWN_IMAGE)) {
    const target = image[1];
    const inChart = charts.some(({ start, end }) => image.index! > start && image.index! < end);
    if (DIAGRAM.test(target) && !inChart)
      problems.push({
        field: "body",
        message: `shows ${target} outside a <Chart> with a drawing for phones, where its labels would shrink to a few pixels: ${HOW}`,
        rule: "chart-for-phones",
        inEditor: `shows ${target.replace(/^\.\//, "")}, a wide diagram, on its own, where on a phone its labels would shrink to a few pixels: insert it as a chart, with its drawing for phones`,
      });
  }
}
