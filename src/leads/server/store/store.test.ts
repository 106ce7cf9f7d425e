/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";
import {
  CONSENTS_DIR,
  FILE_STORE_MOST_LEADS,
  createFileLeadStore,
  fileStoreAdvice,
  isLeadId,
  type LeadStore,
} from "./store";
import { leadRow } from "../delivery/states";
import { consentRecord, leadRecord, legacyLead, tempDir, keyed } from "../../../../tests/support/leads/fakes";
import type { LeadRecord } from "../types";

let dir: string;
let store: LeadStore;

beforeEach(async () => {
  dir = path.join(await tempDir(), "nested", "leads");
  store = createFileLeadStore(dir);
});
afterEach(() => fs.rm(path.dirname(path.dirname(dir)), { recursive: true, force: true }));

const lead = leadRecord;

it("creates the directory and writes one JSON file per lead", async () => {
  const record = lead();
  await store.create(record);
  expect(await fs.readdir(dir)).toEqual([`${record.id}.json`]);
  expect(JSON.parse(await fs.readFile(path.join(dir, `${record.id}.json`), "utf8"))).toEqual(record);
  expect(await store.get(record.id)).toEqual(record);
});

it("never overwrites a stored lead", async () => {
  const original = lead();
  await store.create(original);
  await expect(store.create({ ...original, fields: { footer_email: "mallory@example.com" } })).rejects.toThrow(
    `A lead with id ${original.id} already exists.`,
  );
  expect(await store.get(original.id)).toEqual(original);
  expect(await fs.readdir(dir)).toEqual([`${original.id}.json`]);
});

it("keeps every one of 200 concurrent creates, leaving no temporary files", async () => {
  const records = Array.from({ length: 200 }, (_, index) =>
    lead({ createdAt: `2025-03-01T10:00:${String(index % 60).padStart(2, "0")}.000Z` }),
  );
  await Promise.all(records.map((record) => store.create(record)));
  const stored = await store.list();
  expect(stored).toHaveLength(200);
  expect(new Set(stored.map((record) => record.id))).toEqual(new Set(records.map((record) => record.id)));
  expect((await fs.readdir(dir)).filter((name) => !name.endsWith(".json"))).toEqual([]);
});

it("serialises concurrent updates of one lead (no lost update)", async () => {
  const record = lead();
  await store.create(record);
  await Promise.all(
    Array.from({ length: 40 }, () =>
      store.update(record.id, (current) => ({ ...current, revision: current.revision + 1 })),
    ),
  );
  expect((await store.get(record.id))?.revision).toBe(41);
  // No lock or temporary file left (a wait for a lock reads the time from the file system's .clock).
  expect((await fs.readdir(dir)).filter((name) => name !== ".clock")).toEqual([`${record.id}.json`]);
});

it("update answers null for a missing lead or when the change declines", async () => {
  const record = lead();
  await store.create(record);
  expect(await store.update(randomUUID(), (current) => current)).toBeNull();
  expect(await store.update(record.id, () => null)).toBeNull();
  expect(await store.get(record.id)).toEqual(record);
});

it("update refuses to change a lead's id", async () => {
  const record = lead();
  await store.create(record);
  await expect(store.update(record.id, (current) => ({ ...current, id: randomUUID() }))).rejects.toThrow(
    "A lead's id cannot change.",
  );
  expect(await store.list()).toEqual([record]);
});

it("takes over a lock left behind by a crashed process", async () => {
  const record = lead();
  await store.create(record);
  const lock = path.join(dir, `${record.id}.lock`);
  await fs.writeFile(lock, "");
  const old = new Date(Date.now() - 60_000);
  await fs.utimes(lock, old, old);
  const saved = await store.update(record.id, (current) => ({ ...current, revision: 2 }));
  expect(saved?.revision).toBe(2);
  await expect(fs.stat(lock)).rejects.toMatchObject({ code: "ENOENT" });
});

it("takes over at once a lock whose process has died", async () => {
  const record = lead();
  await store.create(record);
  const dead = spawnSync(process.execPath, ["-e", ""]).pid;
  await fs.writeFile(path.join(dir, `${record.id}.lock`), String(dead));
  const started = Date.now();
  expect((await store.update(record.id, (current) => ({ ...current, revision: 2 })))?.revision).toBe(2);
  expect(Date.now() - started).toBeLessThan(1000);
});

