/**
 * @jest-environment node
 */
import path from "node:path";
import { withFontFilesNeverInlined } from "./font-files";

type Rule = { test?: RegExp; use?: Array<{ loader: string; options: Record<string, unknown> }> };

describe("withFontFilesNeverInlined", () => {
  // The rules Gatsby itself writes (gatsby/dist/utils/webpack-utils.js), for the stage that builds the CSS.
  const { createWebpackUtils } = jest.requireActual("gatsby/dist/utils/webpack-utils") as {
    createWebpackUtils: (stage: string, program: { directory: string }) => { rules: Record<string, () => Rule> };
  };
  const { rules } = createWebpackUtils("build-javascript", { directory: path.resolve(__dirname, "../..") });

  it("finds Gatsby's font rule, which would inline a font file under 10,000 bytes, and makes it never inline one", () => {
    const fonts = rules.fonts!();
    expect(fonts.test!.test("inter-latin-rest-wght-400-700.woff2")).toBe(true);
    expect(fonts.use![0]!.loader).toMatch(/[/\\]url-loader[/\\]/);
    expect(fonts.use![0]!.options.limit).toBe(10000);

    const images = rules.images!();
    const config = { mode: "production", module: { rules: [images, fonts] } };
    const changed = withFontFilesNeverInlined(config);
    const [imagesAfter, fontsAfter] = changed.module.rules as Rule[];
    expect(fontsAfter!.use![0]!.options).toEqual({ ...fonts.use![0]!.options, limit: false });
    expect(fontsAfter!.test).toBe(fonts.test);
    // Everything else as it was: images still inlined under the limit, the config's other keys kept.
    expect(imagesAfter).toBe(images);
    expect(changed.mode).toBe("production");
    // The config given is not changed.
    expect(fonts.use![0]!.options.limit).toBe(10000);
  });

  it("fails the build, saying where to look, when Gatsby's font rule is not there", () => {
    expect(() => withFontFilesNeverInlined({ module: { rules: [rules.images!()] } })).toThrow(
      "Expected Gatsby's one webpack rule for fonts (url-loader for .woff2), found 0: " +
        "see src/workarounds/font-files.ts, which keeps small font files out of the CSS.",
    );
  });
});
