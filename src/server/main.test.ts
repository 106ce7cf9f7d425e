/**
 * @jest-environment node
 *
 * `npm run serve` as a newcomer runs it: its settings from .env.production (the file the build reads; the
 * environment wins over it), and one line in its log for each lead that arrives, with nothing the visitor typed.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { freePort } from "../../tests/support/free-port";
import { leadRecord } from "../../tests/support/leads/fakes";
import { postJson } from "../../tests/support/site-server-process";
import { COMMAND_WAIT_MS } from "../testing/waits";

const ROOT = path.resolve(__dirname, "../..");
const TSX = pathToFileURL(path.join(ROOT, "node_modules/tsx/dist/loader.mjs")).href;

let dir: string;
let server: ChildProcess | undefined;
let output = "";

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "serve-settings-"));
  await fs.mkdir(path.join(dir, "built"));
  await fs.writeFile(path.join(dir, "built", "index.html"), "<!doctype html><title>Home</title>");
  output = "";
});
afterEach(async () => {
  server?.kill("SIGKILL");
  server = undefined;
  await fs.rm(dir, { recursive: true, force: true });
});

/** Starts src/server/main.ts in `dir` with `env` and resolves once it says where it serves. */
function serve(env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, ["--import", TSX, path.join(ROOT, "src/server/main.ts")], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? "", ...env },
  });
  server = child;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The server did not start within ${COMMAND_WAIT_MS} ms:\n${output}`)),
      COMMAND_WAIT_MS,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const serving = /Serving the site on (http:\/\/\S+)\//.exec(output);
      if (serving) {
        clearTimeout(timer);
        resolve(serving[1]);
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("exit", (code) => reject(new Error(`The server stopped (${code}) before it served:\n${output}`)));
  });
}

it(
  "reads PORT, HOST, PUBLIC_DIR and the lead settings from .env.production, and logs each lead's arrival",
  async () => {
    const port = await freePort();
    const leads = path.join(dir, "leads");
    await fs.writeFile(
      path.join(dir, ".env.production"),
      [
        `PORT=${port}`,
        "HOST=127.0.0.1",
        "PUBLIC_DIR=built",
        `LEADS_DIR=${leads}`,
        "LEADS_SECRET=from-the-file",
        "",
      ].join("\n"),
    );
    // Set in the environment, it wins over the file.
    const base = await serve({ NEWSLETTER_DOUBLE_OPT_IN: "false", LEADS_DIR: `${leads}-env` });
    expect(base).toBe(`http://127.0.0.1:${port}`);
    expect(await (await fetch(`${base}/`)).text()).toContain("<title>Home</title>");
    // LEADS_SECRET came from the file: no notice of a key that lasts only as long as the process.
    expect(output).not.toContain("LEADS_SECRET is not set");
    expect(output).not.toContain("the file store is measured for");

    const body = { name: "Ada Lovelace", email: "ada@example.com", company: "Engines", message: "We need an app." };
    const answer = await postJson(base, "/api/contact", body);
    expect(answer.status).toBe(201);
    const id = String(answer.json().id);
    await fs.access(path.join(`${leads}-env`, `${id}.json`));
    expect(output).toContain(`A contact lead arrived: ${id} (delivery: none: no destination is set)\n`);
    for (const typed of Object.values(body)) expect(output).not.toContain(typed);
  },
  COMMAND_WAIT_MS * 2,
);

it(
  "says at start that a file store holding more leads than it is measured for should be PostgreSQL",
  async () => {
    const leads = path.join(dir, "leads");
    await fs.mkdir(leads);
    const lead = leadRecord();
    const source = path.join(leads, `${lead.id}.json`);
    await fs.writeFile(source, `${JSON.stringify(lead)}\n`);
    // 20,001 leads: links of one file (the server counts the folder's lead files at start).
    for (let index = 0; index < 20_000; index += 1) await fs.link(source, path.join(leads, `${randomUUID()}.json`));
    await serve({ PORT: String(await freePort()), HOST: "127.0.0.1", PUBLIC_DIR: "built", LEADS_DIR: leads });
    expect(output).toContain(
      'LEADS_DIR holds 20,001 leads, more than the 20,000 the file store is measured for: its hourly purge reads every lead and holds deliveries back meanwhile; use PostgreSQL (DATABASE_URL) from here on (README.md, "Deploying")\n',
    );
  },
  COMMAND_WAIT_MS * 2,
);
