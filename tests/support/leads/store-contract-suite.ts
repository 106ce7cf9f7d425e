/**
 * What every LeadStore promises, run against each implementation:
 * store.contract.test.ts (files) and pg-store.db.test.ts (PostgreSQL).
 */
import { randomUUID } from "node:crypto";
import {
  ABANDONED,
  type DeliveryRow,
  type Destination,
  leadRow,
  newRow,
  revise,
  settle,
} from "../../../src/leads/server/delivery/states";
import type { LeadStore } from "../../../src/leads/server/store/store";
import { consentRecord, leadRecord, keyed } from "./fakes";
import { storeClockPasses, storeNow } from "./store-clock";
import type { LeadRecord } from "../../../src/leads/server/types";

export interface ContractSubject {
  store: LeadStore;
  /** A second store on the same data, as another process would open it. */
  other: LeadStore;
  cleanup(): Promise<void>;
}

const at = (seconds: number) => new Date(Date.parse("2025-03-01T10:00:00.000Z") + seconds * 1000);

export function describeLeadStoreContract(name: string, open: () => Promise<ContractSubject>): void {
  describe(`${name}: the lead store contract`, () => {
    let store: LeadStore;
    let other: LeadStore;
    let cleanup: () => Promise<void>;

    beforeEach(async () => {
      ({ store, other, cleanup } = await open());
    });
    afterEach(() => cleanup());

    it("gives back what it stored, lists oldest first, and knows no other id", async () => {
      const later = leadRecord({ createdAt: "2025-03-02T09:00:00.000Z", updatedAt: "2025-03-02T09:00:00.000Z" });
      const earlier = leadRecord({
        form: "contact",
        createdAt: "2025-03-01T09:00:00.000Z",
        fields: { name: "Ada", email: "ada@example.com", company: "", message: "Hi ✓ 🚀" },
        meta: {
          source: null,
          page: "/contact-us/",
          campaign: { id: null, medium: "cpc", name: "x", source: "g", term: null, content: null, gclid: null },
        },
      });
      expect(await store.create(later)).toEqual({ lead: later, created: true });
      await store.create(earlier);
      expect(await other.get(earlier.id)).toEqual(earlier);
      expect(await other.list()).toEqual([earlier, later]);
      expect(await store.get(randomUUID())).toBeNull();
      expect(await store.get("../etc/passwd")).toBeNull();
    });

    it("never overwrites a stored lead", async () => {
      const original = leadRecord();
      await store.create(original);
      await expect(store.create({ ...original, fields: { footer_email: "mallory@example.com" } })).rejects.toThrow(
        `A lead with id ${original.id} already exists.`,
      );
      expect(await store.get(original.id)).toEqual(original);
    });

    it("keeps every one of 200 concurrent creates", async () => {
      const records = Array.from({ length: 200 }, () => leadRecord());
      await Promise.all(records.map((record, index) => (index % 2 ? store : other).create(record)));
      const stored = await store.list();
      expect(new Set(stored.map((record) => record.id))).toEqual(new Set(records.map((record) => record.id)));
      expect(stored).toHaveLength(200);
    });

    it("serialises concurrent updates of one lead across two openers (no lost update)", async () => {
      const record = leadRecord();
      await store.create(record);
      await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          (index % 2 ? store : other).update(record.id, (current) => ({ ...current, revision: current.revision + 1 })),
        ),
      );
      expect((await store.get(record.id))?.revision).toBe(41);
    });

    it("updates nothing for an unknown id or a change that declines", async () => {
      const record = leadRecord();
      await store.create(record);
      expect(await store.update(randomUUID(), (lead) => lead)).toBeNull();
      expect(await store.update(record.id, () => null)).toBeNull();
      expect(await store.update(record.id, (lead) => lead)).toEqual(record);
      expect(await store.get(record.id)).toEqual(record);
      await expect(store.update(record.id, (lead) => ({ ...lead, id: randomUUID() }))).rejects.toThrow(
        "A lead's id cannot change.",
      );
    });

    describe("idempotency keys", () => {
      it("stores a repeated key once and answers the repeat with the first lead", async () => {
        const first = leadRecord();
        const created = await store.create(keyed(first, "key-0001-abcdef"));
        expect(created).toEqual({ lead: keyed(first, "key-0001-abcdef"), created: true });
        const repeat = await other.create(
          keyed(leadRecord({ fields: { footer_email: "changed@example.com" } }), "key-0001-abcdef"),
        );
        expect(repeat).toEqual({ lead: created.lead, created: false });
        expect(await store.list()).toEqual([created.lead]);
      });

      it("stores 20 concurrent repeats of one key once, all answered with the same id", async () => {
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, index) =>
            (index % 2 ? store : other).create(keyed(leadRecord(), "key-concurrent-1")),
          ),
        );
        expect(new Set(results.map((result) => result.lead.id)).size).toBe(1);
        expect(results.filter((result) => result.created)).toHaveLength(1);
        expect(await store.list()).toHaveLength(1);
      });

      it("finds the lead a key made, for that form only", async () => {
        const { lead } = await store.create(keyed(leadRecord({ form: "newsletter" }), "key-find-000001"));
        expect(await other.findByKey("newsletter", "key-find-000001")).toEqual(lead);
        expect(await other.findByKey("referral", "key-find-000001")).toBeNull();
        expect(await other.findByKey("newsletter", "key-find-000002")).toBeNull();
      });

      it("scopes a key to its form", async () => {
        await store.create(keyed(leadRecord({ form: "newsletter" }), "same-key-000001"));
        await store.create(keyed(leadRecord({ form: "referral" }), "same-key-000001"));
        expect((await store.list()).map((lead) => lead.form).sort()).toEqual(["newsletter", "referral"]);
      });
    });

    describe("delivery rows", () => {
      const policy = { maxAttempts: 3, backoffMs: 0 };
      const webhookOnly = { webhook: policy };
      const withRows =
        (lead: LeadRecord, ...destinations: Destination[]) =>
        (now: Date) =>
          destinations.map((destination) => leadRow(lead, destination, now));
      const due = (seconds: number) => (row: DeliveryRow) => ({
        ...row,
        nextAttemptAt: new Date(Date.now() + seconds * 1000).toISOString(),
      });

      it("stores a lead with its rows, made at the store's time; a repeat of its key adds none", async () => {
        const lead = keyed(leadRecord({ form: "contact" }), "rows-key-000001");
        const before = Date.now();
        await store.create(lead, withRows(lead, "notify", "webhook"));
        const rows = await other.deliveriesOf(lead.id);
        expect(rows.map((row) => [row.id, row.leadId, row.destination, row.state, row.attempts, row.fence])).toEqual([
          [`${lead.id}.notify`, lead.id, "notify", "pending", 0, 0],
          [`${lead.id}.webhook`, lead.id, "webhook", "pending", 0, 0],
        ]);
        // The store's clock, not the lead's (whose createdAt is from 2025).
        expect(Date.parse(rows[0].nextAttemptAt)).toBeGreaterThanOrEqual(before - 1000);
        const repeat = await other
          .create(keyed(leadRecord({ form: "contact" }), "rows-key-000001"), () => {
            throw new Error("a repeat makes no rows");
          })
          .catch((error: Error) => error);
        expect(repeat).toEqual({ lead, created: false });
        expect(await store.deliveriesOf(lead.id)).toEqual(rows);
        expect(await store.get(lead.id)).toEqual(lead);
      });

      it("gives each due row to one of two concurrent workers, and none that is not due or has no try left", async () => {
        const leads = Array.from({ length: 20 }, () => leadRecord());
        for (const lead of leads) await store.create(lead, withRows(lead, "webhook"));
        const later = leadRecord();
        await store.create(later, withRows(later, "webhook"));
        await store.changeDelivery(`${later.id}.webhook`, due(60));
        const spent = leadRecord();
        await store.create(spent, withRows(spent, "webhook"));
        await store.changeDelivery(`${spent.id}.webhook`, (row) => ({ ...row, attempts: 3 }));
        const slack = leadRecord();
        await store.create(slack, withRows(slack, "slack"));

        const claim = (on: LeadStore) => on.claimDeliveries({ policies: webhookOnly, leaseMs: 30_000, limit: 100 });
        const [mine, theirs] = await Promise.all([claim(store), claim(other)]);
        const ids = [...mine, ...theirs].map(({ row }) => row.leadId);
        expect(ids.sort()).toEqual(leads.map((lead) => lead.id).sort());
        for (const { row, lead } of [...mine, ...theirs]) {
          expect(row).toMatchObject({ state: "pending", attempts: 1, fence: 1, log: [{ attempt: 1, outcome: null }] });
          expect(Date.parse(row.leaseUntil!) - Date.parse(row.lastAttemptAt!)).toBe(30_000);
          expect(lead?.id).toBe(row.leadId);
        }
        expect(await claim(store)).toEqual([]);
        expect(await store.neglectedDeliveries(webhookOnly)).toEqual([
          await store.deliveriesOf(spent.id).then((r) => r[0]),
        ]);
      });

      it("takes the longest waiting first, at most `limit`, and a claimed row again only once its lease has passed", async () => {
        const leads = [3, 1, 2].map(() => leadRecord());
        for (const [index, lead] of leads.entries()) {
          await store.create(lead, withRows(lead, "webhook"));
          await store.changeDelivery(`${lead.id}.webhook`, due(-[3, 1, 2][index]));
        }
        const claim = (on: LeadStore, limit = 10, leaseMs = 30_000) =>
          on.claimDeliveries({ policies: webhookOnly, leaseMs, limit });
        const claimed = await claim(store, 2, 400);
        expect(claimed.map(({ row }) => row.leadId)).toEqual([leads[0].id, leads[2].id]);
        expect((await claim(other)).map(({ row }) => row.leadId)).toEqual([leads[1].id]);
        expect(await claim(other)).toEqual([]);
        await storeClockPasses(store, claimed[1].row.leaseUntil!, "the first claim's lease passes");
        const again = await claim(other);
        expect(again.map(({ row }) => [row.leadId, row.fence, row.attempts])).toEqual([
          [leads[0].id, 2, 2],
          [leads[2].id, 2, 2],
        ]);
        // The try that never reported is closed in the log as such.
        expect(again[0].row.log.map((entry) => entry.outcome)).toEqual([ABANDONED, null]);
      });

      it("records an outcome only with the claim's fence, before its lease has passed", async () => {
        const lead = leadRecord();
        await store.create(lead, withRows(lead, "webhook"));
        const [{ row: first }] = await store.claimDeliveries({ policies: webhookOnly, leaseMs: 300, limit: 1 });
        await storeClockPasses(store, first.leaseUntil!, "the first claim's lease passes");
        const [{ row: second }] = await other.claimDeliveries({ policies: webhookOnly, leaseMs: 30_000, limit: 1 });
        const ok = { ok: true } as const;
        const record = (on: LeadStore, held: DeliveryRow) =>
          on.changeDelivery(held.id, (current, now) =>
            settle(current, { id: held.id, fence: held.fence }, 1, ok, now, policy),
          );
        // The first claim's lease has passed and another holds the row: its outcome is thrown away.
        expect(await record(store, first)).toBeNull();
        expect(await record(other, second)).toMatchObject({ state: "sent", attempts: 2, leaseUntil: null });
        expect((await store.deliveriesOf(lead.id))[0]).toMatchObject({ state: "sent", deliveredRevision: 1 });
      });

      it("changes a lead and its rows at once, at the store's time", async () => {
        const lead = leadRecord({ form: "contact" });
        await store.create(lead, withRows(lead, "webhook"));
        const saved = await other.updateWithDeliveries(lead.id, (current, rows, now) => {
          const next = { ...current, revision: 2 };
          return { lead: next, rows: [...rows.map((row) => revise(row, 2, now)), leadRow(next, "slack", now)] };
        });
        expect(saved?.lead.revision).toBe(2);
        expect(saved?.rows.map((row) => [row.destination, row.revision])).toEqual([
          ["webhook", 2],
          ["slack", 2],
        ]);
        expect((await store.deliveriesOf(lead.id)).map((row) => [row.destination, row.revision]).sort()).toEqual([
          ["slack", 2],
          ["webhook", 2],
        ]);
        expect(await store.updateWithDeliveries(lead.id, () => null)).toBeNull();
        expect(await store.updateWithDeliveries(randomUUID(), (current) => ({ lead: current, rows: [] }))).toBeNull();
      });

      it("keeps rows of their own once per id, lists them by state, and purges the old ones", async () => {
        const alert = (now: Date) => [
          newRow(
            {
              id: "alert.lag.1",
              leadId: null,
              destination: "alert",
              message: { kind: "alert", subject: "s", text: "t" },
            },
            now,
          ),
        ];
        const [added] = await Promise.all([store.addDeliveries(alert), other.addDeliveries(alert)]);
        const again = await store.addDeliveries(alert);
        expect(added.length + again.length).toBeLessThanOrEqual(1);
        expect((await other.listDeliveries(["pending"])).map((row) => row.id)).toEqual(["alert.lag.1"]);
        const claimed = await other.claimDeliveries({ policies: { alert: policy }, leaseMs: 30_000, limit: 5 });
        expect(claimed.map(({ row, lead }) => [row.id, lead])).toEqual([["alert.lag.1", null]]);
        expect(await store.purge(new Date(Date.now() + 60_000))).toBe(0);
        expect(await store.listDeliveries(["pending"])).toEqual([]);
      });

      it("counts uses of a key within a window, across two openers at once", async () => {
        const results = await Promise.all(
          Array.from({ length: 10 }, (_, index) => (index % 2 ? store : other).takeQuota("quota-key-A", 3, 60_000)),
        );
        expect(results.filter(Boolean)).toHaveLength(3);
        expect(await store.takeQuota("quota-key-B", 3, 60_000)).toBe(true);
        expect(await store.takeQuota("quota-key-C", 1, 200)).toBe(true);
        expect(await store.takeQuota("quota-key-C", 1, 200)).toBe(false);
        // The window began before this reading of the store's clock: 200 ms on from it, it has ended.
        await storeClockPasses(store, (await storeNow(store)) + 200, "the quota's 200 ms window ends");
        expect(await other.takeQuota("quota-key-C", 1, 200)).toBe(true);
      });

      it("opens an incident once until it is closed", async () => {
        const opened = await Promise.all([store.openIncident("outbox-lag"), other.openIncident("outbox-lag")]);
        expect(opened.filter((at) => at !== null)).toHaveLength(1);
        expect(await store.openIncident("outbox-lag")).toBeNull();
        expect(await other.closeIncident("outbox-lag", 60_000)).toBe(false);
        expect(await other.closeIncident("outbox-lag")).toBe(true);
        expect(await store.closeIncident("outbox-lag")).toBe(false);
        expect(await store.openIncident("outbox-lag")).toEqual(expect.any(String));
      });

      it("tells how far behind the outbox is: due rows, the oldest, and when the next falls due", async () => {
        const [old, fresh, later] = [leadRecord(), leadRecord(), leadRecord()];
        for (const lead of [old, fresh, later]) await store.create(lead, withRows(lead, "webhook"));
        await store.changeDelivery(`${old.id}.webhook`, due(-120));
        await store.changeDelivery(`${later.id}.webhook`, due(90));
        const lag = await other.outboxLag(["webhook"]);
        expect(lag.due).toBe(2);
        expect(lag.oldestDue?.id).toBe(`${old.id}.webhook`);
        expect(Date.parse(lag.now) - Date.parse(lag.oldestDue!.nextAttemptAt)).toBeGreaterThanOrEqual(119_000);
        expect(Date.parse(lag.nextDueAt!) - Date.parse(lag.now)).toBeGreaterThan(80_000);
        expect(await other.outboxLag(["slack"])).toMatchObject({ due: 0, oldestDue: null, nextDueAt: null });
      });
    });

    it("purges the leads and consent records created before a date, and the keys with them", async () => {
      const old = leadRecord({ createdAt: "2024-01-01T00:00:00.000Z" });
      const recent = leadRecord({ createdAt: "2025-03-01T00:00:00.000Z" });
      await store.create(keyed(old, "old-key-000001"));
      await store.create(recent);
      const oldRecord = consentRecord({ at: "2024-12-31T23:59:59.999Z" });
      const recentRecord = consentRecord({ at: "2025-01-01T00:00:00.000Z" });
      await store.recordConsent(oldRecord);
      await store.recordConsent(recentRecord);
      expect(await store.purge(new Date("2025-01-01T00:00:00.000Z"))).toBe(1);
      expect(await other.list()).toEqual([recent]);
      expect(await other.get(old.id)).toBeNull();
      expect(await other.listConsents()).toEqual([recentRecord]);
    });

    describe("consent records", () => {
      it("keeps every one of 50 concurrent records, as given, oldest first, from a time on", async () => {
        const records = Array.from({ length: 50 }, (_, index) =>
          consentRecord({ at: at(50 - index).toISOString(), choices: { analytics: index % 2 === 0, marketing: true } }),
        );
        await Promise.all(records.map((record, index) => (index % 2 ? store : other).recordConsent(record)));
        const oldestFirst = [...records].reverse();
        expect(await other.listConsents()).toEqual(oldestFirst);
        expect(await store.listConsents(at(41))).toEqual(oldestFirst.slice(40));
        expect(await store.list()).toEqual([]);
      });

      it("never keeps two records with one id", async () => {
        const record = consentRecord();
        await store.recordConsent(record);
        await expect(
          other.recordConsent({ ...record, choices: { analytics: true, marketing: true } }),
        ).rejects.toThrow();
        expect(await store.listConsents()).toEqual([record]);
      });
    });

    it("erases leads (their keys with them: a repeat is a new lead) and consent records at once, and nothing else", async () => {
      const gone = keyed(leadRecord(), "erased-key-0001");
      const kept = leadRecord({ createdAt: "2025-03-01T11:00:00.000Z" });
      await store.create(gone, (now) => [leadRow(gone, "webhook", now)]);
      await store.create(kept, (now) => [leadRow(kept, "webhook", now)]);
      const [goneRecord, keptRecord] = [consentRecord({ leadId: gone.id }), consentRecord()];
      await store.recordConsent(goneRecord);
      await store.recordConsent(keptRecord);
      await other.erase({ leads: [gone.id], consents: [goneRecord.id] });
      expect((await store.list()).map((lead) => lead.id)).toEqual([kept.id]);
      expect(await store.get(gone.id)).toBeNull();
      expect(await store.findByKey("newsletter", "erased-key-0001")).toBeNull();
      expect(await store.listConsents()).toEqual([keptRecord]);
      // A queued delivery went with its lead: a worker finds only the other one.
      const due = await store.claimDeliveries({
        policies: { webhook: { maxAttempts: 3, backoffMs: 0 } },
        leaseMs: 30_000,
        limit: 10,
      });
      expect(due.map(({ row }) => row.leadId)).toEqual([kept.id]);
      const again = await store.create(keyed(leadRecord(), "erased-key-0001"));
      expect(again.created).toBe(true);
      // Unknown ids erase nothing and fail nothing.
      await store.erase({ leads: [randomUUID(), "../etc/passwd"], consents: [randomUUID()] });
      expect(await store.list()).toHaveLength(2);
    });
  });
}
