/**
 * The production server (`npm run serve`, src/server) for a build: the main one (playwright.config.ts)
 * or a fixture build made by scripts/build-fixture-site.ts (.fixture-site/, .opt-in-site/), with the
 * settings that build was made with (its policy allows what its keys load; the service worker with
 * GATSBY_OFFLINE). Leads go to the folder the lead-capture tests read; every browser test submits from
 * 127.0.0.1, so the lead routes' per-address limit (default 5 a minute) is lifted. A newsletter signup is
 * final at once here (no SMTP server to confirm it through): double opt-in has its own file,
 * newsletter-double-opt-in.spec.ts, with its own server and SMTP server.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { freePort } from "../../support/free-port";
import { until } from "../../support/poll";
import { E2E_LEADS_DIR } from "./leads";

const ROOT = path.resolve(__dirname, "../../..");
const testKeys = (): Record<string, string> =>
  JSON.parse(readFileSync(path.join(ROOT, "tests/e2e/test-keys.json"), "utf8")) as Record<string, string>;

/** Each build's settings, as scripts/build-test-site.ts and scripts/build-fixture-site.ts make them. */
const BUILDS = {
  test: () => testKeys(),
  fixture: () => ({ GATSBY_OFFLINE: "true" }),
  "opt-in": () => ({ ...testKeys(), PRIVACY_MODE: "opt-in" }),
} satisfies Record<string, () => Record<string, string>>;
export type BuildName = keyof typeof BUILDS;

/** The command, folder and environment that serve `siteDir`'s build on `port`. */
export function productionServer(siteDir: string, port: number, build: BuildName) {
  return {
    command: `node --import tsx src/server/main.ts`,
    cwd: siteDir,
    env: {
      GATSBY_TELEMETRY_DISABLED: "1",
      HOST: "127.0.0.1",
      PORT: String(port),
      LEADS_RATE_LIMIT_MAX: process.env.LEADS_RATE_LIMIT_MAX ?? "1000",
      LEADS_DIR: E2E_LEADS_DIR,
      NEWSLETTER_DOUBLE_OPT_IN: "false",
      ...BUILDS[build](),
    },
  };
}

export async function waitUntilServing(url: string, timeoutMs = 60_000): Promise<void> {
  await until(`${url} to answer`, async () => (await fetch(url)).ok, timeoutMs);
}

/** Serves the built fixture site in `siteDir` on a free port, for one spec file; returns its port and a stop function. */
export async function serveFixtureSite(siteDir: string, build: BuildName): Promise<{ port: number; stop: () => void }> {
  const port = await freePort();
  const { command, cwd, env } = productionServer(siteDir, port, build);
  const [node, ...args] = command.split(" ");
  const server: ChildProcess = spawn(node === "node" ? process.execPath : node, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: "ignore",
    detached: true,
  });
  await waitUntilServing(`http://127.0.0.1:${port}/`);
  return {
    port,
    stop: () => {
      if (server.pid) process.kill(-server.pid);
    },
  };
}
