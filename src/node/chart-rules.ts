/**
 * A post's diagrams stay readable on a phone: a wide diagram (a `diagram*.png` beside the post)
 * scaled to a 340px screen shrinks its labels to a few pixels, so a post shows one only inside a
 * <Chart> (src/components/Chart) that carries the same chart drawn for phones, imported at the top
 * of the MDX. Pure code on the MDX body; validate-content.ts reports what it finds.
 */
import type { ImageReference, Problem } from "./schema-builder";

/** A wide diagram, by its file name: diagram.png, diagram-2.png… */
const DIAGRAM = /(^|\/)diagram[^/]*\.png$/i;
const CHART = /<Chart\b((?:[^>"]|"[^"]*")*)>([\s\S]*?)<\/Chart>/g;
const NARROW = /\bnarrow=\{\s*([A-Za-z_$][\w$]*)\s*\}/;
const IMPORT = /^import\s+([A-Za-z_$][\w$]*)\s+from\s+["']([^"']+)["'];?[ \t]*$/gm;
const MARKDOWN_IMAGE = /!\[[^\]]*\]\(\s*<?([^)\s>]+)/g;

/** The body with fenced code blocks blanked out (same length), so code samples are not read as MDX. */
const withoutCode = (body: string) =>
  body.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, (block) => block.replace(/[^\n]/g, " "));

const HOW =
  'import the drawing for phones at the top (import onPhones from "./diagram-narrow.png";) and wrap the image in <Chart narrow={onPhones} width={720} height={…} alt="…">';

/**
 * The problems with the diagrams of a post's body; the drawings for phones it imports are added to
 * `images`, for the checks of their contents.
 */
export function chartProblems(
  body: string,
  exists: (relative: string) => boolean,
  images: ImageReference[],
  problems: Problem[],
): void {
  const mdx = withoutCode(body);
  const imports = new Map([...mdx.matchAll(IMPORT)].map(([, name, from]) => [name, from]));
  const charts: Array<{ start: number; end: number }> = [];
  for (const chart of mdx.matchAll(CHART)) {
    charts.push({ start: chart.index!, end: chart.index! + chart[0].length });
    const name = NARROW.exec(chart[1])?.[1];
    const from = name === undefined ? undefined : imports.get(name);
    if (name === undefined)
      problems.push({ field: "body", message: `has a <Chart> without its drawing for phones: ${HOW}` });
    else if (from === undefined)
      problems.push({
        field: "body",
        message: `has <Chart narrow={${name}}>, but no import line at the top brings in ${name}: add import ${name} from "./diagram-narrow.png";`,
      });
    else if (!exists(from)) problems.push({ field: "body", message: `names an image that does not exist: ${from}` });
    else images.push({ field: "body", path: from });
  }
  for (const image of mdx.matchAll(MARKDOWN_IMAGE)) {
    const target = image[1];
    const inChart = charts.some(({ start, end }) => image.index! > start && image.index! < end);
    if (DIAGRAM.test(target) && !inChart)
      problems.push({
        field: "body",
        message: `shows ${target} outside a <Chart> with a drawing for phones, where its labels would shrink to a few pixels: ${HOW}`,
      });
  }
}
