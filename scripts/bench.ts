/**
 * Performance budget (`npm run build:test && npm run bench`): what a visitor
 * on a phone feels, on one page of each template of the built site (public/),
 * interleaved with a bare Gatsby page (tests/fixtures/bare-site: the same
 * framework plugins and tag-manager setting, no application code) measured in
 * the same run on the same machine. For every page and every run:
 *
 * - Lighthouse with its mobile preset (scores, LCP, TBT, CLS);
 * - Lighthouse on the same page without its scripts (a proxy that removes
 *   them: scripts/lib/bench-proxy.ts), for the LCP the page reaches
 *   without them; the bare page's too (its own ratio is the yardstick);
 * - Lighthouse with its throttling applied to the load (devtools), for the
 *   LCP a phone on its slow link sees, its element and its phases;
 * - the first paint and the first client render in Chromium with a 4× slower
 *   CPU (scripts/lib/visitor-timings.ts), beside the bare page's;
 * and once per round the four interactions after the load at 4× CPU (the
 * menu, the contact dialog, a navigation, the newsletter's error:
 * scripts/lib/interaction-timings.ts), beside a tap on the bare page.
 *
 * Every page is fetched through a caching proxy (scripts/lib/bench-proxy.ts)
 * that serves each file compressed once, as a CDN does, after one unmeasured
 * visit of every page: `gatsby serve` compresses every response again, on
 * the CPU the measured browser needs. Each figure's median is judged by the
 * budget in scripts/quality/budget.ts,
 * with the home page's scripts split by source. Measure the production
 * configuration: a build with every key set (`build:test`). The bare page is
 * built once into .bench/fixtures/bare-site and rebuilt only when its source,
 * Gatsby or the tag-manager setting change. Full Lighthouse reports and a
 * summary go to bench-results/<time>/ (git-ignored). Exits 1 on a miss.
 *
 *   npm run bench                      one run per page, all templates
 *   npm run bench -- --runs 5          median of five runs per page (each figure's median)
 *   npm run bench -- --pages /,/blog/  only these pages
 *   npm run bench -- --site dir        measure dir/public (a copy of another build) instead of public/
 *   BENCH_PORT=9001                    port for the site's server (the bare page's: BENCH_PORT + 1; the proxies:
 *                                      without scripts + 2, the site's + 3, the bare page's + 4, the bare page's
 *                                      without scripts + 5)
 *   BENCH_DEBUG_PORT=10001             Chromium's debugging port for Lighthouse (default BENCH_PORT + 1000)
 *   BENCH_CPU_SLOWDOWN=2               the phone's CPU slowdown for the first client render and the interactions
 *                                      (default 4, the budget's): a host at half the benchmark index of the one a
 *                                      figure came from measures that figure's 4× at 2×. Lighthouse keeps its preset.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import type http from "node:http";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { listBuiltPages } from "../src/node/built-site";
import { chromium as playwrightChromium, type Browser } from "playwright-core";
import {
  BUDGET,
  budgetLines,
  interactionMisses,
  interactionTable,
  lcpElementOf,
  lcpElementTable,
  medianInteraction,
  type InteractionMeasurement,
  parseBoundLine,
  formatKiB,
  homeScriptMisses,
  measurementOf,
  medianMeasurement,
  pageBudgetMisses,
  ratio,
  type HomeScripts,
  type LighthouseResult,
  type PageMeasurement,
} from "./quality/budget";
import { SITE_CODE, compositionTable, pageScripts } from "./quality/script-composition";
import { startBenchProxy } from "./lib/bench-proxy";
import { pageDataUrl } from "../src/workarounds/page-resource-preloads";
import {
  BARE_MARKERS,
  BUDGET_CPU_SLOWDOWN,
  CPU_SLOWDOWN,
  SITE_MARKERS,
  PHONE_LINK,
  measureVisitorTimings,
  type Markers,
} from "./lib/visitor-timings";
import { findChromium } from "./find-chromium";
import { BARE_INTERACTION, measureInteraction, siteInteractions, type Interaction } from "./lib/interaction-timings";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";

/** The directory whose public/ is measured (`--site`, default the repository itself). */
const SITE_DIR = argument("site") ?? ".";
const PUBLIC = path.join(SITE_DIR, "public");
const BARE_SOURCE = "tests/fixtures/bare-site";
// At the same depth as its source, so the config's relative import of the site's plugin wiring still resolves.
const BARE_DIR = ".bench/fixtures/bare-site";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** The page template (Gatsby's component chunk) each route was built from. */
function templateOf(route: string): string {
  const data = JSON.parse(fs.readFileSync(path.join(PUBLIC, pageDataUrl(route)), "utf8")) as {
    componentChunkName: string;
  };
  // MDX pages get one chunk per content file: component---src-templates-blog-post-tsx-content-file-path-….
  return data.componentChunkName.replace(/^component---src-/, "").replace(/-tsx(-content-file-path-.*)?$/, "");
}

/** The home page, the first page of each template in src/templates, and two one-off pages. */
function pagesToMeasure(): Array<{ label: string; path: string }> {
  const only = argument("pages");
  const routes = listBuiltPages(PUBLIC)
    .map((page) => page.path)
    .filter((route) => route !== "/404/" && route !== "/500/");
  const labelOf = (template: string) => template.replace(/^(templates|pages)-/, "");
  if (only) return only.split(",").map((route) => ({ label: labelOf(templateOf(route)), path: route }));
  const chosen = new Map<string, string>([["pages-index", "/"]]);
  for (const route of routes) {
    const template = templateOf(route);
    if (template.startsWith("templates-") && !chosen.has(template)) chosen.set(template, route);
  }
  for (const route of ["/services/", "/contact-us/"]) if (routes.includes(route)) chosen.set(templateOf(route), route);
  return [...chosen.entries()].map(([template, route]) => ({ label: labelOf(template), path: route }));
}

/** The tag-manager container the measured build loads (the bare page gets the same), or "" for none. */
function tagManagerIdOf(publicDir: string): string {
  const html = fs.readFileSync(path.join(publicDir, "index.html"), "utf8");
  return (
    /googletagmanager\.com\/gtm\.js\?id=([A-Z0-9-]+)/.exec(html)?.[1] ?? /["'](GTM-[A-Z0-9]+)["']/.exec(html)?.[1] ?? ""
  );
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}

/**
 * Builds the bare page into BARE_DIR/public unless the build there
 * was made from the same source, Gatsby version and tag-manager setting.
 */
function buildBarePage(gtmId: string): string {
  const hash = createHash("sha256");
  for (const file of filesUnder(BARE_SOURCE)) hash.update(file).update(fs.readFileSync(file));
  hash.update(JSON.parse(fs.readFileSync("node_modules/gatsby/package.json", "utf8")).version).update(gtmId);
  const stamp = hash.digest("hex");
  const stampFile = path.join(BARE_DIR, ".bench-stamp");
  const publicDir = path.join(BARE_DIR, "public");
  const built = fs.existsSync(path.join(publicDir, "index.html")) && fs.existsSync(stampFile);
  if (built && fs.readFileSync(stampFile, "utf8").trim() === stamp) {
    console.log(`Bare page: cached build in ${publicDir}/`);
    return publicDir;
  }
  console.log(`Bare page: building ${BARE_SOURCE} into ${BARE_DIR}/ (tag manager ${gtmId || "off"})…`);
  fs.rmSync(BARE_DIR, { recursive: true, force: true });
  fs.cpSync(BARE_SOURCE, BARE_DIR, { recursive: true });
  fs.symlinkSync(fs.realpathSync("node_modules"), path.join(BARE_DIR, "node_modules"), "dir");
  const { GATSBY_GTM_ID: _gtm, ...env } = process.env;
  const build = spawnSync("npx", ["gatsby", "build"], {
    cwd: BARE_DIR,
    stdio: "inherit",
    env: { ...env, GATSBY_TELEMETRY_DISABLED: "1", ...(gtmId ? { GATSBY_GTM_ID: gtmId } : {}) },
  });
  if (build.status !== 0) throw new Error("The bare page did not build.");
  fs.writeFileSync(stampFile, `${stamp}\n`);
  return publicDir;
}

function serve(cwd: string, port: number): ChildProcess {
  return spawn("npx", ["gatsby", "serve", "--port", String(port), "--host", "127.0.0.1"], {
    cwd,
    detached: true,
    stdio: "ignore",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  });
}

/**
 * One Lighthouse run (CLI, mobile preset) against the Chromium listening on
 * `debugPort`. The CLI runs in plain Node: Lighthouse serialises functions
 * into the page, which a TypeScript loader's helpers would break. Not a
 * synchronous child: the proxies answer from this process.
 */
async function runLighthouse(
  url: string,
  debugPort: number,
  outFile: string,
  { applied = false }: { applied?: boolean } = {},
): Promise<LighthouseResult> {
  const { NODE_OPTIONS: _loader, ...env } = process.env;
  const run = spawn(
    "npx",
    [
      "lighthouse",
      url,
      `--port=${debugPort}`,
      "--output=json",
      `--output-path=${outFile}`,
      // Applied: the mobile preset's 4× CPU and 1.6 Mbit/s, 150 ms link applied to the load itself (DevTools'
      // throttling), so its LCP is the one that load observed; by default Lighthouse simulates them.
      ...(applied
        ? ["--throttling-method=devtools", "--only-categories=performance"]
        : ["--only-categories=performance,accessibility,best-practices,seo"]),
      "--quiet",
    ],
    { env, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  run.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  run.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => run.on("close", resolve));
  if (status !== 0) throw new Error(`Lighthouse failed on ${url}:\n${output}`);
  const lhr = JSON.parse(fs.readFileSync(outFile, "utf8")) as LighthouseResult;
  fs.rmSync(outFile);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

async function waitFor(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

function stop(child: ChildProcess) {
  if (child.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      child.kill("SIGTERM");
    }
  }
}

const pad = (text: string | number, width: number) => String(text).padEnd(width);
const mark = (ok: boolean) => (ok ? "✓" : "✗");
/** A difference in whole milliseconds with its sign ("+132", "-8"). */
const signed = (ms: number) => `${ms >= 0 ? "+" : ""}${Math.round(ms)}`;

interface Target {
  label: string;
  path: string;
  origin: string;
  /** The proxy that serves the same page without its scripts. */
  noScriptOrigin: string;
  slug: string;
  bare: boolean;
}

/** The elements whose React ownership marks the target's first client render and hydration (scripts/lib/visitor-timings.ts). */
function markerOf(target: Target): Markers {
  return target.bare ? BARE_MARKERS : SITE_MARKERS;
}

/**
 * One run of one page: Lighthouse, Lighthouse on the same page without its scripts, Lighthouse with its
 * throttling applied, and the phone at 4× CPU.
 */
async function measureOnce(
  target: Target,
  { debugPort, browser, outDir }: { debugPort: number; browser: Browser; outDir: string },
): Promise<PageMeasurement & { lhr: LighthouseResult }> {
  const lhr = await runLighthouse(`${target.origin}${target.path}`, debugPort, path.join(outDir, "last-run.json"));
  const measurement = { ...measurementOf(target.label, target.path, lhr), lhr };
  const plain = await runLighthouse(
    `${target.noScriptOrigin}${target.path}`,
    debugPort,
    path.join(outDir, "last-run.json"),
  );
  measurement.lcpWithoutScriptsMs = measurementOf(target.label, target.path, plain).lcpMs;
  const applied = await runLighthouse(`${target.origin}${target.path}`, debugPort, path.join(outDir, "last-run.json"), {
    applied: true,
  });
  measurement.lcpAppliedMs = measurementOf(target.label, target.path, applied).lcpMs;
  const { element, phases } = lcpElementOf(applied);
  measurement.lcpElement = element;
  measurement.lcpPhases = phases;
  const timings = await measureVisitorTimings(browser, `${target.origin}${target.path}`, markerOf(target));
  measurement.firstPaintMs = timings.firstPaintMs;
  measurement.firstClientRenderMs = timings.firstClientRenderMs;
  measurement.pageHydratedMs = timings.pageHydratedMs;
  measurement.htmlParsedMs = timings.parsedMs;
  const onLink = await measureVisitorTimings(browser, `${target.origin}${target.path}`, markerOf(target), PHONE_LINK);
  measurement.firstClientRenderOnLinkMs = onLink.firstClientRenderMs;
  return measurement;
}

async function main() {
  if (!fs.existsSync(path.join(PUBLIC, "index.html"))) {
    console.error(`${PUBLIC}/ has no built site: run \`npm run build:test\` first.`);
    process.exit(1);
  }
  const runs = Math.max(1, Number(argument("runs") ?? 1));
  const port = Number(process.env.BENCH_PORT ?? 9001);
  const barePort = port + 1;
  const noScriptPort = port + 2;
  const siteProxyPort = port + 3;
  const bareProxyPort = port + 4;
  const bareNoScriptPort = port + 5;
  const debugPort = Number(process.env.BENCH_DEBUG_PORT ?? port + 1000);
  const serverOrigin = `http://127.0.0.1:${port}`;
  const bareServerOrigin = `http://127.0.0.1:${barePort}`;
  // What the browsers fetch: the proxies in front of the two servers.
  const origin = `http://127.0.0.1:${siteProxyPort}`;
  const bareOrigin = `http://127.0.0.1:${bareProxyPort}`;
  const noScriptOrigin = `http://127.0.0.1:${noScriptPort}`;
  const bareNoScriptOrigin = `http://127.0.0.1:${bareNoScriptPort}`;
  const pages = pagesToMeasure();
  const gtmId = tagManagerIdOf(PUBLIC);
  const barePublic = buildBarePage(gtmId);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const outDir = path.join("bench-results", stamp);
  fs.mkdirSync(outDir, { recursive: true });

  const server = serve(SITE_DIR, port);
  const bareServer = serve(path.dirname(barePublic), barePort);
  const proxies: http.Server[] = [];
  let phone: Browser | undefined;
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "bench-chromium-"));
  const chromium = findChromium() as { path: string };
  const browser = spawn(
    chromium.path,
    [...CHROME_FLAGS, `--remote-debugging-port=${debugPort}`, `--user-data-dir=${profile}`, "about:blank"],
    { detached: true, stdio: "ignore" },
  );
  const cleanUp = () => {
    stop(browser);
    stop(server);
    stop(bareServer);
    for (const proxy of proxies) proxy.close();
  };
  process.on("SIGINT", () => {
    cleanUp();
    process.exit(130);
  });

  try {
    await waitFor(`${serverOrigin}/`, 120_000);
    await waitFor(`${bareServerOrigin}/`, 120_000);
    await waitFor(`http://127.0.0.1:${debugPort}/json/version`, 30_000);
    proxies.push(
      await startBenchProxy(serverOrigin, siteProxyPort),
      await startBenchProxy(bareServerOrigin, bareProxyPort),
      await startBenchProxy(serverOrigin, noScriptPort, { withoutScripts: true }),
      await startBenchProxy(bareServerOrigin, bareNoScriptPort, { withoutScripts: true }),
    );
    phone = await playwrightChromium.launch({ executablePath: chromium.path, args: CHROME_FLAGS.slice(1) });
    console.log(
      `Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ""}mobile preset, ${origin} beside the bare page ` +
        `${bareOrigin}/ (tag manager ${gtmId || "off"}) and each without scripts (${noScriptOrigin}, ${bareNoScriptOrigin}); ` +
        `first client render at ${CPU_SLOWDOWN}× CPU; ${chromium.path}\n`,
    );

    // Interleaved: each round measures the bare page, then one page of every template, so a busy
    // moment of the machine falls on both sides of every ratio.
    const targets: Target[] = [
      {
        label: "bare page",
        path: "/",
        origin: bareOrigin,
        noScriptOrigin: bareNoScriptOrigin,
        slug: "bare",
        bare: true,
      },
    ].concat(
      pages.map((page) => ({
        ...page,
        origin,
        noScriptOrigin,
        bare: false,
        slug: page.path === "/" ? "home" : page.path.replace(/^\/|\/$/g, "").replace(/\//g, "_"),
      })),
    );
    // One unmeasured visit of every page, with and without its scripts, fills the proxies' caches: from
    // then on every file is served as a CDN serves it, compressed once.
    for (const target of targets) {
      await measureVisitorTimings(phone, `${target.origin}${target.path}`, markerOf(target));
      await fetch(`${target.noScriptOrigin}${target.path}`, {
        headers: { accept: "text/html", "accept-encoding": "br" },
      });
    }
    const attempts = new Map<string, Array<PageMeasurement & { lhr: LighthouseResult }>>();
    // The interactions: the bare page's tap first, then the site's four, on the blog list the bench measures.
    const blogList = pages.find((page) => page.label === "blog-list")?.path ?? "/blog/";
    const interactions: Array<{ interaction: Interaction; origin: string; bare: boolean }> = [
      { interaction: BARE_INTERACTION, origin: bareOrigin, bare: true },
      ...siteInteractions(blogList).map((interaction) => ({ interaction, origin, bare: false })),
    ];
    const tapRuns = new Map<string, InteractionMeasurement[]>();
    for (let run = 0; run < runs; run += 1) {
      for (const target of targets) {
        const list = attempts.get(target.slug) ?? [];
        list.push(await measureOnce(target, { debugPort, browser: phone, outDir }));
        attempts.set(target.slug, list);
      }
      for (const { interaction, origin: at, bare: isBare } of interactions) {
        const timings = await measureInteraction(phone, at, interaction, isBare ? BARE_MARKERS : SITE_MARKERS);
        const list = tapRuns.get(interaction.name) ?? [];
        list.push({ name: interaction.name, path: interaction.path, ...timings });
        tapRuns.set(interaction.name, list);
      }
      console.log(`round ${run + 1} of ${runs} done`);
    }
    const [bareTap, ...taps] = interactions.map(({ interaction }) => {
      const list = tapRuns.get(interaction.name) ?? [];
      return {
        ...medianInteraction(
          list.map(({ name, path: at, longestEventMs, answers }) => ({ name, path: at, longestEventMs, answers })),
        ),
        longestOfEachRun: list.map((run) => Math.round(run.longestEventMs)),
      };
    }) as [
      InteractionMeasurement & { longestOfEachRun: number[] },
      ...Array<InteractionMeasurement & { longestOfEachRun: number[] }>,
    ];

    const results = targets.map((target) => {
      const list = attempts.get(target.slug) ?? [];
      // The budget reads the median of each figure; the saved report is the run Lighthouse itself
      // calls the median one (closest to the median first paint and time to interactive).
      fs.writeFileSync(
        path.join(outDir, `lighthouse-${target.slug}.json`),
        JSON.stringify(computeMedianRun(list.map((attempt) => attempt.lhr))),
      );
      const runsOfPage = list.map(({ lhr: _lhr, ...measurement }) => measurement);
      return {
        ...medianMeasurement(runsOfPage),
        tbtOfEachRun: runsOfPage.map((m) => Math.round(m.tbtMs)),
        firstClientRenderOfEachRun: runsOfPage.map((m) => Math.round(m.firstClientRenderMs)),
        firstClientRenderOnLinkOfEachRun: runsOfPage.map((m) => Math.round(m.firstClientRenderOnLinkMs)),
      };
    });
    const [bare, ...measured] = results as [(typeof results)[number], ...typeof results];

    console.log(
      `\n${pad("page", 30)} ${pad("template", 12)} ${pad("perf", 8)} ${pad("a11y", 5)} ${pad("bp", 4)} ${pad("seo", 4)} ` +
        `${pad("LCP", 8)} ${pad("no JS", 8)} ${pad("LCP/noJS", 9)} ${pad("LCP applied", 14)} ${pad("TBT", 16)} ${pad("CLS", 6)} ` +
        `${pad(`paint ${CPU_SLOWDOWN}×`, 9)} ${pad(`parsed ${CPU_SLOWDOWN}×`, 15)} ${pad(`render ${CPU_SLOWDOWN}×`, 10)} ${pad("/bare", 7)} ${pad(`hydrated ${CPU_SLOWDOWN}×`, 18)} ` +
        `${pad("on 4G", 8)} ${pad("/bare", 6)} ` +
        `${pad("scripts", 18)} host benchmark`,
    );
    for (const m of results) {
      const isBare = m === bare;
      const misses = isBare ? [] : pageBudgetMisses(m, bare, CPU_SLOWDOWN);
      const missed = (word: string) => (isBare ? "" : mark(!misses.some((miss) => miss.includes(word))));
      console.log(
        `${pad(isBare ? `${bareOrigin}/` : m.path, 30)} ${pad(m.label, 12)} ` +
          `${pad(`${m.performance}${isBare ? "" : ` ${m.performance - bare.performance}`}${missed("performance")}`, 8)} ` +
          `${pad(`${m.accessibility}${missed("accessibility")}`, 5)} ${pad(`${m.bestPractices}${missed("best-practices")}`, 4)} ` +
          `${pad(`${m.seo}${missed("SEO")}`, 4)} ` +
          `${pad(`${Math.round(m.lcpMs)}`, 8)} ${pad(`${Math.round(m.lcpWithoutScriptsMs)}`, 8)} ` +
          `${pad(`${ratio(m.lcpMs, m.lcpWithoutScriptsMs)}${missed(": simulated LCP")}`, 9)} ` +
          `${pad(`${Math.round(m.lcpAppliedMs)}${isBare ? "" : ` ${ratio(m.lcpAppliedMs, bare.lcpAppliedMs)}${missed(": LCP with throttling applied")}`}`, 14)} ` +
          `${pad(`${Math.round(m.tbtMs)} ms ${isBare ? "" : ratio(m.tbtMs, bare.tbtMs)}`, 16)} ` +
          `${pad(`${m.cls.toFixed(3)}${missed("CLS")}`, 6)} ` +
          `${pad(`${Math.round(m.firstPaintMs)} ms`, 9)} ` +
          `${pad(`${Math.round(m.htmlParsedMs)} ms${isBare ? "" : ` ${signed(m.htmlParsedMs - bare.htmlParsedMs)}`}`, 15)} ` +
          `${pad(`${Math.round(m.firstClientRenderMs)} ms`, 10)} ` +
          `${pad(isBare ? "" : `${ratio(m.firstClientRenderMs, bare.firstClientRenderMs)}${missed("first client render")}`, 7)} ` +
          `${pad(`${Math.round(m.pageHydratedMs)} ms${isBare ? "" : ` ${ratio(m.pageHydratedMs, bare.pageHydratedMs)}`}`, 18)} ` +
          `${pad(`${Math.round(m.firstClientRenderOnLinkMs)} ms`, 8)} ` +
          `${pad(isBare ? "" : ratio(m.firstClientRenderOnLinkMs, bare.firstClientRenderOnLinkMs), 6)} ` +
          `${pad(`${formatKiB(m.scriptBytes)} ${isBare ? "" : ratio(m.scriptBytes, bare.scriptBytes)}`, 18)} ` +
          `${m.benchmarkIndex}`,
      );
      if (runs > 1)
        console.log(
          `${pad("", 30)} each run: TBT ${m.tbtOfEachRun.join(", ")} ms; first client render ${m.firstClientRenderOfEachRun.join(", ")} ms; ` +
            `on 4G ${m.firstClientRenderOnLinkOfEachRun.join(", ")} ms`,
        );
    }

    console.log(
      `\nThe largest paint with Lighthouse's throttling applied: its element and phases (ms) in the run nearest the median:`,
    );
    for (const line of lcpElementTable(measured, bare)) console.log(`  ${line}`);
    console.log(
      `\nAfter the load, at ${CPU_SLOWDOWN}× CPU, 390 px (medians of ${runs}; longest event of each run in brackets):`,
    );
    const tapTable = interactionTable(taps, bareTap);
    console.log(`  ${tapTable[0]}`);
    [bareTap, ...taps].forEach((tap, index) =>
      console.log(`  ${tapTable[index + 1]}${runs > 1 ? `  [${tap.longestOfEachRun.join(", ")}]` : ""}`),
    );

    const home = pageScripts(PUBLIC);
    const barePage = pageScripts(barePublic);
    console.log("\nThe home page's script tags and page chunks in public/ (gzip level 9), for reference:");
    for (const script of home.scripts)
      console.log(
        `  ${pad(script.src, 72)} ${pad(script.via, 11)} ${pad(formatKiB(script.bytes), 10)} gzip ${formatKiB(script.gzipBytes)}`,
      );
    console.log(`  total gzip ${formatKiB(home.gzipBytes)}`);
    console.log(
      `\nThe same scripts by source, beside the bare page's (${formatKiB(barePage.gzipBytes)} gzip);` +
        " gzip is what removing a source would save:",
    );
    for (const line of compositionTable(home.composition, barePage.composition)) console.log(`  ${line}`);
    const homeScripts: HomeScripts = {
      siteCodeGzipBytes: home.composition.find((row) => row.group === SITE_CODE)?.gzipBytes ?? 0,
      firstLoadGzipBytes: home.gzipBytes,
      bareFirstLoadGzipBytes: barePage.gzipBytes,
    };

    if (CPU_SLOWDOWN !== BUDGET_CPU_SLOWDOWN)
      console.log(
        `\nMeasured at ${CPU_SLOWDOWN}× CPU (BENCH_CPU_SLOWDOWN), not the budget's ${BUDGET_CPU_SLOWDOWN}×: ` +
          "the lines below that name a CPU slowdown are this setting's, for comparing hosts, not the budget's verdict.",
      );
    const misses = [
      ...measured.flatMap((m) => pageBudgetMisses(m, bare, CPU_SLOWDOWN)),
      ...homeScriptMisses(homeScripts),
      ...interactionMisses(taps, CPU_SLOWDOWN),
    ];
    console.log(`\nBudget (scripts/quality/budget.ts), medians of ${runs} run${runs === 1 ? "" : "s"}:`);
    for (const line of budgetLines(measured, bare, homeScripts, taps, CPU_SLOWDOWN)) console.log(`  ${line}`);
    console.log(`  For reference: ${parseBoundLine(measured, bare, CPU_SLOWDOWN)}`);
    fs.writeFileSync(
      path.join(outDir, "summary.json"),
      JSON.stringify(
        {
          budget: BUDGET,
          runs,
          cpuSlowdown: CPU_SLOWDOWN,
          bare,
          pages: measured,
          homeScripts,
          interactions: { bare: bareTap, site: taps },
          misses,
        },
        null,
        2,
      ),
    );
    console.log(`\nReports: ${outDir}/`);
    if (misses.length) {
      console.error(`\n✗ Budget missed (${misses.length}):\n${misses.map((miss) => `  - ${miss}`).join("\n")}`);
      process.exitCode = 1;
    } else {
      console.log("\n✓ Budget met on every page.");
    }
  } finally {
    await phone?.close();
    cleanUp();
    // Chromium writes its profile while it exits: wait for it (5 s at most), retry the removal, never fail on it.
    if (browser.exitCode === null && browser.signalCode === null)
      await Promise.race([
        new Promise((resolve) => browser.once("exit", resolve)),
        new Promise((resolve) => setTimeout(resolve, 5000)),
      ]);
    try {
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch {
      console.warn(`Could not remove the browser profile ${profile}; remove it by hand.`);
    }
  }
}

void main();
