/**
 * The performance budget (`npm run bench`): every figure of a page is judged
 * against a bare Gatsby page (tests/fixtures/bare-site: the same framework
 * plugins, no application code) measured in the same run, on the same
 * machine. Absolute figures swing with the host; the ratio does not. Plain
 * functions, so the pass/fail rules are unit-tested; scripts/bench.ts does
 * the measuring.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { parseHtml } from "../../src/node/built-site";
import { pageDataUrl } from "../../src/workarounds/page-resource-preloads";

/**
 * The budget (medians of each figure over the runs). What a visitor feels is judged against the bare page
 * measured in the same run (first client render, the largest paint with Lighthouse's throttling applied, the
 * performance score); the largest paint as Lighthouse simulates it against the same page without its scripts,
 * with the bare page's own ratio as the yardstick; what happens after the load (a tap and its answer at 4× CPU)
 * against fixed limits, the bare page's tap printed beside them; the home page's scripts against the bare
 * page's build.
 */
export const BUDGET = {
  /**
   * The budget's phone: a CPU this many times slower than the host's, as in Lighthouse's mobile preset. A run at
   * another slowdown (BENCH_CPU_SLOWDOWN) passes its own to the functions below, which name it in their lines.
   */
  cpuSlowdown: 4,
  /** Lighthouse performance score (0–100, simulated throttling): at most this many points below the bare page's (0.02). */
  performancePointsBelowBare: 2,
  /** First client render on a phone with a 4× slower CPU: at most this multiple of the bare page's. */
  firstClientRenderRatio: 1.1,
  /** Largest Contentful Paint with Lighthouse's throttling applied to the load: at most this multiple of the bare page's. */
  lcpAppliedRatio: 1.35,
  /** Cumulative Layout Shift, as Lighthouse shows it (three decimals): at most this. */
  clsAtMost: 0,
  /** The home page's own code (the source split's "site code", gzip): at most this many bytes. */
  homeSiteCodeBytes: 16 * 1024,
  /** The home page's whole first-load JavaScript (gzip): at most this multiple of the bare page's. */
  homeFirstLoadRatio: 1.3,
  /** Accessibility and SEO scores: absolute (the bare page has nothing to fail them). */
  accessibility: 100,
  seo: 100,
  /** After the load, at 4× CPU: every interaction's longest Event Timing entry, at most (ms). */
  longestEventMs: 100,
  /** …and each answer's frame after the end of the tap, at most (ms), by the answer's label (scripts/lib/interaction-timings.ts). */
  answerMs: { menu: 100, "dialog frame": 100, "first field": 400, "next heading": 500 } as Readonly<
    Record<string, number>
  >,
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
  /** Bytes transferred for same-origin scripts during the load (Lighthouse's network records). */
  scriptBytes: number;
  /** Lighthouse's CPU benchmark of the machine that ran it: low figures mean a slow or busy host. */
  benchmarkIndex: number;
  /** Lighthouse's LCP of the same page served without any script. */
  lcpWithoutScriptsMs: number;
  /** Lighthouse's LCP with its throttling applied to the load (`--throttling-method=devtools`), not simulated. */
  lcpAppliedMs: number;
  /** The largest paint's element in that load, and its phases (ms): Lighthouse's largest-contentful-paint-element audit. */
  lcpElement: string;
  lcpPhases: Readonly<Record<string, number>>;
  /** First contentful paint and first client render on a phone with a 4× slower CPU (scripts/lib/visitor-timings.ts). */
  firstPaintMs: number;
  firstClientRenderMs: number;
  /**
   * When the page's tree was hydrated in the same load (the header's menu button owned by React); the first client
   * render (the header's call-to-action, an island of its own) comes before it. Not a budget line: for reference.
   */
  pageHydratedMs: number;
  /** The same first client render with a phone's mobile link emulated as well (not a budget line: for reference). */
  firstClientRenderOnLinkMs: number;
  /** When the HTML was parsed (domInteractive) in the same 4× load: the earliest Gatsby's deferred scripts run. */
  htmlParsedMs: number;
}

interface NetworkRequest {
  url?: string;
  resourceType?: string;
  transferSize?: number;
}

/** Lighthouse's largest-contentful-paint-element audit: a table with the element, then one with its phases. */
interface LcpElementTable {
  items?: Array<{
    node?: { snippet?: string; nodeLabel?: string };
    phase?: string;
    timing?: number;
  }>;
}

