/**
 * The outbox worker inside a long-running server: one pass (outbox.ts) at
 * start and then every interval, never two at once, with the settings of the
 * moment. Serverless hosts run `npm run leads:retry` from a scheduler instead.
 */
import { loadLeadsConfig } from "./config";
import { describeError } from "./handler";
import { sharedLeadStore } from "./open-store";
import { createOutbox } from "./outbox";

export interface OutboxWorker {
  /** Runs one pass now (after the one under way, if any). */
  runOnce(): Promise<void>;
  /** Stops the timer and waits for the pass under way. */
  stop(): Promise<void>;
}

export function startOutboxWorker(intervalMs: number, log: Pick<Console, "error"> = console): OutboxWorker {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const pass = async () => {
    const config = loadLeadsConfig();
    if (!config.webhook) return;
    try {
      const store = await sharedLeadStore(config);
      await store.sweep();
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
