import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { transformSync } from "@babel/core";
import * as tokens from "../../theme/tokens";
import { inlineTokensFingerprint, inlineTokensInputs } from "../inline-tokens-inputs";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a plain JavaScript Babel plugin, loaded by path
const inlineTokens = require("../inline-tokens.js");

const sections = path.resolve(__dirname, "../../sections/Example.tsx");

/** The plugin's output for `code` written in `filename` (TypeScript and JSX kept as they are). */
function compile(code: string, filename = sections): string {
  return (
    transformSync(code, {
      filename,
      babelrc: false,
      configFile: false,
      plugins: [inlineTokens, ["@babel/plugin-syntax-typescript", { isTSX: true }]],
    })?.code ?? ""
  );
}

describe("inlining the design tokens at build time", () => {
  it("replaces each read of a token with its value, nested groups included", () => {
    const out = compile(`
      import { colors, layout, space as gap } from "../theme/tokens";
      const rule = \`color: \${colors.text}; padding: \${gap.lg}; height: \${layout.heroHeight.tablet}px\`;
    `);
    expect(out).toContain(
      `\`color: \${${JSON.stringify(tokens.colors.text)}}; padding: \${${JSON.stringify(tokens.space.lg)}}; height: \${${tokens.layout.heroHeight.tablet}}px\``,
    );
  });

  it("leaves reads of a whole group, method calls, other modules' objects and shadowing locals as they are", () => {
    const code = `
      import { colors, layout } from "../theme/tokens";
      import { colors as palette } from "./palette";
      export const hero = layout.heroHeight;
      export const upper = colors.text.toUpperCase();
      export const other = palette.text;
      export function local(colors: { text: string }) { return colors.text; }
      export const computed = colors["text"];
    `;
    const out = compile(code);
    expect(out).toContain("export const hero = layout.heroHeight;");
    expect(out).toContain("export const upper = colors.text.toUpperCase();");
    expect(out).toContain("export const other = palette.text;");
    expect(out).toContain("return colors.text;");
    expect(out).toContain(`export const computed = colors["text"];`);
  });

  it("replaces a call of a token function with literal arguments by its result, and leaves other calls", () => {
    const out = compile(`
      import { headingMeasure, colors } from "../theme/tokens";
      import { headingMeasure as local } from "./measure";
      export const hero = (tall: boolean) => (tall ? headingMeasure(14) : headingMeasure(22));
      export const computed = (count: number) => headingMeasure(count);
      export const other = local(14);
      export const method = colors.text.slice(1);
    `);
    expect(out).toContain(
      `tall ? ${JSON.stringify(tokens.headingMeasure(14))} : ${JSON.stringify(tokens.headingMeasure(22))};`,
    );
    expect(out).toContain("export const computed = (count: number) => headingMeasure(count);");
    expect(out).toContain("export const other = local(14);");
    expect(out).toContain("export const method = colors.text.slice(1);");
  });

  it("finds the tokens module from any folder, and leaves the module itself alone", () => {
    const deep = path.resolve(__dirname, "../../shell/Header/header-css.ts");
    expect(compile(`import { zIndex } from "../../theme/tokens"; export const z = zIndex.header;`, deep)).toContain(
      `export const z = ${tokens.zIndex.header};`,
    );
    const own = path.resolve(__dirname, "../../theme/tokens.ts");
    expect(compile(`import { colors } from "./tokens"; export const a = colors.text;`, own)).toContain(
      "export const a = colors.text;",
    );
  });
});

describe("the caches of a build see the token plugin's inputs", () => {
  it("fingerprints the plugin and the tokens module: a change to either changes it", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "inline-tokens-"));
    try {
      const [plugin, tokensFile] = inlineTokensInputs(root);
      expect([path.relative(root, plugin), path.relative(root, tokensFile)]).toEqual([
        "src/node/inline-tokens.js",
        "src/theme/tokens.ts",
      ]);
      for (const file of [plugin, tokensFile]) fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(plugin, "module.exports = () => ({});");
      fs.writeFileSync(tokensFile, 'export const colors = { navy: "#0b1533" };');
      const first = inlineTokensFingerprint(root);
      expect(inlineTokensFingerprint(root)).toBe(first);
      fs.writeFileSync(tokensFile, 'export const colors = { navy: "#0b1534" };');
      const second = inlineTokensFingerprint(root);
      expect(second).not.toBe(first);
      fs.writeFileSync(plugin, "module.exports = () => ({ name: 'changed' });");
      expect(inlineTokensFingerprint(root)).not.toBe(second);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("are the files the site's build registers the plugin from", () => {
    const root = path.resolve(__dirname, "../../..");
    expect(inlineTokensInputs(root)[0]).toBe(require.resolve("../inline-tokens.js"));
    expect(inlineTokensInputs(root)[1]).toBe(inlineTokens.TOKENS_FILE);
  });
});
