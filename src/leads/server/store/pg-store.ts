/**
 * The lead store in PostgreSQL (DATABASE_URL) with the file store's contract: one row per lead, its
 * record as jsonb beside the columns it is queried by. create: INSERT … ON CONFLICT DO NOTHING (the
 * unique (form, idempotency_key) index makes a concurrent repeat find the first); update: read FOR
 * UPDATE and written back in one transaction; claimDue: FOR UPDATE SKIP LOCKED. Every wait is bounded (pg-client.ts).
 */
import type pg from "pg";
import { createPgPool, pgQuery, withPgTransaction } from "./pg-client";
import { type DeliveryRow, claim, isAbandoned, isClaimable, needsAlert } from "../delivery/states";
import { ROW_COLUMN_NAMES, migrate, rowColumns } from "./migrations";
import { type ClaimedDelivery, type LeadStore, applyChange, isLeadId, mergeRows } from "./store";
import type { ConsentRecord, LeadRecord } from "../types";

export interface PgLeadStore extends LeadStore {
  readonly pool: pg.Pool;
}

/** The columns kept beside the record, in the order of ROW_COLUMNS (the delivery_* ones are the previous version's). */
function columnsOf(lead: LeadRecord): unknown[] {
  return [
    lead.form,
    lead.createdAt,
    lead.idempotencyKeys?.[0] ?? null,
    "rows",
    lead.createdAt,
    null,
    JSON.stringify(lead),
  ];
}
const ROW_COLUMNS =
  "form, created_at, idempotency_key, delivery_status, delivery_next_attempt_at, delivery_claimed_until, record";

/** Upserts delivery rows (all columns from the row). */
const UPSERT_ROWS = (count: number) => {
  const names = ROW_COLUMN_NAMES.split(", ");
  const values = Array.from(
    { length: count },
    (_, row) => `(${names.map((_name, column) => `$${row * names.length + column + 1}`).join(", ")})`,
  );
  const updates = names.slice(1).map((name) => `${name} = EXCLUDED.${name}`);
  return `INSERT INTO lead_deliveries (${ROW_COLUMN_NAMES}) VALUES ${values.join(", ")}
          ON CONFLICT (id) DO UPDATE SET ${updates.join(", ")}`;
};

/** The database's clock, read after the locks a change waits for (now() would be the transaction's start). */
async function dbNow(client: pg.PoolClient): Promise<Date> {
  const { rows } = await client.query<{ now: Date }>("SELECT clock_timestamp() AS now");
  return rows[0].now;
}

async function writeRows(client: pg.PoolClient, rows: readonly DeliveryRow[]): Promise<void> {
  if (rows.length) await client.query(UPSERT_ROWS(rows.length), rows.flatMap(rowColumns));
}

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

/** Rows deleted per statement by a purge at first; adjusted so that each statement stays well within the timeout. */
const FIRST_BATCH = 2000;
const MAX_BATCH = 50_000;

