/**
 * Draws the abstract case-study artwork in content/images/work/.
 *
 *   npx tsx scripts/generate-artwork.ts            (every case study)
 *   npx tsx scripts/generate-artwork.ts <slug>…    (only those)
 *
 * Every picture is an SVG string (gradients, geometric shapes, device and
 * dashboard mock-ups drawn with rectangles) composed in scripts/art/case-studies/,
 * one module per case study, and rendered to JPEG with sharp. The screens carry the product's own words and figures, not
 * grey bars (case-studies/voice.ts). Nothing is downloaded. Output is
 * deterministic: re-running the script produces the same files.
 *
 * For each case study it writes:
 *   <slug>-hero.jpg   1600x1000
 *   <slug>-cover.jpg  1200x750 (the hero composition, scaled)
 *   <slug>-1.jpg …    1200x800 gallery images
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { ROOT } from "./art/kit";
import { C, type Scene } from "./art/case-studies/drawing";
import { healthHero, healthPortal, healthPhones, healthSchedule } from "./art/case-studies/health";
import { fleetHero, fleetDispatch, fleetTelematics, fleetDriver } from "./art/case-studies/fleet";
import { ledgerHero, ledgerReconcile, ledgerInvoices, ledgerReports } from "./art/case-studies/ledger";
import { caseHero, caseTimeline, caseReview, caseDeadlines } from "./art/case-studies/casebridge";
import { nestHero, nestGrid, nestPhones, nestAgent } from "./art/case-studies/nest";
import { shopHero, shopProduct, shopArchitecture, shopCheckout } from "./art/case-studies/shop";
import { learnHero, learnPath, learnPhones, learnTeacher } from "./art/case-studies/learn";

const OUT_DIR = path.join(ROOT, "content/images/work");
const MAX_BYTES = 180 * 1024;
const QUALITY = 78;

/** A case study's pictures: its hero (also scaled into its cover) and its gallery. */
interface CaseStudyArt {
  slug: string;
  hero: () => Scene;
  gallery: readonly (() => Scene)[];
}

/** One file to write: the picture, its name and the size it is scaled to. */
type Job = [svg: string, name: string, resize?: [number, number]];

const CASE_STUDIES: CaseStudyArt[] = [
  { slug: "healthcare-telemedicine-platform", hero: healthHero, gallery: [healthPortal, healthPhones, healthSchedule] },
  { slug: "fleetpulse", hero: fleetHero, gallery: [fleetDispatch, fleetTelematics, fleetDriver] },
  { slug: "ledgerly", hero: ledgerHero, gallery: [ledgerReconcile, ledgerInvoices, ledgerReports] },
  { slug: "casebridge", hero: caseHero, gallery: [caseTimeline, caseReview, caseDeadlines] },
  { slug: "nestquest", hero: nestHero, gallery: [nestGrid, nestPhones, nestAgent] },
  { slug: "shopwave", hero: shopHero, gallery: [shopProduct, shopArchitecture, shopCheckout] },
  { slug: "learnloop", hero: learnHero, gallery: [learnPath, learnPhones, learnTeacher] },
];

/** Renders an SVG to JPEG, lowering quality a little if the file would be too big. */
async function writeJpeg(
  svg: string,
  file: string,
  resize?: [number, number],
): Promise<{ bytes: number; quality: number }> {
  let quality = QUALITY;
  for (;;) {
    let img = sharp(Buffer.from(svg));
    if (resize) img = img.resize(resize[0], resize[1]);
    const buf = await img.flatten({ background: C.bg0 }).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (buf.length <= MAX_BYTES || quality <= 50) {
      await fs.writeFile(file, buf);
      return { bytes: buf.length, quality };
    }
    quality -= 4;
  }
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  await fs.mkdir(OUT_DIR, { recursive: true });
  for (const study of CASE_STUDIES) {
    if (only.length && !only.includes(study.slug)) continue;
    const heroSvg = study.hero().toString();
    const jobs: Job[] = [
      [heroSvg, `${study.slug}-hero.jpg`],
      [heroSvg, `${study.slug}-cover.jpg`, [1200, 750]],
      ...study.gallery.map((draw, i): Job => [draw().toString(), `${study.slug}-${i + 1}.jpg`]),
    ];
    for (const [svg, name, resize] of jobs) {
      const { bytes, quality } = await writeJpeg(svg, path.join(OUT_DIR, name), resize);
      console.log(`${name.padEnd(44)} ${(bytes / 1024).toFixed(0).padStart(4)} KB  q${quality}`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
