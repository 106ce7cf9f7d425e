/**
 * `gatsby serve` for a fixture build made by scripts/build-fixture-site.mjs
 * (.fixture-site/, .opt-in-site/), on a free port, for one spec file.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { freePort } from "../../support/free-port";

export async function waitUntilServing(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Serves the built fixture site in `siteDir`; returns its port and a stop function. */
export async function serveFixtureSite(siteDir: string): Promise<{ port: number; stop: () => void }> {
  const port = await freePort();
  const server: ChildProcess = spawn(
    process.execPath,
    [require.resolve("gatsby/cli.js"), "serve", "--port", String(port), "--host", "127.0.0.1"],
    { cwd: siteDir, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }, stdio: "ignore", detached: true },
  );
  await waitUntilServing(`http://127.0.0.1:${port}/`);
  return {
    port,
    stop: () => {
      if (server.pid) process.kill(-server.pid);
    },
  };
}