export function createPgLeadStore(pool: pg.Pool, location = "PostgreSQL"): PgLeadStore {
  const transaction = <T>(task: (client: pg.PoolClient) => Promise<T>) => withPgTransaction(pool, task);
  const query = <R extends pg.QueryResultRow>(text: string, params?: unknown[]) => pgQuery<R>(pool, text, params);
  const timeoutMs = Number((pool.options as { statement_timeout?: number }).statement_timeout) || 4000;

  /**
   * Runs `statement` (a DELETE of at most $2 rows, resolving to how many) until it deletes fewer than it may:
   * each statement bounded, its size halved when one takes over a quarter of the statement timeout (or is
   * cancelled by it) and doubled while they take under a tenth. Resolves to how many rows went.
   */
  async function deleteInBatches(statement: string, params: unknown[]): Promise<number> {
    let batch = FIRST_BATCH;
    let deleted = 0;
    for (;;) {
      const started = performance.now();
      let count: number;
      try {
        count = (await query(statement, [...params, batch])).rowCount ?? 0;
      } catch (error) {
        // Cancelled by the statement timeout: nothing of it was deleted; again, smaller.
        if ((error as { code?: string }).code !== "57014" || batch === 1) throw error;
        batch = Math.max(1, Math.floor(batch / 4));
        continue;
      }
      deleted += count;
      if (count < batch) return deleted;
      const took = performance.now() - started;
      if (took > timeoutMs / 4) batch = Math.max(1, Math.floor(batch / 2));
      else if (took < timeoutMs / 10) batch = Math.min(MAX_BATCH, batch * 2);
    }
  }

  const store: PgLeadStore = {
    pool,
    location,

    async create(lead, deliveries) {
      if (!isLeadId(lead.id)) throw new Error(`Not a lead id: ${JSON.stringify(lead.id)}`);
      const insert = `INSERT INTO leads (id, ${ROW_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT DO NOTHING RETURNING id`;
      const inserted = deliveries
        ? await transaction(async (client) => {
            const result = await client.query(insert, [lead.id, ...columnsOf(lead)]);
            if (result.rowCount === 1) await writeRows(client, deliveries(await dbNow(client)));
            return result;
          })
        : await query(insert, [lead.id, ...columnsOf(lead)]);
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
        const next = applyChange(rows[0]?.record, change);
        if (next && next !== rows[0].record) await writeLead(client, next);
        return next;
      });
    },

    async updateWithDeliveries(id, change) {
      if (!isLeadId(id)) return null;
      return transaction(async (client) => {
        const found = await client.query<{ record: LeadRecord }>("SELECT record FROM leads WHERE id = $1 FOR UPDATE", [
          id,
        ]);
        if (!found.rows[0]) return null;
        const current = found.rows[0].record;
        const { rows } = await client.query<{ row: DeliveryRow }>(
          "SELECT row FROM lead_deliveries WHERE lead_id = $1 ORDER BY id FOR UPDATE",
          [id],
        );
        const before = rows.map((entry) => entry.row);
        const next = change(current, before, await dbNow(client));
        if (!next) return null;
        if (next.lead !== current) {
          if (next.lead.id !== id) throw new Error("A lead's id cannot change.");
          await writeLead(client, next.lead);
        }
        await writeRows(client, next.rows);
        return { lead: next.lead, rows: mergeRows(before, next.rows) };
      });
    },

    async list() {
      const { rows } = await query<{ record: LeadRecord }>("SELECT record FROM leads ORDER BY created_at, id");
      return rows.map((row) => row.record);
    },

    async deliveriesOf(leadId) {
      if (!isLeadId(leadId)) return [];
      const { rows } = await query<{ row: DeliveryRow }>(
        "SELECT row FROM lead_deliveries WHERE lead_id = $1 ORDER BY id",
        [leadId],
      );
      return rows.map((entry) => entry.row);
    },

    async addDeliveries(make) {
      return transaction(async (client) => {
        const added: DeliveryRow[] = [];
        for (const row of make(await dbNow(client))) {
          const names = ROW_COLUMN_NAMES.split(", ");
          const { rowCount } = await client.query(
            `INSERT INTO lead_deliveries (${ROW_COLUMN_NAMES}) VALUES (${names.map((_n, i) => `$${i + 1}`).join(", ")})
             ON CONFLICT (id) DO NOTHING`,
            rowColumns(row),
          );
          if (rowCount === 1) added.push(row);
        }
        return added;
      });
    },

    async claimDeliveries({ policies, leaseMs, limit }) {
      const destinations = Object.keys(policies);
      const maxAttempts = Object.fromEntries(
        Object.entries(policies).map(([name, policy]) => [name, policy.maxAttempts]),
      );
      return transaction(async (client) => {
        const now = await dbNow(client);
        const { rows } = await client.query<{ row: DeliveryRow }>(
          `SELECT row FROM lead_deliveries
           WHERE state = 'pending' AND next_attempt_at <= $1 AND destination = ANY($2::text[])
             AND (lease_until IS NULL OR lease_until <= $1)
             AND attempts < ($3::jsonb ->> destination)::int
           ORDER BY next_attempt_at
           LIMIT $4
           FOR UPDATE SKIP LOCKED`,
          [now, destinations, JSON.stringify(maxAttempts), limit],
        );
        const claimed = rows
          .map((entry) => entry.row)
          .filter((row) => isClaimable(row, now, policies[row.destination]!))
          .map((row) => claim(row, now, leaseMs));
        await writeRows(client, claimed);
        const leadIds = claimed.map((row) => row.leadId).filter((id) => id !== null);
        const leads = leadIds.length
          ? (
              await client.query<{ record: LeadRecord }>("SELECT record FROM leads WHERE id = ANY($1::uuid[])", [
                leadIds,
              ])
            ).rows.map((entry) => entry.record)
          : [];
        return claimed.map((row): ClaimedDelivery => ({
          row,
          lead: leads.find((lead) => lead.id === row.leadId) ?? null,
        }));
      });
    },

    async changeDelivery(id, change) {
      return transaction(async (client) => {
        const { rows } = await client.query<{ row: DeliveryRow }>(
          "SELECT row FROM lead_deliveries WHERE id = $1 FOR UPDATE",
          [id],
        );
        if (!rows[0]) return null;
        const next = change(rows[0].row, await dbNow(client));
        if (next && next !== rows[0].row) await writeRows(client, [next]);
        return next;
      });
    },

    async neglectedDeliveries(policies) {
      const now = (await query<{ now: Date }>("SELECT clock_timestamp() AS now")).rows[0].now;
      const { rows } = await query<{ row: DeliveryRow }>(
        `SELECT row FROM lead_deliveries
         WHERE (state = 'failed' AND NOT alerted)
            OR (state = 'pending' AND next_attempt_at <= $1 AND destination = ANY($2::text[])
                AND (lease_until IS NULL OR lease_until <= $1) AND attempts >= ($3::jsonb ->> destination)::int)`,
        [
          now,
          Object.keys(policies),
          JSON.stringify(Object.fromEntries(Object.entries(policies).map(([name, p]) => [name, p.maxAttempts]))),
        ],
      );
      return rows
        .map((entry) => entry.row)
        .filter(
          (row) => needsAlert(row) || (policies[row.destination] && isAbandoned(row, now, policies[row.destination]!)),
        );
    },

    async outboxLag(destinations) {
      const { rows } = await query<{ now: Date; due: string; oldest: DeliveryRow | null; next: Date | null }>(
        `SELECT now(),
           (SELECT count(*) FROM lead_deliveries WHERE state = 'pending' AND next_attempt_at <= now() AND destination = ANY($1::text[])) AS due,
           (SELECT row FROM lead_deliveries WHERE state = 'pending' AND next_attempt_at <= now() AND destination = ANY($1::text[])
            ORDER BY next_attempt_at LIMIT 1) AS oldest,
           (SELECT min(next_attempt_at) FROM lead_deliveries WHERE state = 'pending' AND next_attempt_at > now() AND destination = ANY($1::text[])) AS next`,
        [destinations],
      );
      const [lag] = rows;
      return {
        now: lag.now.toISOString(),
        due: Number(lag.due),
        oldestDue: lag.oldest,
        nextDueAt: lag.next?.toISOString() ?? null,
      };
    },

    async listDeliveries(states) {
      const { rows } = await query<{ row: DeliveryRow }>(
        "SELECT row FROM lead_deliveries WHERE state = ANY($1::text[]) ORDER BY created_at, id",
        [states],
      );
      return rows.map((entry) => entry.row);
    },

    async takeQuota(key, limit, windowMs) {
      return transaction(async (client) => {
        // Uses of one key are counted one at a time, across every instance.
        await client.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 42))", [key]);
        const now = await dbNow(client);
        const { rows } = await client.query<{ uses: string }>(
          "SELECT count(*) AS uses FROM lead_quota_uses WHERE key = $1 AND at > $2",
          [key, new Date(now.getTime() - windowMs)],
        );
        if (Number(rows[0].uses) >= limit) return false;
        await client.query("INSERT INTO lead_quota_uses (key, at) VALUES ($1, $2)", [key, now]);
        return true;
      });
    },

    async openIncident(kind) {
      const { rows } = await query<{ opened_at: Date }>(
        `INSERT INTO lead_incidents (kind, opened_at) VALUES ($1, clock_timestamp())
         ON CONFLICT (kind) DO UPDATE SET opened_at = EXCLUDED.opened_at, closed_at = NULL
           WHERE lead_incidents.closed_at IS NOT NULL
         RETURNING opened_at`,
        [kind],
      );
      return rows[0]?.opened_at.toISOString() ?? null;
    },

    async closeIncident(kind, minOpenMs = 0) {
      const { rowCount } = await query(
        `UPDATE lead_incidents SET closed_at = clock_timestamp()
         WHERE kind = $1 AND closed_at IS NULL AND opened_at <= clock_timestamp() - $2 * interval '1 millisecond'`,
        [kind, minOpenMs],
      );
      return rowCount === 1;
    },

    async purge(before) {
      const removed = await deleteInBatches(
        `WITH gone AS (
           DELETE FROM leads WHERE id IN (SELECT id FROM leads WHERE created_at < $1 ORDER BY created_at LIMIT $2)
           RETURNING id
         ), rows AS (DELETE FROM lead_deliveries WHERE lead_id IN (SELECT id FROM gone))
         SELECT id FROM gone`,
        [before],
      );
      await deleteInBatches(
        "DELETE FROM lead_deliveries WHERE id IN (SELECT id FROM lead_deliveries WHERE lead_id IS NULL AND created_at < $1 LIMIT $2)",
        [before],
      );
      await deleteInBatches(
        "DELETE FROM lead_consents WHERE id IN (SELECT id FROM lead_consents WHERE at < $1 ORDER BY at LIMIT $2)",
        [before],
      );
      return removed;
    },

    async erase({ leads, consents }) {
      await transaction(async (client) => {
        const ids = leads.filter(isLeadId);
        await client.query("DELETE FROM lead_deliveries WHERE lead_id = ANY($1::uuid[])", [ids]);
        await client.query("DELETE FROM leads WHERE id = ANY($1::uuid[])", [ids]);
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
      // Transactions leave nothing half-done; old rate-limit hits and quota uses are the only things to tidy.
      const dayAgo = "now() - interval '1 day'";
      await deleteInBatches(
        `DELETE FROM lead_rate_hits WHERE ctid = ANY(ARRAY(SELECT ctid FROM lead_rate_hits WHERE at < ${dayAgo} LIMIT $1))`,
        [],
      );
      await deleteInBatches(
        `DELETE FROM lead_quota_uses WHERE ctid = ANY(ARRAY(SELECT ctid FROM lead_quota_uses WHERE at < ${dayAgo} LIMIT $1))`,
        [],
      );
    },

    async close() {
      await pool.end();
    },
  };
  return store;
}

async function writeLead(client: pg.PoolClient, lead: LeadRecord): Promise<void> {
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
