/**
 * The build's last step for the production server: every text file of the
 * built site gets a brotli (`.br`, quality 10; 9 above 1 MB) and a gzip (`.gz`,
 * level 9) copy beside it (measured on the test build's 13 MB of text: quality 11
 * took 13 s for 1.5 % less than 10's 7.7 s; on the 5 MB content-editor bundle
 * alone 11 took 7 s for 10 % less than 9's 0.3 s), which the server sends as they are to a browser that accepts them
 * (site-server.ts), instead of compressing each answer again. A copy is kept
 * only when it is smaller; copies whose file is gone, or that no longer pay,
 * are removed, so a copy never outlives the file it was made from.
 */
import { promises as fs } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What is worth compressing (fonts and images are compressed already; source maps are for developers). */
const TEXT = /\.(?:html|js|mjs|css|json|svg|xml|txt|webmanifest|ico)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

const brotliQuality = (data: Buffer) => (data.length > 1024 * 1024 ? 9 : 10);

export const ENCODINGS = [
  {
    suffix: ".br",
    compress: (data: Buffer) =>
      brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(data) } }),
  },
  { suffix: ".gz", compress: (data: Buffer) => gzip(data, { level: 9 }) },
] as const;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes the compressed copies under `dir`; resolves to how many files have them. */
export async function precompress(dir: string): Promise<number> {
  const files = await filesUnder(dir);
  const present = new Set(files);
  let compressed = 0;
  // A copy whose file is gone (or that is itself no text file's copy) is stale.
  const stale = files.filter((file) => {
    const encoding = ENCODINGS.find(({ suffix }) => file.endsWith(suffix));
    return encoding && !present.has(file.slice(0, -encoding.suffix.length));
  });
  await Promise.all(stale.map((file) => fs.rm(file, { force: true })));
  const sources = files.filter((file) => TEXT.test(file));
  // A few at a time: zlib's work runs on libuv's thread pool.
  for (let start = 0; start < sources.length; start += 8) {
    await Promise.all(
      sources.slice(start, start + 8).map(async (file) => {
        const data = await fs.readFile(file);
        let kept = false;
        for (const { suffix, compress } of ENCODINGS) {
          const copy = data.length >= MIN_BYTES ? await compress(data) : null;
          if (copy && copy.length < data.length) {
            await fs.writeFile(file + suffix, copy);
            kept = true;
          } else await fs.rm(file + suffix, { force: true });
        }
        if (kept) compressed += 1;
      }),
    );
  }
  return compressed;
}
