/**
 * Leads are personal data: with LEADS_RETENTION_DAYS set, leads created more
 * than that many days ago are deleted (with their idempotency keys and the
 * honeypot counts of that age) by `npm run leads:purge`, which a scheduler runs
 * daily; the production server's outbox worker also purges once an hour.
 */
import type { LeadStore } from "./store";

const DAY_MS = 86_400_000;

export function retentionCutoff(days: number, now: Date = new Date()): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** Deletes what is older than the retention period; resolves to how many leads. */
export async function purgeExpiredLeads(store: LeadStore, days: number, now: Date = new Date()): Promise<number> {
  return store.purge(retentionCutoff(days, now));
}
