/**
 * Lead submissions through the production server, for each store (files, then
 * a throw-away PostgreSQL): submissions per second and p50/p99 latency. Then
 * delivery: contact leads to three destinations (the sales inbox, Slack, the
 * webhook; local receivers answering after 50 ms), with one instance and with
 * two beside each other on the same store: deliveries per second and the lag
 * (from a row's creation to its delivery, on the store's clock).
 * A benchmark, not a test: run it after `npm run build` (it serves public/).
 *
 *   npm run bench:leads                      500 submissions, 50 at a time; 200 leads delivered
 *   npm run bench:leads -- 2000 100 400      submissions, concurrency, leads delivered
 *   npm run bench:leads -- 0 0 200           delivery only
 *
 * It prints the host's benchmark index first (Lighthouse's, computed here in Node): compare figures of
 * two runs only together with it.
 */
import { existsSync, promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../tests/support/free-port";
import { createTestDatabase, destroyCluster, startCluster } from "../tests/support/postgres-cluster";
import { ROOT, type ServerProcess, percentile, postJson, startSiteServer } from "../tests/support/site-server-process";
import { MailReceiver } from "../tests/support/mail-receiver";
import { SlackReceiver } from "../tests/support/slack-receiver";
import { WebhookReceiver } from "../tests/support/webhook-receiver";
import { type LeadStore, openLeadStore, loadLeadsConfig } from "../src/leads/server";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { runCommand } from "./lib/lead-command";

/** Contact leads posted across `instances` servers on one store, delivered to three destinations: rate and lag. */
async function benchDelivery(label: string, env: NodeJS.ProcessEnv, instances: number, count: number) {
  const [mail, hook, slack] = [
    await new MailReceiver().start(),
    await new WebhookReceiver(null).start(),
    await new SlackReceiver().start(),
  ];
  hook.mode = "slow";
  hook.slowMs = 50;
  slack.delayMs = 50;
  mail.delayMs = 10;
  const settings = {
    ...env,
    LEADS_SECRET: "bench-secret",
    SMTP_URL: mail.url,
    LEADS_NOTIFY_EMAIL: "sales@flatirons.test",
    LEADS_SLACK_WEBHOOK_URL: slack.url,
    LEADS_WEBHOOK_URL: hook.url,
    LEADS_WEBHOOK_ALLOW_PRIVATE: "true",
    LEADS_OUTBOX_INTERVAL_MS: "1000",
    LEADS_RATE_LIMIT_MAX: String(count * 2),
    LEADS_RATE_LIMIT_WINDOW_MS: "3600000",
  };
  const servers: ServerProcess[] = [];
  for (let index = 0; index < instances; index += 1) servers.push(await startSiteServer(await freePort(), settings));
  const store: LeadStore = await openLeadStore(loadLeadsConfig(settings));
  try {
    const started = performance.now();
    let next = 0;
    const post = async () => {
      for (let index = next++; index < count; index = next++) {
        await postJson(servers[index % servers.length].base, "/api/contact", {
          name: `Bench ${index}`,
          email: `bench-${index}@example.com`,
          company: "",
          message: "A delivery bench.",
        });
      }
    };
    await Promise.all(Array.from({ length: 20 }, post));
    for (;;) {
      if ((await store.listDeliveries(["pending"])).length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    const rows = await store.listDeliveries(["sent"]);
    const lags = rows.map((row) => Date.parse(row.deliveredAt!) - Date.parse(row.createdAt));
    console.log(
      `${label.padEnd(10)} ${instances} instance${instances > 1 ? "s" : " "}: ${rows.length} deliveries of ${count} leads in ` +
        `${seconds.toFixed(1)} s, ${(rows.length / seconds).toFixed(1)}/s; lag p50 ${percentile(lags, 50)} ms, ` +
        `p99 ${percentile(lags, 99)} ms, max ${Math.max(...lags)} ms; receivers took ${mail.messages.length} e-mails, ` +
        `${slack.posted.length} Slack messages, ${hook.accepted.size} webhook requests`,
    );
  } finally {
    await store.close();
    for (const server of servers) await server.kill("SIGTERM");
    await Promise.all([mail.stop(), hook.stop(), slack.stop()]);
  }
}

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
  const [count = 500, concurrency = 50, delivered = 200] = process.argv.slice(2).map(Number);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "bench-leads-"));
  const cluster = await startCluster();
  console.log(
    `Host benchmark index: ${pageFunctions.computeBenchmarkIndex()} (Lighthouse's, in Node ${process.version})`,
  );
  try {
    if (count > 0) {
      await bench("files", { LEADS_DIR: dir, DATABASE_URL: "" }, count, concurrency);
      await bench("PostgreSQL", { DATABASE_URL: await createTestDatabase("bench", cluster) }, count, concurrency);
    }
    for (const instances of [1, 2]) {
      const files = await fs.mkdtemp(path.join(os.tmpdir(), "bench-delivery-"));
      await benchDelivery("files", { LEADS_DIR: files, DATABASE_URL: "" }, instances, delivered);
      await fs.rm(files, { recursive: true, force: true });
      const database = await createTestDatabase(`bench_delivery_${instances}`, cluster);
      await benchDelivery("PostgreSQL", { DATABASE_URL: database }, instances, delivered);
    }
    return 0;
  } finally {
    await destroyCluster(cluster);
    await fs.rm(dir, { recursive: true, force: true });
  }
}

runCommand(main);
