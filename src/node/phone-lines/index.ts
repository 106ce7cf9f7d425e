/**
 * How many lines a hero's lead runs to on a phone, worked out from the body font's own character
 * widths (inter-widths.json, written by scripts/font-advance-widths.ts) and the sizes the page uses
 * (the heroLead mixin: the body size on a 375px screen, inside the page's side gutters). Lines break
 * between words and after hyphens and dashes, as the browser breaks them. Kerning is left out, which
 * makes a line a little wider than the browser's: the count errs towards one line too many, never too few.
 */
import INTER from "./inter-widths.json";
import { fontSizes, layout } from "../../theme/tokens";

/** The phone every hero lead must suit: the narrowest common screen. */
export const PHONE_WIDTH = 375;
const REM = 16;

/** The lead's font size on that phone, in px (fontSizes.md, in rem in the tokens). */
export const PHONE_LEAD_FONT_SIZE = parseFloat(fontSizes.md) * REM;
/** The width of a line of text on that phone: the screen less the page's gutters. */
export const PHONE_LINE_WIDTH = PHONE_WIDTH - 2 * layout.gutter;

const WIDTHS: Record<string, number> = INTER.widths;
/** A character the table does not know counts as wide as the widest lowercase letter, "m". */
const UNKNOWN = WIDTHS.m;

/** The width of `text` in px at `fontSize`. */
export function textWidth(text: string, fontSize: number): number {
  let units = 0;
  for (const character of text) units += WIDTHS[character] ?? UNKNOWN;
  return (units / INTER.unitsPerEm) * fontSize;
}

/** Pieces a line may break after: words (with the space after them) split after hyphens and dashes. */
function breakablePieces(text: string): string[] {
  return text
    .trim()
    .split(/\s+/)
    .flatMap((word) => word.split(/(?<=[-–—](?=\S))/));
}

/** Lines `text` runs to when set at `fontSize` px in a box `width` px wide. */
export function lineCount(text: string, { fontSize, width }: { fontSize: number; width: number }): number {
  const pieces = breakablePieces(text);
  if (!pieces.length || !pieces[0]) return 0;
  const space = textWidth(" ", fontSize);
  let lines = 1;
  let used = 0;
  let afterHyphen = false;
  for (const piece of pieces) {
    const gap = used === 0 || afterHyphen ? 0 : space;
    const wide = textWidth(piece, fontSize);
    if (used > 0 && used + gap + wide > width) {
      lines += 1;
      used = wide;
    } else {
      used += gap + wide;
    }
    afterHyphen = /[-–—]$/.test(piece);
  }
  return lines;
}

/** Lines a hero's lead runs to on a 375px phone. */
export function phoneLines(text: string): number {
  return lineCount(text, { fontSize: PHONE_LEAD_FONT_SIZE, width: PHONE_LINE_WIDTH });
}

/** About how many characters of ordinary copy fit in `lines` lines on that phone (for messages). */
export function phoneCharacters(lines: number): number {
  const sample = "the quick brown fox jumps over the lazy dog and ships it weekly ";
  const perLine = PHONE_LINE_WIDTH / (textWidth(sample, PHONE_LEAD_FONT_SIZE) / sample.length);
  return Math.floor(perLine * lines * 0.95);
}
