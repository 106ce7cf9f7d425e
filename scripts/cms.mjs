/**
 * Local editing in one command:
 *   npm run cms
 * starts Decap's local backend (decap-server, port 8081 by default), which saves the editor's
 * changes straight into content/ of this working copy, and the development server (gatsby
 * develop) that serves the site and the editor.
 * Open http://localhost:8000/admin/. Ctrl+C stops both.
 * DEVELOP_PORT and DECAP_SERVER_PORT move the two servers (the editor is built to match).
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { createRequire } from "node:module";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const require = createRequire(import.meta.url);
const decapPort = process.env.DECAP_SERVER_PORT || "8081";
const developPort = process.env.DEVELOP_PORT || "8000";
// DECAP_SERVER_PORT also reaches the admin page's script, built by gatsby develop (src/cms/build-admin.ts).
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", DECAP_SERVER_PORT: decapPort };

const children = [
  spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    cwd: root,
    stdio: "inherit",
    env: { ...env, PORT: decapPort, GIT_REPO_DIRECTORY: root, MODE: "fs" },
  }),
  spawn(process.execPath, [require.resolve("gatsby/cli.js"), "develop", "--port", developPort], {
    cwd: root,
    stdio: "inherit",
    env,
  }),
];

console.log(`\nThe editor will be at http://localhost:${developPort}/admin/ once the site has started.`);
console.log("What you save there is written to content/; `npm run content:check` checks it.\n");

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
