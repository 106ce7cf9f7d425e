/**
 * Writes src/node/phone-lines/inter-widths.json: how wide each character is in the body font (Inter, the
 * latin file the site's own subsets in src/theme/fonts/ are cut from, which keep every glyph's advance; weight
 * 400), in font units. The content rule that keeps a hero's
 * lead to four lines on a phone (src/node/phone-lines/) adds these up, so it needs no font code at build
 * time. Run it again after an upgrade of @fontsource-variable/inter changes the font:
 *   npx tsx scripts/font-advance-widths.ts
 */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { FONT_FAMILIES } from "../src/theme/font-subsets";

const require = createRequire(import.meta.url);
const ROOT = path.resolve(__dirname, "..");
const FONT = require.resolve(FONT_FAMILIES.find(({ name }) => name === "inter")!.source);
const OUT = path.join(ROOT, "src/node/phone-lines/inter-widths.json");

/** Every character the site's copy uses: printable ASCII, typographic punctuation and Latin accents. */
const CHARACTERS = [
  ...Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)),
  ..."–—‘’“”…×→←·•©®™°±½¼¾€£¥§¶",
  ..."ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕØÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõøùúûüýÿ",
];

async function main() {
  const hb = await import("harfbuzzjs");
  const { decompress } = require("wawoff2") as { decompress: (data: Buffer) => Promise<Uint8Array> };
  const face = new hb.Face(new hb.Blob(await decompress(fs.readFileSync(FONT))));
  const font = new hb.Font(face);
  const widths: Record<string, number> = {};
  for (const character of CHARACTERS) {
    const buffer = new hb.Buffer();
    buffer.addText(character);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    widths[character] = buffer.getGlyphPositions().reduce((sum, position) => sum + position.xAdvance, 0);
  }
  const file = { font: path.relative(ROOT, FONT), unitsPerEm: face.upem, widths };
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, `${JSON.stringify(file, null, 2)}\n`);
  console.log(`${path.relative(ROOT, OUT)}: ${CHARACTERS.length} characters at ${face.upem} units per em`);
}

void main();
