import subsetFont from "subset-font";
import { codePointsOf, FONT_FEATURES, FONT_PARTS, FONT_WEIGHTS, type FontPart } from "../../src/theme/font-subsets";

/** A source file's subset: the part's characters, the features a browser applies to them, the weight axis cut. */
export async function subsetFontFile(source: Buffer, part: FontPart): Promise<Buffer> {
  const characters = String.fromCodePoint(...codePointsOf(FONT_PARTS[part]));
  return subsetFont(source, characters, {
    targetFormat: "woff2",
    variationAxes: { wght: { min: FONT_WEIGHTS.min, max: FONT_WEIGHTS.max } },
    keepFeatures: FONT_FEATURES,
  });
}
