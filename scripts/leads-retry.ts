/**
 * Sends the leads still pending (their webhook delivery failed) to LEADS_WEBHOOK_URL:
 *   npm run leads:retry
 * Exits 1 if some are still pending afterwards, so a scheduler can alert.
 */
import { loadLeadsConfig } from "../src/leads/server/config";
import { createFileLeadStore } from "../src/leads/server/store";
import { createLeadForwarder } from "../src/leads/server/webhook";

async function main(): Promise<number> {
  const config = loadLeadsConfig(process.env);
  if (!config.webhook) {
    console.error("LEADS_WEBHOOK_URL is not set: there is nowhere to send pending leads.");
    return 2;
  }
  const store = createFileLeadStore(config.dir);
  const { sent, failed } = await createLeadForwarder({ store, webhook: config.webhook }).retryPending();
  console.log(`${sent.length} pending lead(s) sent, ${failed.length} still pending.`);
  for (const id of failed) {
    const lead = await store.get(id);
    console.error(`  ${id}: ${lead?.delivery.lastError ?? "not sent"}`);
  }
  return failed.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
