/**
 * Writes src/node/phone-lines/inter-widths.json: how wide each character is in the body font (Inter, the
 * site's own subset in src/theme/fonts/, weight 400), in font units. The content rule that keeps a hero's
 * lead to four lines on a phone (src/node/phone-lines/) adds these up, so it needs no font code at build
 * time. Run it again after `npm run fonts:subset` changes the font:
 *   npx tsx scripts/font-advance-widths.ts
 */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const ROOT = path.resolve(__dirname, "..");
const FONT = path.join(ROOT, "src/theme/fonts/inter-latin-wght-400-700.woff2");
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