/** The parts of a Lighthouse result (LHR) the budget reads. */
export interface LighthouseResult {
  requestedUrl?: string;
  finalDisplayedUrl?: string;
  categories: Record<
    string,
    { score: number | null; auditRefs?: ReadonlyArray<{ id: string; weight: number }> } | undefined
  >;
  audits: Record<
    string,
    | {
        score?: number | null;
        numericValue?: number;
        details?: {
          items?: Array<NetworkRequest & { source?: { snippet?: string } } & LcpElementTable>;
        };
      }
    | undefined
  >;
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code: string; message: string };
}

const score = (lhr: LighthouseResult, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (lhr: LighthouseResult, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/**
 * The SEO score. A page whose own robots meta tag keeps it out of search (a thank-you page: the site says
 * noindex there on purpose, and `npm run test:seo` checks which pages do) is scored without Lighthouse's
 * "is-crawlable" audit, since failing it is the point; every other audit counts with its weight. A page kept
 * out by anything else (robots.txt, a header) is scored as Lighthouse scores it.
 */
export function seoScore(lhr: LighthouseResult): number {
  const category = lhr.categories.seo;
  const crawlable = lhr.audits["is-crawlable"];
  const byOwnMetaTag = crawlable?.details?.items?.some((item) =>
    /<meta name="robots"/i.test(item.source?.snippet ?? ""),
  );
  if (!category?.auditRefs || crawlable?.score !== 0 || !byOwnMetaTag) return score(lhr, "seo");
  const counted = category.auditRefs.filter((ref) => ref.id !== "is-crawlable" && ref.weight > 0);
  const weights = counted.reduce((sum, ref) => sum + ref.weight, 0);
  const scored = counted.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]?.score ?? 0), 0);
  return Math.round((scored / weights) * 100);
}

/** Bytes of every script the page fetched from its own origin while Lighthouse watched (NaN without network records). */
export function sameOriginScriptBytes(lhr: LighthouseResult): number {
  const items = lhr.audits["network-requests"]?.details?.items;
  const pageUrl = lhr.finalDisplayedUrl ?? lhr.requestedUrl;
  if (!items || !pageUrl) return Number.NaN;
  const origin = new URL(pageUrl).origin;
  return items
    .filter((item) => item.resourceType === "Script" && item.url && new URL(item.url).origin === origin)
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

/** What one Lighthouse report says; the figures measured beside it (without scripts, 4× CPU) start as NaN. */
export function measurementOf(label: string, pagePath: string, lhr: LighthouseResult): PageMeasurement {
  return {
    label,
    path: pagePath,
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: seoScore(lhr),
    lcpMs: metric(lhr, "largest-contentful-paint"),
    tbtMs: metric(lhr, "total-blocking-time"),
    cls: metric(lhr, "cumulative-layout-shift"),
    scriptBytes: sameOriginScriptBytes(lhr),
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
    lcpWithoutScriptsMs: Number.NaN,
    lcpAppliedMs: Number.NaN,
    lcpElement: "",
    lcpPhases: {},
    firstPaintMs: Number.NaN,
    firstClientRenderMs: Number.NaN,
    pageHydratedMs: Number.NaN,
    firstClientRenderOnLinkMs: Number.NaN,
    htmlParsedMs: Number.NaN,
  };
}

/** The middle value; the mean of the two middle ones for an even count. NaN when any value is missing (NaN). */
export function median(values: ReadonlyArray<number>): number {
  if (!values.length) throw new Error("no values");
  if (values.some((value) => Number.isNaN(value))) return Number.NaN;
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
  type Figure = Exclude<keyof PageMeasurement, "label" | "path" | "lcpElement" | "lcpPhases">;
  const of = (key: Figure) => median(runs.map((run) => run[key]));
  // The element and its phases: those of the run whose applied LCP is nearest the median.
  const lcpApplied = of("lcpAppliedMs");
  const nearest = [...runs].sort(
    (a, b) => Math.abs(a.lcpAppliedMs - lcpApplied) - Math.abs(b.lcpAppliedMs - lcpApplied),
  )[0]!;
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
    scriptBytes: of("scriptBytes"),
    benchmarkIndex: Math.round(of("benchmarkIndex")),
    lcpWithoutScriptsMs: of("lcpWithoutScriptsMs"),
    lcpAppliedMs: lcpApplied,
    lcpElement: nearest.lcpElement,
    lcpPhases: nearest.lcpPhases,
    firstPaintMs: of("firstPaintMs"),
    firstClientRenderMs: of("firstClientRenderMs"),
    pageHydratedMs: of("pageHydratedMs"),
    firstClientRenderOnLinkMs: of("firstClientRenderOnLinkMs"),
    htmlParsedMs: of("htmlParsedMs"),
  };
}

