/**
 * Reads a Chromium trace of one page load (scripts/trace-first-load.ts): the
 * main thread's tasks up to a moment (the first client render), and the
 * JavaScript's self time from the trace's CPU profile by source file and by
 * function, mapped through the built site's source maps. A developer's tool
 * for docs/visitor-speed.md; the bench does not use it.
 */
import fs from "node:fs";
import path from "node:path";
import { SourceMapConsumer, type RawSourceMap } from "source-map-js";

/** The trace categories the tools record: the main thread's tasks, the scripts' CPU profile, user timing, loading. */
export const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "disabled-by-default-devtools.timeline.stack",
  "v8.execute",
  "disabled-by-default-v8.cpu_profiler",
  "blink.user_timing",
  "loading",
  "toplevel",
];

export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown> & { data?: Record<string, unknown>; name?: string };
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  parent?: number;
}

/** A source-map source as a path in the repository: `webpack://site/./src/x.ts` → `src/x.ts`. */
export function sourcePath(source: string): string {
  const withoutScheme = source.replace(/^webpack:\/\/[^/]*\//, "").replace(/^\.\//, "");
  const inModules = withoutScheme.lastIndexOf("node_modules/");
  return inModules >= 0 ? withoutScheme.slice(inModules) : withoutScheme;
}

/** Maps a generated position of a built script to its source and function name, through the file's source map. */
export class SourceMaps {
  private consumers = new Map<string, SourceMapConsumer | null>();

  constructor(private readonly publicDir: string) {}

  private consumer(url: string): SourceMapConsumer | null {
    let pathname: string;
    try {
      pathname = new URL(url).pathname;
    } catch {
      return null;
    }
    if (!this.consumers.has(pathname)) {
      const file = path.join(this.publicDir, `${pathname.replace(/^\//, "")}.map`);
      this.consumers.set(
        pathname,
        fs.existsSync(file) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(file, "utf8")) as RawSourceMap) : null,
      );
    }
    return this.consumers.get(pathname) ?? null;
  }

  /** `{ source, name }` of a (0-based) line and column in the script at `url`; the file's name when unmapped. */
  locate(url: string, lineNumber: number, columnNumber: number): { source: string; name: string | null } {
    const consumer = this.consumer(url);
    const fallback = url ? url.replace(/^https?:\/\/[^/]+\//, "") : "(native)";
    if (!consumer) return { source: fallback, name: null };
    const position = consumer.originalPositionFor({ line: lineNumber + 1, column: Math.max(0, columnNumber) });
    return position.source
      ? { source: sourcePath(position.source), name: position.name ?? null }
      : { source: fallback, name: null };
  }
}

