/**
 * The outbox worker inside a long-running server: one pass (outbox.ts) at
 * start and then every interval, never two at once, with the settings of the
 * moment. Once an hour (and at start) it also tidies what a crash left behind
 * (`store.sweep()`) and deletes the leads past their retention period
 * (LEADS_RETENTION_DAYS, three years by default), with or without a webhook.
 * Serverless hosts run `npm run leads:retry` and `npm run leads:purge` from a scheduler instead.
 */
import { loadLeadsConfig } from "./config";
import { describeError } from "./handler";
import { sharedLeadStore } from "./open-store";
import { createOutbox } from "./outbox";
import { purgeExpiredLeads } from "./retention";

/** The server sweeps and purges leads past their retention period at most this often. */
export const UPKEEP_INTERVAL_MS = 3_600_000;

export interface OutboxWorker {
  /** Runs one pass now (after the one under way, if any). */
  runOnce(): Promise<void>;
  /** Stops the timer and waits for the pass under way. */
  stop(): Promise<void>;
}

export function startOutboxWorker(intervalMs: number, log: Pick<Console, "error"> = console): OutboxWorker {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  let lastUpkeep = Number.NEGATIVE_INFINITY;
  const pass = async () => {
    const config = loadLeadsConfig();
    const upkeepDue = Date.now() - lastUpkeep >= UPKEEP_INTERVAL_MS;
    if (!config.webhook && !upkeepDue) return;
    try {
      const store = await sharedLeadStore(config);
      if (upkeepDue) {
        lastUpkeep = Date.now();
        await store.sweep();
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
