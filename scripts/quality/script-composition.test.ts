/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { SourceMapGenerator } from "source-map-js";
import {
  compositionOf,
  compositionOfBuiltScripts,
  compositionTable,
  groupOfSource,
  pageScripts,
  runsByGroup,
  GATSBY_RUNTIME,
  REACT,
  SITE_CODE,
  UNMAPPED,
} from "./script-composition";

/**
 * A bundle as webpack writes one: each module's code on its own line, its
 * first column mapped to its source, and unmapped glue around the modules.
 */
function bundle(modules: Array<{ source: string; code: string }>, glue = ";") {
  const generator = new SourceMapGenerator({ file: "bundle.js" });
  const lines: string[] = [];
  for (const module of modules) {
    const line = `${glue}${module.code}`;
    lines.push(line);
    generator.addMapping({
      generated: { line: lines.length, column: glue.length },
      original: { line: 1, column: 0 },
      source: module.source,
    });
  }
  return { code: lines.join("\n"), map: JSON.parse(generator.toString()) };
}

const gzipSize = (text: string) => zlib.gzipSync(text, { level: 9 }).length;

describe("groupOfSource", () => {
  it.each([
    ["webpack://flatirons-website/./src/components/Header/index.tsx", SITE_CODE],
    ["webpack://flatirons-website/./gatsby-browser.tsx", SITE_CODE],
    ["webpack://flatirons-website/./.cache/loader.js", GATSBY_RUNTIME],
    ["webpack://flatirons-website/./.cache/_this_is_virtual_fs_path_/$virtual/async-requires.js", GATSBY_RUNTIME],
    ["webpack://flatirons-website/./node_modules/gatsby-link/dist/index.modern.mjs", GATSBY_RUNTIME],
    ["webpack://flatirons-website/./node_modules/@gatsbyjs/reach-router/dist/index.modern.mjs", GATSBY_RUNTIME],
    ["webpack://flatirons-website/./node_modules/@builder.io/partytown/integration/index.cjs", GATSBY_RUNTIME],
    ["webpack://flatirons-website/./node_modules/react-dom/cjs/react-dom.production.min.js", REACT],
    ["webpack://flatirons-website/./node_modules/scheduler/index.js", REACT],
    ["webpack://x/./node_modules/styled-components/dist/styled-components.browser.esm.js", "library styled-components"],
    ["webpack://x/./node_modules/@babel/runtime/helpers/esm/extends.js", "library @babel/runtime"],
    // A nested copy belongs to the innermost package.
    ["webpack://x/./node_modules/gatsby/node_modules/core-js/modules/es.array.js", "library core-js"],
    ["webpack://flatirons-website/webpack/runtime/load script", UNMAPPED],
  ])("%s → %s", (source, group) => {
    expect(groupOfSource(source)).toBe(group);
  });
});

describe("runsByGroup", () => {
  it("puts every byte of the file in exactly one run, in order", () => {
    const { code, map } = bundle([
      { source: "webpack://x/./src/a.ts", code: "var a=1;" },
      { source: "webpack://x/./src/b.ts", code: "var b=2;" },
      { source: "webpack://x/./node_modules/react/index.js", code: "var r=3;" },
      { source: "webpack://x/./.cache/loader.js", code: "var l=4;" },
    ]);
    const runs = runsByGroup(code, map);
    expect(runs.map((run) => run.text).join("")).toBe(code);
    // Before the first mapping: webpack's. After it, the bytes up to the next mapping (the wrapper
    // before the next module too) are the mapped source's; neighbouring modules of one group are one run.
    expect(runs).toEqual([
      { group: UNMAPPED, text: ";" },
      { group: SITE_CODE, text: "var a=1;\n;var b=2;\n;" },
      { group: REACT, text: "var r=3;\n;" },
      { group: GATSBY_RUNTIME, text: "var l=4;" },
    ]);
  });
});

describe("compositionOf", () => {
  const site = "function header(){return document.querySelector('header')}".repeat(40);
  const runtime = "function loadPage(p){return fetch('/page-data'+p+'/page-data.json')}".repeat(40);

  it("gives each group its raw bytes and what it adds to the gzipped file", () => {
    const file = bundle([
      { source: "webpack://x/./src/header.ts", code: site },
      { source: "webpack://x/./.cache/loader.js", code: runtime },
    ]);
    const rows = compositionOf([file]);
    const whole = gzipSize(file.code);
    const row = (group: string) => rows.find((r) => r.group === group);
    expect(row(SITE_CODE)).toEqual({
      group: SITE_CODE,
      bytes: `${site}\n;`.length,
      gzipBytes: whole - gzipSize(`;${runtime}`),
    });
    expect(row(GATSBY_RUNTIME)).toEqual({
      group: GATSBY_RUNTIME,
      bytes: runtime.length,
      gzipBytes: whole - gzipSize(`;${site}\n;`),
    });
    expect(row(UNMAPPED)?.bytes).toBe(1);
    // Repetitive code costs far less gzipped than raw.
    expect(row(SITE_CODE)?.gzipBytes).toBeLessThan(site.length / 10);
  });

  it("adds a group up over several files, largest gzip cost first", () => {
    const one = bundle([{ source: "webpack://x/./src/a.ts", code: site }]);
    const two = bundle([
      { source: "webpack://x/./src/b.ts", code: "let b=1;" },
      { source: "webpack://x/./node_modules/styled-components/dist/x.js", code: runtime },
    ]);
    const rows = compositionOf([one, two]);
    expect(rows.map((r) => r.group)).toEqual(["library styled-components", SITE_CODE, UNMAPPED]);
    expect(rows.find((r) => r.group === SITE_CODE)?.bytes).toBe(site.length + "let b=1;\n;".length);
  });
});

