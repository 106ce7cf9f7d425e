/**
 * What every LeadStore promises, run against each implementation:
 * store.contract.test.ts (files) and pg-store.db.test.ts (PostgreSQL).
 */
import { randomUUID } from "node:crypto";
import type { LeadStore } from "./store";
import { consentRecord, leadRecord, keyed } from "./test-support";

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

    describe("the outbox claim", () => {
      const claim = (on: LeadStore, seconds: number, extra: { limit?: number; token?: string } = {}) =>
        on.claimDue({
          now: at(seconds),
          leaseMs: 30_000,
          limit: extra.limit ?? 100,
          token: extra.token ?? randomUUID(),
        });

      it("gives each due lead to one of two concurrent workers, and none that is not due", async () => {
        const due = Array.from({ length: 30 }, (_, index) =>
          leadRecord({ delivery: { ...leadRecord().delivery, nextAttemptAt: at(-index).toISOString() } }),
        );
        const later = leadRecord({ delivery: { ...leadRecord().delivery, nextAttemptAt: at(60).toISOString() } });
        const sent = leadRecord({ delivery: { ...leadRecord().delivery, status: "sent" } });
        for (const lead of [...due, later, sent]) await store.create(lead);

        const [mine, theirs] = await Promise.all([claim(store, 0, { token: "a" }), claim(other, 0, { token: "b" })]);
        const ids = [...mine, ...theirs].map((lead) => lead.id);
        expect(ids.sort()).toEqual(due.map((lead) => lead.id).sort());
        for (const lead of mine)
          expect(lead.delivery).toMatchObject({ claimToken: "a", claimedUntil: at(30).toISOString() });
        expect((await store.get(mine[0]?.id ?? theirs[0].id))?.delivery.claimToken).toMatch(/^[ab]$/);
      });

      it("takes the longest waiting first, at most `limit`, and a claimed lead again only when its claim ran out", async () => {
        const leads = [5, 1, 3].map((seconds) =>
          leadRecord({ delivery: { ...leadRecord().delivery, nextAttemptAt: at(-seconds).toISOString() } }),
        );
        for (const lead of leads) await store.create(lead);
        const first = await claim(store, 0, { limit: 2 });
        expect(first.map((lead) => lead.id)).toEqual([leads[0].id, leads[2].id]);
        expect((await claim(other, 29)).map((lead) => lead.id)).toEqual([leads[1].id]);
        expect(await claim(other, 29)).toEqual([]);
        expect((await claim(other, 30)).map((lead) => lead.id)).toEqual([leads[0].id, leads[2].id]);
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
      const gone = keyed(leadRecord({ delivery: { ...leadRecord().delivery, status: "pending" } }), "erased-key-0001");
      const kept = leadRecord({ createdAt: "2025-03-01T11:00:00.000Z" });
      await store.create(gone);
      await store.create(kept);
      const [goneRecord, keptRecord] = [consentRecord({ leadId: gone.id }), consentRecord()];
      await store.recordConsent(goneRecord);
      await store.recordConsent(keptRecord);
      await other.erase({ leads: [gone.id], consents: [goneRecord.id] });
      expect((await store.list()).map((lead) => lead.id)).toEqual([kept.id]);
      expect(await store.get(gone.id)).toBeNull();
      expect(await store.findByKey("newsletter", "erased-key-0001")).toBeNull();
      expect(await store.listConsents()).toEqual([keptRecord]);
      // A queued delivery went with its lead: a worker finds only the other one.
      const due = await store.claimDue({ now: at(3600), leaseMs: 30_000, token: "w", limit: 10 });
      expect(due.map((lead) => lead.id)).toEqual([kept.id]);
      const again = await store.create(keyed(leadRecord(), "erased-key-0001"));
      expect(again.created).toBe(true);
      // Unknown ids erase nothing and fail nothing.
      await store.erase({ leads: [randomUUID(), "../etc/passwd"], consents: [randomUUID()] });
      expect(await store.list()).toHaveLength(2);
    });
  });
}
