/**
 * Lead submissions through the production server, for each store (files, then
 * a throw-away PostgreSQL): submissions per second and p50/p99 latency.
 * A benchmark, not a test: run it after `npm run build` (it serves public/).
 *
 *   npm run bench:leads                 500 submissions, 50 at a time
 *   npm run bench:leads -- 2000 100     count and concurrency
 */
import { existsSync, promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../tests/support/free-port";
import { createTestDatabase, destroyCluster, startCluster } from "../tests/support/postgres-cluster";
import { ROOT, percentile, postJson, startSiteServer } from "../tests/support/site-server-process";
import { runCommand } from "./lib/lead-command";

async function bench(label: string, env: NodeJS.ProcessEnv, count: number, concurrency: number) {
  const server = await startSiteServer(await freePort(), {
    ...env,
    LEADS_WEBHOOK_URL: "",
    LEADS_RATE_LIMIT_MAX: String(count * 2),
    LEADS_RATE_LIMIT_WINDOW_MS: "3600000",
  });
  try {
    const latencies: number[] = [];
    let next = 0;
    let failures = 0;
    const started = performance.now();
    const worker = async () => {
      for (let index = next++; index < count; index = next++) {
        const res = await postJson(server.base, "/api/newsletter", {
          footer_email: `bench-${index}@example.com`,
          source: "footer",
        });
        if (res.status !== 201) failures += 1;
        latencies.push(res.ms);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${label.padEnd(10)} ${count} submissions, ${concurrency} at a time: ${(count / seconds).toFixed(1)}/s, ` +
        `p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms` +
        (failures ? `, ${failures} not stored` : ""),
    );
  } finally {
    await server.kill("SIGTERM");
  }
}

async function main(): Promise<number> {
  if (!existsSync(path.join(ROOT, "public/index.html"))) {
    console.error("public/ is missing: run `npm run build` first.");
    return 2;
  }
  const [count = 500, concurrency = 50] = process.argv.slice(2).map(Number);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "bench-leads-"));
  const cluster = await startCluster();
  try {
    await bench("files", { LEADS_DIR: dir, DATABASE_URL: "" }, count, concurrency);
    await bench("PostgreSQL", { DATABASE_URL: await createTestDatabase("bench", cluster) }, count, concurrency);
    return 0;
  } finally {
    await destroyCluster(cluster);
    await fs.rm(dir, { recursive: true, force: true });
  }
}

runCommand(main);