describe("compositionOfBuiltScripts", () => {
  it("reads each script with the source map beside it, and names a script without one", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "composition-"));
    const file = bundle([{ source: "webpack://x/./src/a.ts", code: "var a=1;" }]);
    fs.writeFileSync(path.join(publicDir, "app-1.js"), file.code);
    fs.writeFileSync(path.join(publicDir, "app-1.js.map"), JSON.stringify(file.map));
    fs.writeFileSync(path.join(publicDir, "nomap-2.js"), "var b;");
    try {
      expect(compositionOfBuiltScripts(publicDir, ["/app-1.js"]).map((r) => [r.group, r.bytes])).toEqual(
        expect.arrayContaining([
          [SITE_CODE, 8],
          [UNMAPPED, 1],
        ]),
      );
      expect(() => compositionOfBuiltScripts(publicDir, ["/nomap-2.js"])).toThrow("/nomap-2.js has no source map");
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });
});

describe("pageScripts", () => {
  it("gives a built page's first-load scripts, their gzip total and their split by source", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "page-scripts-"));
    const write = (file: string, text: string) => fs.writeFileSync(path.join(publicDir, file), text);
    const app = bundle([{ source: "webpack://x/./.cache/loader.js", code: "var loader=1;".repeat(30) }]);
    const page = bundle([{ source: "webpack://x/./src/pages/index.tsx", code: "var home=2;".repeat(30) }]);
    write("app-1.js", app.code);
    write("app-1.js.map", JSON.stringify(app.map));
    write("component---src-pages-index-tsx-2.js", page.code);
    write("component---src-pages-index-tsx-2.js.map", JSON.stringify(page.map));
    write("index.html", '<html><body><script src="/app-1.js" async></script></body></html>');
    fs.mkdirSync(path.join(publicDir, "page-data", "index"), { recursive: true });
    write("page-data/index/page-data.json", JSON.stringify({ componentChunkName: "component---src-pages-index-tsx" }));
    write(
      "webpack.stats.json",
      JSON.stringify({
        namedChunkGroups: {
          "component---src-pages-index-tsx": { assets: [{ name: "component---src-pages-index-tsx-2.js" }] },
        },
      }),
    );
    try {
      const { scripts, gzipBytes, composition } = pageScripts(publicDir);
      expect(scripts.map((script) => script.src)).toEqual(["/app-1.js", "/component---src-pages-index-tsx-2.js"]);
      expect(gzipBytes).toBe(gzipSize(app.code) + gzipSize(page.code));
      expect(composition.map((row) => [row.group, row.bytes])).toEqual(
        expect.arrayContaining([
          [GATSBY_RUNTIME, "var loader=1;".length * 30],
          [SITE_CODE, "var home=2;".length * 30],
          [UNMAPPED, 2],
        ]),
      );
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });
});

describe("compositionTable", () => {
  const site = { group: SITE_CODE, bytes: 60 * 1024, gzipBytes: 20 * 1024 };
  const react = { group: REACT, bytes: 136 * 1024, gzipBytes: 44 * 1024 };
  const runtime = { group: GATSBY_RUNTIME, bytes: 69 * 1024, gzipBytes: 22.7 * 1024 };

  it("names each source with its raw and gzip size", () => {
    expect(compositionTable([react, site]).map((line) => line.split(/\s{2,}/))).toEqual([
      ["source", "raw", "gzip"],
      ["React", "136.0 KB", "44.0 KB"],
      ["site code", "60.0 KB", "20.0 KB"],
    ]);
  });

  it("puts the bare page's beside it, largest difference first, with sources only one side has", () => {
    const bare = [
      { ...react, gzipBytes: 43.9 * 1024 },
      { group: GATSBY_RUNTIME, bytes: 55 * 1024, gzipBytes: 18.2 * 1024 },
      { group: "library mitt", bytes: 300, gzipBytes: 100 },
    ];
    expect(compositionTable([react, site, runtime], bare).map((line) => line.split(/\s{2,}/))).toEqual([
      ["source", "raw", "gzip", "bare raw", "bare gzip", "gzip more"],
      ["site code", "60.0 KB", "20.0 KB", "0.0 KB", "0.0 KB", "20.0 KB"],
      ["Gatsby runtime", "69.0 KB", "22.7 KB", "55.0 KB", "18.2 KB", "4.5 KB"],
      ["React", "136.0 KB", "44.0 KB", "136.0 KB", "43.9 KB", "0.1 KB"],
      ["library mitt", "0.0 KB", "0.0 KB", "0.3 KB", "0.1 KB", "-0.1 KB"],
    ]);
  });
});