/** A page's figure as a multiple of the bare page's, for the report ("1.42×"). */
export function ratio(value: number, bare: number): string {
  return bare > 0 ? `${(value / bare).toFixed(2)}×` : "n/a";
}

/** value ≤ limit × bareValue, with room for floating-point rounding (1.15 × 1500 is 1724.9999…). */
const withinRatio = (value: number, bareValue: number, limit: number) => value <= limit * bareValue * (1 + 1e-9);

/** CLS as Lighthouse shows it: three decimals. */
const shownCls = (cls: number) => Number(cls.toFixed(3));

/** The bare page's own LCP with its scripts ÷ without them (simulated): the yardstick of the simulated LCP line. */
export function bareLcpRatio(bare: PageMeasurement): number {
  return bare.lcpMs / bare.lcpWithoutScriptsMs;
}

/**
 * Each way a page misses the budget, as a sentence: its score, first client render and largest paint (applied
 * throttling) against the bare page measured in the same run, its simulated LCP against its own LCP without
 * scripts (at most the bare page's own ratio), and the absolute lines.
 */
export function pageBudgetMisses(
  page: PageMeasurement,
  bare: PageMeasurement,
  slowdown: number = BUDGET.cpuSlowdown,
): string[] {
  const misses: string[] = [];
  const where = `${page.path} (${page.label})`;
  const minPerformance = bare.performance - BUDGET.performancePointsBelowBare;
  if (!(page.performance >= minPerformance))
    misses.push(`${where}: performance ${page.performance} < ${minPerformance} (bare page ${bare.performance})`);
  if (!(page.accessibility >= BUDGET.accessibility))
    misses.push(`${where}: accessibility ${page.accessibility} < ${BUDGET.accessibility}`);
  if (!(page.bestPractices >= bare.bestPractices))
    misses.push(`${where}: best-practices ${page.bestPractices} < ${bare.bestPractices} (bare page)`);
  if (!(page.seo >= BUDGET.seo)) misses.push(`${where}: SEO ${page.seo} < ${BUDGET.seo}`);
  if (!withinRatio(page.firstClientRenderMs, bare.firstClientRenderMs, BUDGET.firstClientRenderRatio))
    misses.push(
      `${where}: first client render at ${slowdown}× CPU ${Math.round(page.firstClientRenderMs)} ms is ` +
        `${ratio(page.firstClientRenderMs, bare.firstClientRenderMs)} the bare page's ${Math.round(bare.firstClientRenderMs)} ms ` +
        `(at most ${BUDGET.firstClientRenderRatio}×)`,
    );
  if (!withinRatio(page.lcpAppliedMs, bare.lcpAppliedMs, BUDGET.lcpAppliedRatio))
    misses.push(
      `${where}: LCP with throttling applied ${Math.round(page.lcpAppliedMs)} ms is ` +
        `${ratio(page.lcpAppliedMs, bare.lcpAppliedMs)} the bare page's ${Math.round(bare.lcpAppliedMs)} ms ` +
        `(at most ${BUDGET.lcpAppliedRatio}×)`,
    );
  const yardstick = bareLcpRatio(bare);
  if (!withinRatio(page.lcpMs, page.lcpWithoutScriptsMs, yardstick))
    misses.push(
      `${where}: simulated LCP ${Math.round(page.lcpMs)} ms is ${ratio(page.lcpMs, page.lcpWithoutScriptsMs)} its LCP ` +
        `without scripts ${Math.round(page.lcpWithoutScriptsMs)} ms (at most the bare page's own ${
          Number.isFinite(yardstick) ? `${yardstick.toFixed(2)}×` : "n/a"
        })`,
    );
  if (!(shownCls(page.cls) <= BUDGET.clsAtMost))
    misses.push(`${where}: CLS ${page.cls.toFixed(3)} > ${BUDGET.clsAtMost}`);
  return misses;
}

