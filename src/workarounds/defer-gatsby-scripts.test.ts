/**
 * Gatsby's scripts are fetched as the HTML arrives and run once it is parsed: the build turns its
 * <script async> tags into <script defer> ones, in place.
 */
import { deferGatsbyScripts } from "./defer-gatsby-scripts";

// The end of a page as Gatsby writes it (its scripts slice stitched in).
const GATSBY_TAIL =
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>' +
  '<!-- slice-start id="_gatsby-scripts-1" --><script>window.___webpackCompilationHash="abc";</script>' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script>' +
  '<script src="/app-3.js" async></script><!-- slice-end id="_gatsby-scripts-1" -->';
const PAGE = `<!DOCTYPE html><html lang="en"><head><title>Home</title></head><body><div id="___gatsby"><main>Hi</main></div>${GATSBY_TAIL}</body></html>`;

describe("deferGatsbyScripts", () => {
  it("makes Gatsby's script tags deferred, in place and in order, and touches nothing else", () => {
    expect(deferGatsbyScripts(PAGE)).toBe(
      PAGE.replace(
        '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script>' +
          '<script src="/app-3.js" async></script>',
        '<script src="/webpack-runtime-1.js" defer></script><script src="/framework-2.js" defer></script>' +
          '<script src="/app-3.js" defer></script>',
      ),
    );
  });

  it("leaves another origin's script, a page without Gatsby's scripts and an already rewritten page unchanged", () => {
    const plain = '<html><body><script src="https://www.googletagmanager.com/gtm.js" async></script></body></html>';
    expect(deferGatsbyScripts(plain)).toBe(plain);
    const once = deferGatsbyScripts(PAGE);
    expect(deferGatsbyScripts(once)).toBe(once);
  });
});
