/**
 * The retention purge on PostgreSQL at scale: a throw-away cluster (tests/support/postgres-cluster.ts) is seeded
 * with N leads past the retention period (one INSERT … SELECT over generate_series, each lead with its delivery
 * row, and 1,000 recent leads that must stay), then the purge the server runs every hour deletes them, on the
 * store the server opens (its statement timeout, LEADS_DB_TIMEOUT_MS, 4 s by default). It prints the rows
 * deleted, the time taken and the rate.
 * A measurement, not a test: it needs PostgreSQL's binaries (/usr/lib/postgresql/<version>/bin), and the
 * cluster runs without fsync, as the database tests' does.
 *
 *   npm run bench:purge                    3,000,000 expired leads
 *   npm run bench:purge -- 300000          another number
 *
 * It prints the host's benchmark index first (Lighthouse's, computed here in Node): compare figures of
 * two runs only together with it.
 */
import os from "node:os";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { Client } from "pg";
import { closeSharedLeadStores, loadLeadsConfig, purgeExpiredLeads, sharedLeadStore } from "../src/leads/server";
import { createTestDatabase, destroyCluster, startCluster } from "../tests/support/postgres-cluster";
import { runCommand } from "./lib/lead-command";

/** Recent leads seeded beside the expired ones: the purge must leave every one. */
const KEPT = 1000;

/** Inserts `count` newsletter leads created `ageDays` ago and more (one a second further back), each with its webhook row. */
async function seedLeads(client: Client, count: number, ageDays: number, label: string): Promise<void> {
  await client.query(
    `WITH made AS (
       INSERT INTO leads (id, form, created_at, idempotency_key, delivery_status, delivery_next_attempt_at,
                          delivery_claimed_until, record)
       SELECT id, 'newsletter', at, md5(id::text), 'rows', at, NULL,
              jsonb_build_object('id', id, 'form', 'newsletter', 'revision', 1, 'createdAt', at, 'updatedAt', at,
                'fields', jsonb_build_object('footer_email', $3 || '-' || i || '@example.com'), 'details', NULL,
                'meta', jsonb_build_object('source', 'footer', 'page', '/', 'campaign', NULL),
                'idempotencyKeys', jsonb_build_array(md5(id::text)))
       FROM (SELECT i, gen_random_uuid() AS id, now() - $2 * interval '1 day' - i * interval '1 second' AS at
             FROM generate_series(1, $1) AS i) AS series
       RETURNING id, created_at
     )
     INSERT INTO lead_deliveries (id, lead_id, destination, state, attempts, next_attempt_at, lease_until, created_at,
                                  alerted, row)
     SELECT id || '.webhook', id, 'webhook', 'sent', 1, created_at, NULL, created_at, false,
            jsonb_build_object('id', id || '.webhook', 'leadId', id, 'destination', 'webhook', 'revision', 1,
              'message', NULL, 'state', 'sent', 'attempts', 1, 'fence', 1, 'createdAt', created_at,
              'nextAttemptAt', created_at, 'leaseUntil', NULL, 'lastAttemptAt', created_at, 'lastError', NULL,
              'deliveredAt', created_at, 'deliveredRevision', 1, 'alertedAt', NULL, 'log', '[]'::jsonb)
     FROM made`,
    [count, ageDays, label],
  );
}

async function main(): Promise<number> {
  const [expired = 3_000_000] = process.argv.slice(2).map(Number);
  console.log(
    `Host benchmark index: ${pageFunctions.computeBenchmarkIndex()} (Lighthouse's, in Node ${process.version}); ` +
      `${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}`,
  );
  const cluster = await startCluster();
  try {
    const url = await createTestDatabase("bench_purge", cluster);
    const config = loadLeadsConfig({ ...process.env, DATABASE_URL: url, LEADS_SECRET: "bench-secret" });
    // The store the server's worker purges with: its pool, its statement timeout; the schema brought up to date.
    const store = await sharedLeadStore(config);
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      let started = performance.now();
      await seedLeads(client, expired, config.retentionDays + 1, "expired");
      await seedLeads(client, KEPT, 0, "kept");
      await client.query("ANALYZE leads; ANALYZE lead_deliveries");
      console.log(
        `Seeded ${expired.toLocaleString("en-US")} expired leads and ${KEPT} recent ones, each with its delivery row, ` +
          `in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
      started = performance.now();
      const removed = await purgeExpiredLeads(store, config.retentionDays);
      const seconds = (performance.now() - started) / 1000;
      const left = await client.query<{ leads: string; rows: string }>(
        "SELECT (SELECT count(*) FROM leads) AS leads, (SELECT count(*) FROM lead_deliveries) AS rows",
      );
      console.log(
        `Purge (statement timeout ${config.timeouts.databaseMs} ms): ${removed.toLocaleString("en-US")} leads and ` +
          `their delivery rows deleted in ${seconds.toFixed(1)} s, ${Math.round(removed / seconds).toLocaleString("en-US")} ` +
          `leads/s; left ${left.rows[0].leads} leads, ${left.rows[0].rows} delivery rows (${KEPT} kept)`,
      );
      return removed === expired && Number(left.rows[0].leads) === KEPT ? 0 : 1;
    } finally {
      await client.end();
      await closeSharedLeadStores();
    }
  } finally {
    await destroyCluster(cluster);
  }
}

runCommand(main);
