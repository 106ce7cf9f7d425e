/**
 * Local editing in one command:
 *   npm run cms
 * starts Decap's local backend (decap-server, port 8081 by default), which saves the editor's
 * changes straight into content/ of this working copy, and the development server (gatsby
 * develop) that serves the site and the editor. When both answer it prints
 *   The editor is ready: http://localhost:8000/admin/ (started in 84 s)
 * Ctrl+C stops both. DEVELOP_PORT and DECAP_SERVER_PORT move the two servers (the editor is built
 * to match).
 */
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";

const root = path.resolve(__dirname, "..");
const decapPort = process.env.DECAP_SERVER_PORT || "8081";
const developPort = process.env.DEVELOP_PORT || "8000";
// DECAP_SERVER_PORT also reaches the admin page's script, built by gatsby develop (src/cms/build-admin.ts).
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", DECAP_SERVER_PORT: decapPort };
const started = Date.now();
const editorUrl = `http://localhost:${developPort}/admin/`;

/** Whether nothing listens on `port` yet (on any address). */
function portFree(port: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(Number(port), () => probe.close(() => resolve(true)));
  });
}

/** Exits with a message when a port is taken: another `npm run cms` (or another program) would answer there. */
async function checkPortsFree(): Promise<void> {
  for (const [port, variable] of [
    [developPort, "DEVELOP_PORT"],
    [decapPort, "DECAP_SERVER_PORT"],
  ]) {
    if (!(await portFree(port))) {
      console.error(
        `Port ${port} is already in use: is \`npm run cms\` already running in another terminal? ` +
          `Stop it (Ctrl+C there), or start this one on another port with ${variable}=<port> npm run cms.`,
      );
      process.exit(1);
    }
  }
}

/** Starts decap-server and gatsby develop. */
const startServers = (): ChildProcess[] => [
  spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    cwd: root,
    stdio: "inherit",
    env: { ...env, PORT: decapPort, GIT_REPO_DIRECTORY: root, MODE: "fs" },
  }),
  spawn(process.execPath, [require.resolve("gatsby/cli.js"), "develop", "--port", developPort], {
    cwd: root,
    stdio: "inherit",
    // Without query-on-demand (src/workarounds/README.md): after a save, every page the change
    // touches is rebuilt at once, not when first asked for. Asked for at the wrong moment, a moved
    // page's data was never built (404 until the next save). Gatsby turns it off only where it
    // believes it runs in CI.
    env: { ...env, CI: "true" },
  }),
];

/** Whether a request answers 200 with JSON (each try bounded: a server still starting may hold it). */
async function answersJson(url: string, init: RequestInit = {}): Promise<boolean> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(5_000) });
    return response.ok && (await response.json()) !== null;
  } catch {
    return false;
  }
}

/**
 * Ready when the development server serves the site's data (after its first build, not while it
 * shows its "building" page) and decap-server answers the editor's first question.
 */
async function waitUntilReady(): Promise<void> {
  while (!stopping) {
    const [site, editor] = await Promise.all([
      answersJson(`http://localhost:${developPort}/page-data/app-data.json`),
      answersJson(`http://localhost:${decapPort}/api/v1`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      }),
    ]);
    if (site && editor) {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`\nThe editor is ready: ${editorUrl} (started in ${seconds} s)\n`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

let stopping = false;
let children: ChildProcess[] = [];
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}

async function main(): Promise<void> {
  await checkPortsFree();
  children = startServers();
  console.log(`\nStarting the site and the editor: this takes one to three minutes. Wait for "The editor is ready".`);
  console.log("What you save there is written to content/; `npm run content:check` checks it.\n");
  for (const child of children) child.on("exit", (code) => stop(code ?? 0));
  process.on("SIGINT", () => stop(0));
  process.on("SIGTERM", () => stop(0));
  await waitUntilReady();
}

void main();
