/**
 * The built site's files up to 512 KB, held in memory once read (with the brotli and gzip copies the
 * build made, precompress.ts) and sent from there: for a static file, reading it from disk for every
 * request (open, stat, read, close) was most of the server's work. public/ does not change while the
 * server runs (a new build is deployed with a restart). Larger files, paths that are not files, and
 * redirects are left to @fastify/static.
 *
 * Measured (CPU time of the server per request, 20 000 requests with a browser's Accept-Encoding):
 * see src/server/README.md.
 */
import { createHash } from "node:crypto";
import { promises as fs } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import path from "node:path";

/** Files larger than this are streamed from disk. */
export const MAX_HELD_BYTES = 512 * 1024;

const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".woff2": "font/woff2",
};

interface Variant {
  body: Buffer;
  etag: string;
}
interface HeldFile {
  type: string;
  lastModified: string;
  /** The file as it is, and the build's compressed copies when there are. */
  variants: { identity: Variant; br?: Variant; gzip?: Variant };
}

export interface StaticAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  body: Buffer | null;
}

/** Whether Accept-Encoding takes `coding` (by name, else by `*`), with a q-value above 0. */
export function acceptsEncoding(header: string | undefined, coding: string): boolean {
  let wildcard = false;
  for (const part of (header ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((item) => item.trim());
    const q = params.find((param) => param.startsWith("q="));
    const accepted = !q || Number(q.slice(2)) > 0;
    if (name === coding) return accepted;
    if (name === "*") wildcard = accepted;
  }
  return wildcard;
}

/** A path of the site that can name a file: letters, digits and `-._~/`, no hidden or `..` segment. */
const FILE_PATH = /^(?:\/(?!\.)[A-Za-z0-9\-._~]+)*\/?$/;

export function staticFiles(publicDir: string) {
  const root = path.resolve(publicDir);
  const held = new Map<string, Promise<HeldFile | null>>();

  async function variant(file: string, tag: string): Promise<Variant | undefined> {
    const body = await fs.readFile(file).catch(() => null);
    if (!body) return undefined;
    return { body, etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}${tag}"` };
  }

  async function load(file: string): Promise<HeldFile | null> {
    const stat = await fs.stat(file).catch(() => null);
    const type = TYPES[path.extname(file)];
    if (!stat?.isFile() || stat.size > MAX_HELD_BYTES || !type) return null;
    const identity = await variant(file, "");
    if (!identity) return null;
    return {
      type,
      lastModified: stat.mtime.toUTCString(),
      variants: { identity, br: await variant(`${file}.br`, "-br"), gzip: await variant(`${file}.gz`, "-gz") },
    };
  }

  /** The answer for a GET of `urlPath` from memory, or null to let the file server decide. */
  return async function answer(urlPath: string, headers: IncomingHttpHeaders): Promise<StaticAnswer | null> {
    if (!FILE_PATH.test(urlPath)) return null;
    const file = path.join(root, urlPath.endsWith("/") ? `${urlPath}index.html` : urlPath);
    let entry = held.get(file);
    if (!entry) {
      entry = load(file);
      // Only files are remembered: a path that names none (a scanner's guess) does not grow the map.
      void entry.then((loaded) => loaded ?? held.delete(file));
      held.set(file, entry);
    }
    const found = await entry;
    if (!found) return null;
    const accept = headers["accept-encoding"];
    const encoding =
      found.variants.br && acceptsEncoding(accept, "br")
        ? "br"
        : found.variants.gzip && acceptsEncoding(accept, "gzip")
          ? "gzip"
          : null;
    const chosen = (encoding && found.variants[encoding]) || found.variants.identity;
    const common: Record<string, string> = { etag: chosen.etag, "last-modified": found.lastModified };
    if (headers["if-none-match"]?.split(/\s*,\s*/).includes(chosen.etag))
      return { status: 304, headers: common, body: null };
    return {
      status: 200,
      headers: {
        ...common,
        "content-type": found.type,
        "content-length": String(chosen.body.length),
        ...(encoding ? { "content-encoding": encoding } : {}),
      },
      body: chosen.body,
    };
  };
}
