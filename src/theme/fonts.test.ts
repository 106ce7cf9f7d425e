/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import {
  BASIC_UNICODE_RANGE,
  FONT_FEATURES,
  FONT_PARTS,
  FONT_SUBSETS,
  FONT_WEIGHTS,
  LATIN_UNICODE_RANGE,
  REST_UNICODE_RANGE,
  codePointsOf,
  unicodeRangeOf,
} from "./font-subsets";
import { FONT_FILES } from "./fonts";
import { fonts } from "./tokens";
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
    "$output is $source's $part part, its features and weight axis cut (run `npm run fonts:subset` if not)",
    async ({ source, part, output }) => {
      // (Jest maps .woff2 imports to a stub: the package file is read from node_modules directly.)
      const original = fs.readFileSync(path.join(root, "node_modules", source));
      const committed = fs.readFileSync(path.join(root, output));
      const expected = await subsetFontFile(original, part);
      expect(committed.equals(expected)).toBe(true);
      // The point of the file: smaller than the package's.
      expect(committed.length).toBeLessThan(original.length);
    },
  );

  it("splits fontsource's latin characters in two, each in one part: every letter and the copy's marks in the basic part", () => {
    const basic = codePointsOf(BASIC_UNICODE_RANGE);
    const rest = codePointsOf(REST_UNICODE_RANGE);
    expect([...basic, ...rest].sort((a, b) => a - b)).toEqual(codePointsOf(LATIN_UNICODE_RANGE));
    expect(basic.filter((codePoint) => rest.includes(codePoint))).toEqual([]);
    // Every letter, with the accents that combine with one: a word is shaped in one file.
    const letters = codePointsOf(LATIN_UNICODE_RANGE).filter((codePoint) =>
      /[\p{Letter}\p{Mark}]/u.test(String.fromCodePoint(codePoint)),
    );
    expect(letters.filter((codePoint) => !basic.includes(codePoint))).toEqual([]);
    expect(basic).toEqual(expect.arrayContaining([..."AZaz09éÉñüßıŒʻ\u0308"].map((letter) => letter.codePointAt(0))));
    const signs = basic.filter((codePoint) => codePoint > 0x7e && !letters.includes(codePoint));
    expect(String.fromCodePoint(...signs)).toBe("\u00a0¢£¥©®°±·×÷–—‘’“”•…€™−");
    // Signs the copy does not use are in the rest: a page with one fetches that file.
    expect(rest).toEqual(expect.arrayContaining([..."¡§½‰‹›"].map((sign) => sign.codePointAt(0))));
  });

  it("writes code points as a unicode-range with consecutive ones as one part", () => {
    expect(unicodeRangeOf([0x41, 0x20, 0x42, 0x43, 0x2026, 0xfffd, 0xfffe])).toBe(
      "U+0020, U+0041-0043, U+2026, U+FFFD-FFFE",
    );
    expect(codePointsOf(unicodeRangeOf(codePointsOf(LATIN_UNICODE_RANGE)))).toEqual(codePointsOf(LATIN_UNICODE_RANGE));
  });

  it("fonts.css declares each file with its part's unicode-range and the files' weights, one family name for both parts", () => {
    const declared = Array.from(fontsCss.matchAll(/@font-face\s*{([^}]*)}/g), ([, body]) => body).filter((body) =>
      /src:\s*url\("\.\/fonts\//.test(body),
    );
    expect(declared).toHaveLength(FONT_SUBSETS.length);
    for (const { output, part } of FONT_SUBSETS) {
      const face = declared.find((body) => body.includes(`./fonts/${path.basename(output)}`));
      expect(face).toBeDefined();
      expect(face).toMatch(new RegExp(`font-weight:\\s*${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max};`));
      const range = /unicode-range:\s*([^;]+);/.exec(face!)?.[1].replace(/\s+/g, " ");
      expect(codePointsOf(range!)).toEqual(codePointsOf(FONT_PARTS[part]));
    }
    const families = (name: string) =>
      declared
        .filter((body) => body.includes(`./fonts/${name}-`))
        .map((body) => /font-family:\s*([^;]+);/.exec(body)?.[1]);
    expect(families("inter")).toEqual(['"Inter Variable"', '"Inter Variable"']);
    expect(families("space-grotesk")).toEqual(['"Space Grotesk Variable"', '"Space Grotesk Variable"']);
  });

  it("preloads each family's basic file and no other (the files src/theme/fonts.ts gives gatsby-ssr)", () => {
    // (Jest maps a .woff2 import to a stub, so the imports are read from the source.)
    const source = fs.readFileSync(path.join(__dirname, "fonts.ts"), "utf8");
    const imported = Array.from(source.matchAll(/^import \w+ from "\.\/fonts\/([^"]+)";$/gm), ([, file]) => file);
    expect(imported).toEqual(
      FONT_SUBSETS.filter(({ part }) => part === "basic").map(({ output }) => path.basename(output)),
    );
    expect(imported).toEqual(["inter-latin-basic-wght-400-700.woff2", "space-grotesk-latin-basic-wght-400-700.woff2"]);
    expect(FONT_FILES).toHaveLength(2);
  });

  it("every font feature the styles ask for is one the files keep", () => {
    // What a style may ask for, and the feature that gives it: a style asking for another fails here.
    const featureOf: Record<string, string> = { "font-variant-numeric: tabular-nums": "tnum" };
    const asked: string[] = [];
    for (const file of styleSources(path.join(root, "src"))) {
      const text = fs.readFileSync(file, "utf8");
      for (const [declaration] of text.matchAll(/font-(?:feature-settings|variant[a-z-]*|kerning):\s*[^;`"]+/g)) {
        const feature = featureOf[declaration.trim()];
        asked.push(
          feature && FONT_FEATURES.includes(feature) ? feature : `${path.relative(root, file)}: ${declaration}`,
        );
      }
    }
    expect(asked.length).toBeGreaterThan(0);
    expect([...new Set(asked)]).toEqual(["tnum"]);
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

describe("the fallback faces", () => {
  /** The web font's line metrics (hhea ascender and descender, in em), read from the file the site serves. */
  async function lineMetricsOf(family: "inter" | "space-grotesk"): Promise<{ ascent: number; descent: number }> {
    // (wawoff2 has no types: loaded as font-advance-widths.ts does.)
    const { decompress } = createRequire(__filename)("wawoff2") as {
      decompress: (data: Buffer) => Promise<Uint8Array>;
    };
    const file = FONT_SUBSETS.find(({ output, part }) => part === "basic" && output.includes(`/${family}-latin-`))!;
    const font = Buffer.from(await decompress(fs.readFileSync(path.join(root, file.output))));
    const table = (tag: string) => {
      for (let index = 0; index < font.readUInt16BE(4); index += 1) {
        const record = 12 + index * 16;
        if (font.toString("latin1", record, record + 4) === tag) return font.readUInt32BE(record + 8);
      }
      throw new Error(`${file.output} has no ${tag} table`);
    };
    const unitsPerEm = font.readUInt16BE(table("head") + 18);
    const hhea = table("hhea");
    return { ascent: font.readInt16BE(hhea + 4) / unitsPerEm, descent: -font.readInt16BE(hhea + 6) / unitsPerEm };
  }

  const faces = Array.from(fontsCss.matchAll(/@font-face\s*{([^}]*)}/g), ([, body]) => body!)
    .filter((body) => /size-adjust/.test(body))
    .map((body) => {
      const descriptor = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(body)?.[1]?.trim() ?? "";
      return {
        family: descriptor("font-family").replace(/"/g, ""),
        weight: descriptor("font-weight") || "400",
        sizeAdjust: parseFloat(descriptor("size-adjust")) / 100,
        ascent: parseFloat(descriptor("ascent-override")) / 100,
        descent: parseFloat(descriptor("descent-override")) / 100,
        lineGap: descriptor("line-gap-override"),
      };
    });

  it("each family has faces on Arial and on Roboto, named in that order in the theme's stacks", () => {
    expect(faces.map(({ family, weight }) => `${family} ${weight}`)).toEqual([
      "Inter Fallback 100 500",
      "Inter Fallback 600 700",
      "Space Grotesk Fallback 400",
      "Inter Fallback Roboto 100 500",
      "Inter Fallback Roboto 600 700",
      "Space Grotesk Fallback Roboto 400",
    ]);
    expect(fonts.body).toMatch(/^"Inter Variable", "Inter Fallback", "Inter Fallback Roboto", /);
    expect(fonts.heading).toMatch(
      /^"Space Grotesk Variable", "Space Grotesk Fallback", "Space Grotesk Fallback Roboto", /,
    );
  });

  it.each(["inter", "space-grotesk"] as const)(
    "the %s fallbacks draw lines as tall as the web font's, whatever their size-adjust",
    async (family) => {
      const { ascent, descent } = await lineMetricsOf(family);
      const own = faces.filter((face) => face.family.startsWith(family === "inter" ? "Inter " : "Space Grotesk "));
      expect(own.length).toBe(family === "inter" ? 4 : 2);
      for (const face of own) {
        // The overrides are in the adjusted face's em: times size-adjust, the web font's own.
        expect(Math.abs(face.ascent * face.sizeAdjust - ascent)).toBeLessThan(0.006);
        expect(Math.abs(face.descent * face.sizeAdjust - descent)).toBeLessThan(0.006);
        expect(face.lineGap).toBe("0%");
      }
    },
  );
});
