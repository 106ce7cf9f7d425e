/** subset-font ships no types; the part scripts/lib/subset-font-file.ts uses. */
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
      /** OpenType feature tags to keep (all when not given). */
      keepFeatures?: ReadonlyArray<string>;
    },
  ): Promise<Buffer>;
}
