/**
 * What a page's JavaScript is made of: every byte of a built script is
 * attributed, through its source map, to the source it was compiled from, and
 * the sources are grouped as the site's own code, Gatsby's runtime, React and
 * each other library. For each group it reports the raw bytes and what the
 * group costs the gzipped file: the file's gzip size minus the gzip size of
 * the same file without that group's code, i.e. what removing it would save
 * (a group's code compresses against the rest of the file, so this is not its
 * size gzipped on its own). `npm run bench` and `scripts/first-load-js.ts`
 * print it for the home page beside the bare page's.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { SourceMapConsumer, type RawSourceMap } from "source-map-js";
import { firstLoadJavaScript, type ScriptSize } from "./budget";

export const SITE_CODE = "site code";
export const GATSBY_RUNTIME = "Gatsby runtime";
export const REACT = "React";
/** Bytes before a file's first mapping, or mapped to no source or to webpack's own runtime modules. */
export const UNMAPPED = "webpack glue";

/** Packages that are Gatsby's runtime (its own, and what its runtime imports for every site). */
const GATSBY_PACKAGES = /^(gatsby|gatsby-[\w-]+|@gatsbyjs\/[\w-]+|@builder\.io\/partytown)$/;
const REACT_PACKAGES = /^(react|react-dom|scheduler)$/;

/** The package a path inside node_modules belongs to (the last node_modules wins: nested copies). */
function packageOf(source: string): string | undefined {
  const parts = source.split("node_modules/");
  if (parts.length < 2) return undefined;
  const rest = (parts[parts.length - 1] as string).split("/");
  return rest[0]?.startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
}

