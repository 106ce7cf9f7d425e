/**
 * The PostgreSQL store against a real server (npm run test:db starts one for the run).
 */
import { createTestDatabase } from "../../../../tests/support/postgres-cluster";
import { MIGRATIONS, migrate } from "./migrations";
import { createPgPool } from "./pg-client";
import { createPgLeadStore, describeDatabase } from "./pg-store";
import { describeLeadStoreContract } from "../../../../tests/support/leads/store-contract-suite";
import { leadRow } from "../delivery/states";
import { consentRecord, leadRecord, keyed, legacyLead } from "../../../../tests/support/leads/fakes";

describeLeadStoreContract("PostgreSQL store", async () => {
  const url = await createTestDatabase("contract");
  const pool = createPgPool(url);
  const otherPool = createPgPool(url);
  await migrate(pool);
  return {
    store: createPgLeadStore(pool),
    other: createPgLeadStore(otherPool),
    cleanup: async () => {
      await pool.end();
      await otherPool.end();
    },
  };
});

describe("migrations", () => {
  it("apply once, also when two processes start together, and are recorded", async () => {
    const url = await createTestDatabase("migrate");
    const pools = [createPgPool(url), createPgPool(url)];
    try {
      const applied = await Promise.all(pools.map((pool) => migrate(pool)));
      expect(applied.flat().sort()).toEqual(MIGRATIONS.map((migration) => migration.version));
      expect(await migrate(pools[0])).toEqual([]);
      const { rows } = await pools[0].query("SELECT version, name FROM lead_schema_migrations ORDER BY version");
      expect(rows).toEqual(MIGRATIONS.map(({ version, name }) => ({ version, name })));
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
  });

  it("roll a failing migration back whole and name it", async () => {
    const url = await createTestDatabase("migrate_fail");
    const pool = createPgPool(url);
    try {
      const broken = [
        ...MIGRATIONS,
        { version: 99, name: "broken", sql: "CREATE TABLE half (x int); SELECT nonsense" },
      ];
      await expect(migrate(pool, broken)).rejects.toThrow("Lead store migration 99 (broken) failed.");
      const { rows } = await pool.query(
        "SELECT to_regclass('half') AS half, max(version) AS latest FROM lead_schema_migrations",
      );
      expect(rows).toEqual([{ half: null, latest: MIGRATIONS[MIGRATIONS.length - 1].version }]);
    } finally {
      await pool.end();
    }
  });
});

describe("migration 6: a delivery row per lead and destination", () => {
  it("gives each lead of the previous version its rows, and takes them from an instance of it still serving", async () => {
    const pool = createPgPool(await createTestDatabase("migration_6"));
    try {
      await migrate(pool, MIGRATIONS.slice(0, 5));
      const legacy = legacyLead;
      const waiting = legacy("pending");
      const sent = legacy("sent");
      const unmailed = legacy("pending", { confirmation: { mailedAt: null, confirmedAt: null } });
      const spam = legacy("spam", { spam: ["honeypot"] });
      for (const lead of [waiting, sent, unmailed, spam]) {
        await pool.query(
          `INSERT INTO leads (id, form, created_at, delivery_status, delivery_next_attempt_at, record)
           VALUES ($1, 'newsletter', $2, $3, $2, $4)`,
          [lead.id, lead.createdAt, lead.delivery!.status, JSON.stringify(lead)],
        );
      }
      expect(await migrate(pool)).toEqual([6]);
      const store = createPgLeadStore(pool);
      const rows = async (id: string) =>
        (await store.deliveriesOf(id)).map((row) => [row.destination, row.state, row.attempts]);
      expect(await rows(waiting.id)).toEqual([["webhook", "pending", 2]]);
      expect(await rows(sent.id)).toEqual([["webhook", "sent", 2]]);
      expect(await rows(unmailed.id)).toEqual([["confirmation", "pending", 2]]);
      expect(await rows(spam.id)).toEqual([]);
      expect((await store.get(waiting.id))?.delivery).toBeUndefined();
      // The previous version claims by this column: nothing is left for it.
      const { rows: old } = await pool.query("SELECT id FROM leads WHERE delivery_status = 'pending'");
      expect(old).toEqual([]);
    } finally {
      await pool.end();
    }
  });
});

describe("the retention purge", () => {
  it("deletes 200,000 expired leads (and their deliveries) in batches, each within a 250 ms statement timeout", async () => {
    const url = await createTestDatabase("purge_batches");
    const setup = createPgPool(url, { timeoutMs: 60_000 });
    const pool = createPgPool(url, { timeoutMs: 250 });
    try {
      await migrate(setup);
      await setup.query(
        `INSERT INTO leads (id, form, created_at, delivery_status, delivery_next_attempt_at, record)
         SELECT gen_random_uuid(), 'newsletter', now() - interval '4 years' - g * interval '1 second', 'rows', now(), '{}'::jsonb
         FROM generate_series(1, 200000) AS g`,
      );
      await setup.query(
        `INSERT INTO lead_deliveries (id, lead_id, destination, state, attempts, next_attempt_at, created_at, alerted, row)
         SELECT id || '.webhook', id, 'webhook', 'sent', 1, now(), created_at, false, '{}'::jsonb
         FROM leads ORDER BY created_at LIMIT 20000`,
      );
      const store = createPgLeadStore(pool);
      const kept = leadRecord({ createdAt: new Date().toISOString() });
      await store.create(kept, (now) => [leadRow(kept, "webhook", now)]);
      expect(await store.purge(new Date(Date.now() - 3 * 365 * 86_400_000))).toBe(200_000);
      expect((await store.list()).map((lead) => lead.id)).toEqual([kept.id]);
      const { rows } = await setup.query<{ count: string }>("SELECT count(*) FROM lead_deliveries");
      expect(rows[0].count).toBe("1");
    } finally {
      await Promise.all([setup.end(), pool.end()]);
    }
  }, 300_000);
});

describe("sweep(): what an interrupted process left", () => {
  it("deletes the rate-limit hits older than a day (the longest window), keeps newer ones and every lead; a killed transaction left nothing", async () => {
    const url = await createTestDatabase("sweep");
    const pool = createPgPool(url);
    try {
      await migrate(pool);
      const store = createPgLeadStore(pool);
      const kept = [leadRecord(), leadRecord({ createdAt: "2025-03-01T11:00:00.000Z" })];
      for (const lead of kept) await store.create(keyed(lead, `key-${lead.id}`));
      const record = consentRecord();
      await store.recordConsent(record);
      await pool.query(
        `INSERT INTO lead_rate_hits (key, at) VALUES
           ('two-days', now() - interval '2 days'), ('25-hours', now() - interval '25 hours'),
           ('23-hours', now() - interval '23 hours'), ('now', now())`,
      );
      const before = await store.list();

      // A process killed inside its transactions: a new lead and a change of a stored one, never committed.
      const stranger = leadRecord();
      const cut = await pool.connect();
      cut.on("error", () => undefined);
      const { rows } = await cut.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
      await cut.query("BEGIN");
      await cut.query("SELECT record FROM leads WHERE id = $1 FOR UPDATE", [kept[0].id]);
      await cut.query("UPDATE leads SET record = jsonb_set(record, '{revision}', '2') WHERE id = $1", [kept[0].id]);
      await cut.query(
        `INSERT INTO leads (id, form, created_at, delivery_status, delivery_next_attempt_at, record)
         VALUES ($1, 'newsletter', now(), 'pending', now(), $2)`,
        [stranger.id, JSON.stringify(stranger)],
      );
      await pool.query("SELECT pg_terminate_backend($1)", [rows[0].pid]);
      cut.release(true);

      await store.sweep();
      const hits = await pool.query<{ key: string }>("SELECT key FROM lead_rate_hits ORDER BY key");
      expect(hits.rows.map((row) => row.key)).toEqual(["23-hours", "now"]);
      expect(await store.list()).toEqual(before);
      expect(before.map((lead) => lead.id)).toEqual(kept.map((lead) => lead.id));
      expect(await store.get(stranger.id)).toBeNull();
      expect(await store.listConsents()).toEqual([record]);
      // The killed transaction's row lock went with it: the lead can be changed at once.
      const changed = await store.update(kept[0].id, (lead) => ({ ...lead, revision: 3 }));
      expect(changed?.revision).toBe(3);
    } finally {
      await pool.end();
    }
  });
});

it("describes the database without its password", () => {
  expect(describeDatabase("postgres://leads:s3cret@db.example:5432/site")).toBe(
    "postgres://leads@db.example:5432/site",
  );
});
