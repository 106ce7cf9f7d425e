/**
 * A moved page's old address, answered as the deploy host answers it. The build's redirect table (every
 * earlier address of a page, src/node/redirects.ts, registered with createRedirect) is written by the
 * deploy adapter into public/_redirects, one row a line: `from  to  status`. The host reads that file; this
 * server reads its page redirects too, so an old address gets a 301 here as well, before any script and
 * without one (the site's runtime follows the same rows only once the 404 page has loaded its code).
 *
 * Only plain rows are taken: a status of 301, 302, 307 or 308 between two paths of the site. Rewrites
 * (status 200, the host's functions), splats, placeholders and conditions are the host's own and left out.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

export interface PageRedirect {
  to: string;
  status: 301 | 302 | 307 | 308;
}

const STATUSES = new Set([301, 302, 307, 308]);
/**
 * A path of the site: no scheme or host (nor `//host` or a backslash, which a browser reads as one), no splat (`*`)
 * or placeholder (`:name`).
 */
const PLAIN_PATH = /^\/(?!\/)[^\s*:\\]*$/;

/** Where a path is looked up: with its trailing slash (a page's address always has one). */
const key = (sitePath: string) => (sitePath.endsWith("/") ? sitePath : `${sitePath}/`);

/** The page redirects of a `_redirects` file's text, by the address they move from. */
export function parsePageRedirects(text: string): Map<string, PageRedirect> {
  const table = new Map<string, PageRedirect>();
  for (const line of text.split("\n")) {
    const row = line.trim();
    if (!row || row.startsWith("#")) continue;
    const [from = "", to = "", code = "", ...rest] = row.split(/\s+/);
    const status = Number(code);
    if (rest.length || !STATUSES.has(status) || !PLAIN_PATH.test(from) || !PLAIN_PATH.test(to)) continue;
    let fromPath: string;
    try {
      fromPath = decodeURI(from);
    } catch {
      continue;
    }
    if (key(fromPath) === key(to)) continue;
    table.set(key(fromPath), { to, status: status as PageRedirect["status"] });
  }
  return table;
}

/** The build's page redirects (none when the build wrote no `_redirects`). */
export function loadPageRedirects(publicDir: string): Map<string, PageRedirect> {
  try {
    return parsePageRedirects(readFileSync(path.join(publicDir, "_redirects"), "utf8"));
  } catch {
    return new Map();
  }
}

/** Where a request for `sitePath` (read once, request-path.ts) is sent, if its page has moved. */
export function pageRedirectFor(table: ReadonlyMap<string, PageRedirect>, sitePath: string): PageRedirect | null {
  return table.get(key(sitePath)) ?? null;
}
