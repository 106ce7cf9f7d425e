import type { LeadStore } from "../../../src/leads/server/store/store";
import { until } from "../poll";

/** The store's own clock (the database's, for PostgreSQL): the one leases, windows and backoffs are read on. */
export async function storeNow(store: LeadStore): Promise<number> {
  return Date.parse((await store.outboxLag([])).now);
}

/**
 * Waits until the store's clock has passed `at` (an ISO time from a row, or milliseconds from storeNow): a lease
 * or a window ends on that clock, whatever this process's says. Bounded; the message names what was awaited.
 */
export async function storeClockPasses(store: LeadStore, at: string | number, what: string): Promise<void> {
  const target = typeof at === "string" ? Date.parse(at) : at;
  if (Number.isNaN(target)) throw new Error(`${what}: no time to wait for (${String(at)})`);
  await until(`${what} (${new Date(target).toISOString()} on the store's clock)`, async () => {
    return (await storeNow(store)) > target;
  });
}
