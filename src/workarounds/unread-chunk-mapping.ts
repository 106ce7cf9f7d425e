/**
 * Workaround: Gatsby's chunk mapping, which its own loader cannot read, left out of every page.
 *
 * With slices (Gatsby 5's default), the scripts slice stitched into every page carries
 * `window.___chunkMapping="{…}"`: the build's whole chunk map (public/chunk-map.json) as JSON text in
 * a string. The loader, its only reader, indexes it as an object
 * (`window.___chunkMapping[componentChunkName] || []`), so it finds nothing for any chunk and the
 * viewport prefetch of a linked page fetches its page data only (checked in the browser: on /blog/ only
 * page-data.json prefetches). Every page still carries the text: 5.7 KB (1.3 KB gzip) on the privacy
 * policy, about 230 bytes more on every page for each blog post or MDX page published (gatsby-plugin-mdx
 * makes each file a component of its own). The loader reads `window.___chunkMapping` unconditionally, so
 * the page keeps it, as an empty object: what the loader finds in it, for every chunk name, is what it
 * found before.
 *
 * onPostBuild (gatsby-node) rewrites every built page, before the CSP hashes and the compressed copies
 * are made. Guarded by `unread-chunk-mapping.test.ts` (the tag Gatsby writes; a mapping in any other form
 * fails the build) and `tests/e2e/interactions.spec.ts` › "a page carries no chunk map…". Remove it when
 * Gatsby writes the mapping its loader can read (the build then fails here, by design), or stops writing it.
 */

/** The mapping as Gatsby's scripts slice writes it: JSON text in a string literal. */
const UNREAD_MAPPING =
  /<script\s+id="gatsby-chunk-mapping"\s*>\s*window\.___chunkMapping="(?:[^"\\]|\\.)*";\s*<\/script>/;
const ANY_MAPPING = /<script\s+id="gatsby-chunk-mapping"/;
/** What replaces it: the loader still finds `window.___chunkMapping`, with no entry in it. */
const EMPTY_CHUNK_MAPPING = '<script id="gatsby-chunk-mapping">window.___chunkMapping={};</script>';

/** The page with Gatsby's unread chunk mapping emptied (unchanged if it has none, or has it emptied already). */
export function emptyChunkMapping(html: string): string {
  if (html.includes(EMPTY_CHUNK_MAPPING) || !ANY_MAPPING.test(html)) return html;
  const next = html.replace(UNREAD_MAPPING, EMPTY_CHUNK_MAPPING);
  if (next === html)
    throw new Error(
      "Gatsby's chunk mapping is no longer the JSON string its loader cannot read: the loader may use it now. " +
        "Check the viewport prefetch of a linked page's chunks and remove src/workarounds/unread-chunk-mapping.ts.",
    );
  return next;
}
