/** @jest-environment node */
import path from "node:path";
import { createHtmlValidator, formatHtmlProblems } from "./html-validation";

const validator = createHtmlValidator(path.resolve(__dirname, "../.."));
const page = (body: string, headExtra = "") =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Test page</title>${headExtra}</head><body>${body}</body></html>`;

async function rulesFor(body: string, headExtra = ""): Promise<string[]> {
  const report = await validator.validateString(page(body, headExtra), "test.html");
  return report.results.flatMap((result) => result.messages.map((message) => message.ruleId));
}

describe("the committed html-validate config", () => {
  it("accepts the markup React and Gatsby write: self-closed void elements, camelCase attributes, useId ids", async () => {
    expect(
      await rulesFor(
        '<div id="___gatsby"><p id=":R16:">Hi</p><img src="/a.jpg" srcSet="/a.jpg 1x, /b.jpg 2x" alt="A"/></div>',
        '<link rel="canonical" href="https://flatirons.com/"/>',
      ),
    ).toEqual([]);
  });

  it("accepts inline styles only on Gatsby's own markup", async () => {
    expect(
      await rulesFor(
        '<div id="gatsby-focus-wrapper" style="outline:none" tabindex="-1"><span class="gatsby-resp-image-wrapper" style="display:block"><img src="/a.png" alt="" style="width:100%"/></span></div>',
      ),
    ).toEqual([]);
    expect(await rulesFor('<p style="color:red">Red</p>')).toEqual(["framework-markup/no-inline-style"]);
    expect(
      await rulesFor('<div class="gatsby-image-wrapper"><div style="max-width:800px;display:block"></div></div>'),
    ).toEqual(["framework-markup/no-inline-style"]);
  });

  it("requires a src on every image, lazy ones included", async () => {
    expect(
      await rulesFor(
        '<picture><source type="image/avif" srcSet="/a.avif 1x"/><img src="/a.jpg" alt="" loading="lazy" fetchpriority="high"/></picture>',
      ),
    ).toEqual([]);
    expect(await rulesFor('<img data-src="/a.jpg" alt=""/>')).toEqual(["element-required-attributes"]);
    expect(await rulesFor('<img alt="Logo"/>')).toEqual(["element-required-attributes"]);
  });

  it("accepts the tag manager's hidden no-JavaScript iframe, and no other iframe without a title", async () => {
    expect(
      await rulesFor(
        '<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-X" height="0" width="0" style="display: none; visibility: hidden" aria-hidden="true"></iframe></noscript>',
      ),
    ).toEqual([]);
    expect(await rulesFor('<iframe src="/map.html"></iframe>')).toEqual(["framework-markup/iframe-title"]);
    expect(await rulesFor('<iframe src="/map.html" title="Office map" style="border:0"></iframe>')).toEqual([
      "framework-markup/no-inline-style",
    ]);
  });

  it("accepts React's and Gatsby's boolean attributes and checkbox groups, but not invalid values", async () => {
    expect(
      await rulesFor(
        '<form noValidate="" aria-label="Sectors"><label><input type="checkbox" name="sectors" value="a"/> A</label><label><input type="checkbox" name="sectors" value="b"/> B</label><button type="submit">Apply</button></form><script async src="/app.js"></script>',
      ),
    ).toEqual([]);
    expect(await rulesFor('<label>Name <input type="text" disabled="false"/></label>')).toEqual([
      "attribute-allowed-values",
    ]);
    expect(
      await rulesFor(
        '<form aria-label="Two"><label>A <input type="text" name="a"/></label><label>B <input type="text" name="a"/></label><button type="submit">Send</button></form>',
      ),
    ).toEqual(["form-dup-name"]);
  });

  it("still enforces the recommended rules", async () => {
    expect(await rulesFor('<img src="/a.jpg"/>')).toEqual(["wcag/h37"]);
    expect(await rulesFor('<img src="/a.jpg" ALT="x"/>')).toEqual(["attr-case"]);
    expect(await rulesFor("<br>")).toEqual(["void-style"]);
    expect(await rulesFor('<p id="x">a</p><p id="x">b</p>')).toEqual(["no-dup-id"]);
    expect(await rulesFor("<a>No href</a><button>Go</button>")).toEqual(["no-implicit-button-type"]);
  });

  it("formats problems with file, position, rule, message and element", () => {
    expect(
      formatHtmlProblems([
        {
          file: "about-us/index.html",
          line: 1,
          column: 20,
          rule: "no-dup-id",
          message: 'Duplicate ID "x"',
          selector: "#x",
        },
      ]),
    ).toBe('✗ public/about-us/index.html:1:20  no-dup-id  Duplicate ID "x"\n    at #x');
  });
});
