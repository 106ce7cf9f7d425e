/**
 * The Content-Security-Policy: which origins each kind of resource may come
 * from, and which inline scripts and styles run (by SHA-256 hash of their exact
 * text, as the browser hashes it). Pure functions: the build computes the
 * hashes of every page (csp-manifest.ts), the header table (headers.ts) turns
 * them into a header.
 */
import { createHash } from "node:crypto";

/** A CSP hash source for an inline script's or style's exact text. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * styled-components (production, "speedy" mode) creates an empty `<style>` and
 * adds its rules through the CSSOM (`insertRule`), which CSP does not check.
 * The empty element itself is an inline style: its hash is the empty text's.
 */
export const EMPTY_STYLE_HASH = sha256Source("");

export interface InlineHashes {
  /** Hash sources of the page's executable inline scripts, in document order, without repeats. */
  scripts: string[];
  /** Hash sources of the page's inline `<style>` elements (those inside `<noscript>` too). */
  styles: string[];
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
const SRC_ATTRIBUTE = /\ssrc\s*=/i;
const TYPE_ATTRIBUTE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
/** `type` values the browser runs as script (anything else, like application/ld+json, is a data block). */
const SCRIPT_TYPES = new Set(["", "module", "text/javascript", "application/javascript", "text/ecmascript"]);

function isExecutable(attributes: string): boolean {
  if (SRC_ATTRIBUTE.test(attributes)) return false;
  const match = TYPE_ATTRIBUTE.exec(attributes);
  const type = (match?.[1] ?? match?.[2] ?? match?.[3] ?? "").trim().toLowerCase();
  return SCRIPT_TYPES.has(type);
}

function unique(values: string[]): string[] {
  return Array.from(new Set(values));
}

/** The text of every inline script the browser runs, in document order (data blocks and `src` scripts left out). */
export function executableInlineScripts(html: string): string[] {
  return Array.from(html.matchAll(INLINE_SCRIPT))
    .filter(([, attributes]) => isExecutable(attributes ?? ""))
    .map(([, , text]) => text ?? "");
}

/** The hashes a built page needs: every executable inline script and every inline style. */
export function inlineHashes(html: string): InlineHashes {
  const scripts = executableInlineScripts(html).map(sha256Source);
  const styles = Array.from(html.matchAll(INLINE_STYLE), ([, text]) => sha256Source(text ?? ""));
  return { scripts: unique(scripts), styles: unique(styles) };
}

/** Inline event-handler attributes (`onclick="…"`): the policy allows none, so a built page must have none. */
export function inlineEventHandlers(html: string): string[] {
  return Array.from(html.matchAll(/<[a-z][^>]*?\s(on[a-z]+)\s*=/gi), ([, name]) => name!.toLowerCase());
}

export interface CspSources {
  /** Origins of third-party scripts (tag manager, analytics) on this build. */
  scripts: string[];
  /** Origins scripts may send data to (analytics collectors, error reporting). */
  connect: string[];
  /** Origins of images (tracking pixels of the tag manager's tags). */
  images: string[];
  /** Origins of frames (the tag manager's preview mode). */
  frames: string[];
}

export interface CspOptions {
  sources: CspSources;
  /** The page's inline hashes; none for responses that are not pages. */
  hashes?: InlineHashes;
  /** Service worker on (GATSBY_OFFLINE). */
  serviceWorker?: boolean;
  /** Where browsers post violation reports (report-uri), and the Reporting API endpoint name (report-to). */
  report?: { uri: string; group: string } | null;
}

const list = (...parts: Array<string | string[]>) => unique(parts.flat()).join(" ");

/** The policy text, one directive per `;`. */
export function buildCsp({ sources, hashes, serviceWorker = false, report = null }: CspOptions): string {
  const directives: Array<[string, string]> = [
    ["default-src", "'self'"],
    ["script-src", list("'self'", hashes?.scripts ?? [], sources.scripts)],
    // Server-rendered styles by hash, styled-components' runtime sheet by the empty text's hash.
    ["style-src", list("'self'", hashes?.styles ?? [], EMPTY_STYLE_HASH)],
    // `style="…"` attributes (gatsby-plugin-image's placeholders, React's server-rendered style props).
    ["style-src-attr", "'unsafe-inline'"],
    ["img-src", list("'self'", "data:", sources.images)],
    ["font-src", "'self'"],
    ["connect-src", list("'self'", sources.connect)],
    ["frame-src", sources.frames.length ? list(sources.frames) : "'none'"],
    ["worker-src", serviceWorker ? "'self'" : "'none'"],
    ["manifest-src", "'self'"],
    ["media-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  if (report) directives.push(["report-uri", report.uri], ["report-to", report.group]);
  return directives.map(([name, value]) => `${name} ${value}`).join("; ");
}
