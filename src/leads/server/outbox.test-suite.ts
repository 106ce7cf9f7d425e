/**
 * The outbox against each store: outbox.test.ts (files), outbox.db.test.ts (PostgreSQL).
 */
import type { WebhookConfig } from "./config";
import { createOutbox } from "./outbox";
import type { LeadStore } from "./store";
import { delivery, leadRecord } from "./test-support";
import type { LeadRecord } from "./types";
import { WebhookReceiver } from "./webhook-receiver.test-support";

export interface OutboxSubject {
  store: LeadStore;
  /** The same data opened a second time, as a second worker process would. */
  other: LeadStore;
  cleanup(): Promise<void>;
}

const SECRET = "whsec-outbox-test-0001";

export function describeOutbox(name: string, open: () => Promise<OutboxSubject>): void {
  describe(`${name}: the webhook outbox`, () => {
    let store: LeadStore;
    let other: LeadStore;
    let cleanup: () => Promise<void>;
    let receiver: WebhookReceiver;
    let webhook: WebhookConfig;

    beforeEach(async () => {
      ({ store, other, cleanup } = await open());
      receiver = await new WebhookReceiver(SECRET).start();
      webhook = { url: receiver.url, secret: SECRET, attempts: 3, maxAttempts: 4, backoffMs: 1000, timeoutMs: 2000 };
    });
    afterEach(async () => {
      await receiver.stop();
      await cleanup();
    });

    /** A clock that starts now (the receiver checks the signature's time) and moves only when told or slept. */
    function clock() {
      let time = Date.now();
      return {
        now: () => new Date(time),
        advance: (ms: number) => (time += ms),
        sleep: async (ms: number) => {
          time += ms;
        },
      };
    }

    async function stored(count: number): Promise<LeadRecord[]> {
      const leads = Array.from({ length: count }, () =>
        leadRecord({ createdAt: "2025-03-01T11:00:00.000Z", updatedAt: "2025-03-01T11:00:00.000Z" }),
      );
      for (const lead of leads) await store.create(lead);
      return leads;
    }

    it("route delivery: tries with backoff, records each try, and leaves the rest to the worker", async () => {
      const [lead] = await stored(1);
      const time = clock();
      const sleeps: number[] = [];
      const outbox = createOutbox({
        store,
        webhook,
        now: time.now,
        random: () => 0.5,
        sleep: async (ms) => {
          sleeps.push(ms);
          await time.sleep(ms);
        },
      });
      receiver.mode = "error";
      expect(await outbox.forward(lead.id)).toBe(false);
      expect(receiver.tries.get(lead.id)).toBe(3);
      expect(sleeps).toEqual([1000, 2000]);
      expect((await store.get(lead.id))?.delivery).toEqual({
        ...delivery(),
        attempts: 3,
        lastAttemptAt: time.now().toISOString(),
        lastError: "HTTP 500",
        nextAttemptAt: new Date(time.now().getTime() + 4000).toISOString(),
        claimedUntil: null,
        claimToken: null,
      });

      // Not due yet: the worker leaves it; once due, one try, and it is marked failed after the 4th.
      expect(await outbox.run()).toEqual({ sent: [], retrying: [], failed: [] });
      time.advance(4000);
      expect(await outbox.run()).toEqual({ sent: [], retrying: [], failed: [lead.id] });
      expect((await store.get(lead.id))?.delivery).toMatchObject({
        status: "failed",
        attempts: 4,
        nextAttemptAt: null,
      });
      time.advance(60_000);
      expect(await outbox.run()).toEqual({ sent: [], retrying: [], failed: [] });

      receiver.mode = "ok";
      expect(await outbox.requeueFailed()).toBe(1);
      expect(await outbox.run()).toEqual({ sent: [lead.id], retrying: [], failed: [] });
      expect((await store.get(lead.id))?.delivery).toMatchObject({
        status: "sent",
        attempts: 1,
        deliveredRevision: 1,
        deliveredAt: time.now().toISOString(),
        lastError: null,
      });
      expect(receiver.accepted).toEqual(new Map([[`${lead.id}:1`, 1]]));
      expect(receiver.unsigned).toBe(0);
    });

    it("route delivery: a timer that wakes a moment early does not end the route's tries", async () => {
      const [lead] = await stored(1);
      const time = clock();
      const sleeps: number[] = [];
      const outbox = createOutbox({
        store,
        webhook,
        now: time.now,
        random: () => 0.5,
        // Each backoff wakes 1 ms before its time, as Node's timers sometimes do.
        sleep: async (ms) => {
          sleeps.push(ms);
          await time.sleep(ms > 1 ? ms - 1 : ms);
        },
      });
      receiver.mode = "error";
      expect(await outbox.forward(lead.id)).toBe(false);
      expect(receiver.tries.get(lead.id)).toBe(3);
      expect(sleeps).toEqual([1000, 1, 2000, 1]);
    });

    it("route delivery: a timer that wakes early, and the clock passing the due time before the route looks again, does not end its tries", async () => {
      const [lead] = await stored(1);
      const time = clock();
      const sleeps: number[] = [];
      // The route reads the lead after its claim found it not yet due; 2 ms pass meanwhile, so it is due by then.
      const slowReads = new Proxy(store, {
        get(target, property) {
          if (property === "get") {
            return async (id: string) => {
              time.advance(2);
              return target.get(id);
            };
          }
          const value = Reflect.get(target, property) as unknown;
          return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
        },
      });
      const outbox = createOutbox({
        store: slowReads,
        webhook,
        now: time.now,
        random: () => 0.5,
        sleep: async (ms) => {
          sleeps.push(ms);
          await time.sleep(ms - 1);
        },
      });
      receiver.mode = "error";
      expect(await outbox.forward(lead.id)).toBe(false);
      expect(receiver.tries.get(lead.id)).toBe(3);
      expect(sleeps).toEqual([1000, 2000]);
    });

    it("route delivery: a wall clock stepped back while the route waits does not end its tries", async () => {
      const [lead] = await stored(1);
      const time = clock();
      const sleeps: number[] = [];
      const outbox = createOutbox({
        store,
        webhook,
        now: time.now,
        random: () => 0.5,
        // The wall clock is stepped back 400 ms during each first wait: the timer wakes "early" by 400 ms.
        sleep: async (ms) => {
          sleeps.push(ms);
          await time.sleep(sleeps.length % 2 === 1 ? ms - 400 : ms);
        },
      });
      receiver.mode = "error";
      expect(await outbox.forward(lead.id)).toBe(false);
      expect(receiver.tries.get(lead.id)).toBe(3);
      expect(sleeps).toEqual([1000, 400, 2000, 400]);
    });

    it("route delivery: a lead another worker has claimed meanwhile is left to it", async () => {
      const [lead] = await stored(1);
      const time = clock();
      let otherClaimed = false;
      const outbox = createOutbox({
        store,
        webhook,
        now: time.now,
        random: () => 0.5,
        sleep: async (ms) => {
          await time.sleep(ms);
          if (!otherClaimed) {
            otherClaimed = true;
            await other.claimDue({ now: time.now(), leaseMs: 60_000, token: "other-worker", limit: 1, ids: [lead.id] });
          }
        },
      });
      receiver.mode = "error";
      expect(await outbox.forward(lead.id)).toBe(false);
      expect(receiver.tries.get(lead.id)).toBe(1);
      expect((await store.get(lead.id))?.delivery.claimToken).toBe("other-worker");
    });

    it("marks a delivery failed at once when the webhook refuses it for good (a 4xx)", async () => {
      const [lead] = await stored(1);
      const outbox = createOutbox({ store, webhook: { ...webhook, secret: "not-the-receivers" } });
      expect(await outbox.forward(lead.id)).toBe(false);
      expect(receiver.unsigned).toBe(1);
      expect((await store.get(lead.id))?.delivery).toMatchObject({
        status: "failed",
        attempts: 1,
        lastError: "HTTP 401",
      });
    });

    it("sends the new revision when the lead changed while it was being sent", async () => {
      const [lead] = await stored(1);
      receiver.mode = "slow";
      const outbox = createOutbox({ store, webhook });
      const sending = outbox.forward(lead.id);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await other.update(lead.id, (current) => ({ ...current, revision: 2, details: { budget: "not-sure" } }));
      expect(await sending).toBe(true);
      expect(receiver.accepted).toEqual(
        new Map([
          [`${lead.id}:1`, 1],
          [`${lead.id}:2`, 1],
        ]),
      );
      expect((await store.get(lead.id))?.delivery).toMatchObject({ status: "sent", deliveredRevision: 2, attempts: 2 });
    });

    it("does nothing for a lead already sent, skipped or unknown", async () => {
      const sent = leadRecord({ delivery: delivery("sent") });
      const skipped = leadRecord({ delivery: delivery("skipped") });
      await store.create(sent);
      await store.create(skipped);
      const outbox = createOutbox({ store, webhook });
      expect(await outbox.forward(sent.id)).toBe(true);
      expect(await outbox.forward(skipped.id)).toBe(false);
      expect(await outbox.run()).toEqual({ sent: [], retrying: [], failed: [] });
      expect(receiver.tries.size).toBe(0);
    });

    it("down, then 500s, then slow, then back, with two workers at once: every lead delivered exactly once", async () => {
      const leads = await stored(30);
      const fast: WebhookConfig = { ...webhook, backoffMs: 20, maxAttempts: 100, timeoutMs: 2000 };
      const workers = [createOutbox({ store, webhook: fast }), createOutbox({ store: other, webhook: fast })];
      const pass = () => Promise.all(workers.map((worker) => worker.run()));
      for (const mode of ["down", "error", "slow", "ok"] as const) {
        receiver.mode = mode;
        await pass();
        await new Promise((resolve) => setTimeout(resolve, 60));
        await pass();
      }
      for (let round = 0; round < 50; round += 1) {
        if ((await store.list()).every((lead) => lead.delivery.status === "sent")) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
        await pass();
      }
      expect((await store.list()).map((lead) => lead.delivery.status)).toEqual(Array(30).fill("sent"));
      expect([...receiver.accepted.keys()].sort()).toEqual(leads.map((lead) => `${lead.id}:1`).sort());
      expect([...receiver.accepted.values()]).toEqual(Array(30).fill(1));
      expect(receiver.unsigned).toBe(0);
    }, 60_000);
  });
}
