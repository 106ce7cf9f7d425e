/**
 * Performance budget (`npm run build:test && npm run bench`): Lighthouse with
 * its mobile preset on one page of each template of the built site (public/),
 * interleaved with a bare Gatsby page (tests/fixtures/bare-site: the same
 * framework plugins and tag-manager setting, no application code) measured in
 * the same run on the same machine. Every figure is reported as a ratio to the
 * bare page's, and judged by the budget in src/node/quality/budget.ts. Measure
 * the production configuration: a build with every key set (`build:test`).
 * The bare page is built once into .bench/fixtures/bare-site and rebuilt only when its
 * source, Gatsby or the tag-manager setting change. Full Lighthouse reports
 * and a summary go to bench-results/<time>/ (git-ignored). Exits 1 on a miss.
 *
 *   npm run bench                      one run per page, all templates
 *   npm run bench -- --runs 5          median of five runs per page (each figure's median)
 *   npm run bench -- --pages /,/blog/  only these pages
 *   BENCH_PORT=9001                    port for the site (the bare page uses BENCH_PORT + 1)
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { listBuiltPages } from "../src/node/quality/built-site";
import {
  BUDGET,
  formatKiB,
  measurementOf,
  medianMeasurement,
  pageBudgetMisses,
  ratio,
  type LighthouseResult,
  type PageMeasurement,
} from "../src/node/quality/budget";
import { compositionTable, pageScripts } from "../src/node/quality/script-composition";
import { findChromium } from "./find-chromium";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";

const PUBLIC = "public";
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
  const dir = route === "/" ? "index" : route.replace(/^\/|\/$/g, "");
  const file = path.join(PUBLIC, "page-data", dir, "page-data.json");
  const data = JSON.parse(fs.readFileSync(file, "utf8")) as { componentChunkName: string };
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
  if (fs.existsSync(path.join(publicDir, "index.html")) && fs.readFileSync(stampFile, "utf8").trim() === stamp) {
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
 * into the page, which a TypeScript loader's helpers would break.
 */