/** The home page's scripts as the budget reads them (gzip level 9, from the builds: the same on every run). */
export interface HomeScripts {
  /** The source split's "site code" line: what the site's own modules add to the gzipped files. */
  siteCodeGzipBytes: number;
  /** Every first-load script of the home page, and of the bare page. */
  firstLoadGzipBytes: number;
  bareFirstLoadGzipBytes: number;
}

/** Each way the home page's scripts miss the budget, as a sentence. */
export function homeScriptMisses(home: HomeScripts): string[] {
  const misses: string[] = [];
  if (!(home.siteCodeGzipBytes <= BUDGET.homeSiteCodeBytes))
    misses.push(
      `/ (home): site code ${formatKiB(home.siteCodeGzipBytes)} gzip is more than ${formatKiB(BUDGET.homeSiteCodeBytes)}`,
    );
  if (!withinRatio(home.firstLoadGzipBytes, home.bareFirstLoadGzipBytes, BUDGET.homeFirstLoadRatio))
    misses.push(
      `/ (home): first-load scripts ${formatKiB(home.firstLoadGzipBytes)} gzip are ` +
        `${ratio(home.firstLoadGzipBytes, home.bareFirstLoadGzipBytes)} the bare page's ` +
        `${formatKiB(home.bareFirstLoadGzipBytes)} (at most ${BUDGET.homeFirstLoadRatio}×)`,
    );
  return misses;
}

/** The page with the largest `value` (NaN counts as largest: a missing figure is the worst). */
function worstOf(pages: ReadonlyArray<PageMeasurement>, value: (page: PageMeasurement) => number) {
  const score = (page: PageMeasurement) => (Number.isNaN(value(page)) ? Number.POSITIVE_INFINITY : value(page));
  return [...pages].sort((a, b) => score(b) - score(a))[0];
}

/**
 * The first client render a page would reach if it did no more work after its HTML is parsed than the bare page
 * does after its own: the bare page's first client render, moved by how much later the page's HTML is parsed.
 * Gatsby's scripts are deferred, so hydration starts only after the parse; what the parse window holds (the HTML,
 * the inline head scripts, the handling of the downloads, a first frame if the parser yields) is in this figure,
 * the scripts' evaluation and the hydration are not. It splits a miss of the first-render line into before and
 * after the parse.
 */
export function parseBoundRenderMs(page: PageMeasurement, bare: PageMeasurement): number {
  return bare.firstClientRenderMs + (page.htmlParsedMs - bare.htmlParsedMs);
}

/**
 * A reference line under the budget (not a line of it): how much later than the bare page's the pages' HTML is
 * parsed, the range of parseBoundRenderMs as multiples of the bare page's first client render, and how many pages
 * are over the first-render line by the end of the parse already.
 */
export function parseBoundLine(
  pages: ReadonlyArray<PageMeasurement>,
  bare: PageMeasurement,
  slowdown: number = BUDGET.cpuSlowdown,
): string {
  const measured = pages.filter((page) => !Number.isNaN(parseBoundRenderMs(page, bare)));
  if (!measured.length) return "HTML parsed: not measured";
  const delays = measured.map((page) => Math.round(page.htmlParsedMs - bare.htmlParsedMs));
  const ratios = measured.map((page) => parseBoundRenderMs(page, bare) / bare.firstClientRenderMs);
  const over = measured.filter(
    (page) => !withinRatio(parseBoundRenderMs(page, bare), bare.firstClientRenderMs, BUDGET.firstClientRenderRatio),
  ).length;
  return (
    `HTML parsed at ${slowdown}× ${Math.min(...delays)}–${Math.max(...delays)} ms after the bare page's ` +
    `${Math.round(bare.htmlParsedMs)} ms: with no more work after the parse than the bare page's, the first client ` +
    `render would be ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}× the bare page's ` +
    `(${over} of ${measured.length} pages over ${BUDGET.firstClientRenderRatio}× by the end of the parse)`
  );
}

/**
 * One line per line of the budget, with ✓ or ✗, the limit and the worst
 * page's figure: what the bench prints under its table.
 */
