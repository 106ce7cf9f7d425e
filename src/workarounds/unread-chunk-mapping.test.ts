/**
 * Gatsby's chunk mapping, a JSON string its loader indexes as an object and so never reads, is emptied in every
 * built page; a mapping in any other form stops the build, since the loader may then read it.
 */
import vm from "node:vm";
import { emptyChunkMapping } from "./unread-chunk-mapping";

// The scripts slice's chunk mapping exactly as Gatsby 5 writes it (whitespace included), stitched into a page.
const MAPPING =
  '\n          <script\n            id="gatsby-chunk-mapping"\n          >\n' +
  '            window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"],' +
  '\\"component---src-templates-blog-post-tsx-content-file-path-content-blog-a-index-mdx\\":[\\"/component---a-2.js\\"]}";\n' +
  "          </script>\n        ";
const page = (tail: string) =>
  `<!DOCTYPE html><html><head><title>Home</title></head><body><div id="___gatsby"><main>Hi</main></div>` +
  `<!-- slice-start id="_gatsby-scripts-1" --><script>window.___webpackCompilationHash="abc";</script>${tail}` +
  '<script src="/app-1.js" defer></script><!-- slice-end id="_gatsby-scripts-1" --></body></html>';

describe("emptyChunkMapping", () => {
  it("replaces Gatsby's string mapping with an empty object, in place, and touches nothing else", () => {
    expect(emptyChunkMapping(page(MAPPING))).toBe(
      page('\n          <script id="gatsby-chunk-mapping">window.___chunkMapping={};</script>\n        '),
    );
  });

  it("leaves Gatsby's loader finding what it found before: no chunk for any component", () => {
    // The script as the browser runs it, and the loader's own lookup (cache-dir/loader.js createComponentUrls).
    const lookup = (html: string, chunk: string) => {
      const code = /<script\s+id="gatsby-chunk-mapping"\s*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
      const window: { ___chunkMapping?: unknown } = {};
      vm.runInNewContext(code, { window });
      return ((window.___chunkMapping as Record<string, string[] | undefined>)[chunk] || []).map((file) => file);
    };
    const before = page(MAPPING);
    expect(typeof vm.runInNewContext(`${/window\.___chunkMapping=("[\s\S]*?");\n/.exec(MAPPING)?.[1]}`)).toBe("string");
    for (const chunk of ["app", "component---src-templates-blog-post-tsx-content-file-path-content-blog-a-index-mdx"]) {
      expect(lookup(before, chunk)).toEqual([]);
      expect(lookup(emptyChunkMapping(before), chunk)).toEqual([]);
    }
  });

  it("leaves a page without the mapping and an already rewritten page unchanged", () => {
    const plain = "<html><body><p>No scripts</p></body></html>";
    expect(emptyChunkMapping(plain)).toBe(plain);
    const once = emptyChunkMapping(page(MAPPING));
    expect(emptyChunkMapping(once)).toBe(once);
  });

  it("stops the build when Gatsby writes the mapping in another form, which its loader may read", () => {
    const asObject = page('<script id="gatsby-chunk-mapping">window.___chunkMapping={"app":["/app-1.js"]};</script>');
    expect(() => emptyChunkMapping(asObject)).toThrow(
      "Gatsby's chunk mapping is no longer the JSON string its loader cannot read: the loader may use it now. " +
        "Check the viewport prefetch of a linked page's chunks and remove src/workarounds/unread-chunk-mapping.ts.",
    );
  });
});
