/**
 * Renders the cover and the explanatory diagram of every blog post from SVG
 * drawn in scripts/art/blog/ (covers.ts, diagrams.ts, phone-diagrams.ts), in the site's dark navy palette:
 *   npx tsx scripts/generate-blog-art.ts            (all posts)
 *   npx tsx scripts/generate-blog-art.ts <slug>…    (only those posts)
 *
 * Writes content/blog/<slug>/cover.jpg (1600x900),
 * content/blog/<slug>/diagram.png (1200x700) and, for the diagrams drawn again
 * for phones, content/blog/<slug>/diagram-narrow.png (720 wide, as tall as it needs). Only `sharp` is needed.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { ROOT } from "./art/kit";
import { C, COVER, warnings } from "./art/blog/drawing";
import { cover, motifs, type CoverText, type MotifName } from "./art/blog/covers";
import { diagram, diagrams } from "./art/blog/diagrams";
import { narrowDiagram, narrowDiagrams } from "./art/blog/phone-diagrams";

const BLOG = path.join(ROOT, "content", "blog");

/* ---------------------------------------------------------------- posts */

/** A post's artwork: its cover (text and motif) and its diagram's heading. */
interface Post extends CoverText {
  slug: string;
  motif: MotifName;
  diagramTitle: string;
  diagramSubtitle: string;
}

/** A file written, and the JPEG quality it took to fit. */
interface Written {
  bytes: number;
  quality?: number;
}

const POSTS: Post[] = [
  {
    slug: "react-native-vs-flutter-2026",
    kicker: "Mobile",
    title: ["React Native or", "Flutter in 2026?"],
    accent: C.blue,
    motif: "mobile",
    diagramTitle: "Where your UI code ends up",
    diagramSubtitle: "Both ship one codebase to iOS and Android; they render differently.",
  },
  {
    slug: "scoping-a-startup-mvp-in-six-weeks",
    kicker: "Product strategy",
    title: ["Scoping an MVP", "you can ship in", "six weeks"],
    accent: C.teal,
    motif: "calendar",
    diagramTitle: "A six-week MVP plan",
    diagramSubtitle: "Lanes overlap on purpose; the two dashed lines are the ones that matter.",
  },
  {
    slug: "hipaa-compliance-checklist-for-healthcare-apps",
    kicker: "Healthcare",
    title: ["A HIPAA checklist", "for healthcare", "app teams"],
    accent: C.teal,
    motif: "shield",
    diagramTitle: "Where PHI may travel",
    diagramSubtitle: "Technical safeguards around protected health information.",
  },
  {
    slug: "nearshore-vs-offshore-development-teams",
    kicker: "Engagement models",
    title: ["Nearshore vs", "offshore teams"],
    accent: C.yellow,
    motif: "globe",
    diagramTitle: "Shared working hours with a Boulder team",
    diagramSubtitle: "Where each city's workday falls on one UTC clock.",
  },
  {
    slug: "building-a-design-system-that-survives",
    kicker: "Design",
    title: ["Building a design", "system that", "survives"],
    accent: C.yellow,
    motif: "layers",
    diagramTitle: "Layers of a durable design system",
    diagramSubtitle: "One token source feeds both design and code; releases are versioned.",
  },
  {
    slug: "adding-ai-features-responsibly",
    kicker: "AI",
    title: ["Adding AI features", "without breaking", "trust"],
    accent: C.teal,
    motif: "spark",
    diagramTitle: "A guarded AI feature",
    diagramSubtitle: "Every model call sits between checks, with logs and a way out.",
  },
  {
    slug: "csv-import-ux-best-practices",
    kicker: "Product UX",
    title: ["CSV import UX", "that people finish"],
    accent: C.coral,
    motif: "sheet",
    diagramTitle: "An import flow users finish",
    diagramSubtitle: "Errors are fixed in the browser, not in a spreadsheet round trip.",
  },
  {
    slug: "core-web-vitals-for-marketing-sites",
    kicker: "Performance",
    title: ["Core Web Vitals", "for marketing", "sites"],
    accent: C.teal,
    motif: "gauge",
    diagramTitle: "Core Web Vitals thresholds",
    diagramSubtitle: "Google's published bands for a good page experience.",
  },
];

async function writeNarrowDiagram(post: Post, dir: string): Promise<Written | null> {
  const draw = narrowDiagrams[post.slug];
  if (!draw) return null;
  const buffer = await sharp(Buffer.from(narrowDiagram(draw())))
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
  fs.writeFileSync(path.join(dir, "diagram-narrow.png"), buffer);
  return { bytes: buffer.length };
}

async function writeCover(post: Post, dir: string): Promise<Written> {
  const svg = cover(post, motifs[post.motif]);
  let quality = COVER.quality;
  let buffer: Buffer;
  for (;;) {
    buffer = await sharp(Buffer.from(svg)).jpeg({ quality, mozjpeg: true, chromaSubsampling: "4:2:0" }).toBuffer();
    if (buffer.length <= COVER.maxBytes || quality <= 50) break;
    quality -= 4;
  }
  fs.writeFileSync(path.join(dir, "cover.jpg"), buffer);
  return { bytes: buffer.length, quality };
}

async function writeDiagram(post: Post, dir: string): Promise<Written> {
  const svg = diagram(post.diagramTitle, post.diagramSubtitle, diagrams[post.slug]());
  const buffer = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer();
  fs.writeFileSync(path.join(dir, "diagram.png"), buffer);
  return { bytes: buffer.length };
}

async function main(): Promise<void> {
  const only = new Set(process.argv.slice(2));
  for (const post of POSTS) {
    if (only.size && !only.has(post.slug)) continue;
    const dir = path.join(BLOG, post.slug);
    fs.mkdirSync(dir, { recursive: true });
    const coverInfo = await writeCover(post, dir);
    const diagramInfo = await writeDiagram(post, dir);
    const narrowInfo = await writeNarrowDiagram(post, dir);
    console.log(
      `${post.slug}: cover.jpg ${(coverInfo.bytes / 1024).toFixed(0)} KB (q${coverInfo.quality}), diagram.png ${(diagramInfo.bytes / 1024).toFixed(0)} KB${
        narrowInfo ? `, diagram-narrow.png ${(narrowInfo.bytes / 1024).toFixed(0)} KB` : ""
      }`,
    );
  }
  for (const warning of warnings) console.warn(`warning: ${warning}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
