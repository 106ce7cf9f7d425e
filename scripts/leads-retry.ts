/**
 * The outbox worker: sends every lead whose webhook delivery is due (a failed
 * try's backoff has passed, or the route that stored it could not finish), and
 * with SMTP_URL every newsletter confirmation e-mail that is due:
 *   npm run leads:retry                 one pass
 *   npm run leads:retry -- --failed     first queues the leads marked failed again (and, with SMTP_URL,
 *                                       the signups stored while it was not set)
 * Safe to run from a scheduler every minute, also while another run or the
 * server is sending: each lead is claimed by one worker at a time.
 * Every run first tidies what a killed process left (store.sweep()), also without a webhook.
 * Exits 1 when a try failed or some lead's delivery has failed for good, 2 when neither a webhook nor
 * SMTP_URL is set or a setting cannot be used safely (the problem is said).
 */
import { type LeadsConfig, createOutbox } from "../src/leads/server";
import { runCommand, withLeadStore } from "./lib/lead-command";

async function main(config: LeadsConfig): Promise<number> {
  const webhook = config.webhook;
  return withLeadStore(config, async (store) => {
    // What a killed process left (temporary files, dead processes' locks; old rate-limit hits in
    // PostgreSQL) is tidied on every run, with or without a webhook.
    await store.sweep();
    if (!webhook && !config.mail) {
      console.error(
        `LEADS_WEBHOOK_URL is not set: there is nowhere to send pending leads (${store.location} was swept).`,
      );
      return 2;
    }
    if (webhook && !webhook.secret) console.error("LEADS_WEBHOOK_SECRET is not set: webhook requests go unsigned.");
    const outbox = createOutbox({ store, webhook, mailing: config });
    if (process.argv.includes("--failed")) console.log(`${await outbox.requeueFailed()} failed lead(s) queued again.`);
    const { sent, retrying, failed } = await outbox.run();
    const leads = await store.list();
    const waiting = leads.filter((lead) => lead.delivery.status === "pending").length;
    const failedInAll = leads.filter((lead) => lead.delivery.status === "failed").length;
    console.log(
      `${sent.length} lead(s) sent, ${retrying.length} to try again, ${failed.length} failed now; ` +
        `${waiting} pending, ${failedInAll} failed in all.`,
    );
    return retrying.length > 0 || failedInAll > 0 ? 1 : 0;
  });
}

runCommand(main);
