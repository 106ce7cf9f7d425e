/**
 * The one reading of a request's path that the production server uses for everything after it: the file
 * it names, the page whose headers (the page's Content-Security-Policy) it gets, the route that answers it.
 * Looking the policy up by the raw path and the file by a decoded one once served `//about-us/` and
 * `/%61bout-us/` as the page without its policy.
 *
 * The path is percent-decoded once, backslashes read as slashes (as browsers read them), empty and `.`
 * segments dropped and `..` segments resolved (never above the root). A built file or page only ever has
 * letters, digits and `-._~` in its path, so a path with any other character names nothing. A path that is
 * not already in this form is not answered as it is: the server sends the visitor to the one it stands for
 * (site-server.ts), whose every character is one of those, so the Location is always a path of this site.
 */
import { promises as fs } from "node:fs";
import path from "node:path";

export type RequestPath =
  /** The path as it came is the canonical one. */
  | { kind: "canonical"; path: string }
  /** Another spelling of `path` (decoded, slashes merged, dot segments resolved). */
  | { kind: "moved"; path: string }
  /** Its encoding is broken (400), or it has characters no file of the site has (404). */
  | { kind: "unreadable"; status: 400 | 404 };

/** The characters of every path the build writes. */
const SITE_PATH = /^[A-Za-z0-9\-._~/]*$/;

/** `rawPath` (without its query) read once: decoded, its slashes and dot segments resolved. */
export function readRequestPath(rawPath: string): RequestPath {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { kind: "unreadable", status: 400 };
  }
  const parts = decoded.replace(/\\/g, "/").split("/");
  const segments: string[] = [];
  for (const part of parts) {
    if (part === "..") segments.pop();
    else if (part !== "" && part !== ".") segments.push(part);
  }
  const last = parts[parts.length - 1];
  const folder = segments.length > 0 && (last === "" || last === "." || last === "..");
  const canonical = `/${segments.join("/")}${folder ? "/" : ""}`;
  if (!SITE_PATH.test(canonical)) return { kind: "unreadable", status: 404 };
  return canonical === rawPath ? { kind: "canonical", path: canonical } : { kind: "moved", path: canonical };
}

/**
 * Files the build leaves in public/ that are not the site's, so the server answers them 404: source maps
 * (for developers and for error reporting, which reads them from the build: they name every source file
 * and hold its code), the CDN host's own `_headers` and `_redirects`, Gatsby's build manifests (no page
 * asks for them), and an editor configuration a build from before it was built into the editor's script
 * may have left.
 */
const NOT_SERVED = /\.map$|^\/(?:_headers|_redirects|webpack\.stats\.json|chunk-map\.json|admin\/config\.yml)$/;

/** Whether the server answers a canonical path with its file (see NOT_SERVED). */
export function isServed(canonical: string): boolean {
  return !NOT_SERVED.test(canonical);
}

/**
 * Where a moved path sends the visitor: the canonical path when it names a file of `publicDir`, with a
 * trailing slash when it names a folder with a page; null when it names nothing (answered 404).
 */
export async function movedTarget(publicDir: string, canonical: string): Promise<string | null> {
  // Hidden files (a leading dot) are never served, nor the build's files that are not the site's.
  if (canonical.includes("/.") || !isServed(canonical)) return null;
  const file = path.join(publicDir, canonical);
  const stat = await fs.stat(file).catch(() => null);
  if (stat?.isFile() && !canonical.endsWith("/")) return canonical;
  if (!stat?.isDirectory()) return null;
  const page = await fs.stat(path.join(file, "index.html")).catch(() => null);
  if (!page?.isFile()) return null;
  return canonical.endsWith("/") ? canonical : `${canonical}/`;
}