it("gives up on a lock a live process holds", async () => {
  const patient = createFileLeadStore(dir, { lockTimeoutMs: 100 });
  const record = lead();
  await patient.create(record);
  await fs.writeFile(path.join(dir, `${record.id}.lock`), String(process.ppid));
  await expect(patient.update(record.id, (current) => current)).rejects.toThrow(`Lead ${record.id} stayed locked`);
});

it("gives up on a live lock also when this process's clock is an hour ahead (the lock's age is the file system's)", async () => {
  const patient = createFileLeadStore(dir, { lockTimeoutMs: 100 });
  const record = lead();
  await patient.create(record);
  await fs.writeFile(path.join(dir, `${record.id}.lock`), String(process.ppid));
  const realNow = Date.now;
  const ahead = jest.spyOn(Date, "now").mockImplementation(() => realNow() + 3_600_000);
  try {
    await expect(patient.update(record.id, (current) => ({ ...current, revision: 9 }))).rejects.toThrow(
      `Lead ${record.id} stayed locked`,
    );
    await patient.sweep();
  } finally {
    ahead.mockRestore();
  }
  expect(await fs.readFile(path.join(dir, `${record.id}.lock`), "utf8")).toBe(String(process.ppid));
  expect((await patient.get(record.id))?.revision).toBe(1);
});

it("only touches files named by a lead id", async () => {
  expect(isLeadId(randomUUID())).toBe(true);
  expect(isLeadId("../../etc/passwd")).toBe(false);
  expect(isLeadId(randomUUID().toUpperCase())).toBe(false);
  expect(await store.get("../../etc/passwd")).toBeNull();
  expect(await store.update("../x", (current) => current)).toBeNull();
  await expect(store.create(lead({ id: "../escape" }))).rejects.toThrow('Not a lead id: "../escape"');
});

it("lists oldest first, skipping other files, and reads what another instance stored (a restart)", async () => {
  const late = lead({ createdAt: "2025-03-02T00:00:00.000Z" });
  const early = lead({ createdAt: "2025-03-01T00:00:00.000Z" });
  await store.create(late);
  await store.create(early);
  await fs.writeFile(path.join(dir, "notes.txt"), "not a lead");
  const restarted = createFileLeadStore(dir);
  expect(await restarted.list()).toEqual([early, late]);
});

it("lists nothing before the first lead or consent record", async () => {
  expect(await store.list()).toEqual([]);
  expect(await store.listConsents()).toEqual([]);
});

it("keeps each consent record in a file of its own, named by its time, readable by the owner only", async () => {
  const record = consentRecord({ at: "2025-03-01T10:00:00.000Z" });
  await store.recordConsent(record);
  const [name] = await fs.readdir(path.join(dir, CONSENTS_DIR));
  expect(name).toBe(`20250301T100000000Z_${record.id}.json`);
  expect((await fs.stat(path.join(dir, CONSENTS_DIR, name))).mode & 0o777).toBe(0o600);
  // Not a lead.
  expect(await store.list()).toEqual([]);
});

