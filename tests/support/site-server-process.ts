/**
 * The site's servers as child processes, for integration tests: the production server (`npm run serve`:
 * node --import tsx src/server/main.ts) and `gatsby serve` (the Gatsby Functions, as a CDN host runs them).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import path from "node:path";
import { until } from "./poll";

export const ROOT = path.resolve(__dirname, "../..");

export type ServerKind = "serve" | "gatsby serve";

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  output(): string;
  /** Resident memory of the server and every process it started, in bytes (Linux). */
  rss(): number;
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

function command(kind: ServerKind, port: number): string[] {
  return kind === "serve"
    ? ["--import", "tsx", "src/server/main.ts"]
    : [path.join(ROOT, "node_modules/gatsby/cli.js"), "serve", "--port", String(port), "--host", "127.0.0.1"];
}

function launch(kind: ServerKind, port: number, env: NodeJS.ProcessEnv, openFiles?: number) {
  // With an open-file limit of its own: a shell sets it and becomes the server (exec), keeping its pid.
  const [file, args]: [string, string[]] = openFiles
    ? ["/bin/sh", ["-c", `ulimit -n ${openFiles} && exec "$0" "$@"`, process.execPath, ...command(kind, port)]]
    : [process.execPath, command(kind, port)];
  const child = spawn(file, args, {
    cwd: ROOT,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so that a kill reaches whatever it started.
    detached: true,
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Starts a server and waits until it answers its home page. */
export async function startSiteServer(
  port: number,
  env: NodeJS.ProcessEnv,
  kind: ServerKind = "serve",
  /** The process's open-file limit (ulimit -n), when not the test runner's. */
  openFiles?: number,
): Promise<ServerProcess> {
  const { child, exited, output } = launch(kind, port, env, openFiles);
  const base = `http://127.0.0.1:${port}`;
  await until(
    `the server to answer on ${base}`,
    async () => child.exitCode !== null || (await fetch(`${base}/`)).ok,
    90_000,
    output,
  );
  if (child.exitCode !== null) throw new Error(`The server exited:\n${output()}`);
  return {
    base,
    child,
    output,
    rss: () => {
      const kb = execFileSync("ps", ["-o", "rss=", "--sid", String(child.pid)], { encoding: "utf8" });
      return kb.split("\n").reduce((sum, line) => sum + (Number(line.trim()) || 0) * 1024, 0);
    },
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, signal);
      return exited;
    },
  };
}

/** Starts the production server with settings it must refuse: its exit code and what it printed. */
export async function refusedStart(
  env: NodeJS.ProcessEnv,
  port: number,
): Promise<{ code: number | null; output: string }> {
  const { child, exited, output } = launch("serve", port, env);
  const timer = setTimeout(() => process.kill(-child.pid!, "SIGKILL"), 30_000);
  const code = await exited;
  clearTimeout(timer);
  return { code, output: output() };
}

export async function postJson(
  base: string,
  route: string,
  body: unknown,
  headers: Record<string, string> = {},
  timeoutMs = 60_000,
) {
  const started = performance.now();
  const response = await fetch(`${base}${route}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    ms: performance.now() - started,
    text,
    json: () => JSON.parse(text) as Record<string, unknown>,
  };
}

/** What a browser sends in Accept with a page navigation or its own form post. */
export const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

/** A browser's own form post (urlencoded, asking for HTML), without following the 303. */
export async function postForm(
  base: string,
  route: string,
  fields: Record<string, string | string[]>,
  headers: Record<string, string> = {},
  timeoutMs = 60_000,
) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  const started = performance.now();
  const response = await fetch(`${base}${route}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: BROWSER_ACCEPT, ...headers },
    body: body.toString(),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, ms: performance.now() - started, text };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
