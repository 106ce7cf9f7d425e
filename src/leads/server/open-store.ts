/**
 * The store and rate limiter the settings ask for: PostgreSQL with
 * DATABASE_URL (and the rate limit counted there), the file store in LEADS_DIR
 * and an in-process count otherwise. A database's pool is opened once per
 * process and kept on globalThis, with its schema brought up to date on first
 * use unless LEADS_MIGRATE_ON_START=false.
 */
import type { LeadsConfig, RateLimitConfig } from "./config";
import { createPgRateLimiter } from "./pg-rate-limiter";
import { type PgLeadStore, openPgLeadStore } from "./pg-store";
import { type RateLimiter, sharedRateLimiter } from "./rate-limiter";
import { type LeadStore, createFileLeadStore } from "./store";

const SHARED = Symbol.for("flatirons.leads.pg-stores");
type SharedStores = Map<string, Promise<PgLeadStore>>;

function sharedStores(): SharedStores {
  const holder = globalThis as typeof globalThis & { [SHARED]?: SharedStores };
  return (holder[SHARED] ??= new Map());
}

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

const PG_LIMITERS = new WeakMap<LeadStore, Map<string, RateLimiter>>();

/** The rate limiter of a store: counted in its database, or in this process for the file store. */
export function sharedRateLimiterFor(store: LeadStore, config: RateLimitConfig): RateLimiter {
  if (!("pool" in store)) return sharedRateLimiter(config);
  const limiters = PG_LIMITERS.get(store) ?? new Map<string, RateLimiter>();
  PG_LIMITERS.set(store, limiters);
  const key = `${config.max}/${config.windowMs}`;
  // One per store and setting for the process: its fallback count must persist.
  if (!limiters.has(key)) limiters.set(key, createPgRateLimiter((store as PgLeadStore).pool, config));
  return limiters.get(key)!;
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
