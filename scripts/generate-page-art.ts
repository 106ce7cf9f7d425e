/**
 * Draws the hero artwork of every page again into static/art/, one file per page, and removes the
 * pictures of pages that are gone (a build draws only a new page's: scripts/art/pages/page-art.ts):
 *
 *   npx tsx scripts/generate-page-art.ts
 */
import path from "node:path";
import { ROOT } from "./art/kit";
import { writePageArt } from "./art/pages/page-art";

const drawn = writePageArt(path.resolve(ROOT, process.env.CONTENT_DIR || "content"), path.join(ROOT, "static/art"), {
  onlyMissing: false,
});
console.log(`static/art/: ${drawn.length} pictures, one per page`);
