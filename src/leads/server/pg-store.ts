/**
 * The lead store in PostgreSQL (DATABASE_URL) with the file store's contract: one row per lead, its
 * record as jsonb beside the columns it is queried by. create: INSERT … ON CONFLICT DO NOTHING (the
 * unique (form, idempotency_key) index makes a concurrent repeat find the first); update: read FOR
 * UPDATE and written back in one transaction; claimDue: FOR UPDATE SKIP LOCKED. Every wait is bounded (pg-client.ts).
 */
import type pg from "pg";
import { createPgPool, pgQuery, withPgTransaction } from "./pg-client";
import { type ClaimOptions, nextAttemptOf, withClaim } from "./claim";
import { migrate } from "./migrations";
import { type LeadStore, applyChange, isLeadId } from "./store";
import type { ConsentRecord, LeadRecord } from "./types";

export interface PgLeadStore extends LeadStore {
  readonly pool: pg.Pool;
}

/** The columns kept beside the record, in the order of ROW_COLUMNS. */
function columnsOf(lead: LeadRecord): unknown[] {
  return [
    lead.form,
    lead.createdAt,
    lead.idempotencyKeys?.[0] ?? null,
    lead.delivery.status,
    nextAttemptOf(lead),
    lead.delivery.claimedUntil ?? null,
    JSON.stringify(lead),
  ];
}
const ROW_COLUMNS =
  "form, created_at, idempotency_key, delivery_status, delivery_next_attempt_at, delivery_claimed_until, record";

/** The connection string without its password, for messages. */
export function describeDatabase(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = "";
    return parsed.toString();
  } catch {
    return "PostgreSQL (DATABASE_URL)";
  }
}

export function createPgLeadStore(pool: pg.Pool, location = "PostgreSQL"): PgLeadStore {
  const transaction = <T>(task: (client: pg.PoolClient) => Promise<T>) => withPgTransaction(pool, task);
  const query = <R extends pg.QueryResultRow>(text: string, params?: unknown[]) => pgQuery<R>(pool, text, params);

  const store: PgLeadStore = {
    pool,
    location,

    async create(lead) {
      if (!isLeadId(lead.id)) throw new Error(`Not a lead id: ${JSON.stringify(lead.id)}`);
      const inserted = await query(
        `INSERT INTO leads (id, ${ROW_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT DO NOTHING RETURNING id`,
        [lead.id, ...columnsOf(lead)],
      );
      if (inserted.rowCount === 1) return { lead, created: true };
      const key = lead.idempotencyKeys?.[0];
      const first = key ? await store.findByKey(lead.form, key) : null;
      if (first) return { lead: first, created: false };
      throw new Error(`A lead with id ${lead.id} already exists.`);
    },

    async findByKey(form, idempotencyKey) {
      const { rows } = await query<{ record: LeadRecord }>(
        "SELECT record FROM leads WHERE form = $1 AND idempotency_key = $2",
        [form, idempotencyKey],
      );
      return rows[0]?.record ?? null;
    },

    async get(id) {
      if (!isLeadId(id)) return null;
      const { rows } = await query<{ record: LeadRecord }>("SELECT record FROM leads WHERE id = $1", [id]);
      return rows[0]?.record ?? null;
    },

    async update(id, change) {
      if (!isLeadId(id)) return null;
      return transaction(async (client) => {
        const { rows } = await client.query<{ record: LeadRecord }>(
          "SELECT record FROM leads WHERE id = $1 FOR UPDATE",
          [id],
        );
        return applyChange(rows[0]?.record, change, (next) => writeRow(client, next));
      });
    },

    async list() {
      const { rows } = await query<{ record: LeadRecord }>("SELECT record FROM leads ORDER BY created_at, id");
      return rows.map((row) => row.record);
    },

    async claimDue(options: ClaimOptions) {
      return transaction(async (client) => {
        const { rows } = await client.query<{ record: LeadRecord }>(
          `SELECT record FROM leads
           WHERE delivery_status = 'pending' AND delivery_next_attempt_at <= $1
             AND (delivery_claimed_until IS NULL OR delivery_claimed_until <= $1)
           ORDER BY delivery_next_attempt_at
           LIMIT $2
           FOR UPDATE SKIP LOCKED`,
          [options.now.toISOString(), options.limit],
        );
        const claimed = rows.map((row) => withClaim(row.record, options));
        for (const lead of claimed) await writeRow(client, lead);
        return claimed;
      });
    },

    async purge(before) {
      const at = before.toISOString();
      const { rowCount } = await query("DELETE FROM leads WHERE created_at < $1", [at]);
      await query("DELETE FROM lead_consents WHERE at < $1", [at]);
      return rowCount ?? 0;
    },

    async erase({ leads, consents }) {
      await transaction(async (client) => {
        await client.query("DELETE FROM leads WHERE id = ANY($1::uuid[])", [leads.filter(isLeadId)]);
        await client.query("DELETE FROM lead_consents WHERE id = ANY($1::uuid[])", [consents.filter(isLeadId)]);
      });
    },

    async recordConsent(record) {
      await query("INSERT INTO lead_consents (id, at, record) VALUES ($1, $2, $3)", [
        record.id,
        record.at,
        JSON.stringify(record),
      ]);
    },

    async listConsents(since) {
      const { rows } = await query<{ record: ConsentRecord }>(
        "SELECT record FROM lead_consents WHERE at >= $1 ORDER BY at, id",
        [(since ?? new Date(0)).toISOString()],
      );
      return rows.map((row) => row.record);
    },

    async sweep() {
      // Transactions leave nothing half-done; old rate-limit hits are the only thing to tidy.
      await query("DELETE FROM lead_rate_hits WHERE at < now() - interval '1 day'");
    },

    async close() {
      await pool.end();
    },
  };
  return store;
}

async function writeRow(client: pg.PoolClient, lead: LeadRecord): Promise<void> {
  await client.query(`UPDATE leads SET (${ROW_COLUMNS}) = ($2, $3, $4, $5, $6, $7, $8) WHERE id = $1`, [
    lead.id,
    ...columnsOf(lead),
  ]);
}

/** Opens the store of DATABASE_URL after bringing its schema up to date. */
export async function openPgLeadStore(
  url: string,
  options: { migrate?: boolean; max?: number; timeoutMs?: number } = {},
) {
  const pool = createPgPool(url, options);
  if (options.migrate !== false) await migrate(pool);
  return createPgLeadStore(pool, describeDatabase(url));
}
