/**
 * The performance budget (`npm run bench`): Lighthouse scores and metrics per
 * page, and the home page's first-load JavaScript. Plain functions, so the
 * pass/fail rules are unit-tested; scripts/bench.ts does the measuring.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { parseHtml } from "./built-site";
import { DEFERRED_SRC_ATTRIBUTE, deferredSources } from "../deferred-scripts";

export const BUDGET = {
  /** Lighthouse category scores, 0–100. */
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Cumulative Layout Shift must stay below this. */
  clsBelow: 0.01,
  /** Total Blocking Time, ms (at most). */
  tbtMs: 100,
  /** Gzipped JavaScript the home page loads before any interaction, bytes (110 KiB). */
  firstLoadJsBytes: 110 * 1024,
} as const;

export interface PageMeasurement {
  label: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's CPU benchmark of the machine that ran it: low figures mean a slow or busy host. */
  benchmarkIndex: number;
}

/** The parts of a Lighthouse result (LHR) the budget reads. */
export interface LighthouseResult {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code: string; message: string };
}

const score = (lhr: LighthouseResult, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (lhr: LighthouseResult, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

export function measurementOf(label: string, pagePath: string, lhr: LighthouseResult): PageMeasurement {
  return {
    label,
    path: pagePath,
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    lcpMs: metric(lhr, "largest-contentful-paint"),
    tbtMs: metric(lhr, "total-blocking-time"),
    cls: metric(lhr, "cumulative-layout-shift"),
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
  };
}

/** The middle value; the mean of the two middle ones for an even count. */
export function median(values: ReadonlyArray<number>): number {
  if (!values.length) throw new Error("no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * Several runs of one page as one measurement: the median of each score and
 * metric, as Lighthouse CI's "median" aggregation does. One run on a busy
 * host moves TBT by ±100 ms, and the run with the median score need not have
 * the median TBT.
 */
export function medianMeasurement(runs: ReadonlyArray<PageMeasurement>): PageMeasurement {
  const [first] = runs;
  if (!first) throw new Error("no runs");
  const of = (key: keyof Omit<PageMeasurement, "label" | "path">) => median(runs.map((run) => run[key]));
  return {
    label: first.label,
    path: first.path,
    performance: of("performance"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    seo: of("seo"),
    lcpMs: of("lcpMs"),
    tbtMs: of("tbtMs"),
    cls: of("cls"),
    benchmarkIndex: Math.round(of("benchmarkIndex")),
  };
}

/** Each way a page misses the budget, as a sentence. */
export function pageBudgetMisses(page: PageMeasurement): string[] {
  const misses: string[] = [];
  const where = `${page.path} (${page.label})`;
  if (page.performance < BUDGET.performance)
    misses.push(`${where}: performance ${page.performance} < ${BUDGET.performance}`);
  if (page.accessibility < BUDGET.accessibility)
    misses.push(`${where}: accessibility ${page.accessibility} < ${BUDGET.accessibility}`);
  if (page.bestPractices < BUDGET.bestPractices)
    misses.push(`${where}: best-practices ${page.bestPractices} < ${BUDGET.bestPractices}`);
  if (page.seo < BUDGET.seo) misses.push(`${where}: SEO ${page.seo} < ${BUDGET.seo}`);
  if (!(page.cls < BUDGET.clsBelow)) misses.push(`${where}: CLS ${page.cls.toFixed(3)} ≥ ${BUDGET.clsBelow}`);
  if (!(page.tbtMs <= BUDGET.tbtMs)) misses.push(`${where}: TBT ${Math.round(page.tbtMs)} ms > ${BUDGET.tbtMs} ms`);
  return misses;
}

export interface ScriptSize {
  src: string;
  /** How the page loads it: a <script> tag in the HTML, or the page's own chunks that app.js loads at once. */
  via: "script tag" | "page chunk";
  bytes: number;
  gzipBytes: number;
}

/** The same-origin JavaScript files a built page loads by <script src> or through the deferred loader, without duplicates. */
export function scriptSources(html: string): string[] {
  const root = parseHtml(html);
  const sources = [
    ...root.querySelectorAll("script[src]").map((script) => script.getAttribute("src") ?? ""),
    // Gatsby's scripts, added by the loader after the first paint (src/node/deferred-scripts.ts).
    ...root
      .querySelectorAll(`script[${DEFERRED_SRC_ATTRIBUTE}]`)
      .flatMap((loader) => deferredSources(loader.getAttribute(DEFERRED_SRC_ATTRIBUTE) ?? "")),
  ]
    .filter((src) => src.startsWith("/") && !src.startsWith("//"))
    .map((src) => src.replace(/[?#].*$/, ""));
  return [...new Set(sources)];
}

interface WebpackStats {
  namedChunkGroups: Record<string, { assets: Array<{ name: string }> } | undefined>;
}

/** The JavaScript of a page's component chunk group (webpack.stats.json), which Gatsby loads before hydrating. */
export function pageChunkSources(stats: WebpackStats, componentChunkName: string): string[] {
  const group = stats.namedChunkGroups[componentChunkName];
  if (!group) throw new Error(`webpack.stats.json has no chunk group ${componentChunkName}`);
  return group.assets.map((asset) => `/${asset.name}`).filter((src) => src.endsWith(".js"));
}

/**
 * The JavaScript a page needs before it is interactive: its <script src> tags
 * (webpack runtime, framework, app) plus its component's chunks, each with its
 * size and gzip size (zlib level 9, as served precompressed or by a CDN).
 */
export function firstLoadJavaScript(publicDir: string, route = "/"): ScriptSize[] {
  const pageFile = route === "/" ? "index.html" : `${route.slice(1)}index.html`;
  const pageData = route === "/" ? "index" : route.slice(1, -1);
  const html = fs.readFileSync(path.join(publicDir, pageFile), "utf8");
  const { componentChunkName } = JSON.parse(
    fs.readFileSync(path.join(publicDir, "page-data", pageData, "page-data.json"), "utf8"),
  ) as { componentChunkName: string };
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as WebpackStats;
  const tags = scriptSources(html);
  const chunks = pageChunkSources(stats, componentChunkName).filter((src) => !tags.includes(src));
  const entries: Array<[string, ScriptSize["via"]]> = [
    ...tags.map((src): [string, ScriptSize["via"]] => [src, "script tag"]),
    ...chunks.map((src): [string, ScriptSize["via"]] => [src, "page chunk"]),
  ];
  return entries.map(([src, via]) => {
    const file = path.join(publicDir, src.slice(1));
    if (!fs.existsSync(file)) throw new Error(`${pageFile} loads ${src}, which is not in ${publicDir}/`);
    const content = fs.readFileSync(file);
    return { src, via, bytes: content.length, gzipBytes: zlib.gzipSync(content, { level: 9 }).length };
  });
}

export function formatKiB(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