/** The renderer's main thread and navigation start (µs) of the load of `url`. */
export function mainThreadOf(
  events: ReadonlyArray<TraceEvent>,
  url: string,
): { pid: number; tid: number; start: number } {
  const wanted = url.replace(/#.*$/, "");
  const navigation = events.find(
    (event) =>
      event.name === "navigationStart" &&
      typeof event.args?.data?.documentLoaderURL === "string" &&
      (event.args.data.documentLoaderURL as string).replace(/#.*$/, "") === wanted,
  );
  if (!navigation) throw new Error(`the trace has no navigation to ${url}`);
  return { pid: navigation.pid, tid: navigation.tid, start: navigation.ts };
}

/**
 * The renderer's main thread and its time origin (µs) from a user-timing mark the page made at `atMs` of its
 * own clock (performance.now()): for a trace that starts after the navigation (an interaction's).
 */
export function mainThreadByMark(
  events: ReadonlyArray<TraceEvent>,
  { mark, atMs }: { mark: string; atMs: number },
): { pid: number; tid: number; start: number } {
  const event = events.find((candidate) => candidate.name === mark && candidate.cat?.includes("blink.user_timing"));
  if (!event) throw new Error(`the trace has no mark ${mark}`);
  return { pid: event.pid, tid: event.tid, start: event.ts - atMs * 1000 };
}

/** What a trace event did, in a few words: the event's name, and the script or function it ran. */
function describe(event: TraceEvent): string {
  const data = (event.args?.data ?? {}) as Record<string, unknown>;
  const file =
    typeof data.url === "string" && data.url ? ` ${String(data.url).replace(/^https?:\/\/[^/]+\//, "")}` : "";
  if (event.name === "FunctionCall")
    return `FunctionCall ${String(data.functionName || "(anonymous)")}${file}:${String(data.lineNumber ?? "")}`;
  if (event.name === "EventDispatch") return `EventDispatch ${String(data.type ?? "")}`;
  if (event.name === "EvaluateScript" || event.name === "v8.compile") return `${event.name}${file}`;
  return event.name;
}

const ms = (us: number) => us / 1000;

const WORK = new Set([
  "EvaluateScript",
  "v8.compile",
  "v8.compileModule",
  "FunctionCall",
  "TimerFire",
  "FireAnimationFrame",
  "FireIdleCallback",
  "EventDispatch",
  "XHRReadyStateChange",
  "XHRLoad",
  "RunMicrotasks",
  "ParseHTML",
  "ParseAuthorStyleSheet",
  "UpdateLayoutTree",
  "Layout",
  "PrePaint",
  "Paint",
  "Commit",
  "MajorGC",
  "MinorGC",
  "HandlePostMessage",
]);

/** A work event's kind for the summary: its name, with the script file (without its hash) for scripts. */
function kindOf(event: TraceEvent): string {
  const data = (event.args?.data ?? {}) as Record<string, unknown>;
  const url = typeof data.url === "string" ? data.url : "";
  const file = url.replace(/^https?:\/\/[^/]+\//, "").replace(/-[0-9a-f]{16,}(?=\.js$)/, "");
  if (event.name === "EvaluateScript" || event.name === "v8.compile") return `${event.name} ${file || "(inline)"}`;
  if (event.name === "FunctionCall") return `FunctionCall ${file}`;
  if (event.name === "EventDispatch") return `EventDispatch ${String(data.type ?? "")}`;
  return event.name;
}

/**
 * Main-thread CPU time (the trace's thread time, so a moment the process was
 * not scheduled counts for nothing) of the outermost work events from
 * navigation start to `until` ms, by kind.
 */
export function workByKind(events: ReadonlyArray<TraceEvent>, url: string, until: number): Map<string, number> {
  const main = mainThreadOf(events, url);
  const end = main.start + until * 1000;
  const work = events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === "X" && WORK.has(event.name))
    .filter((event) => event.ts >= main.start && event.ts <= end)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const kinds = new Map<string, number>();
  let coveredUntil = -1;
  for (const event of work) {
    if (event.ts < coveredUntil) continue; // inside an outer work event already counted
    coveredUntil = event.ts + (event.dur ?? 0);
    const cpu = (event as TraceEvent & { tdur?: number }).tdur ?? event.dur ?? 0;
    kinds.set(kindOf(event), (kinds.get(kindOf(event)) ?? 0) + ms(cpu));
  }
  return kinds;
}

/**
 * The report's lines: the tasks of 5 ms or more up to `until` (ms from
 * navigation start), each with its largest direct parts, then the self time
 * of the JavaScript by source and by function in two windows: the whole load
 * up to `until`, and from the first contentful paint to `until`. Given `from`
 * (a tap, for scripts/trace-interaction.ts), one window only: `from` to `until`.
 */
export function analyseTrace(
  events: ReadonlyArray<TraceEvent>,
  {
    url,
    publicDir,
    until,
    from,
    anchor,
    minTaskMs = 5,
    top = 25,
  }: {
    url: string;
    publicDir: string;
    until: number;
    from?: number;
    /** For a trace without the navigation: a mark the page made (mainThreadByMark). */
    anchor?: { mark: string; atMs: number };
    minTaskMs?: number;
    top?: number;
  },
): string[] {
  const main = anchor ? mainThreadByMark(events, anchor) : mainThreadOf(events, url);
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid);
  const at = (event: TraceEvent) => ms(event.ts - main.start);
  const fcp = onMain.find((event) => event.name === "firstContentfulPaint" && event.ts >= main.start);
  const fcpMs = fcp ? at(fcp) : 0;
  const lines: string[] = [];

  const tasks = onMain
    .filter((event) => event.name === "RunTask" && event.ph === "X" && event.dur !== undefined)
    .filter((task) => (from === undefined ? at(task) >= 0 : at(task) + ms(task.dur!) >= from))
    .filter((task) => at(task) <= until && ms(task.dur!) >= minTaskMs)
    .sort((a, b) => a.ts - b.ts);
  // The events that say what the work was (scheduler and message wrappers around them say nothing).
  const complete = onMain.filter((event) => event.ph === "X" && event.dur !== undefined && WORK.has(event.name));
  lines.push(
    from === undefined
      ? `\nMain-thread tasks of ${minTaskMs} ms or more up to ${Math.round(until)} ms (first paint at ${Math.round(fcpMs)} ms):`
      : `\nMain-thread tasks of ${minTaskMs} ms or more from ${Math.round(from)} to ${Math.round(until)} ms:`,
  );
  let busy = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    // Direct parts: events inside the task not inside another event inside it.
    const inside = complete.filter((event) => event.ts >= task.ts && event.ts + event.dur! <= end);
    const direct = inside.filter(
      (event) =>
        !inside.some(
          (other) =>
            other !== event &&
            other.ts <= event.ts &&
            other.ts + other.dur! >= event.ts + event.dur! &&
            other.dur! > event.dur!,
        ),
    );
    const parts = new Map<string, number>();
    for (const event of direct) parts.set(describe(event), (parts.get(describe(event)) ?? 0) + event.dur!);
    const summary = [...parts.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .filter(([, dur]) => ms(dur) >= 1)
      .map(([name, dur]) => `${name} ${ms(dur).toFixed(0)}`)
      .join("; ");
    busy += task.dur!;
    lines.push(`  ${at(task).toFixed(0).padStart(6)} ms  ${ms(task.dur!).toFixed(1).padStart(6)} ms  ${summary}`);
  }
  lines.push(`  busy ${ms(busy).toFixed(0)} ms in tasks of ${minTaskMs} ms or more`);

  // The CPU profile: samples of the leaf frame, each worth the time to the next sample.
  const profileChunks = events.filter((event) => event.name === "ProfileChunk" && event.pid === main.pid);
  const profile = events.find(
    (event) =>
      event.name === "Profile" && event.pid === main.pid && profileChunks.some((chunk) => chunk.id === event.id),
  );
  if (!profile) {
    lines.push("\n(no CPU profile in the trace)");
    return lines;
  }
  const nodes = new Map<number, ProfileNode>();
  const samples: Array<{ node: number; ts: number }> = [];
  let ts = Number((profile.args?.data as { startTime?: number } | undefined)?.startTime ?? profile.ts);
  for (const chunk of profileChunks.filter((event) => event.id === profile.id).sort((a, b) => a.ts - b.ts)) {
    const data = chunk.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    ids.forEach((node, index) => {
      ts += data.timeDeltas?.[index] ?? 0;
      samples.push({ node, ts });
    });
  }
  const maps = new SourceMaps(publicDir);
  const located = new Map<number, { source: string; fn: string }>();
  const whereIs = (id: number) => {
    if (!located.has(id)) {
      const frame = nodes.get(id)?.callFrame;
      if (!frame || !frame.url) {
        const name = frame?.functionName || "(unknown)";
        located.set(id, { source: name.startsWith("(") ? name : "(native)", fn: name });
      } else {
        const place = maps.locate(frame.url, frame.lineNumber, frame.columnNumber);
        located.set(id, { source: place.source, fn: frame.functionName || place.name || "(anonymous)" });
      }
    }
    return located.get(id)!;
  };
  const windows: Array<[string, number, number]> =
    from === undefined
      ? [
          [`navigation start to first client render (0–${Math.round(until)} ms)`, 0, until],
          [`first paint to first client render (${Math.round(fcpMs)}–${Math.round(until)} ms)`, fcpMs, until],
        ]
      : [[`${Math.round(from)}–${Math.round(until)} ms`, from, until]];
  for (const [title, start, end] of windows) {
    const bySource = new Map<string, number>();
    const byFunction = new Map<string, number>();
    for (let i = 0; i + 1 < samples.length; i += 1) {
      const sample = samples[i]!;
      const time = ms(sample.ts - main.start);
      if (time < start || time > end) continue;
      const where = whereIs(sample.node);
      if (where.source === "(idle)" || where.source === "(program)") continue;
      const self = samples[i + 1]!.ts - sample.ts;
      bySource.set(where.source, (bySource.get(where.source) ?? 0) + self);
      byFunction.set(`${where.fn} (${where.source})`, (byFunction.get(`${where.fn} (${where.source})`) ?? 0) + self);
    }
    const total = [...bySource.values()].reduce((sum, value) => sum + value, 0);
    lines.push(`\nJavaScript self time, ${title}: ${ms(total).toFixed(0)} ms`);
    lines.push("  by source:");
    for (const [source, self] of [...bySource.entries()].sort((a, b) => b[1] - a[1]).slice(0, top))
      lines.push(`    ${ms(self).toFixed(1).padStart(7)} ms  ${source}`);
    lines.push("  by function:");
    for (const [fn, self] of [...byFunction.entries()].sort((a, b) => b[1] - a[1]).slice(0, top))
      lines.push(`    ${ms(self).toFixed(1).padStart(7)} ms  ${fn}`);
  }
  return lines;
}
