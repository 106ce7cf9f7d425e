/**
 * The PostgreSQL schema of the lead store, as numbered migrations, each run once in its own transaction
 * under an advisory lock (concurrent starts wait for each other). Migrations only add, so running them at
 * start-up while older instances serve is safe; one that does not must say so and be run with
 * `npm run leads:migrate` before the new version is deployed.
 */
import type { Pool, PoolClient } from "pg";
import { type DeliveryRow, fromLegacy } from "../delivery/states";
import { withPgClient } from "./pg-client";
import type { LeadRecord } from "../types";

export interface Migration {
  version: number;
  name: string;
  sql: string;
  /** What SQL alone cannot say, run after it in the same transaction. */
  run?: (client: PoolClient) => Promise<void>;
}

/** Gives each lead that was waiting, sent or failed under the one `delivery` field its rows (states.ts, fromLegacy). */
async function moveDeliveriesToRows(client: PoolClient): Promise<void> {
  const { rows: now } = await client.query<{ now: Date }>("SELECT now()");
  const { rows } = await client.query<{ record: LeadRecord }>(
    "SELECT record FROM leads WHERE delivery_status IN ('pending', 'sent', 'failed', 'unconfirmed') ORDER BY created_at",
  );
  for (const { record } of rows) {
    for (const row of fromLegacy(record, now[0].now)) await client.query(INSERT_ROW, rowColumns(row));
  }
  // An instance of the previous version still serving claims by this column: these are no longer its to send.
  await client.query(
    "UPDATE leads SET delivery_status = 'rows', record = record - 'delivery' WHERE delivery_status <> 'spam'",
  );
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "leads",
    sql: `
      CREATE TABLE leads (
        id uuid PRIMARY KEY,
        form text NOT NULL,
        created_at timestamptz NOT NULL,
        idempotency_key text,
        delivery_status text NOT NULL,
        delivery_next_attempt_at timestamptz NOT NULL,
        delivery_claimed_until timestamptz,
        record jsonb NOT NULL
      );
      CREATE UNIQUE INDEX leads_form_idempotency_key ON leads (form, idempotency_key) WHERE idempotency_key IS NOT NULL;
      CREATE INDEX leads_created_at ON leads (created_at, id);
      CREATE INDEX leads_due ON leads (delivery_next_attempt_at) WHERE delivery_status = 'pending';
      CREATE TABLE lead_discards (
        at timestamptz NOT NULL,
        form text NOT NULL,
        reason text NOT NULL
      );
      CREATE INDEX lead_discards_at ON lead_discards (at);
    `,
  },
  {
    version: 2,
    name: "rate limit hits",
    sql: `
      CREATE TABLE lead_rate_hits (
        key text NOT NULL,
        at timestamptz NOT NULL
      );
      CREATE INDEX lead_rate_hits_key_at ON lead_rate_hits (key, at);
    `,
  },
  {
    // Drops a table: an older instance still serving counts a honeypot there and logs that it could not.
    version: 3,
    name: "consent records; honeypot submissions kept as spam leads",
    sql: `
      CREATE TABLE lead_consents (
        id uuid PRIMARY KEY,
        at timestamptz NOT NULL,
        record jsonb NOT NULL
      );
      CREATE INDEX lead_consents_at ON lead_consents (at, id);
      DROP TABLE lead_discards;
    `,
  },
  {
    // The hits counted before held plain SHA-256 hashes of "<form>:<address>", from which every address could
    // be recovered: they go (the count starts afresh: at most one window's lenience). Keys are keyed hashes now.
    version: 4,
    name: "rate limit keys hashed with LEADS_SECRET",
    sql: `DELETE FROM lead_rate_hits;`,
  },
  {
    version: 5,
    name: "form tokens used once",
    sql: `
      CREATE TABLE lead_form_tokens (
        token_hash text PRIMARY KEY,
        submission_hash text NOT NULL,
        at timestamptz NOT NULL
      );
      CREATE INDEX lead_form_tokens_at ON lead_form_tokens (at);
    `,
  },
  {
    // An instance of the previous version still serving delivers the leads it stores itself, the old way;
    // the leads waiting here are moved to rows, which only this version sends.
    version: 6,
    name: "a delivery row per lead and destination; confirmation e-mail quotas; incidents",
    sql: `
      CREATE TABLE lead_deliveries (
        id text PRIMARY KEY,
        lead_id uuid,
        destination text NOT NULL,
        state text NOT NULL,
        attempts integer NOT NULL,
        next_attempt_at timestamptz NOT NULL,
        lease_until timestamptz,
        created_at timestamptz NOT NULL,
        alerted boolean NOT NULL,
        row jsonb NOT NULL
      );
      CREATE INDEX lead_deliveries_due ON lead_deliveries (next_attempt_at) WHERE state = 'pending';
      CREATE INDEX lead_deliveries_unalerted ON lead_deliveries (id) WHERE state = 'failed' AND NOT alerted;
      CREATE INDEX lead_deliveries_lead ON lead_deliveries (lead_id);
      CREATE INDEX lead_deliveries_own ON lead_deliveries (created_at) WHERE lead_id IS NULL;
      CREATE TABLE lead_quota_uses (
        key text NOT NULL,
        at timestamptz NOT NULL
      );
      CREATE INDEX lead_quota_uses_key_at ON lead_quota_uses (key, at);
      CREATE INDEX lead_quota_uses_at ON lead_quota_uses (at);
      CREATE TABLE lead_incidents (
        kind text PRIMARY KEY,
        opened_at timestamptz NOT NULL,
        closed_at timestamptz
      );
    `,
    run: moveDeliveriesToRows,
  },
];

/** A delivery row's columns, in the order of INSERT_ROW (pg-store.ts writes rows with these too). */
export function rowColumns(row: DeliveryRow): unknown[] {
  return [
    row.id,
    row.leadId,
    row.destination,
    row.state,
    row.attempts,
    row.nextAttemptAt,
    row.leaseUntil,
    row.createdAt,
    row.alertedAt !== null,
    JSON.stringify(row),
  ];
}
export const ROW_COLUMN_NAMES =
  "id, lead_id, destination, state, attempts, next_attempt_at, lease_until, created_at, alerted, row";
const INSERT_ROW = `INSERT INTO lead_deliveries (${ROW_COLUMN_NAMES}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`;

/** Any fixed number: the advisory lock all migrating processes take. */
const MIGRATION_LOCK = 0x1ead5;

/** Applies the migrations this database lacks; resolves to the versions applied now. */
export async function migrate(pool: Pool, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  const applied: number[] = [];
  await withPgClient(pool, async (client) => {
    try {
      await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
      await client.query(`
      CREATE TABLE IF NOT EXISTS lead_schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const { rows } = await client.query<{ version: number }>("SELECT version FROM lead_schema_migrations");
      const done = new Set(rows.map((row) => row.version));
      for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
        if (done.has(migration.version)) continue;
        await client.query("BEGIN");
        try {
          await client.query(migration.sql);
          await migration.run?.(client);
          await client.query("INSERT INTO lead_schema_migrations (version, name) VALUES ($1, $2)", [
            migration.version,
            migration.name,
          ]);
          await client.query("COMMIT");
        } catch (error) {
          await client.query("ROLLBACK");
          throw new Error(`Lead store migration ${migration.version} (${migration.name}) failed.`, { cause: error });
        }
        applied.push(migration.version);
      }
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    }
  });
  return applied;
}
