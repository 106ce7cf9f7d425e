/**
 * What a load balancer asks the production server (src/server): `GET /readyz` is 200 when the store
 * answers within READY_TIMEOUT_MS, with how far behind the outbox is (due rows and the oldest's wait, on the
 * store's clock), 503 otherwise. The lag is reported, not judged: every instance shares it, and taking them
 * all out of rotation would not deliver a lead sooner (its alert is alerts.ts's).
 */
import type { LeadsConfig } from "../config";
import { explain } from "../explain";
import { sharedLeadStore } from "../store/open-store";
import { sendableDestinations } from "./outbox";
import { DESTINATIONS } from "./states";

const READY_TIMEOUT_MS = 2000;

export interface Readiness {
  status: 200 | 503;
  body:
    | { ready: true; store: "files" | "postgresql"; outbox: { due: number; lagSeconds: number } }
    | { ready: false; store: "files" | "postgresql"; message: string };
}

export async function readiness(config: LeadsConfig): Promise<Readiness> {
  const kind = config.databaseUrl ? "postgresql" : "files";
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the store did not answer within ${READY_TIMEOUT_MS} ms`)),
      READY_TIMEOUT_MS,
    );
  });
  try {
    const check = async () => {
      const store = await sharedLeadStore(config);
      const sending = Object.keys(sendableDestinations(config));
      return store.outboxLag(sending.length ? (sending as (typeof DESTINATIONS)[number][]) : [...DESTINATIONS]);
    };
    const lag = await Promise.race([check(), late]);
    const waited = lag.oldestDue ? Date.parse(lag.now) - Date.parse(lag.oldestDue.nextAttemptAt) : 0;
    return {
      status: 200,
      body: { ready: true, store: kind, outbox: { due: lag.due, lagSeconds: Math.max(0, Math.floor(waited / 1000)) } },
    };
  } catch (error) {
    return { status: 503, body: { ready: false, store: kind, message: explain(error) } };
  } finally {
    clearTimeout(timer);
  }
}
