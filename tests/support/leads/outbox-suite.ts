/**
 * The outbox (delivery/outbox.ts) against each store: outbox.test.ts (files), outbox.db.test.ts
 * (PostgreSQL). Two stores opened on the same data stand for two processes; time is the store's own.
 */
import { type LeadsConfig, loadLeadsConfig } from "../../../src/leads/server/config";
import { noticeErasures, stopDeliveries } from "../../../src/leads/server/delivery/erase";
import { createOutbox } from "../../../src/leads/server/delivery/outbox";
import { type Destination, leadRow } from "../../../src/leads/server/delivery/states";
import { MailReceiver } from "../mail-receiver";
import type { LeadStore } from "../../../src/leads/server/store/store";
import { leadRecord, rowOf } from "./fakes";
import { storeClockPasses } from "./store-clock";
import { until } from "../poll";
import type { LeadRecord } from "../../../src/leads/server/types";
import { WebhookReceiver } from "../webhook-receiver";

export interface OutboxSubject {
  store: LeadStore;
  /** The same data opened a second time, as a second worker process would. */
  other: LeadStore;
  cleanup(): Promise<void>;
}

const SECRET = "whsec-outbox-test-0001";
const quiet = () => ({ error: jest.fn() });

export function describeOutbox(name: string, open: () => Promise<OutboxSubject>): void {
  describe(`${name}: the outbox`, () => {
    let store: LeadStore;
    let other: LeadStore;
    let cleanup: () => Promise<void>;
    let receiver: WebhookReceiver;
    let mail: MailReceiver;

    beforeEach(async () => {
      ({ store, other, cleanup } = await open());
      receiver = await new WebhookReceiver(SECRET).start();
      mail = await new MailReceiver().start();
    });
    afterEach(async () => {
      await receiver.stop();
      await mail.stop();
      await cleanup();
    });

    /** A server's settings: the webhook, 4 tries 1 s apart at first, a 2 s deadline and a 4 s lease, as `env` changes them. */
    const settings = (env: Record<string, string> = {}): LeadsConfig =>
      loadLeadsConfig({
        LEADS_WEBHOOK_URL: receiver.url,
        LEADS_WEBHOOK_ALLOW_PRIVATE: "true",
        LEADS_WEBHOOK_SECRET: SECRET,
        LEADS_WEBHOOK_MAX_ATTEMPTS: "4",
        LEADS_WEBHOOK_BACKOFF_MS: "1000",
        LEADS_WEBHOOK_TIMEOUT_MS: "2000",
        LEADS_DELIVERY_LEASE_MS: "4000",
        LEADS_SECRET: "outbox-test-secret",
        ...env,
      });

    async function stored(count: number, destinations: Destination[] = ["webhook"]): Promise<LeadRecord[]> {
      const leads = Array.from({ length: count }, () => leadRecord({ form: "contact", fields: CONTACT }));
      for (const lead of leads) await store.create(lead, (now) => destinations.map((d) => leadRow(lead, d, now)));
      return leads;
    }
    /** A row made due now, as its backoff's end would. */
    const dueNow = (id: string) =>
      store.changeDelivery(id, (row, now) => ({ ...row, nextAttemptAt: now.toISOString() }));

    it("a pass tries each due row once, counts the try, waits out the backoff, and fails it after the last try, said once", async () => {
      const [lead] = await stored(1);
      const id = `${lead.id}.webhook`;
      const log = quiet();
      const outbox = createOutbox({ store, config: settings(), random: () => 0.5, log });
      receiver.mode = "error";
      const first = await outbox.run();
      const passEnded = Date.now();
      expect(first).toMatchObject({ sent: [], retrying: [id], failed: [], discarded: [] });
      const row = await rowOf(store, lead.id, "webhook");
      // The next pass is due when the row is: what is left of its 1 s backoff when the pass ended (a busy machine
      // takes longer over the pass, so no fixed lower bound), never more than the backoff.
      expect(first.nextDueInMs).toBeLessThanOrEqual(1000);
      expect(first.nextDueInMs).toBeGreaterThanOrEqual(Date.parse(row!.nextAttemptAt) - passEnded - 5);
      expect(row).toMatchObject({
        state: "pending",
        attempts: 1,
        fence: 1,
        leaseUntil: null,
        lastError: "HTTP_500: the webhook answered 500",
      });
      // The backoff counts from the try's end.
      const wait = Date.parse(row!.nextAttemptAt) - Date.parse(row!.lastAttemptAt!);
      expect([wait >= 1000, wait < 1500]).toEqual([true, true]);
      expect(row!.log).toEqual([{ attempt: 1, at: row!.lastAttemptAt, outcome: "HTTP_500: the webhook answered 500" }]);
      expect(log.error).toHaveBeenCalledWith(
        `Webhook try 1 of 4 for lead ${lead.id} failed: HTTP_500: the webhook answered 500`,
      );
      // Not due yet: the pass leaves it.
      expect(await outbox.run()).toMatchObject({ sent: [], retrying: [], failed: [] });
      expect(receiver.tries.get(lead.id)).toBe(1);
      for (let attempt = 2; attempt <= 3; attempt += 1) {
        await dueNow(id);
        expect(await outbox.run()).toMatchObject({ retrying: [id] });
      }
      // The 4th try is the last: failed, said so in the log, an alert line, and never tried again.
      await dueNow(id);
      expect(await outbox.run()).toMatchObject({ failed: [id], nextDueInMs: null });
      expect(log.error).toHaveBeenCalledWith(
        `Webhook try 4 of 4 for lead ${lead.id} failed: HTTP_500: the webhook answered 500; delivery failed`,
      );
      expect(log.error).toHaveBeenLastCalledWith(
        `Lead delivery alert: the delivery of lead ${lead.id} to the webhook failed for good after 4 tries: HTTP_500: the webhook answered 500 (LEADS_ALERT_EMAIL is not set)`,
      );
      expect(await rowOf(store, lead.id, "webhook")).toMatchObject({
        state: "failed",
        attempts: 4,
        alertedAt: expect.any(String),
      });
      await dueNow(id);
      expect(await outbox.run()).toMatchObject({ sent: [], retrying: [], failed: [] });
      expect(receiver.tries.get(lead.id)).toBe(4);

      receiver.mode = "ok";
      expect(await outbox.requeueFailed()).toBe(1);
      expect(await outbox.run()).toMatchObject({ sent: [id], retrying: [], failed: [] });
      expect(await rowOf(store, lead.id, "webhook")).toMatchObject({
        state: "sent",
        attempts: 1,
        deliveredRevision: 1,
        lastError: null,
        alertedAt: null,
      });
      expect(receiver.accepted).toEqual(new Map([[`${lead.id}:1`, 1]]));
      expect(receiver.unsigned).toBe(0);
    });

    it("cuts a try at its deadline whatever the receiver does, and counts it", async () => {
      const [lead] = await stored(1);
      receiver.mode = "slow";
      receiver.slowMs = 1500;
      const log = quiet();
      const started = performance.now();
      const run = await createOutbox({
        store,
        config: settings({ LEADS_WEBHOOK_TIMEOUT_MS: "300", LEADS_DELIVERY_LEASE_MS: "2000" }),
        log,
      }).run();
      expect(performance.now() - started).toBeLessThan(1400);
      expect(run.retrying).toEqual([`${lead.id}.webhook`]);
      expect(await rowOf(store, lead.id, "webhook")).toMatchObject({
        attempts: 1,
        lastError: "ETIMEDOUT: no complete answer within 300 ms",
      });
      // The receiver finds its sender gone when it would have answered: it did not take the lead.
      await until(
        "the slow receiver to find its sender gone",
        async () => receiver.abandoned.get(`${lead.id}:1`) === 1,
      );
      expect(receiver.accepted.size).toBe(0);
    });

    it("leaves a row under way to the worker holding it, whatever this process's clock says, and takes it once the lease has passed on the store's clock", async () => {
      const [lead] = await stored(1);
      receiver.mode = "slow";
      receiver.slowMs = 800;
      const config = settings({ LEADS_WEBHOOK_TIMEOUT_MS: "1500", LEADS_DELIVERY_LEASE_MS: "2500" });
      const sending = createOutbox({ store, config, log: quiet() }).run();
      await until("the receiver's first try", async () => receiver.tries.get(lead.id) === 1);
      // This process's clock an hour ahead: the lease is read from the store's clock, not this one.
      const realNow = Date.now;
      const skewed = jest.spyOn(Date, "now").mockImplementation(() => realNow() + 3_600_000);
      try {
        expect(await createOutbox({ store: other, config, log: quiet() }).run()).toMatchObject({
          sent: [],
          retrying: [],
        });
      } finally {
        skewed.mockRestore();
      }
      expect(await sending).toMatchObject({ sent: [`${lead.id}.webhook`] });
      expect(receiver.accepted).toEqual(new Map([[`${lead.id}:1`, 1]]));
      expect(await rowOf(store, lead.id, "webhook")).toMatchObject({ state: "sent", attempts: 1, fence: 1 });
    });

    it("a worker that outlives its lease cannot record its outcome: the row is another's, and both tries count", async () => {
      const [lead] = await stored(1);
      // A lease shorter than the deadline (which the settings refuse) stands for a worker paused past its lease.
      const paused = { ...settings(), delivery: { ...settings().delivery, timeoutMs: 2000, leaseMs: 300 } };
      receiver.mode = "slow";
      receiver.slowMs = 900;
      const log = quiet();
      const late = createOutbox({ store, config: paused, log }).run();
      await until("the receiver's first try", async () => receiver.tries.get(lead.id) === 1);
      const held = await rowOf(store, lead.id, "webhook");
      await storeClockPasses(store, held!.leaseUntil!, "the paused worker's lease passes");
      receiver.mode = "ok";
      expect(await createOutbox({ store: other, config: settings(), log: quiet() }).run()).toMatchObject({
        sent: [`${lead.id}.webhook`],
      });
      expect(await late).toMatchObject({ sent: [], discarded: [`${lead.id}.webhook`] });
      expect(log.error).toHaveBeenCalledWith(
        `Webhook try 1 of 4 for lead ${lead.id} ended after its lease had passed: its outcome (sent) is not recorded; the try counts`,
      );
      expect(await rowOf(store, lead.id, "webhook")).toMatchObject({ state: "sent", attempts: 2, fence: 2 });
    });

    it("fails a row whose last try never reported once its lease has passed, and says so once", async () => {
      const [lead] = await stored(1);
      const config = settings({
        LEADS_WEBHOOK_MAX_ATTEMPTS: "1",
        LEADS_WEBHOOK_TIMEOUT_MS: "200",
        LEADS_DELIVERY_LEASE_MS: "300",
      });
      // A worker claimed its one try and died.
      const [died] = await other.claimDeliveries({ policies: { webhook: config.delivery }, leaseMs: 300, limit: 1 });
      await storeClockPasses(store, died.row.leaseUntil!, "the dead worker's lease passes");
      const log = quiet();
      const [first, second] = await Promise.all([
        createOutbox({ store, config, log }).run(),
        createOutbox({ store: other, config, log }).run(),
      ]);
      expect([...first.failed, ...second.failed]).toEqual([`${lead.id}.webhook`]);
      expect(receiver.tries.get(lead.id)).toBeUndefined();
      expect(await rowOf(store, lead.id, "webhook")).toMatchObject({
        state: "failed",
        attempts: 1,
        lastError: "no outcome came back within the lease",
        log: [{ attempt: 1, outcome: "no outcome came back within the lease" }],
      });
      expect(log.error.mock.calls.filter(([line]) => String(line).startsWith("Lead delivery alert"))).toHaveLength(1);
    });

    it("marks a delivery failed at once when the webhook refuses it for good (a 4xx)", async () => {
      const [lead] = await stored(1);
      const run = await createOutbox({
        store,
        config: settings({ LEADS_WEBHOOK_SECRET: "not-the-receivers" }),
        log: quiet(),
      }).run();
      expect(run.failed).toEqual([`${lead.id}.webhook`]);
      expect(receiver.unsigned).toBe(1);
      expect(await rowOf(store, lead.id, "webhook")).toMatchObject({
        state: "failed",
        attempts: 1,
        lastError: "HTTP_401: the webhook answered 401",
      });
    });

    it("sends the new revision when the lead changed while it was being sent", async () => {
      const [lead] = await stored(1);
      receiver.mode = "slow";
      const outbox = createOutbox({ store, config: settings() });
      const sending = outbox.run();
      // The try of revision 1 has reached the receiver, which holds its answer back.
      await until("the receiver's first try", async () => receiver.tries.get(lead.id) === 1);
      await other.updateWithDeliveries(lead.id, (current, rows, now) => {
        const next = { ...current, revision: 2, details: { budget: "not-sure" } };
        return {
          lead: next,
          rows: rows
            .map((row) => ({ ...row, revision: 2, attempts: 0 }))
            .map((row) => ({ ...row, nextAttemptAt: now.toISOString() })),
        };
      });
      // The try of revision 1 succeeded; revision 2 is due at once and the same pass sends it.
      expect(await sending).toMatchObject({ sent: [`${lead.id}.webhook`] });
      expect(receiver.accepted).toEqual(
        new Map([
          [`${lead.id}:1`, 1],
          [`${lead.id}:2`, 1],
        ]),
      );
      expect(await rowOf(store, lead.id, "webhook")).toMatchObject({
        state: "sent",
        deliveredRevision: 2,
        attempts: 1,
      });
    });

    it("an erasure during a try waits for its outcome, then queues a signed lead.erased event for the webhook", async () => {
      const [lead] = await stored(1);
      receiver.mode = "slow";
      receiver.slowMs = 600;
      const config = settings();
      const sending = createOutbox({ store, config, log: quiet() }).run();
      await until("the receiver's first try", async () => receiver.tries.get(lead.id) === 1);
      // Another process erases the lead while the webhook holds the request.
      const ended = await stopDeliveries(other, [lead], config.delivery.leaseMs);
      expect(receiver.accepted.get(`${lead.id}:1`)).toBe(1);
      const [row] = ended.get(lead.id)!;
      expect(row).toMatchObject({ destination: "webhook", leaseUntil: null, deliveredAt: expect.any(String) });
      expect(await noticeErasures(other, [lead], ended, config)).toEqual([
        { leadId: lead.id, reached: [{ destination: "webhook", at: row.deliveredAt }], notified: true },
      ]);
      await sending;
      await other.erase({ leads: [lead.id], consents: [] });
      receiver.mode = "ok";
      expect(await createOutbox({ store, config, log: quiet() }).run()).toMatchObject({ sent: [`${lead.id}.erased`] });
      expect(receiver.accepted.get(`${lead.id}:erased`)).toBe(1);
      expect(receiver.payloads.at(-1)).toEqual({
        text: `Lead ${lead.id} was erased at its owner's request: erase it here too`,
        event: "lead.erased",
        lead: { id: lead.id, form: "contact" },
      });
      expect(receiver.unsigned).toBe(0);
    });

    it("sends nothing to a destination these settings do not name, and leaves its row waiting", async () => {
      const [lead] = await stored(1, ["slack", "webhook"]);
      const run = await createOutbox({ store, config: settings(), log: quiet() }).run();
      expect(run.sent).toEqual([`${lead.id}.webhook`]);
      expect(await rowOf(store, lead.id, "slack")).toMatchObject({ state: "pending", attempts: 0 });
    });

    it("down, then 500s, then slow, then back, with two workers at once: every lead delivered exactly once", async () => {
      const leads = await stored(30);
      const config = settings({ LEADS_WEBHOOK_BACKOFF_MS: "20", LEADS_WEBHOOK_MAX_ATTEMPTS: "100" });
      const workers = [
        createOutbox({ store, config, log: quiet() }),
        createOutbox({ store: other, config, log: quiet() }),
      ];
      const pass = () => Promise.all(workers.map((worker) => worker.run()));
      // Two passes in each state, the second once the first's retries are due (their 20 ms backoff, on the store's clock).
      const retriesDue = async () => {
        const { nextDueAt } = await store.outboxLag(["webhook"]);
        if (nextDueAt) await storeClockPasses(store, nextDueAt, "the retries' backoff passes");
      };
      for (const mode of ["down", "error", "slow", "ok"] as const) {
        receiver.mode = mode;
        await pass();
        await retriesDue();
        await pass();
      }
      await until("every lead sent", async () => {
        const states = await Promise.all(leads.map(async (lead) => (await rowOf(store, lead.id, "webhook"))?.state));
        if (states.every((state) => state === "sent")) return true;
        await retriesDue();
        await pass();
        return false;
      });
      const rows = await Promise.all(leads.map((lead) => rowOf(store, lead.id, "webhook")));
      expect(rows.map((row) => row?.state)).toEqual(Array(30).fill("sent"));
      expect([...receiver.accepted.keys()].sort()).toEqual(leads.map((lead) => `${lead.id}:1`).sort());
      expect([...receiver.accepted.values()]).toEqual(Array(30).fill(1));
      // Every try was counted, on the row and at the receiver alike.
      const tried = rows.reduce((sum, row) => sum + row!.attempts, 0);
      expect(tried).toBe([...receiver.tries.values()].reduce((sum, count) => sum + count, 0));
      expect(receiver.unsigned).toBe(0);
    }, 60_000);

    it("e-mails the team once per incident: a delivery failed for good, and an outbox that fell behind", async () => {
      const [lead] = await stored(1);
      receiver.mode = "error";
      const config = settings({
        LEADS_WEBHOOK_MAX_ATTEMPTS: "1",
        SMTP_URL: mail.url,
        LEADS_ALERT_EMAIL: "oncall@flatirons.test",
        SITE_URL: "https://www.flatirons.test",
        LEADS_ALERT_LAG_MS: "1000",
      });
      const log = quiet();
      await Promise.all([
        createOutbox({ store, config, log }).run(),
        createOutbox({ store: other, config, log }).run(),
      ]);
      await createOutbox({ store, config, log }).run();
      const failure = await mail.messageTo("oncall@flatirons.test");
      expect(failure).toMatchObject({
        subject: "[www.flatirons.test] Lead delivery failed: the webhook",
        messageId: `<alert.failed.${lead.id}.webhook@www.flatirons.test>`,
      });
      expect(failure.text).toContain(
        `the delivery of lead ${lead.id} to the webhook failed for good after 1 try: HTTP_500: the webhook answered 500.`,
      );
      expect(failure.text).toContain("`npm run leads:retry -- --failed`");

      // A worker finds a row that has waited 2 s (no worker ran): an incident, one alert, however many passes find it.
      const lagging = { ...config, delivery: { ...config.delivery, maxAttempts: 100 } };
      const overdue = (lead: LeadRecord) =>
        store.changeDelivery(`${lead.id}.webhook`, (row, now) => ({
          ...row,
          nextAttemptAt: new Date(now.getTime() - 2000).toISOString(),
        }));
      const bothPass = () =>
        Promise.all([
          createOutbox({ store, config: lagging, log }).run(),
          createOutbox({ store: other, config: lagging, log }).run(),
        ]);
      const [late] = await stored(1);
      for (let pass = 0; pass < 3; pass += 1) {
        await overdue(late);
        await bothPass();
      }
      // Caught up, the incident open as long as its limit: it closes, once; a later one is told again.
      receiver.mode = "ok";
      await overdue(late);
      await bothPass();
      const caughtUp = () =>
        log.error.mock.calls.filter(([line]) => String(line).startsWith("The lead outbox caught up")).length;
      await until("the incident to close once it has been open its least time", async () => {
        await bothPass();
        return caughtUp() > 0;
      });
      await bothPass();
      expect(
        log.error.mock.calls.filter(([line]) => String(line).startsWith("The lead outbox caught up")),
      ).toHaveLength(1);
      const [later] = await stored(1);
      await overdue(later);
      await bothPass();
      await bothPass();
      const alerts = mail.messages.filter((message) => message.to === "oncall@flatirons.test");
      expect(alerts.map((message) => message.subject)).toEqual([
        "[www.flatirons.test] Lead delivery failed: the webhook",
        "[www.flatirons.test] Lead deliveries are waiting",
        "[www.flatirons.test] Lead deliveries are waiting",
      ]);
      expect(alerts[1].text).toContain(
        `the lead outbox is behind: the oldest due delivery (lead ${late.id} to the webhook) has waited 0 minutes, and 1 delivery waits.`,
      );
      const said = log.error.mock.calls
        .map(([line]) => String(line))
        .filter((line) => line.startsWith("Lead delivery alert"));
      expect(said).toHaveLength(3);
    }, 30_000);
  });
}

const CONTACT = { name: "Ada Lovelace", email: "ada@example.com", company: "", message: "We need an app." };
