/**
 * A post's chart as one block of the editor's text (Decap's editor components): the chart, what it
 * shows, and the same chart drawn for phones, each a field, instead of code a marketer could delete
 * as junk. It reads and writes the chart exactly as the posts hold it, so a post saved unchanged
 * keeps its lines (src/cms/content-mdx.ts), and the build's rules are chart-rules.ts's.
 */

export interface ChartData {
  /** The wide chart: ./diagram.png */
  wide: string;
  /** What it shows, for visitors who cannot see it. */
  alt: string;
  /** The same chart drawn for phones: ./diagram-narrow.png */
  narrow: string;
}

/** A chart as a post holds it; no `m` flag: Decap matches it from the start of a block. */
export const CHART_PATTERN = /^<Chart narrow="([^"]*)">\s*!\[([^\]]*)\]\(\s*([^)\s]+)\s*\)\s*<\/Chart>/;

export function chartFromBlock(match: RegExpMatchArray): ChartData {
  return { narrow: match[1], alt: match[2], wide: match[3] };
}

export function chartToBlock(data: Partial<ChartData>): string {
  return `<Chart narrow="${data.narrow ?? ""}">\n\n![${data.alt ?? ""}](${data.wide ?? ""})\n\n</Chart>`;
}

/** The block as Decap registers it (`CMS.registerEditorComponent`). */
export const CHART_BLOCK = {
  id: "chart",
  label: "Chart",
  fields: [
    { name: "wide", label: "Chart", widget: "image", choose_url: false },
    { name: "alt", label: "What the chart shows, for visitors who cannot see it", widget: "string" },
    {
      name: "narrow",
      label: "The same chart drawn for phones",
      widget: "image",
      choose_url: false,
      hint: "Its labels stay readable on a phone, where the wide chart's would shrink to a few pixels",
    },
  ],
  pattern: CHART_PATTERN,
  fromBlock: chartFromBlock,
  toBlock: chartToBlock,
  toPreview: (data: Partial<ChartData>, getAsset: (path: string) => { toString(): string } | undefined) =>
    `<img src="${getAsset(data.wide ?? "")?.toString() ?? ""}" alt="${(data.alt ?? "").replace(/"/g, "&quot;")}">`,
};
