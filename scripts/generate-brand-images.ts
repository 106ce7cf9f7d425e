/**
 * Renders the brand images served from static/, from the Flatirons mark
 * (three tilted slabs, as in src/components/Logo and src/images/flatirons-icon.svg):
 *
 *   static/flatirons-logo.png  512×512  logo for structured data (Organization, publisher)
 *   static/social-card.png     1200×630 default Open Graph / Twitter card image
 *
 *   npx tsx scripts/generate-brand-images.ts
 *
 * Everything is drawn here as SVG and rendered with sharp; output is
 * deterministic. The app icons (favicon, manifest) are generated at build time
 * by gatsby-plugin-manifest from src/images/flatirons-icon.svg.
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { ROOT } from "./art/kit";

const STATIC = path.join(ROOT, "static");

const NAVY = "#0b1533";
const SLABS = `
  <path d="M2 30 L12 4 L18 4 L10 30 Z" fill="#5b9dff"/>
  <path d="M12 30 L22 8 L27 8 L20 30 Z" fill="#8ab9ff"/>
  <path d="M22 30 L30 13 L34 13 L29 30 Z" fill="#35d0ba"/>`;

const socialCard = `
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#111e45"/>
      <stop offset="1" stop-color="${NAVY}"/>
    </linearGradient>
    <linearGradient id="rule" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#5b9dff"/>
      <stop offset="1" stop-color="#35d0ba"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <g opacity="0.16" transform="translate(700 70) scale(17)">${SLABS}</g>
  <g transform="translate(88 96) scale(3.4)">${SLABS}</g>
  <text x="222" y="178" fill="#f4f6fb" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="700" font-size="64" letter-spacing="1">Flatirons</text>
  <text x="88" y="330" fill="#f4f6fb" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="700" font-size="54">Custom software design</text>
  <text x="88" y="400" fill="#f4f6fb" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="700" font-size="54">and development</text>
  <rect x="88" y="446" width="220" height="6" rx="3" fill="url(#rule)"/>
  <text x="88" y="530" fill="#b9c2dc" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="30">Web, mobile and AI products, from prototype to scale</text>
  <text x="88" y="578" fill="#35d0ba" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="26">flatirons.com</text>
</svg>`;

async function main(): Promise<void> {
  await fs.mkdir(STATIC, { recursive: true });
  const icon = await fs.readFile(path.join(ROOT, "src/images/flatirons-icon.svg"));
  await sharp(icon, { density: 144 })
    .resize(512, 512)
    .png({ compressionLevel: 9 })
    .toFile(path.join(STATIC, "flatirons-logo.png"));
  await sharp(Buffer.from(socialCard))
    .png({ compressionLevel: 9, palette: false })
    .toFile(path.join(STATIC, "social-card.png"));
  for (const file of ["flatirons-logo.png", "social-card.png"]) {
    const meta = await sharp(path.join(STATIC, file)).metadata();
    const { size } = await fs.stat(path.join(STATIC, file));
    console.log(`static/${file}: ${meta.width}×${meta.height}, ${Math.round(size / 1024)} KB`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