describe("sweep(): what a killed process left", () => {
  const MINUTES = 60_000;
  async function age(file: string, ms: number) {
    const then = new Date(Date.now() - ms);
    await fs.utimes(file, then, then);
  }
  const names = async (folder: string) => (await fs.readdir(folder)).sort();

  it("removes stale temporary files and dead or expired locks, and keeps the leads and what is in use", async () => {
    const plain = lead();
    const withKey = keyed(lead({ createdAt: "2025-03-01T11:00:00.000Z" }), "key-0123456789abcdef");
    await store.create(plain);
    await store.create(withKey);
    await store.recordConsent(consentRecord());
    const keysDir = path.join(dir, "keys");
    const consentsDir = path.join(dir, CONSENTS_DIR);
    const [consentFile] = await fs.readdir(consentsDir);
    const [keyFile] = await fs.readdir(keysDir);
    const leadsBefore = await store.list();
    const dead = spawnSync(process.execPath, ["-e", ""]).pid;
    const stranger = lead();

    // What a crash leaves, all older than the one-minute grace a write in progress gets:
    const left = {
      // a lead's temporary file cut off mid-write (a partial record is not a lead),
      partial: `.${stranger.id}.0123456789ab.tmp`,
      // a complete one whose link never happened (never answered, so not a lead either),
      unlinked: `.${lead().id}.ba9876543210.tmp`,
      // a temporary file still linked to its lead (killed between link and removal),
      linked: `.${plain.id}.aaaaaaaaaaaa.tmp`,
      // a key's temporary file, and a consent record's,
      key: `.key.bbbbbbbbbbbb.tmp`,
      consent: `.consent.cccccccccccc.tmp`,
      // the lock of a process that is gone, and a lock older than any change takes.
      deadLock: `${plain.id}.lock`,
      oldLock: `${withKey.id}.lock`,
    };
    await fs.writeFile(path.join(dir, left.partial), JSON.stringify(stranger).slice(0, 40));
    await fs.writeFile(path.join(dir, left.unlinked), `${JSON.stringify(lead(), null, 2)}\n`);
    await fs.link(path.join(dir, `${plain.id}.json`), path.join(dir, left.linked));
    await fs.writeFile(path.join(keysDir, left.key), withKey.id);
    await fs.writeFile(path.join(consentsDir, left.consent), "{");
    await fs.writeFile(path.join(dir, left.deadLock), String(dead));
    await fs.writeFile(path.join(dir, left.oldLock), String(process.ppid));
    for (const name of [left.partial, left.unlinked, left.linked]) await age(path.join(dir, name), 5 * MINUTES);
    await age(path.join(keysDir, left.key), 5 * MINUTES);
    await age(path.join(consentsDir, left.consent), 5 * MINUTES);
    await age(path.join(dir, left.oldLock), 20_000);

    // What is in use: a write under way (a fresh temporary file) and a live process's fresh lock.
    const inUse = {
      temp: `.${lead().id}.dddddddddddd.tmp`,
      lock: `${stranger.id}.lock`,
      keyTemp: `.key.eeeeeeeeeeee.tmp`,
    };
    await fs.writeFile(path.join(dir, inUse.temp), '{"id":');
    await fs.writeFile(path.join(dir, inUse.lock), String(process.ppid));
    await fs.writeFile(path.join(keysDir, inUse.keyTemp), "");
    await fs.writeFile(path.join(dir, "notes.txt"), "not ours");

    // Leftovers are never listed as leads, before or after the sweep.
    expect(await store.list()).toEqual(leadsBefore);
    await store.sweep();

    expect(await names(dir)).toEqual(
      [
        `${plain.id}.json`,
        `${withKey.id}.json`,
        CONSENTS_DIR,
        "keys",
        "notes.txt",
        inUse.temp,
        inUse.lock,
        // Every lead has its delivery rows (none stored before them here); the file the store reads the time from.
        ".delivery-rows",
        ".clock",
      ].sort(),
    );
    expect(await names(keysDir)).toEqual([keyFile, inUse.keyTemp].sort());
    expect(await names(consentsDir)).toEqual([consentFile]);
    expect(await store.list()).toEqual(leadsBefore);
    expect(leadsBefore.map((record) => record.id)).toEqual([plain.id, withKey.id]);
    expect(await store.get(plain.id)).toEqual(plain);
    // The key still answers a repeat with its lead.
    expect(await store.create(keyed(lead(), "key-0123456789abcdef"))).toMatchObject({
      created: false,
      lead: { id: withKey.id },
    });
  });

  it("does nothing, and fails nothing, before the folder exists", async () => {
    await store.sweep();
    await expect(fs.stat(dir)).rejects.toMatchObject({ code: "ENOENT" });
  });
});