export function budgetLines(
  pages: ReadonlyArray<PageMeasurement>,
  bare: PageMeasurement,
  home: HomeScripts,
  interactions: ReadonlyArray<InteractionMeasurement> = [],
  slowdown: number = BUDGET.cpuSlowdown,
): string[] {
  const line = (ok: boolean, text: string) => `${ok ? "✓" : "✗"} ${text}`;
  const name = (page: PageMeasurement | undefined) => (page ? `${page.path} (${page.label})` : "no page");
  const over = (misses: (page: PageMeasurement) => boolean) => pages.filter(misses).length;
  const lines: string[] = [];

  const missesOf = (page: PageMeasurement, word: string) =>
    pageBudgetMisses(page, bare, slowdown).some((miss) => miss.includes(word));
  const lowest = worstOf(pages, (page) => -page.performance);
  const performanceOver = over((page) => missesOf(page, ": performance"));
  lines.push(
    line(
      performanceOver === 0,
      `performance at most ${BUDGET.performancePointsBelowBare} points below the bare page's ${bare.performance}: ` +
        `lowest ${name(lowest)} ${lowest?.performance}, ${performanceOver} of ${pages.length} pages below`,
    ),
  );
  const slowest = worstOf(pages, (page) => page.firstClientRenderMs / bare.firstClientRenderMs);
  const renderOver = over((page) => missesOf(page, "first client render"));
  lines.push(
    line(
      renderOver === 0,
      `first client render at ${slowdown}× CPU at most ${BUDGET.firstClientRenderRatio}× the bare page's ` +
        `${Math.round(bare.firstClientRenderMs)} ms: slowest ${name(slowest)} ` +
        `${slowest ? ratio(slowest.firstClientRenderMs, bare.firstClientRenderMs) : ""}, ${renderOver} of ${pages.length} pages over`,
    ),
  );
  const latestApplied = worstOf(pages, (page) => page.lcpAppliedMs / bare.lcpAppliedMs);
  const appliedOver = over((page) => missesOf(page, ": LCP with throttling applied"));
  lines.push(
    line(
      appliedOver === 0,
      `LCP with Lighthouse's throttling applied at most ${BUDGET.lcpAppliedRatio}× the bare page's ` +
        `${Math.round(bare.lcpAppliedMs)} ms: highest ${name(latestApplied)} ` +
        `${latestApplied ? ratio(latestApplied.lcpAppliedMs, bare.lcpAppliedMs) : ""}, ${appliedOver} of ${pages.length} pages over`,
    ),
  );
  const latest = worstOf(pages, (page) => page.lcpMs / page.lcpWithoutScriptsMs);
  const lcpOver = over((page) => missesOf(page, ": simulated LCP"));
  const yardstick = bareLcpRatio(bare);
  lines.push(
    line(
      lcpOver === 0,
      `simulated LCP ÷ the same page's without scripts at most the bare page's own ` +
        `${Number.isFinite(yardstick) ? `${yardstick.toFixed(2)}×` : "n/a"}: highest ${name(latest)} ` +
        `${latest ? ratio(latest.lcpMs, latest.lcpWithoutScriptsMs) : ""}, ${lcpOver} of ${pages.length} pages over`,
    ),
  );
  const shifted = over((page) => missesOf(page, ": CLS"));
  lines.push(line(shifted === 0, `CLS ${BUDGET.clsAtMost}: ${shifted} of ${pages.length} pages over`));
  const quality = over((page) => ["accessibility", "best-practices", "SEO"].some((word) => missesOf(page, word)));
  lines.push(
    line(
      quality === 0,
      `accessibility ${BUDGET.accessibility}, SEO ${BUDGET.seo}, best practices not below the bare page's ` +
        `${bare.bestPractices}: ${quality} of ${pages.length} pages below`,
    ),
  );
  const [siteCodeMiss, firstLoadMiss] = [
    homeScriptMisses({ ...home, firstLoadGzipBytes: 0 }).length > 0,
    homeScriptMisses({ ...home, siteCodeGzipBytes: 0 }).length > 0,
  ];
  lines.push(
    line(
      !siteCodeMiss,
      `home page's site code at most ${formatKiB(BUDGET.homeSiteCodeBytes)} gzip: ${formatKiB(home.siteCodeGzipBytes)}`,
    ),
  );
  lines.push(
    line(
      !firstLoadMiss,
      `home page's first-load scripts at most ${BUDGET.homeFirstLoadRatio}× the bare page's ` +
        `${formatKiB(home.bareFirstLoadGzipBytes)} gzip: ${formatKiB(home.firstLoadGzipBytes)} ` +
        `(${ratio(home.firstLoadGzipBytes, home.bareFirstLoadGzipBytes)})`,
    ),
  );
  if (interactions.length) lines.push(...interactionBudgetLines(interactions, slowdown));
  return lines;
}

