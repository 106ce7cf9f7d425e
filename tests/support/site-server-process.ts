/** The production server (`npm run serve`: node --import tsx src/server/main.ts) as a child process, for integration tests. */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(__dirname, "../..");

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  output(): string;
  /** Resident memory of the server process, in bytes (Linux). */
  rss(): number;
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

export async function startSiteServer(port: number, env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${output}`);
    if (
      await fetch(`${base}/`).then(
        (res) => res.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`The server did not answer on ${base}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    child,
    output: () => output,
    rss: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    },
    kill: async (signal) => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

export async function postJson(base: string, route: string, body: unknown, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(`${base}${route}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    ms: performance.now() - started,
    json: () => JSON.parse(text) as Record<string, unknown>,
  };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