describe("delivery rows in the file store", () => {
  it("gives each lead stored before delivery rows its rows at the first sweep, once", async () => {
    const legacy = legacyLead;
    const waiting = legacy("pending");
    const sent = legacy("sent");
    const failed = legacy("failed");
    const unmailed = legacy("pending", { confirmation: { mailedAt: null, confirmedAt: null } });
    const mailed = legacy("unconfirmed", { confirmation: { mailedAt: "2025-03-01T10:00:30.000Z", confirmedAt: null } });
    const spam = legacy("spam", { spam: ["honeypot"] });
    for (const record of [waiting, sent, failed, unmailed, mailed, spam]) {
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, `${record.id}.json`), JSON.stringify(record));
    }
    await store.sweep();
    const rows = async (record: LeadRecord) =>
      (await store.deliveriesOf(record.id)).map((row) => [row.destination, row.state, row.attempts, row.nextAttemptAt]);
    expect(await rows(waiting)).toEqual([["webhook", "pending", 2, "2025-03-01T10:05:00.000Z"]]);
    expect(await rows(sent)).toMatchObject([["webhook", "sent", 2, expect.any(String)]]);
    expect(await rows(failed)).toMatchObject([["webhook", "failed", 2, expect.any(String)]]);
    expect(await rows(unmailed)).toEqual([["confirmation", "pending", 2, "2025-03-01T10:05:00.000Z"]]);
    expect(await rows(mailed)).toMatchObject([["confirmation", "sent", 0, expect.any(String)]]);
    expect(await rows(spam)).toEqual([]);
    expect((await store.get(waiting.id))?.delivery).toBeUndefined();
    // What was due is in the outbox's index: a worker takes it.
    const claimed = await store.claimDeliveries({
      policies: { webhook: { maxAttempts: 15, backoffMs: 0 }, confirmation: { maxAttempts: 15, backoffMs: 0 } },
      leaseMs: 10_000,
      limit: 10,
    });
    expect(claimed.map(({ row }) => row.id).sort()).toEqual(
      [`${unmailed.id}.confirmation`, `${waiting.id}.webhook`].sort(),
    );
    // Once: a lead written the old way later (an older instance still serving) is not read again.
    await fs.writeFile(path.join(dir, `${legacy("pending").id}.json`), JSON.stringify(legacy("pending")));
    await store.sweep();
    expect((await store.listDeliveries(["pending"])).length).toBe(2);
  });

  it("a worker's pass (claims, lag, neglected rows) reads only what the outbox's index names, however many leads are stored", async () => {
    // 20,000 leads whose deliveries are done, written as the store writes them, and 2 that wait.
    const done = (record: LeadRecord) => ({
      ...record,
      deliveries: [{ ...leadRow(record, "webhook", new Date()), state: "sent", attempts: 1 }],
    });
    await fs.mkdir(dir, { recursive: true });
    for (let batch = 0; batch < 20; batch += 1) {
      await Promise.all(
        Array.from({ length: 1000 }, () => {
          const record = lead();
          return fs.writeFile(path.join(dir, `${record.id}.json`), JSON.stringify(done(record)));
        }),
      );
    }
    const waiting = [lead(), lead()];
    for (const record of waiting) await store.create(record, (now) => [leadRow(record, "webhook", now)]);
    const reads = jest.spyOn(fs, "readFile");
    try {
      const claimed = await store.claimDeliveries({
        policies: { webhook: { maxAttempts: 15, backoffMs: 0 } },
        leaseMs: 10_000,
        limit: 10,
      });
      expect(claimed.map(({ lead: claimedLead }) => claimedLead?.id).sort()).toEqual(
        waiting.map((record) => record.id).sort(),
      );
      expect(await store.outboxLag(["webhook"])).toMatchObject({ due: 2 });
      // What else a worker's pass reads: rows whose last try never reported, failed rows not yet alerted.
      expect(await store.neglectedDeliveries({ webhook: { maxAttempts: 15, backoffMs: 0 } })).toEqual([]);
      // A handful of files (each waiting lead read a few times), never the 20,000.
      expect(reads.mock.calls.length).toBeLessThan(20);
    } finally {
      reads.mockRestore();
    }
  }, 120_000);
});

it("advises PostgreSQL at start only above the leads the file store is measured for, counting lead files alone", async () => {
  const first = keyed(lead(), "key-1");
  await store.create(first);
  // Links of one lead stand for many (the advice reads the folder, not the files); what is not a lead does not count.
  const source = path.join(dir, `${first.id}.json`);
  for (let index = 1; index < FILE_STORE_MOST_LEADS; index += 1)
    await fs.link(source, path.join(dir, `${randomUUID()}.json`));
  await fs.writeFile(path.join(dir, `${randomUUID()}.json.tmp`), "");
  await fs.writeFile(path.join(dir, `${randomUUID()}.lock`), "");
  expect(FILE_STORE_MOST_LEADS).toBe(20_000);
  expect(await fileStoreAdvice(dir)).toBeNull();

  await fs.link(source, path.join(dir, `${randomUUID()}.json`));
  expect(await fileStoreAdvice(dir)).toBe(
    'LEADS_DIR holds 20,001 leads, more than the 20,000 the file store is measured for: its hourly purge reads every lead and holds deliveries back meanwhile; use PostgreSQL (DATABASE_URL) from here on (README.md, "Deploying")',
  );
  expect(await fileStoreAdvice(path.join(dir, "missing"))).toBeNull();
});
