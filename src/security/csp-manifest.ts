/**
 * The build's CSP manifest: the inline-script and inline-style hashes of every
 * built page, computed from the final HTML (after every onPostBuild rewrite),
 * keyed by the page's URL path.
 *
 * Written to CSP_MANIFEST_PATH, outside public/ (it is not part of the site),
 * and read by the deploy adapter (adapter.ts) and by any server that sends the
 * header table itself (headersFor).
 */
import fs from "node:fs";
import path from "node:path";
import { listHtmlFiles, routeOfFile } from "../node/built-site";
import { inlineEventHandlers, inlineHashes } from "./csp";
import type { CspManifest } from "./headers";

/** Relative to the project root. */
export const CSP_MANIFEST_PATH = ".cache/security/csp-manifest.json";

/**
 * Hashes of every page in `publicDir`, and the `frames` content shows. Throws when a page has an inline event
 * handler, which no hash allows.
 */
export function computeCspManifest(publicDir: string, frames: string[] = []): CspManifest {
  const pages: CspManifest["pages"] = {};
  for (const file of listHtmlFiles(publicDir)) {
    const html = fs.readFileSync(path.join(publicDir, file), "utf8");
    const handlers = inlineEventHandlers(html);
    if (handlers.length > 0) {
      throw new Error(
        `${file} has inline event handlers (${handlers.join(", ")}), which the Content-Security-Policy blocks`,
      );
    }
    pages[routeOfFile(file)] = inlineHashes(html);
  }
  return { version: 1, pages, ...(frames.length ? { frames } : {}) };
}

/** The origin of an https:// address content gives (a booking page), as a frame-src source; null for none. */
export function frameOrigin(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" ? parsed.origin : null;
  } catch {
    return null;
  }
}

export function writeCspManifest(manifest: CspManifest, file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(manifest));
}

/** The manifest at `file`, or null when there is none (no build yet). */
export function readCspManifest(file: string = path.resolve(CSP_MANIFEST_PATH)): CspManifest | null {
  if (!fs.existsSync(file)) return null;
  const parsed = JSON.parse(fs.readFileSync(file, "utf8")) as CspManifest;
  if (parsed.version !== 1 || typeof parsed.pages !== "object") throw new Error(`${file} is not a CSP manifest`);
  return parsed;
}
