/**
 * The raster images a build wrote (gatsby-plugin-sharp's resized copies under static/, the manifest's
 * icons), read back by their bytes: what a visitor downloads. Used to hold the image pipeline steady
 * across upgrades of sharp/libvips: `compareBuiltImages` sets a build beside a recorded baseline.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

export interface BuiltImage {
  /** Path relative to public/, with "/" separators. */
  file: string;
  width: number;
  height: number;
  /** The format sharp reads from the bytes ("jpeg", "png", "webp", "heif" for AVIF). */
  format: string;
  bytes: number;
}

/**
 * A baseline entry: the image as recorded, and, where a change past the tolerance was looked at and
 * found to be no loss, the exact size accepted since and why (any further change is reported again).
 */
export interface BaselineImage extends BuiltImage {
  accepted?: { bytes: number; why: string };
}

const RASTER = /\.(avif|gif|jpe?g|png|webp)$/i;
/** Folders of public/ whose images are not the site's (the content editor's own bundle). */
const SKIP = new Set(["admin"]);

function listRasterFiles(publicDir: string, dir = publicDir): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!(dir === publicDir && SKIP.has(entry.name))) files.push(...listRasterFiles(publicDir, full));
    } else if (RASTER.test(entry.name)) {
      files.push(path.relative(publicDir, full).split(path.sep).join("/"));
    }
  }
  return files;
}

/** Every raster image of a build with its dimensions, format and size, sorted by file. */
export async function readBuiltImages(publicDir: string): Promise<BuiltImage[]> {
  const images = await Promise.all(
    listRasterFiles(publicDir).map(async (file): Promise<BuiltImage> => {
      const bytes = await fs.promises.readFile(path.join(publicDir, file));
      const { width, height, format } = await sharp(bytes).metadata();
      if (!width || !height || !format) throw new Error(`${file}: not an image sharp can read`);
      return { file, width, height, format, bytes: bytes.length };
    }),
  );
  return images.sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * What differs between a build's images and a baseline, one sentence each: an image missing or new,
 * another width, height or format, or a size more than `tolerance` (a fraction) away from the baseline's.
 */
export function compareBuiltImages(baseline: BaselineImage[], built: BuiltImage[], tolerance = 0.1): string[] {
  const problems: string[] = [];
  const byFile = new Map(built.map((image) => [image.file, image]));
  const known = new Set(baseline.map((image) => image.file));
  for (const before of baseline) {
    const after = byFile.get(before.file);
    if (!after) {
      problems.push(`${before.file}: no longer built`);
      continue;
    }
    for (const key of ["width", "height", "format"] as const)
      if (after[key] !== before[key]) problems.push(`${before.file}: ${key} ${after[key]}, was ${before[key]}`);
    const change = (after.bytes - before.bytes) / before.bytes;
    if (Math.abs(change) > tolerance && after.bytes !== before.accepted?.bytes)
      problems.push(
        `${before.file}: ${after.bytes} bytes, was ${before.bytes} (${change > 0 ? "+" : ""}${Math.round(change * 100)} %)`,
      );
  }
  for (const image of built) if (!known.has(image.file)) problems.push(`${image.file}: new, not in the baseline`);
  return problems;
}
