/**
 * A throw-away PostgreSQL for the database tests: `initdb` and `pg_ctl` from the
 * distribution's package (/usr/lib/postgresql/<version>/bin) in a temporary
 * folder, listening on 127.0.0.1 only, with fsync off (nothing in it outlives the run; a
 * stopped server still keeps what it committed, as the operating system holds the writes).
 *
 * initdb refuses to run as root, so as root the folder is handed to the
 * `postgres` account the package creates and the server runs as that user.
 * One cluster serves a whole test run (Jest globalSetup); each suite takes a
 * database of its own (createTestDatabase).
 *
 * PG_TEST_PORTS="9310-9319" picks the first free port of a range; otherwise the
 * system picks one.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, promises as fs, readFileSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { freePortIn } from "./free-port";

export interface TestCluster {
  binDir: string;
  dataDir: string;
  port: number;
  /** Connection string of the `postgres` maintenance database. */
  adminUrl: string;
  uid: number | null;
  gid: number | null;
}

/** The environment variable that hands the running cluster to test files. */
export const CLUSTER_ENV = "LEADS_TEST_PG_CLUSTER";

export function findPostgresBin(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], "bin") : null;
}

function osUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  return { uid, gid };
}

function run(cluster: Pick<TestCluster, "binDir" | "uid" | "gid">, tool: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(cluster.binDir, tool), args, {
      stdio: ["ignore", "pipe", "pipe"],
      ...(cluster.uid !== null && cluster.gid !== null ? { uid: cluster.uid, gid: cluster.gid } : {}),
      env: { ...process.env, LC_ALL: "C" },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} ${args.join(" ")} failed:\n${output}`)),
    );
  });
}

export async function startCluster(): Promise<TestCluster> {
  const binDir = findPostgresBin();
  if (!binDir) {
    throw new Error(
      "PostgreSQL is not installed (no /usr/lib/postgresql/<version>/bin/initdb): apt-get install postgresql",
    );
  }
  const user = osUser();
  const base = await fs.mkdtemp(path.join(os.tmpdir(), "leads-pg-"));
  if (user) await fs.chown(base, user.uid, user.gid);
  const cluster: TestCluster = {
    binDir,
    dataDir: path.join(base, "data"),
    port: await freePortIn(process.env.PG_TEST_PORTS),
    adminUrl: "",
    uid: user?.uid ?? null,
    gid: user?.gid ?? null,
  };
  cluster.adminUrl = `postgres://postgres@127.0.0.1:${cluster.port}/postgres`;
  await run(cluster, "initdb", ["-D", cluster.dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  await startServer(cluster);
  return cluster;
}

/** Starts (or restarts) the server of an initialised cluster and waits until it takes connections. */
export async function startServer(cluster: TestCluster): Promise<void> {
  const options = [
    `-p ${cluster.port}`,
    "-c listen_addresses=127.0.0.1",
    `-c unix_socket_directories=${path.dirname(cluster.dataDir)}`,
    "-c fsync=off",
    "-c full_page_writes=off",
    "-c max_connections=200",
  ].join(" ");
  await run(cluster, "pg_ctl", [
    "start",
    "-w",
    "-D",
    cluster.dataDir,
    "-l",
    path.join(path.dirname(cluster.dataDir), "server.log"),
    "-o",
    options,
  ]);
}

/** Stops the server at once (connections are cut, as in a crash). */
export async function stopServer(cluster: TestCluster, mode: "immediate" | "fast" = "immediate"): Promise<void> {
  await run(cluster, "pg_ctl", ["stop", "-w", "-D", cluster.dataDir, "-m", mode]);
}

export async function destroyCluster(cluster: TestCluster): Promise<void> {
  await stopServer(cluster).catch(() => undefined);
  await fs.rm(path.dirname(cluster.dataDir), { recursive: true, force: true });
}

/** The cluster started by the global setup of this test run. */
export function runningCluster(): TestCluster {
  const raw = process.env[CLUSTER_ENV];
  if (!raw)
    throw new Error(`${CLUSTER_ENV} is not set: run the database tests with their Jest config (npm run test:db).`);
  return JSON.parse(raw) as TestCluster;
}

/** A new empty database in the running cluster; resolves to its connection string. */
export async function createTestDatabase(prefix: string, cluster: TestCluster = runningCluster()): Promise<string> {
  const name = `${prefix.replace(/[^a-z0-9_]/gi, "_").toLowerCase()}_${process.pid}_${Date.now().toString(36)}`;
  const client = new Client({ connectionString: cluster.adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  return `postgres://postgres@127.0.0.1:${cluster.port}/${name}`;
}

/** The server's processes: the postmaster (first line of postmaster.pid) and every process it started. */
function serverProcesses(cluster: TestCluster): number[] {
  const postmaster = Number(readFileSync(path.join(cluster.dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
  const children = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // The parent pid is the 4th field of /proc/<pid>/stat, after the command in parentheses.
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

/**
 * Freezes the server as a hung machine would: SIGSTOP to the postmaster and all its backends, so
 * connections stay open and nothing answers. Resolves to the function that thaws it (SIGCONT).
 */
export function freezeServer(cluster: TestCluster): () => void {
  const pids = serverProcesses(cluster);
  for (const pid of pids) process.kill(pid, "SIGSTOP");
  return () => {
    for (const pid of pids) {
      try {
        process.kill(pid, "SIGCONT");
      } catch {
        // Gone meanwhile.
      }
    }
  };
}
