/**
 * The file store under a steady trickle of posts, at a size: a temporary LEADS_DIR is seeded with N stored
 * leads (each delivered, with its idempotency key, as the route leaves them), then the production server
 * (`npm run serve`'s own handler) answers newsletter signups at 2 a second for 20 s while its worker
 * delivers each to a local webhook receiver: once from its start (its worker's upkeep, the sweep and the
 * retention purge, runs then and every hour), once after. It prints, for each, the answer time (p50, p99),
 * the server process's CPU share over the 20 s (its user and system time over the wall time; 100 % is one
 * core) and how many of the leads were delivered within them and after.
 * A measurement, not a test: run it after `npm run build` (the server serves public/).
 *
 *   npm run bench:leads-files                    200 stored leads, then 20,000
 *   npm run bench:leads-files -- 20000 5000      the sizes to measure
 *
 * It prints the host's benchmark index first (Lighthouse's, computed here in Node): compare figures of
 * two runs only together with it.
 */
import { randomUUID } from "node:crypto";
import { existsSync, promises as fs, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { type LeadRecord, type LeadStore, loadLeadsConfig, openLeadStore } from "../src/leads/server";
import { freePort } from "../tests/support/free-port";
import { ROOT, percentile, postJson, startSiteServer } from "../tests/support/site-server-process";
import { WebhookReceiver } from "../tests/support/webhook-receiver";
import { runCommand } from "./lib/lead-command";

const POSTS_PER_SECOND = 2;
const SECONDS = 20;
/** Leads written at once while seeding. */
const SEEDING = 32;
/** How long after the last post the bench waits for the rest to be delivered. */
const DRAIN_MS = 30_000;

type Rows = NonNullable<Parameters<LeadStore["create"]>[1]>;

/** A newsletter signup as the route stores it, delivered to the webhook long ago. */
function deliveredLead(index: number, at: string): { lead: LeadRecord; rows: Rows } {
  const id = randomUUID();
  const lead: LeadRecord = {
    id,
    form: "newsletter",
    revision: 1,
    createdAt: at,
    updatedAt: at,
    fields: { footer_email: `seeded-${index}@example.com` },
    details: null,
    meta: { source: "footer", page: "/", campaign: null },
    idempotencyKeys: [randomUUID()],
  };
  const rows: Rows = () => [
    {
      id: `${id}.webhook`,
      leadId: id,
      destination: "webhook",
      revision: 1,
      message: null,
      state: "sent",
      attempts: 1,
      fence: 1,
      createdAt: at,
      nextAttemptAt: at,
      leaseUntil: null,
      lastAttemptAt: at,
      lastError: null,
      deliveredAt: at,
      deliveredRevision: 1,
      alertedAt: null,
      log: [],
    },
  ];
  return { lead, rows };
}

async function seed(dir: string, count: number): Promise<number> {
  const store = await openLeadStore(loadLeadsConfig({ LEADS_DIR: dir, DATABASE_URL: "" }));
  const started = performance.now();
  const at = new Date(Date.now() - 86_400_000).toISOString();
  let next = 0;
  const writer = async () => {
    for (let index = next++; index < count; index = next++) {
      const { lead, rows } = deliveredLead(index, at);
      await store.create(lead, rows);
    }
  };
  await Promise.all(Array.from({ length: SEEDING }, writer));
  await store.close();
  return (performance.now() - started) / 1000;
}

/** User plus system time of a process so far, in seconds (Linux: /proc/<pid>/stat, in clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // After the name: state is field 3, utime 14 and stime 15 (proc(5)).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** What one window of posts showed. */
interface Window {
  latencies: number[];
  refused: number;
  cpuShare: number;
  deliveredInRun: number;
  delivered: number;
  drainSeconds: number;
}

/** Posts at POSTS_PER_SECOND for SECONDS to the server, then waits for their deliveries (at most DRAIN_MS). */
async function postWindow(base: string, pid: number, hook: WebhookReceiver, tag: string): Promise<Window> {
  const count = POSTS_PER_SECOND * SECONDS;
  const latencies: number[] = [];
  const ids: string[] = [];
  let refused = 0;
  const cpuBefore = cpuSeconds(pid);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const due = started + (index * 1000) / POSTS_PER_SECOND;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      const answer = await postJson(base, "/api/newsletter", {
        footer_email: `bench-${tag}-${index}@example.com`,
        source: "footer",
      });
      if (answer.status === 201) ids.push(String(answer.json().id));
      else refused += 1;
      latencies.push(answer.ms);
    }),
  );
  const wall = (performance.now() - started) / 1000;
  const cpuShare = (cpuSeconds(pid) - cpuBefore) / wall;
  // The receiver counts each lead once per Idempotency-Key, "<lead id>:<revision>".
  const delivered = () => ids.filter((id) => hook.accepted.has(`${id}:1`)).length;
  const deliveredInRun = delivered();
  const drainStarted = performance.now();
  while (delivered() < ids.length && performance.now() - drainStarted < DRAIN_MS) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    latencies,
    refused,
    cpuShare,
    deliveredInRun,
    delivered: delivered(),
    drainSeconds: (performance.now() - drainStarted) / 1000,
  };
}

/**
 * One size: two windows on one server, the first from its start (when its worker sweeps and purges, as it
 * does every hour: the file store's purge reads every lead), the second once the first has been delivered.
 */
async function measure(stored: number): Promise<void> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "bench-leads-files-"));
  const hook = await new WebhookReceiver(null).start();
  const seeded = await seed(dir, stored);
  const server = await startSiteServer(await freePort(), {
    LEADS_DIR: dir,
    DATABASE_URL: "",
    LEADS_SECRET: "bench-secret",
    NEWSLETTER_DOUBLE_OPT_IN: "false",
    LEADS_WEBHOOK_URL: hook.url,
    LEADS_WEBHOOK_ALLOW_PRIVATE: "true",
    LEADS_RATE_LIMIT_MAX: "100000",
    LEADS_RATE_LIMIT_WINDOW_MS: "3600000",
  });
  try {
    console.log(`${stored.toLocaleString("en-US")} stored leads (seeded in ${seeded.toFixed(0)} s):`);
    for (const phase of ["at start, the hourly upkeep under way", "after it"]) {
      const run = await postWindow(server.base, server.child.pid!, hook, phase === "after it" ? "after" : "start");
      const count = POSTS_PER_SECOND * SECONDS;
      console.log(
        `  ${phase}: ${count} posts at ${POSTS_PER_SECOND}/s, answered p50 ${percentile(run.latencies, 50).toFixed(0)} ms, ` +
          `p99 ${percentile(run.latencies, 99).toFixed(0)} ms${run.refused ? `, ${run.refused} not stored` : ""}; ` +
          `server CPU ${(run.cpuShare * 100).toFixed(0)} % of a core; ${run.deliveredInRun} of ${count} delivered ` +
          `within the ${SECONDS} s, ${run.delivered} ${run.drainSeconds.toFixed(1)} s after`,
      );
    }
  } finally {
    await server.kill("SIGTERM");
    await hook.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  if (!existsSync(path.join(ROOT, "public/index.html"))) {
    console.error("public/ is missing: run `npm run build` first.");
    return 2;
  }
  const sizes = process.argv.slice(2).map(Number);
  console.log(
    `Host benchmark index: ${pageFunctions.computeBenchmarkIndex()} (Lighthouse's, in Node ${process.version}); ` +
      `${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}`,
  );
  for (const stored of sizes.length ? sizes : [200, 20_000]) await measure(stored);
  return 0;
}

runCommand(main);
