/** @jest-environment node */
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ServerStyleSheet, StyleSheetManager, createGlobalStyle, styled } from "styled-components";
import { SERVER_RULES_ATTRIBUTE, splitServerCss, splitStyledComponentsSheet } from "./server-style-sheet";

const Global = createGlobalStyle`
  body { margin: 0; }
`;
const Box = styled.div<{ $wide?: boolean }>`
  color: red;
  width: ${({ $wide }) => ($wide ? "100%" : "50%")};
  @media (min-width: 768px) {
    color: blue;
  }
`;

/** What gatsby-plugin-styled-components hands to setHeadComponents for a page. */
function serverStyleElements(): React.ReactElement[] {
  const sheet = new ServerStyleSheet();
  renderToStaticMarkup(
    <StyleSheetManager sheet={sheet.instance}>
      <Global />
      <Box />
      <Box $wide />
    </StyleSheetManager>,
  );
  return sheet.getStyleElement();
}

describe("splitServerCss", () => {
  it("keeps every rule, in order, apart from styled-components' markers", () => {
    const css = (serverStyleElements()[0].props as { dangerouslySetInnerHTML: { __html: string } })
      .dangerouslySetInnerHTML.__html;
    const { rules, markers } = splitServerCss(css);

    expect(rules).toMatch(/^body\{margin:0;\}/);
    expect(rules).toMatch(
      /\.[a-zA-Z]+\{color:red;width:50%;\}@media \(min-width:768px\)\{\.[a-zA-Z]+\{color:blue;\}\}/,
    );
    expect(rules).toContain("width:100%;");
    expect(rules).not.toContain("data-styled");
    expect(rules).not.toContain("/*!sc*/");

    const lines = markers.split("/*!sc*/\n").filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^data-styled\.g\d+\[id="sc-global-[\w-]+"\]\{content:"sc-global-[\w-]+,"\}$/);
    // Both class names of Box (50% and 100%) are named, so neither is inserted again in the browser.
    expect(lines[1]).toMatch(/^data-styled\.g\d+\[id="[\w-]+Box-sc-[\w-]+"\]\{content:"[a-zA-Z]+,[a-zA-Z]+,"\}$/);
    // Nothing is lost: rules and markers together are the original text without separators.
    expect((rules + markers).replace(/\/\*!sc\*\/\n/g, "").length).toBe(css.replace(/\/\*!sc\*\/\n/g, "").length);
  });
});

describe("splitStyledComponentsSheet", () => {
  it("turns styled-components' tag into a plain rules tag followed by the markers tag, leaving others alone", () => {
    const title = <title key="title">Home</title>;
    const head = splitStyledComponentsSheet([title, serverStyleElements()]);
    const html = renderToStaticMarkup(<>{head}</>);

    expect(head).toHaveLength(3);
    expect(head[0]).toBe(title);
    expect(html).toMatch(
      new RegExp(
        `^<title>Home</title><style ${SERVER_RULES_ATTRIBUTE}="">body\\{margin:0;\\}[^<]*</style>` +
          '<style data-styled="" data-styled-version="[\\d.]+">data-styled\\.g[^<]*</style>$',
      ),
    );
    // The plain tag carries no data-styled attribute: styled-components' rehydration ignores it.
    expect(html.match(/<style[^>]*>/g)?.[0]).toBe(`<style ${SERVER_RULES_ATTRIBUTE}="">`);
  });

  it("changes nothing without a styled-components tag", () => {
    const head = [<style key="a">{"a{}"}</style>, <meta key="m" name="x" content="y" />];
    expect(splitStyledComponentsSheet(head)).toEqual(head);
  });
});