/** One interaction after the load at 4× CPU (scripts/lib/interaction-timings.ts): medians of the runs. */
export interface InteractionMeasurement {
  name: string;
  path: string;
  longestEventMs: number;
  /** Each answer's frame after the end of the tap (ms), by label; NaN: never shown. */
  answers: Readonly<Record<string, number>>;
}

/** Several runs of one interaction as one: the median of each figure. */
export function medianInteraction(runs: ReadonlyArray<InteractionMeasurement>): InteractionMeasurement {
  const [first] = runs;
  if (!first) throw new Error("no runs");
  const answers = Object.fromEntries(
    Object.keys(first.answers).map((label) => [label, median(runs.map((run) => run.answers[label] ?? Number.NaN))]),
  );
  return { name: first.name, path: first.path, longestEventMs: median(runs.map((run) => run.longestEventMs)), answers };
}

/** Each way the interactions miss the budget, as a sentence (an answer never shown is a miss). */
export function interactionMisses(
  interactions: ReadonlyArray<InteractionMeasurement>,
  slowdown: number = BUDGET.cpuSlowdown,
): string[] {
  const misses: string[] = [];
  for (const interaction of interactions) {
    if (!(interaction.longestEventMs <= BUDGET.longestEventMs))
      misses.push(
        `${interaction.name} (${interaction.path}): longest event at ${slowdown}× CPU ${Math.round(interaction.longestEventMs)} ms ` +
          `(at most ${BUDGET.longestEventMs} ms)`,
      );
    for (const [label, ms] of Object.entries(interaction.answers)) {
      const limit = BUDGET.answerMs[label];
      if (limit !== undefined && !(ms <= limit))
        misses.push(
          `${interaction.name} (${interaction.path}): ${label} ${Number.isNaN(ms) ? "never shown" : `${Math.round(ms)} ms`} ` +
            `after the tap (at most ${limit} ms)`,
        );
    }
  }
  return misses;
}

/** The interaction lines under the budget: the longest event of every interaction, then each judged answer. */
function interactionBudgetLines(interactions: ReadonlyArray<InteractionMeasurement>, slowdown: number): string[] {
  const line = (ok: boolean, text: string) => `${ok ? "✓" : "✗"} ${text}`;
  const worst = [...interactions].sort((a, b) => b.longestEventMs - a.longestEventMs)[0]!;
  const lines = [
    line(
      interactions.every((interaction) => interaction.longestEventMs <= BUDGET.longestEventMs),
      `longest event of each interaction at ${slowdown}× CPU at most ${BUDGET.longestEventMs} ms: ` +
        `longest ${worst.name} ${Math.round(worst.longestEventMs)} ms`,
    ),
  ];
  for (const interaction of interactions)
    for (const [label, ms] of Object.entries(interaction.answers)) {
      const limit = BUDGET.answerMs[label];
      if (limit === undefined) continue;
      lines.push(
        line(
          ms <= limit,
          `${label} at most ${limit} ms after the tap (${interaction.name}): ` +
            `${Number.isNaN(ms) ? "never shown" : `${Math.round(ms)} ms`}`,
        ),
      );
    }
  return lines;
}

/** The interactions as the bench prints them, each beside the bare page's tap, with ✓/✗ for each judged figure. */
export function interactionTable(
  interactions: ReadonlyArray<InteractionMeasurement>,
  bareTap: InteractionMeasurement,
): string[] {
  const mark = (ok: boolean) => (ok ? "✓" : "✗");
  const shown = (ms: number) => (Number.isNaN(ms) ? "never" : `${Math.round(ms)} ms`);
  const bareFrame = Object.values(bareTap.answers)[0] ?? Number.NaN;
  return [
    `${"interaction".padEnd(44)} ${"longest event".padEnd(16)} answers after the tap`,
    `${`${bareTap.name} (bare page)`.padEnd(44)} ${shown(bareTap.longestEventMs).padEnd(16)} next frame ${shown(bareFrame)}`,
    ...interactions.map(
      (interaction) =>
        `${`${interaction.name} (${interaction.path})`.padEnd(44)} ` +
        `${`${shown(interaction.longestEventMs)} ${mark(interaction.longestEventMs <= BUDGET.longestEventMs)}`.padEnd(16)} ` +
        Object.entries(interaction.answers)
          .map(([label, ms]) => {
            const limit = BUDGET.answerMs[label];
            return `${label} ${shown(ms)}${limit === undefined ? "" : ` ${mark(ms <= limit)}`}`;
          })
          .join(", "),
    ),
  ];
}

