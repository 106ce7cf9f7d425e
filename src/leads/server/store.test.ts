/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";
import { DISCARDED_FILE, LeadExistsError, createFileLeadStore, isLeadId, type LeadStore } from "./store";
import { leadRecord, tempDir } from "./test-support";

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
  await expect(store.create({ ...original, fields: { footer_email: "mallory@example.com" } })).rejects.toBeInstanceOf(
    LeadExistsError,
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
  expect(await fs.readdir(dir)).toEqual([`${record.id}.json`]);
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

it("lists nothing before the first lead", async () => {
  expect(await store.list()).toEqual([]);
  expect(await store.countDiscarded()).toBe(0);
});

it("counts discarded submissions in an append-only log", async () => {
  await Promise.all(
    Array.from({ length: 25 }, () =>
      store.recordDiscarded({ at: "2025-03-01T10:00:00.000Z", form: "contact", reason: "honeypot" }),
    ),
  );
  expect(await store.countDiscarded()).toBe(25);
  const lines = (await fs.readFile(path.join(dir, DISCARDED_FILE), "utf8")).trim().split("\n");
  expect(JSON.parse(lines[0])).toEqual({ at: "2025-03-01T10:00:00.000Z", form: "contact", reason: "honeypot" });
  expect(await store.list()).toEqual([]);
});
