/**
 * What the process shares, and the store and rate limiter the settings ask for: PostgreSQL with
 * DATABASE_URL (and the rate limit counted there), the file store in LEADS_DIR and an in-process count
 * otherwise. A database's pool is opened once per process, its schema brought up to date on first use
 * unless LEADS_MIGRATE_ON_START=false.
 */
import type { LeadsConfig, RateLimitConfig } from "../config";
import { createPgRateLimiter } from "../request/pg-rate-limiter";
import { type PgLeadStore, openPgLeadStore } from "./pg-store";
import { type RateLimiter, createRateLimiter } from "../request/rate-limiter";
import { type LeadStore, createFileLeadStore } from "./store";

/**
 * The process's values of one kind, by key. Kept on globalThis: `gatsby develop` loads a Function's
 * module afresh for every request, which would forget module-level state.
 */
export function processWide<T>(kind: string): Map<string, T> {
  const holder = globalThis as unknown as Record<symbol, Map<string, T> | undefined>;
  return (holder[Symbol.for(`flatirons.leads.${kind}`)] ??= new Map());
}
const sharedStores = () => processWide<Promise<PgLeadStore>>("pg-stores");

/** The process's store for these settings (do not close it: it is shared). */
export async function sharedLeadStore(config: LeadsConfig): Promise<LeadStore> {
  if (!config.databaseUrl) return createFileLeadStore(config.dir);
  const stores = sharedStores();
  const key = `${config.databaseUrl} ${config.timeouts.databaseMs}`;
  let store = stores.get(key);
  if (!store) {
    store = openPgLeadStore(config.databaseUrl, {
      migrate: config.migrateOnStart,
      timeoutMs: config.timeouts.databaseMs,
    });
    stores.set(key, store);
    // A failed first connection (database down at start) is tried again by the next request.
    store.catch(() => stores.delete(key));
  }
  return store;
}

/** The process's rate limiter for a setting (its count must persist), kept in the store's database if it has one. */
export function sharedRateLimiter(config: RateLimitConfig, store?: LeadStore): RateLimiter {
  const pool = store && "pool" in store ? (store as PgLeadStore).pool : null;
  const limiters = processWide<{ pool: unknown; limiter: RateLimiter }>("rate-limiters");
  const key = `${pool ? store!.location : "memory"} ${config.max}/${config.windowMs}`;
  if (limiters.get(key)?.pool !== pool) {
    limiters.set(key, { pool, limiter: pool ? createPgRateLimiter(pool, config) : createRateLimiter(config) });
  }
  return limiters.get(key)!.limiter;
}

/** A store of its own, for a command that closes it when done (it may wait a minute for the database). */
export async function openLeadStore(config: LeadsConfig, options: { migrate?: boolean } = {}): Promise<LeadStore> {
  if (!config.databaseUrl) return createFileLeadStore(config.dir);
  return openPgLeadStore(config.databaseUrl, {
    migrate: options.migrate ?? config.migrateOnStart,
    max: 4,
    timeoutMs: Math.max(config.timeouts.databaseMs, 60_000),
  });
}

/** Closes the shared pools (graceful shutdown of a server). */
export async function closeSharedLeadStores(): Promise<void> {
  const stores = sharedStores();
  const open = [...stores.values()];
  stores.clear();
  await Promise.all(
    open.map((store) =>
      store.then(
        (opened) => opened.close(),
        () => undefined,
      ),
    ),
  );
}