/**
 * The largest paint's element and phases: the element as a short label (its tag and its text, or its image's
 * file), the phases by name (TTFB, Load Delay, Load Time, Render Delay), from the largest-contentful-paint-element
 * audit.
 */
export function lcpElementOf(lhr: LighthouseResult): { element: string; phases: Record<string, number> } {
  const tables = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  const phases = Object.fromEntries(
    (tables[1]?.items ?? []).flatMap((row) =>
      row.phase && typeof row.timing === "number" ? [[row.phase, row.timing] as const] : [],
    ),
  );
  if (!node?.snippet) return { element: "", phases };
  const tag = /^<([a-z0-9-]+)/i.exec(node.snippet)?.[1]?.toLowerCase() ?? "?";
  // Lighthouse cuts long attributes short: the first whole file name in src or srcset.
  const image = /[^/"\s…]+\.(?:avif|webp|jpe?g|png|gif|svg)\b/i.exec(node.snippet)?.[0];
  const text = (node.nodeLabel ?? "").trim();
  const describe = image
    ? `${tag} ${image}`
    : text && !/^[a-z0-9.#>\s-]+$/i.test(text)
      ? `${tag} "${text.length > 36 ? `${text.slice(0, 35).trimEnd()}…` : text}"`
      : tag;
  return { element: describe, phases };
}

/** The largest paint of each page beside the bare page's: its time, ratio, element and phases, for the report. */
export function lcpElementTable(pages: ReadonlyArray<PageMeasurement>, bare: PageMeasurement): string[] {
  const phase = (page: PageMeasurement, name: string) =>
    page.lcpPhases[name] === undefined ? "—" : String(Math.round(page.lcpPhases[name]!));
  const row = (page: PageMeasurement, isBare: boolean) =>
    `${(isBare ? "bare page" : `${page.path} (${page.label})`).padEnd(44)} ` +
    `${`${Math.round(page.lcpAppliedMs)} ms`.padEnd(9)} ` +
    `${(isBare ? "" : `${ratio(page.lcpAppliedMs, bare.lcpAppliedMs)} ${withinRatio(page.lcpAppliedMs, bare.lcpAppliedMs, BUDGET.lcpAppliedRatio) ? "✓" : "✗"}`).padEnd(8)} ` +
    `${["TTFB", "Load Delay", "Load Time", "Render Delay"].map((name) => phase(page, name).padStart(6)).join(" ")}   ` +
    `${page.lcpElement || "?"}`;
  return [
    `${"page".padEnd(44)} ${"LCP".padEnd(9)} ${"/bare".padEnd(8)} ${["TTFB", "delay", "load", "render"].map((name) => name.padStart(6)).join(" ")}   element`,
    row(bare, true),
    ...pages.map((page) => row(page, false)),
  ];
}

/**
 * A page as it would load with no script at all, for the LCP it reaches on
 * HTML, CSS, fonts and images alone: every `<script>` element (inline or not;
 * JSON-LD data blocks are kept, they run nothing) and every script preload
 * removed. The bench serves it through a proxy beside the real page.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (tag, attributes: string) =>
      /type=["']?application\/ld\+json/i.test(attributes) ? tag : "",
    )
    .replace(/<link\b[^>]*\brel=["']?(?:preload|modulepreload)["']?[^>]*>/gi, (tag) =>
      /\brel=["']?modulepreload|\bas=["']?script/i.test(tag) ? "" : tag,
    );
}

export interface ScriptSize {
  src: string;
  /** How the page loads it: a <script> tag in the HTML, or the page's own chunks that app.js loads at once. */
  via: "script tag" | "page chunk";
  bytes: number;
  gzipBytes: number;
}

/** The same-origin JavaScript files a built page loads by <script src>, without duplicates. */
export function scriptSources(html: string): string[] {
  const root = parseHtml(html);
  const sources = root
    .querySelectorAll("script[src]")
    .map((script) => script.getAttribute("src") ?? "")
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
  const html = fs.readFileSync(path.join(publicDir, pageFile), "utf8");
  const { componentChunkName } = JSON.parse(fs.readFileSync(path.join(publicDir, pageDataUrl(route)), "utf8")) as {
    componentChunkName: string;
  };
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
