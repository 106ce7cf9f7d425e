/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import { FONT_SUBSETS, FONT_WEIGHTS, LATIN_UNICODE_RANGE, codePointsOf } from "./font-subsets";
import { subsetFontFile } from "../../scripts/lib/subset-font-file";

const root = path.resolve(__dirname, "../..");
const fontsCss = fs.readFileSync(path.join(__dirname, "fonts.css"), "utf8");

/** Every style source of the site (not tests), for the weights it sets. */
function styleSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return styleSources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("the web font files", () => {
  it.each(FONT_SUBSETS)(
    "$output is $source with its weight axis cut (run `npm run fonts:subset` if not)",
    async ({ source, output }) => {
      // (Jest maps .woff2 imports to a stub: the package file is read from node_modules directly.)
      const original = fs.readFileSync(path.join(root, "node_modules", source));
      const committed = fs.readFileSync(path.join(root, output));
      const expected = await subsetFontFile(original);
      expect(committed.equals(expected)).toBe(true);
      // The point of the file: smaller than the package's.
      expect(committed.length).toBeLessThan(original.length);
    },
  );

  it("fonts.css declares each file with fontsource's latin unicode-range and the files' weights", () => {
    const declared = Array.from(fontsCss.matchAll(/@font-face\s*{([^}]*)}/g), ([, body]) => body).filter((body) =>
      /src:\s*url\("\.\/fonts\//.test(body),
    );
    expect(declared).toHaveLength(FONT_SUBSETS.length);
    for (const { output } of FONT_SUBSETS) {
      const face = declared.find((body) => body.includes(`./fonts/${path.basename(output)}`));
      expect(face).toBeDefined();
      expect(face).toMatch(new RegExp(`font-weight:\\s*${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max};`));
      const range = /unicode-range:\s*([^;]+);/.exec(face!)?.[1].replace(/\s+/g, " ");
      expect(codePointsOf(range!)).toEqual(codePointsOf(LATIN_UNICODE_RANGE));
    }
  });

  it(`every font-weight the styles set is one the files have (${FONT_WEIGHTS.min} to ${FONT_WEIGHTS.max})`, () => {
    const named: Record<string, number> = { normal: 400, bold: 700 };
    const found: string[] = [];
    for (const file of styleSources(path.join(root, "src"))) {
      const text = fs.readFileSync(file, "utf8");
      for (const [, value] of text.matchAll(/font-weight:\s*([a-z0-9]+)/gi)) {
        const weight = named[value] ?? Number(value);
        if (!(weight >= FONT_WEIGHTS.min && weight <= FONT_WEIGHTS.max))
          found.push(`${path.relative(root, file)}: font-weight ${value}`);
      }
    }
    expect(found).toEqual([]);
  });
});
