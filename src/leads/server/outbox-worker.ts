/**
 * The outbox worker inside a long-running server: one pass (outbox.ts) at
 * start and then every interval, never two at once, with the settings of the
 * moment; with LEADS_RETENTION_DAYS it also purges expired leads once an hour. Serverless hosts run `npm run leads:retry` from a scheduler instead.
 */
import { loadLeadsConfig } from "./config";
import { describeError } from "./handler";
import { sharedLeadStore } from "./open-store";
import { createOutbox } from "./outbox";
import { purgeExpiredLeads } from "./retention";

/** The server purges leads past their retention period at most this often. */
const PURGE_INTERVAL_MS = 3_600_000;

export interface OutboxWorker {
  /** Runs one pass now (after the one under way, if any). */
  runOnce(): Promise<void>;
  /** Stops the timer and waits for the pass under way. */
  stop(): Promise<void>;
}

export function startOutboxWorker(intervalMs: number, log: Pick<Console, "error"> = console): OutboxWorker {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  let lastPurge = 0;
  const pass = async () => {
    const config = loadLeadsConfig();
    const purgeDue = config.retentionDays !== null && Date.now() - lastPurge >= PURGE_INTERVAL_MS;
    if (!config.webhook && !purgeDue) return;
    try {
      const store = await sharedLeadStore(config);
      await store.sweep();
      if (purgeDue && config.retentionDays !== null) {
        lastPurge = Date.now();
        await purgeExpiredLeads(store, config.retentionDays);
      }
      if (!config.webhook) return;
      const { failed } = await createOutbox({ store, webhook: config.webhook }).run();
      if (failed.length > 0) log.error(`${failed.length} lead(s) could not be delivered to the webhook for good.`);
    } catch (error) {
      log.error(`The outbox pass failed: ${describeError(error)}`);
    }
  };
  const runOnce = () => {
    running = running.then(() => (stopped ? undefined : pass()));
    return running;
  };
  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();
  void runOnce();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