function runLighthouse(url: string, debugPort: number, outFile: string): LighthouseResult {
  const { NODE_OPTIONS: _loader, ...env } = process.env;
  const run = spawnSync(
    "npx",
    [
      "lighthouse",
      url,
      `--port=${debugPort}`,
      "--output=json",
      `--output-path=${outFile}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      "--quiet",
    ],
    { env, encoding: "utf8" },
  );
  if (run.status !== 0) throw new Error(`Lighthouse failed on ${url}:\n${run.stderr || run.stdout}`);
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

async function main() {
  if (!fs.existsSync(path.join(PUBLIC, "index.html"))) {
    console.error("public/ has no built site: run `npm run build:test` first.");
    process.exit(1);
  }
  const runs = Math.max(1, Number(argument("runs") ?? 1));
  const port = Number(process.env.BENCH_PORT ?? 9001);
  const barePort = port + 1;
  const debugPort = port + 1000;
  const origin = `http://127.0.0.1:${port}`;
  const bareOrigin = `http://127.0.0.1:${barePort}`;
  const pages = pagesToMeasure();
  const gtmId = tagManagerIdOf(PUBLIC);
  const barePublic = buildBarePage(gtmId);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const outDir = path.join("bench-results", stamp);
  fs.mkdirSync(outDir, { recursive: true });

  const server = serve(".", port);
  const bareServer = serve(path.dirname(barePublic), barePort);
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
  };
  process.on("SIGINT", () => {
    cleanUp();
    process.exit(130);
  });

  try {
    await waitFor(`${origin}/`, 120_000);
    await waitFor(`${bareOrigin}/`, 120_000);
    await waitFor(`http://127.0.0.1:${debugPort}/json/version`, 30_000);
    console.log(
      `Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ""}mobile preset, ${origin} beside the bare page ` +
        `${bareOrigin}/ (tag manager ${gtmId || "off"}), ${chromium.path}\n`,
    );

    // Interleaved: each round measures the bare page, then one page of every template, so a busy
    // moment of the machine falls on both sides of every ratio.
    const targets = [{ label: "bare page", path: "/", origin: bareOrigin, slug: "bare" }].concat(
      pages.map((page) => ({
        ...page,
        origin,
        slug: page.path === "/" ? "home" : page.path.replace(/^\/|\/$/g, "").replace(/\//g, "_"),
      })),
    );
    const attempts = new Map<string, Array<PageMeasurement & { lhr: LighthouseResult }>>();
    for (let run = 0; run < runs; run += 1) {
      for (const target of targets) {
        const lhr = runLighthouse(`${target.origin}${target.path}`, debugPort, path.join(outDir, "last-run.json"));
        const list = attempts.get(target.slug) ?? [];
        list.push({ ...measurementOf(target.label, target.path, lhr), lhr });
        attempts.set(target.slug, list);
      }
      console.log(`round ${run + 1} of ${runs} done`);
    }

    const results = targets.map((target) => {
      const list = attempts.get(target.slug) ?? [];
      // The budget reads the median of each figure; the saved report is the run Lighthouse itself
      // calls the median one (closest to the median first paint and time to interactive).
      fs.writeFileSync(
        path.join(outDir, `lighthouse-${target.slug}.json`),
        JSON.stringify(computeMedianRun(list.map((attempt) => attempt.lhr))),
      );
      const runsOfPage = list.map(({ lhr: _lhr, ...measurement }) => measurement);
      return { ...medianMeasurement(runsOfPage), tbtOfEachRun: runsOfPage.map((m) => Math.round(m.tbtMs)) };
    });
    const [bare, ...measured] = results as [(typeof results)[number], ...typeof results];

    console.log(
      `\n${pad("page", 34)} ${pad("template", 14)} ${pad("perf", 6)} ${pad("a11y", 5)} ${pad("bp", 4)} ${pad("seo", 4)} ` +
        `${pad("LCP", 16)} ${pad("TBT", 16)} ${pad("CLS", 6)} ${pad("scripts", 18)} host benchmark`,
    );
    for (const m of results) {
      const isBare = m === bare;
      const misses = isBare ? [] : pageBudgetMisses(m, bare);
      const missed = (word: string) => (isBare ? "" : mark(!misses.some((miss) => miss.includes(word))));
      console.log(
        `${pad(isBare ? `${bareOrigin}/` : m.path, 34)} ${pad(m.label, 14)} ${pad(`${m.performance}${missed("performance")}`, 6)} ` +
          `${pad(`${m.accessibility}${missed("accessibility")}`, 5)} ${pad(`${m.bestPractices}${missed("best-practices")}`, 4)} ` +
          `${pad(`${m.seo}${missed("SEO")}`, 4)} ` +
          `${pad(`${Math.round(m.lcpMs)} ms ${isBare ? "" : ratio(m.lcpMs, bare.lcpMs)}${missed("LCP")}`, 16)} ` +
          `${pad(`${Math.round(m.tbtMs)} ms ${isBare ? "" : ratio(m.tbtMs, bare.tbtMs)}${missed("TBT")}`, 16)} ` +
          `${pad(`${m.cls.toFixed(3)}${missed("CLS")}`, 6)} ` +
          `${pad(`${formatKiB(m.scriptBytes)} ${isBare ? "" : ratio(m.scriptBytes, bare.scriptBytes)}${m.path === "/" && !isBare ? missed("scripts") : ""}`, 18)} ` +
          `${m.benchmarkIndex}`,
      );
      if (runs > 1) console.log(`${pad("", 34)} TBT of each run: ${m.tbtOfEachRun.join(", ")} ms`);
    }

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

    const misses = measured.flatMap((m) => pageBudgetMisses(m, bare));
    fs.writeFileSync(
      path.join(outDir, "summary.json"),
      JSON.stringify({ budget: BUDGET, runs, bare, pages: measured, misses }, null, 2),
    );
    console.log(`\nReports: ${outDir}/`);
    if (misses.length) {
      console.error(`\n✗ Budget missed (${misses.length}):\n${misses.map((miss) => `  - ${miss}`).join("\n")}`);
      process.exitCode = 1;
    } else {
      console.log("\n✓ Budget met on every page.");
    }
  } finally {
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
