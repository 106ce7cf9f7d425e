/**
 * A trace of one cold page load on a phone with a 4× slower CPU (CDP
 * throttling), and what the main thread did between the first paint and the
 * first client render (scripts/lib/visitor-timings.ts defines both):
 *
 *   npx tsx scripts/trace-first-load.ts <url> [--public public] [--bare] [--out trace.json] [--runs 5]
 *
 * Prints the timings, every main-thread task of 5 ms or more up to the first
 * client render (with what ran in it), and the JavaScript's self time by
 * source file and by function, mapped through the source maps in `--public`
 * (the built site the URL serves). `--bare` marks the bare Gatsby page (its
 * first client render is React owning its <main>). `--out` keeps the trace for
 * DevTools' Performance panel. `--runs N` loads the page N times and prints
 * each run's timings, their medians and the main-thread time up to the first
 * client render by kind of work (thread time, and the least of the runs: the
 * steadiest figures on a shared machine), for before/after comparisons. Serve the build
 * first (`npx gatsby serve`).
 */
import fs from "node:fs";
import { chromium, type Browser } from "playwright-core";
import { TRACE_CATEGORIES, analyseTrace, workByKind, type TraceEvent } from "./quality/trace-analysis";
import { median } from "./quality/budget";
import {
  BARE_MARKERS,
  CPU_SLOWDOWN,
  SITE_MARKERS,
  PHONE,
  phonePage,
  readTimings,
  type VisitorTimings,
} from "./lib/visitor-timings";
import { findChromium } from "./find-chromium";
import { commandArguments } from "./lib/arguments";

const { option, flag, positional } = commandArguments();
const publicDir = option("public") ?? "public";
const out = option("out");
const bare = flag("bare");
const runs = Math.max(1, Number(option("runs") ?? 1));
const [url] = positional();
if (!url) {
  console.error("usage: npx tsx scripts/trace-first-load.ts <url> [--public public] [--bare] [--out trace.json]");
  process.exit(2);
}

async function traceOnce(browser: Browser) {
  const { context, page, session, throttle } = await phonePage(browser, bare ? BARE_MARKERS : SITE_MARKERS);
  try {
    await throttle();
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url!, { waitUntil: "commit" });
    const timings = await readTimings(session);
    const buffer = await browser.stopTracing();
    const events = (JSON.parse(buffer.toString("utf8")) as { traceEvents: TraceEvent[] }).traceEvents;
    return { timings, buffer, events };
  } finally {
    await context.close();
  }
}

const round = (value: number) => String(Math.round(value)).padStart(5);

async function main() {
  const browser = await chromium.launch({
    executablePath: findChromium().path,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  try {
    console.log(`${url} at ${CPU_SLOWDOWN}× CPU, ${PHONE.viewport.width} px`);
    const all: Array<Awaited<ReturnType<typeof traceOnce>>> = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await traceOnce(browser);
      all.push(result);
      const { timings } = result;
      console.log(
        `first paint ${round(timings.firstPaintMs)} ms, first script requested ${round(timings.firstScriptRequestMs)} ms, ` +
          `first client render ${round(timings.firstClientRenderMs)} ms, LCP ${round(timings.lcpMs)} ms ` +
          `(${timings.lcpElement}${timings.lcpUrl ? ` ${timings.lcpUrl}` : ""})`,
      );
    }
    if (runs === 1) {
      const [{ timings, buffer, events }] = all as [(typeof all)[number]];
      if (out) fs.writeFileSync(out, buffer);
      for (const line of analyseTrace(events, { url: url!, publicDir, until: timings.firstClientRenderMs }))
        console.log(line);
      return;
    }
    const medianOf = (pick: (timings: VisitorTimings) => number) => Math.round(median(all.map((r) => pick(r.timings))));
    console.log(
      `median: first paint ${medianOf((t) => t.firstPaintMs)} ms, first client render ${medianOf((t) => t.firstClientRenderMs)} ms, ` +
        `LCP ${medianOf((t) => t.lcpMs)} ms`,
    );
    // Per kind of work, the least of the runs: the run least disturbed by the rest of the machine.
    const perRun = all.map(({ events, timings }) => workByKind(events, url!, timings.firstClientRenderMs));
    const kinds = new Set(perRun.flatMap((kindsOfRun) => [...kindsOfRun.keys()]));
    const least = [...kinds].map((kind) => [kind, Math.min(...perRun.map((run) => run.get(kind) ?? 0))] as const);
    const totals = perRun.map((run) => [...run.values()].reduce((sum, value) => sum + value, 0));
    console.log(
      `\nMain-thread time up to the first client render: least ${Math.min(...totals).toFixed(0)} ms, ` +
        `median ${median(totals).toFixed(0)} ms of ${runs} runs; by kind, the least of the runs:`,
    );
    for (const [kind, cpu] of least.sort((a, b) => b[1] - a[1]).filter(([, cpu]) => cpu >= 1))
      console.log(`  ${cpu.toFixed(1).padStart(7)} ms  ${kind}`);
  } finally {
    await browser.close();
  }
}

void main();
