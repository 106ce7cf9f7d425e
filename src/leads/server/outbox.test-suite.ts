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
      webhook = {
        url: receiver.url,
        secret: SECRET,
        maxAttempts: 4,
        backoffMs: 1000,
        timeoutMs: 2000,
        allowPrivate: true,
      };
    });
    afterEach(async () => {
      await receiver.stop();
      await cleanup();
    });

    /** A clock that starts now (the receiver checks the signature's time) and moves only when told. */
    function clock() {
      let time = Date.now();
      return { now: () => new Date(time), advance: (ms: number) => (time += ms) };
    }

    async function stored(count: number): Promise<LeadRecord[]> {
      const leads = Array.from({ length: count }, () =>
        leadRecord({ createdAt: "2025-03-01T11:00:00.000Z", updatedAt: "2025-03-01T11:00:00.000Z" }),
      );
      for (const lead of leads) await store.create(lead);
      return leads;
    }

    it("a pass tries each due lead once, records the try, and waits out the backoff before the next", async () => {
      const [lead] = await stored(1);
      const time = clock();
      const log = { error: jest.fn() };
      const outbox = createOutbox({ store, webhook, now: time.now, random: () => 0.5, log });
      receiver.mode = "error";
      expect(await outbox.run()).toEqual({
        sent: [],
        retrying: [lead.id],
        failed: [],
        nextAttemptAt: new Date(time.now().getTime() + 1000).toISOString(),
      });
      expect((await store.get(lead.id))?.delivery).toEqual({
        ...delivery(),
        attempts: 1,
        lastAttemptAt: time.now().toISOString(),
        lastError: "HTTP_500: the webhook answered 500",
        nextAttemptAt: new Date(time.now().getTime() + 1000).toISOString(),
        claimedUntil: null,
        claimToken: null,
      });
      expect(log.error).toHaveBeenCalledWith(
        `Webhook try 1 of 4 for lead ${lead.id} failed: HTTP_500: the webhook answered 500`,
      );
      // Not due yet: the pass leaves it.
      expect(await outbox.run()).toMatchObject({ sent: [], retrying: [], failed: [] });
      expect(receiver.tries.get(lead.id)).toBe(1);
      for (const wait of [1000, 2000]) {
        time.advance(wait);
        expect(await outbox.run()).toMatchObject({ retrying: [lead.id] });
      }
      // The 4th try is the last: failed, said so in the log, and never tried again.
      time.advance(4000);
      expect(await outbox.run()).toMatchObject({ failed: [lead.id], nextAttemptAt: null });
      expect(log.error).toHaveBeenLastCalledWith(
        `Webhook try 4 of 4 for lead ${lead.id} failed: HTTP_500: the webhook answered 500; delivery failed`,
      );
      expect((await store.get(lead.id))?.delivery).toMatchObject({
        status: "failed",
        attempts: 4,
        nextAttemptAt: null,
      });
      time.advance(60_000);
      expect(await outbox.run()).toMatchObject({ sent: [], retrying: [], failed: [] });
      expect(receiver.tries.get(lead.id)).toBe(4);

      receiver.mode = "ok";
      expect(await outbox.requeueFailed()).toBe(1);
      expect(await outbox.run()).toEqual({ sent: [lead.id], retrying: [], failed: [], nextAttemptAt: null });
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

    it("a lead another worker has claimed is left to it until its lease runs out", async () => {
      const [lead] = await stored(1);
      const time = clock();
      await other.claimDue({ now: time.now(), leaseMs: 60_000, token: "other-worker", limit: 1 });
      const outbox = createOutbox({ store, webhook, now: time.now });
      expect(await outbox.run()).toMatchObject({ sent: [], retrying: [], failed: [] });
      expect(receiver.tries.get(lead.id)).toBeUndefined();
      expect((await store.get(lead.id))?.delivery.claimToken).toBe("other-worker");
      // The other worker died with its claim: once the lease has run out, this one sends it.
      time.advance(60_001);
      expect(await outbox.run()).toMatchObject({ sent: [lead.id] });
    });

    it("marks a delivery failed at once when the webhook refuses it for good (a 4xx)", async () => {
      const [lead] = await stored(1);
      const outbox = createOutbox({
        store,
        webhook: { ...webhook, secret: "not-the-receivers" },
        log: { error: jest.fn() },
      });
      expect(await outbox.run()).toMatchObject({ failed: [lead.id] });
      expect(receiver.unsigned).toBe(1);
      expect((await store.get(lead.id))?.delivery).toMatchObject({
        status: "failed",
        attempts: 1,
        lastError: "HTTP_401: the webhook answered 401",
      });
    });

    it("sends the new revision when the lead changed while it was being sent", async () => {
      const [lead] = await stored(1);
      receiver.mode = "slow";
      const outbox = createOutbox({ store, webhook });
      const sending = outbox.run();
      // The try of revision 1 has reached the receiver, which holds its answer back.
      while (receiver.tries.get(lead.id) !== 1) await new Promise((resolve) => setImmediate(resolve));
      await other.update(lead.id, (current) => ({ ...current, revision: 2, details: { budget: "not-sure" } }));
      // The try of revision 1 succeeded; revision 2 is due at once and the same pass sends it.
      expect(await sending).toMatchObject({ sent: [lead.id] });
      expect(receiver.accepted).toEqual(
        new Map([
          [`${lead.id}:1`, 1],
          [`${lead.id}:2`, 1],
        ]),
      );
      expect((await store.get(lead.id))?.delivery).toMatchObject({ status: "sent", deliveredRevision: 2, attempts: 2 });
    });

    it("does nothing for a lead already sent or skipped", async () => {
      const sent = leadRecord({ delivery: delivery("sent") });
      const skipped = leadRecord({ delivery: delivery("skipped") });
      await store.create(sent);
      await store.create(skipped);
      const outbox = createOutbox({ store, webhook });
      expect(await outbox.run()).toEqual({ sent: [], retrying: [], failed: [], nextAttemptAt: null });
      expect(receiver.tries.size).toBe(0);
    });

    it("down, then 500s, then slow, then back, with two workers at once: every lead delivered exactly once", async () => {
      const leads = await stored(30);
      const fast: WebhookConfig = { ...webhook, backoffMs: 20, maxAttempts: 100, timeoutMs: 2000 };
      const quiet = { error: () => undefined };
      // The workers' clock, moved on by the test past each 20 ms backoff.
      let clock = Date.now();
      const now = () => new Date(clock);
      const workers = [
        createOutbox({ store, webhook: fast, log: quiet, now }),
        createOutbox({ store: other, webhook: fast, log: quiet, now }),
      ];
      const pass = () => Promise.all(workers.map((worker) => worker.run()));
      for (const mode of ["down", "error", "slow", "ok"] as const) {
        receiver.mode = mode;
        await pass();
        clock += 60;
        await pass();
      }
      for (let round = 0; round < 50; round += 1) {
        if ((await store.list()).every((lead) => lead.delivery.status === "sent")) break;
        clock += 50;
        await pass();
      }
      expect((await store.list()).map((lead) => lead.delivery.status)).toEqual(Array(30).fill("sent"));
      expect([...receiver.accepted.keys()].sort()).toEqual(leads.map((lead) => `${lead.id}:1`).sort());
      expect([...receiver.accepted.values()]).toEqual(Array(30).fill(1));
      expect(receiver.unsigned).toBe(0);
    }, 60_000);
  });
}
