/**
 * The outbox worker, one pass: every delivery that is due (a failed try's backoff has passed, a row the
 * server could not finish) to each destination the settings name (src/leads/server/delivery):
 *   npm run leads:retry                 one pass
 *   npm run leads:retry -- --failed     first makes every delivery that failed for good pending again
 * Safe to run from a scheduler every minute beside any number of servers: each delivery is claimed by
 * one worker at a time, on the store's clock, and only the claim's holder records its outcome.
 * Every run first tidies what a killed process left (store.sweep()), also with nowhere to send.
 * Exits 1 when a try failed or some delivery has failed for good, 2 when no destination is set or a
 * setting cannot be used safely (the problem is said).
 */
import { type LeadsConfig, createOutbox, sendableDestinations } from "../src/leads/server";
import { runCommand, withLeadStore } from "./lib/lead-command";

async function main(config: LeadsConfig): Promise<number> {
  return withLeadStore(config, async (store) => {
    // What a killed process left (temporary files, dead processes' locks; old rate-limit hits in
    // PostgreSQL) is tidied on every run, with or without a destination.
    await store.sweep();
    if (Object.keys(sendableDestinations(config)).length === 0) {
      console.error(
        `No destination is set (SMTP_URL, LEADS_WEBHOOK_URL, LEADS_SLACK_WEBHOOK_URL): there is nowhere to send pending deliveries (${store.location} was swept).`,
      );
      return 2;
    }
    if (config.webhook && !config.webhook.secret) {
      console.error("LEADS_WEBHOOK_SECRET is not set: webhook requests go unsigned.");
    }
    const outbox = createOutbox({ store, config });
    if (process.argv.includes("--failed"))
      console.log(`${await outbox.requeueFailed()} failed deliveries queued again.`);
    const { sent, retrying, failed, discarded } = await outbox.run();
    const waiting = (await store.listDeliveries(["pending"])).length;
    const failedInAll = (await store.listDeliveries(["failed"])).length;
    console.log(
      `${sent.length} delivered, ${retrying.length} to try again, ${failed.length} failed now` +
        `${discarded.length ? `, ${discarded.length} not recorded (the lease had passed)` : ""}; ` +
        `${waiting} pending, ${failedInAll} failed in all.`,
    );
    return retrying.length > 0 || failedInAll > 0 ? 1 : 0;
  });
}

runCommand(main);
