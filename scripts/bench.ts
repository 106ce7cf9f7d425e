/**
 * Performance budget (`npm run bench`, after `npm run build`): Lighthouse with
 * its mobile preset on one page of each template, served by `gatsby serve`,
 * in headless Chromium. Prints each page's performance, accessibility,
 * best-practices and SEO scores, LCP, TBT and CLS, and the home page's
 * first-load JavaScript (gzip), then passes or fails against the budget in
 * src/node/quality/budget.ts. Full Lighthouse reports and a summary go to
 * bench-results/<time>/ (git-ignored). Exits 1 on a budget miss.
 *
 *   npm run bench                      one run per page, all templates
 *   npm run bench -- --runs 5          median of five runs per page (each figure's median)
 *   npm run bench -- --pages /,/blog/  only these pages
 *   BENCH_PORT=9001                    port for gatsby serve (default 9001)
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { listBuiltPages } from "../src/node/quality/built-site";
import {
  BUDGET,
  firstLoadJavaScript,
  formatKiB,
  measurementOf,
  medianMeasurement,
  pageBudgetMisses,
  type LighthouseResult,
  type PageMeasurement,
} from "../src/node/quality/budget";
// @ts-expect-error: plain JavaScript helper shared with the e2e runner
import { findChromium } from "./find-chromium.mjs";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";

const PUBLIC = "public";
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
    console.error("public/ has no built site: run `npm run build` first.");
    process.exit(1);
  }
  const runs = Math.max(1, Number(argument("runs") ?? 1));
  const port = Number(process.env.BENCH_PORT ?? 9001);
  const debugPort = port + 1000;
  const origin = `http://127.0.0.1:${port}`;
  const pages = pagesToMeasure();
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const outDir = path.join("bench-results", stamp);
  fs.mkdirSync(outDir, { recursive: true });

  const server = spawn("npx", ["gatsby", "serve", "--port", String(port), "--host", "127.0.0.1"], {
    detached: true,
    stdio: "ignore",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  });
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
  };
  process.on("SIGINT", () => {
    cleanUp();
    process.exit(130);
  });

  try {
    await waitFor(`${origin}/`, 120_000);
    await waitFor(`http://127.0.0.1:${debugPort}/json/version`, 30_000);
    console.log(
      `Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ""}mobile preset, ${origin}, ${chromium.path}\n`,
    );

    const measured: Array<PageMeasurement & { runs: Array<Pick<PageMeasurement, "performance" | "lcpMs" | "tbtMs">> }> =
      [];
    for (const page of pages) {
      const attempts: Array<PageMeasurement & { lhr: LighthouseResult }> = [];
      for (let run = 0; run < runs; run += 1) {
        const lhr = runLighthouse(`${origin}${page.path}`, debugPort, path.join(outDir, "last-run.json"));
        attempts.push({ ...measurementOf(page.label, page.path, lhr), lhr });
      }
      // The budget reads the median of each figure; the saved report is the run Lighthouse itself
      // calls the median one (closest to the median first paint and time to interactive).
      const slug = page.path === "/" ? "home" : page.path.replace(/^\/|\/$/g, "").replace(/\//g, "_");
      const report = computeMedianRun(attempts.map((attempt) => attempt.lhr));
      fs.writeFileSync(path.join(outDir, `lighthouse-${slug}.json`), JSON.stringify(report));
      const runsOfPage = attempts.map(({ lhr: _lhr, ...measurement }) => measurement);
      const m = medianMeasurement(runsOfPage);
      measured.push({ ...m, runs: runsOfPage.map(({ performance, lcpMs, tbtMs }) => ({ performance, lcpMs, tbtMs })) });
      console.log(
        `${pad(m.path, 34)} ${pad(m.label, 14)} perf ${pad(`${m.performance}${mark(m.performance >= BUDGET.performance)}`, 5)}` +
          ` a11y ${pad(`${m.accessibility}${mark(m.accessibility >= BUDGET.accessibility)}`, 5)}` +
          ` bp ${pad(`${m.bestPractices}${mark(m.bestPractices >= BUDGET.bestPractices)}`, 5)}` +
          ` seo ${pad(`${m.seo}${mark(m.seo >= BUDGET.seo)}`, 5)}` +
          ` LCP ${pad(`${Math.round(m.lcpMs)} ms`, 8)}` +
          ` TBT ${pad(`${Math.round(m.tbtMs)} ms${mark(m.tbtMs <= BUDGET.tbtMs)}`, 9)}` +
          ` CLS ${pad(`${m.cls.toFixed(3)}${mark(m.cls < BUDGET.clsBelow)}`, 7)}` +
          ` host benchmark ${m.benchmarkIndex}`,
      );
      if (runs > 1)
        console.log(`${pad("", 34)} TBT of each run: ${runsOfPage.map((run) => Math.round(run.tbtMs)).join(", ")} ms`);
    }

    const scripts = firstLoadJavaScript(PUBLIC);
    const totalGzip = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    console.log(
      "\nFirst-load JavaScript of the home page (its <script src> tags in public/index.html and its page chunks):",
    );
    for (const script of scripts)
      console.log(
        `  ${pad(script.src, 72)} ${pad(script.via, 11)} ${pad(formatKiB(script.bytes), 10)} gzip ${formatKiB(script.gzipBytes)}`,
      );
    const jsOk = totalGzip <= BUDGET.firstLoadJsBytes;
    console.log(
      `  total gzip ${formatKiB(totalGzip)} (${totalGzip} bytes) ≤ ${formatKiB(BUDGET.firstLoadJsBytes)} ${mark(jsOk)}`,
    );

    const misses = measured.flatMap(pageBudgetMisses);
    if (!jsOk)
      misses.push(`/ first-load JavaScript ${formatKiB(totalGzip)} gzip > ${formatKiB(BUDGET.firstLoadJsBytes)}`);
    fs.writeFileSync(
      path.join(outDir, "summary.json"),
      JSON.stringify({ budget: BUDGET, runs, pages: measured, firstLoadJs: { scripts, totalGzip }, misses }, null, 2),
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
