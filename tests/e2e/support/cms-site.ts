/**
 * `npm run cms` on the fixture site, as a marketer runs it: a copy of the project with the fixture
 * content (`npx tsx scripts/build-fixture-site.ts develop` → .develop-site/), in which scripts/cms.ts
 * starts gatsby develop and decap-server. Ready when cms.ts says so.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(__dirname, "../../..");
export const CMS_SITE_DIR = path.join(ROOT, ".develop-site");
/** Everything `npm run cms` printed, each line stamped with the time it came, for a failing test's investigation. */
export const CMS_LOG = path.join(CMS_SITE_DIR, "cms.log");

const e2ePort = Number(process.env.E2E_PORT ?? 9000);
export const DEVELOP_PORT = Number(process.env.DEVELOP_PORT ?? e2ePort + 5);
export const DECAP_SERVER_PORT = Number(process.env.DECAP_SERVER_PORT ?? e2ePort + 2);
/** The development server, as the README's address names it. */
export const DEVELOP_URL = `http://localhost:${DEVELOP_PORT}`;

export interface CmsSite {
  /** What cms.ts printed when it was ready: "The editor is ready: http://localhost:9305/admin/ (started in 84 s)". */
  readyLine: string;
  /** How much `npm run cms` has printed so far: a mark for `printedSince`. */
  printed(): number;
  /** What `npm run cms` printed after `mark`, time-stamped: what the servers did while a test waited. */
  printedSince(mark: number): string;
  stop(): void;
}

/** Stamps each line of a chunk of output with the time of day (UTC, to the millisecond) it arrived. */
function stampLines(chunk: string, atLineStart: boolean, now = new Date()): string {
  const stamp = `[${now.toISOString().slice(11, 23)}] `;
  return (atLineStart ? stamp : "") + chunk.replace(/\n(?=.)/gs, `\n${stamp}`);
}

/** Prepares .develop-site and runs `npm run cms` in it; resolves once it says the editor is ready. */
export async function startCmsSite(timeoutMs: number): Promise<CmsSite> {
  const prepared = spawnSync(process.execPath, ["--import", "tsx", "scripts/build-fixture-site.ts", "develop"], {
    cwd: ROOT,
    encoding: "utf8",
  });
  if (prepared.status !== 0) throw new Error(`could not prepare .develop-site: ${prepared.stderr}`);
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/cms.ts"], {
    cwd: CMS_SITE_DIR,
    env: {
      ...process.env,
      CONTENT_DIR: "",
      DEVELOP_PORT: String(DEVELOP_PORT),
      DECAP_SERVER_PORT: String(DECAP_SERVER_PORT),
      GATSBY_TELEMETRY_DISABLED: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      // already stopped
    }
  };
  let stamped = "";
  const log = fs.createWriteStream(CMS_LOG);
  const readyLine = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => fail(`npm run cms was not ready after ${timeoutMs / 1000} s`), timeoutMs);
    const fail = (reason: string) => {
      clearTimeout(timer);
      stop();
      reject(new Error(`${reason}:\n${stamped.slice(-3000)}`));
    };
    const read = (chunk: Buffer) => {
      const text = stampLines(chunk.toString(), stamped === "" || stamped.endsWith("\n"));
      stamped += text;
      log.write(text);
      const line = /The editor is ready: .*/.exec(stamped);
      if (line) {
        clearTimeout(timer);
        resolve(line[0]);
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.on("exit", (code) => fail(`npm run cms stopped (exit ${code})`));
  });
  return { readyLine, printed: () => stamped.length, printedSince: (mark) => stamped.slice(mark), stop };
}
