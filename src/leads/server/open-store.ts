/**
 * The store the settings ask for: PostgreSQL with DATABASE_URL, the file store
 * in LEADS_DIR otherwise. A database's pool is opened once per process and
 * kept on globalThis (`gatsby serve` loads a Function's module afresh for every
 * request), with its schema brought up to date on first use unless
 * LEADS_MIGRATE_ON_START=false.
 */
import type { LeadsConfig } from "./config";
import { type PgLeadStore, openPgLeadStore } from "./pg-store";
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
  let store = stores.get(config.databaseUrl);
  if (!store) {
    store = openPgLeadStore(config.databaseUrl, { migrate: config.migrateOnStart });
    stores.set(config.databaseUrl, store);
    // A failed first connection (database down at start) is tried again by the next request.
    store.catch(() => stores.delete(config.databaseUrl as string));
  }
  return store;
}

/** A store of its own, for a command that closes it when done. */
export async function openLeadStore(config: LeadsConfig, options: { migrate?: boolean } = {}): Promise<LeadStore> {
  if (!config.databaseUrl) return createFileLeadStore(config.dir);
  return openPgLeadStore(config.databaseUrl, { migrate: options.migrate ?? config.migrateOnStart, max: 4 });
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