/** The group a source-map source belongs to: the site's code, Gatsby's runtime, React, or `library <name>`. */
export function groupOfSource(source: string): string {
  const pkg = packageOf(source);
  if (pkg) {
    if (GATSBY_PACKAGES.test(pkg)) return GATSBY_RUNTIME;
    if (REACT_PACKAGES.test(pkg)) return REACT;
    return `library ${pkg}`;
  }
  // Gatsby writes its runtime into .cache (and virtual modules such as async-requires) at build time.
  if (/(^|\/)\.cache\/|\$virtual\//.test(source)) return GATSBY_RUNTIME;
  if (/^webpack\/(runtime|bootstrap)/.test(source.replace(/^webpack:\/\/[^/]*\//, ""))) return UNMAPPED;
  return SITE_CODE;
}

/**
 * The generated code of a file split into runs, each with the group of the
 * source it came from; the runs put back together are the file, byte for byte.
 * A source map marks where each source's code starts, not where it ends, so
 * the bytes up to the next mapping (webpack's small wrapper between two
 * modules among them) count for the mapping before them.
 */
export function runsByGroup(code: string, map: RawSourceMap): Array<{ group: string; text: string }> {
  const lines = code.split("\n");
  // Offsets of each line's start in `code`.
  const lineStart: number[] = [];
  let offset = 0;
  for (const line of lines) {
    lineStart.push(offset);
    offset += line.length + 1;
  }
  const consumer = new SourceMapConsumer(map);
  const marks: Array<{ at: number; group: string }> = [];
  consumer.eachMapping((mapping) => {
    const at = (lineStart[mapping.generatedLine - 1] ?? code.length) + mapping.generatedColumn;
    marks.push({ at, group: mapping.source ? groupOfSource(mapping.source) : UNMAPPED });
  }, null);
  marks.sort((a, b) => a.at - b.at);
  const runs: Array<{ group: string; text: string }> = [];
  let cursor = 0;
  let group = UNMAPPED;
  const push = (until: number) => {
    if (until <= cursor) return;
    const last = runs[runs.length - 1];
    const text = code.slice(cursor, until);
    if (last && last.group === group) last.text += text;
    else runs.push({ group, text });
    cursor = until;
  };
  for (const mark of marks) {
    push(Math.min(mark.at, code.length));
    group = mark.group;
  }
  push(code.length);
  return runs;
}

export interface CompositionRow {
  group: string;
  /** Raw bytes of the group's code in the files. */
  bytes: number;
  /** What the group adds to the files' gzip sizes: gzip(file) − gzip(file without the group), summed over the files. */
  gzipBytes: number;
}

const gzipSize = (text: string) => zlib.gzipSync(text, { level: 9 }).length;

/** Every group's share of the given scripts, largest gzip cost first. */
export function compositionOf(files: ReadonlyArray<{ code: string; map: RawSourceMap }>): CompositionRow[] {
  const rows = new Map<string, CompositionRow>();
  for (const { code, map } of files) {
    const runs = runsByGroup(code, map);
    const whole = gzipSize(code);
    for (const group of new Set(runs.map((run) => run.group))) {
      const own = runs.filter((run) => run.group === group);
      const without = runs
        .filter((run) => run.group !== group)
        .map((run) => run.text)
        .join("");
      const row = rows.get(group) ?? { group, bytes: 0, gzipBytes: 0 };
      row.bytes += own.reduce((sum, run) => sum + run.text.length, 0);
      row.gzipBytes += whole - gzipSize(without);
      rows.set(group, row);
    }
  }
  return [...rows.values()].sort((a, b) => b.gzipBytes - a.gzipBytes || a.group.localeCompare(b.group));
}

/** The composition of script files in a built site (`/app-1.js`…), each read with its `.map` beside it. */
export function compositionOfBuiltScripts(publicDir: string, sources: ReadonlyArray<string>): CompositionRow[] {
  return compositionOf(
    sources.map((src) => {
      const file = path.join(publicDir, src.replace(/^\//, ""));
      if (!fs.existsSync(`${file}.map`)) throw new Error(`${src} has no source map (${file}.map) in ${publicDir}/`);
      return {
        code: fs.readFileSync(file, "utf8"),
        map: JSON.parse(fs.readFileSync(`${file}.map`, "utf8")) as RawSourceMap,
      };
    }),
  );
}

/** A built page's first-load scripts (budget.ts's firstLoadJavaScript), their gzip total and their split by source. */
export function pageScripts(
  publicDir: string,
  route = "/",
): { scripts: ScriptSize[]; gzipBytes: number; composition: CompositionRow[] } {
  const scripts = firstLoadJavaScript(publicDir, route);
  return {
    scripts,
    gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    composition: compositionOfBuiltScripts(
      publicDir,
      scripts.map((script) => script.src),
    ),
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The composition as a table, one line a group, with a reference build's beside it
 * (the bare page's) and the difference in gzip, largest difference first.
 */
export function compositionTable(
  rows: ReadonlyArray<CompositionRow>,
  reference?: ReadonlyArray<CompositionRow>,
): string[] {
  const groups = [...new Set([...rows, ...(reference ?? [])].map((row) => row.group))];
  const of = (list: ReadonlyArray<CompositionRow> | undefined, group: string) =>
    list?.find((row) => row.group === group) ?? { group, bytes: 0, gzipBytes: 0 };
  const difference = (group: string) => of(rows, group).gzipBytes - of(reference, group).gzipBytes;
  if (reference) groups.sort((a, b) => difference(b) - difference(a) || a.localeCompare(b));
  const header =
    `${"source".padEnd(34)} ${"raw".padStart(9)} ${"gzip".padStart(9)}` +
    (reference ? ` ${"bare raw".padStart(11)} ${"bare gzip".padStart(11)} ${"gzip more".padStart(11)}` : "");
  return [
    header,
    ...groups.map((group) => {
      const mine = of(rows, group);
      const theirs = of(reference, group);
      return (
        `${group.padEnd(34)} ${kib(mine.bytes).padStart(9)} ${kib(mine.gzipBytes).padStart(9)}` +
        (reference
          ? ` ${kib(theirs.bytes).padStart(11)} ${kib(theirs.gzipBytes).padStart(11)} ${kib(difference(group)).padStart(11)}`
          : "")
      );
    }),
  ];
}
