/**
 * The four interactions of the budget on a phone with a 4× slower CPU (scripts/lib/interaction-timings.ts), each on
 * a fresh load that has hydrated and gone quiet, and what the main thread did between the tap and the last answer:
 *
 *   npx tsx scripts/trace-interaction.ts <origin> [--only menu] [--runs 5] [--public public] [--bare] [--out dir] [--tail 20]
 *
 * Prints each run's longest Event Timing entry and answers (ms after the end of the tap), their medians, and for
 * one run (`--runs 1`, the default) the main-thread tasks from the tap to the last answer with the JavaScript's
 * self time by source (through the source maps in `--public`). `--only` keeps the interactions whose name contains
 * the word; `--tail` lists the tasks that many ms past the last answer (20 by default); `--bare` measures the bare page's reference tap instead; `--out dir` keeps each trace for DevTools'
 * Performance panel. Serve the build first (`npx gatsby serve`).
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { TRACE_CATEGORIES, analyseTrace, type TraceEvent } from "./quality/trace-analysis";
import { median } from "./quality/budget";
import {
  BARE_INTERACTION,
  measureInteraction,
  siteInteractions,
  type InteractionTimings,
} from "./lib/interaction-timings";
import { BARE_MARKERS, CPU_SLOWDOWN, PHONE, SITE_MARKERS } from "./lib/visitor-timings";
import { findChromium } from "./find-chromium";
import { commandArguments } from "./lib/arguments";

const { option, flag, positional } = commandArguments();
const publicDir = option("public") ?? "public";
const out = option("out");
const only = option("only");
const runs = Math.max(1, Number(option("runs") ?? 1));
/** How far past the last answer the task list goes (ms): what the page still does after it has answered. */
const tail = Number(option("tail") ?? 20);
const bare = flag("bare");
const [origin] = positional();
if (!origin) {
  console.error(
    "usage: npx tsx scripts/trace-interaction.ts <origin> [--only word] [--runs 5] [--public public] [--bare] [--out dir]",
  );
  process.exit(2);
}

const ANCHOR = "interaction-trace-anchor";

const format = (timings: InteractionTimings) =>
  `longest event ${Math.round(timings.longestEventMs)} ms (${timings.longestEventType || "none of 16 ms"}); ` +
  Object.entries(timings.answers)
    .map(([label, ms]) => `${label} ${Number.isNaN(ms) ? "never" : `${Math.round(ms)} ms`}`)
    .join(", ");

async function main() {
  const browser = await chromium.launch({
    executablePath: findChromium().path,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  try {
    console.log(`${origin} at ${CPU_SLOWDOWN}× CPU, ${PHONE.viewport.width} px`);
    const interactions = bare
      ? [BARE_INTERACTION]
      : siteInteractions().filter((interaction) => !only || interaction.name.includes(only));
    for (const interaction of interactions) {
      console.log(`\n${interaction.name} (${interaction.path})`);
      const all: InteractionTimings[] = [];
      for (let run = 0; run < runs; run += 1) {
        let buffer: Buffer | undefined;
        let url = "";
        let anchorMs = 0;
        const timings = await measureInteraction(
          browser,
          origin!,
          interaction,
          bare ? BARE_MARKERS : SITE_MARKERS,
          runs === 1 || out
            ? {
                before: async (page) => {
                  url = page.url();
                  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
                  // The trace starts after the navigation: a mark of the page's clock places its events.
                  const session = await page.context().newCDPSession(page);
                  const { result } = await session.send("Runtime.evaluate", {
                    expression: `performance.mark("${ANCHOR}").startTime`,
                    returnByValue: true,
                  });
                  anchorMs = result.value as number;
                  await session.detach();
                },
                after: async () => {
                  buffer = await browser.stopTracing();
                },
              }
            : undefined,
        );
        all.push(timings);
        console.log(`  ${format(timings)}`);
        if (!buffer) continue;
        if (out) {
          fs.mkdirSync(out, { recursive: true });
          const file = path.join(out, `${interaction.name.replace(/\W+/g, "-")}-${run + 1}.json`);
          fs.writeFileSync(file, buffer);
        }
        if (runs === 1) {
          const events = (JSON.parse(buffer.toString("utf8")) as { traceEvents: TraceEvent[] }).traceEvents;
          const last = Math.max(...Object.values(timings.answers).filter((ms) => !Number.isNaN(ms)), 0);
          for (const line of analyseTrace(events, {
            url,
            publicDir,
            anchor: { mark: ANCHOR, atMs: anchorMs },
            from: timings.startMs,
            until: timings.endMs + last + tail,
            minTaskMs: 2,
            top: 12,
          }))
            console.log(`  ${line}`);
        }
      }
      if (runs > 1) {
        const labels = Object.keys(all[0]!.answers);
        console.log(
          `  median: longest event ${Math.round(median(all.map((t) => t.longestEventMs)))} ms; ` +
            labels.map((label) => `${label} ${Math.round(median(all.map((t) => t.answers[label]!)))} ms`).join(", "),
        );
      }
    }
  } finally {
    await browser.close();
  }
}

void main();
