import subsetFont from "subset-font";
import { codePointsOf, FONT_WEIGHTS, LATIN_UNICODE_RANGE } from "../../src/theme/font-subsets";

/** A source file's subset: every latin character and OpenType feature kept, the weight axis cut. */
export async function subsetFontFile(source: Buffer): Promise<Buffer> {
  const characters = String.fromCodePoint(...codePointsOf(LATIN_UNICODE_RANGE));
  return subsetFont(source, characters, {
    targetFormat: "woff2",
    variationAxes: { wght: { min: FONT_WEIGHTS.min, max: FONT_WEIGHTS.max } },
  });
}
