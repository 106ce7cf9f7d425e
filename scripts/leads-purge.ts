/**
 * Deletes the leads older than LEADS_RETENTION_DAYS (default 1095 days, the privacy policy's three
 * years; run it daily from a scheduler where no long-running server does it hourly):
 *   npm run leads:purge
 *   LEADS_RETENTION_DAYS=365 npm run leads:purge
 */
import { type LeadsConfig, purgeExpiredLeads, retentionCutoff } from "../src/leads/server";
import { runCommand, withLeadStore } from "./lib/lead-command";

async function main(config: LeadsConfig): Promise<number> {
  const days = config.retentionDays;
  return withLeadStore(config, async (store) => {
    const removed = await purgeExpiredLeads(store, days);
    const cutoff = retentionCutoff(days).toISOString();
    console.log(`${removed} lead(s) created before ${cutoff} deleted from ${store.location}.`);
    return 0;
  });
}

runCommand(main);
