/**
 * The process's lead worker: an outbox pass (delivery/outbox.ts) when a route has stored a lead, when the
 * next pending delivery falls due (the store says when, on its own clock), and on an interval in a
 * long-running server; never two at once, each with the settings of the moment. A server's worker also
 * sweeps what a crash left and deletes leads and consent records past their retention period, at start
 * and hourly (serverless hosts schedule `npm run leads:retry` and `npm run leads:purge` instead).
 */
import { loadLeadsConfig } from "../config";
import { createOutbox, sendableDestinations } from "./outbox";
import { type Log, explain } from "../explain";
import { processWide, sharedLeadStore } from "../store/open-store";
import type { LeadStore } from "../store/store";

/** Leads created before this are past LEADS_RETENTION_DAYS (personal data: the privacy policy promises at most three years). */
export function retentionCutoff(days: number, now: Date = new Date()): Date {
  return new Date(now.getTime() - days * 86_400_000);
}

/** Deletes the leads (and their keys) and consent records past the retention period; resolves to how many leads. */
export function purgeExpiredLeads(store: LeadStore, days: number, now: Date = new Date()): Promise<number> {
  return store.purge(retentionCutoff(days, now));
}

/** The server sweeps and purges leads past their retention period at most this often. */
export const UPKEEP_INTERVAL_MS = 3_600_000;

/** A pass woken for a row falling due waits this much longer, so that the store's clock has passed its time. */
const DUE_MARGIN_MS = 25;

export interface LeadWorker {
  /** Runs a pass soon (one more after the pass under way, if any). */
  wake(): void;
  /** Runs a pass now (after the one under way, if any) and resolves when it is done. */
  runOnce(): Promise<void>;
  /** Stops the timers and waits for the pass under way. */
  stop(): Promise<void>;
}

export interface WorkerOptions {
  /** A pass at least this often; 0 for passes only when woken. */
  intervalMs?: number;
  /** Sweep and purge hourly (the long-running server's job). */
  upkeep?: boolean;
  log?: Log;
}

export function createLeadWorker({ intervalMs = 0, upkeep = false, log = console }: WorkerOptions = {}): LeadWorker {
  let running: Promise<void> = Promise.resolve();
  let queued = false;
  let stopped = false;
  let lastUpkeep = Number.NEGATIVE_INFINITY;
  let dueTimer: NodeJS.Timeout | undefined;
  let reported = "";

  const pass = async () => {
    const config = loadLeadsConfig();
    if (config.problems.length) {
      // Said once, not every minute; the server refused to start with these.
      if (reported !== config.problems.join()) log.error(`Lead worker not running: ${config.problems.join("; ")}`);
      reported = config.problems.join();
      return;
    }
    const upkeepDue = upkeep && Date.now() - lastUpkeep >= UPKEEP_INTERVAL_MS;
    const sending = Object.keys(sendableDestinations(config)).length > 0;
    if (!sending && !upkeepDue) return;
    try {
      const store = await sharedLeadStore(config);
      if (upkeepDue) {
        lastUpkeep = Date.now();
        await store.sweep();
        await purgeExpiredLeads(store, config.retentionDays);
      }
      if (!sending) return;
      const { nextDueInMs } = await createOutbox({ store, config, log }).run();
      // A failed try's backoff, or a row another process left: wake when it falls due, not at the next interval.
      clearTimeout(dueTimer);
      if (nextDueInMs !== null && !stopped) {
        dueTimer = setTimeout(wake, nextDueInMs + DUE_MARGIN_MS);
        dueTimer.unref();
      }
    } catch (error) {
      log.error(`The outbox pass failed: ${explain(error)}`);
    }
  };
  function wake() {
    if (queued || stopped) return;
    queued = true;
    running = running.then(() => {
      queued = false;
      return stopped ? undefined : pass();
    });
  }
  const interval = intervalMs > 0 ? setInterval(wake, intervalMs) : undefined;
  interval?.unref();
  if (intervalMs > 0 || upkeep) wake();

  return {
    wake,
    runOnce() {
      wake();
      return running;
    },
    async stop() {
      stopped = true;
      clearInterval(interval);
      clearTimeout(dueTimer);
      await running;
    },
  };
}

const workers = () => processWide<LeadWorker>("worker");

/** Starts the process's worker (a long-running server); the routes' wakes go to it from then on. */
export function startLeadWorker(options: WorkerOptions): LeadWorker {
  const worker = createLeadWorker(options);
  workers().set("", worker);
  return worker;
}

/** Wakes the process's worker, starting one that runs only when woken if none was started. */
export function wakeLeadWorker(): void {
  if (!workers().has("")) workers().set("", createLeadWorker());
  workers().get("")!.wake();
}
