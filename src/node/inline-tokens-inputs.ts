/**
 * What the design-token plugin's output (src/node/inline-tokens.js) depends on besides the file it compiles: the
 * plugin itself and the tokens module whose values it writes in. Neither is a dependency a cache can see (the plugin
 * is loaded by path; an inlined token leaves no import behind), so both caches of a build are told of them in
 * gatsby-node.ts: Babel's (the plugin's options carry their fingerprint, part of its cache key) and webpack's (they
 * are build dependencies). Without it, a changed token or plugin kept old literals in every unchanged file that read
 * them until the cache was cleared.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** The plugin and the tokens module, as absolute paths under `siteRoot`. */
export function inlineTokensInputs(siteRoot: string): string[] {
  return [path.join(siteRoot, "src/node/inline-tokens.js"), path.join(siteRoot, "src/theme/tokens.ts")];
}

/** A hash of the two files' contents: it changes when either changes. */
export function inlineTokensFingerprint(siteRoot: string): string {
  const hash = crypto.createHash("sha256");
  for (const file of inlineTokensInputs(siteRoot)) hash.update(fs.readFileSync(file)).update("\0");
  return hash.digest("hex").slice(0, 16);
}
