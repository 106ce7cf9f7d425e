/**
 * Workaround: Gatsby's scripts as `defer`, not `async`.
 *
 * Gatsby ends every page with `<script src async>` for its webpack runtime,
 * React and app.js (its `_gatsby-scripts` slice, stitched into each page).
 * The browser finds them while the HTML arrives and fetches them at once,
 * which the first client render needs; but an async script also runs the
 * moment it arrives: on a fast link in the middle of parsing, before the first
 * paint, which then waits for React's evaluation. Nothing is gained by it:
 * Gatsby's runtime hydrates only after DOMContentLoaded. `defer` keeps the
 * early download, in the same order, and runs them once the HTML is parsed.
 * Measured (docs/visitor-speed.md): the first paint 25–80 ms earlier at
 * 9 Mbit/s, the first client render unchanged.
 *
 * onPostBuild (gatsby-node) rewrites the tags in every built page
 * (`rewriteBuiltPages`, src/node/built-site.ts), before the
 * CSP hashes and the compressed copies are made. It relies on the exact tag
 * Gatsby writes. Guarded by `defer-gatsby-scripts.test.ts` and
 * `tests/e2e/interactions.spec.ts` › "Gatsby's scripts are requested while the
 * page is parsed, …" (the built page's tags, requested before its first
 * paint). Remove it when Gatsby emits `defer` itself (or offers the choice).
 */
/** Gatsby's own script tags, exactly as its scripts slice writes them. */
const GATSBY_SCRIPT = /<script src="(\/[^"<>\s]+\.js)" async(?:="")?><\/script>/g;

/** The page with Gatsby's async script tags made deferred, in place and in order (unchanged if it has none). */
export function deferGatsbyScripts(html: string): string {
  return html.replace(GATSBY_SCRIPT, (_tag, src: string) => `<script src="${src}" defer></script>`);
}
