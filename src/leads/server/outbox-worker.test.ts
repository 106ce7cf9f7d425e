/**
 * @jest-environment node
 *
 * The production server's outbox worker (outbox-worker.ts) on the file store: its hourly upkeep runs
 * whether or not a webhook is set, tidying what a crash left and deleting leads past retention.
 */
import { promises as fs } from "node:fs";
import path from "node:path";
import { startOutboxWorker } from "./outbox-worker";
import { createFileLeadStore } from "./store";
import { leadRecord, tempDir } from "./test-support";

const DAY = 86_400_000;
const SAVED_ENV = { ...process.env };
let dir: string;

beforeEach(async () => {
  dir = await tempDir("outbox-worker-");
  process.env = { ...SAVED_ENV, LEADS_DIR: dir };
  for (const name of ["DATABASE_URL", "LEADS_WEBHOOK_URL", "LEADS_RETENTION_DAYS"]) delete process.env[name];
});
afterEach(async () => {
  process.env = SAVED_ENV;
  await fs.rm(dir, { recursive: true, force: true });
});

/** What a crash leaves: the temporary file of a write cut short, and a lock whose process is gone. */
async function crashLeftovers(leadId: string): Promise<string[]> {
  const temp = path.join(dir, `${leadId}.json.0123456789ab.tmp`);
  const lock = path.join(dir, `${leadId}.lock`);
  await fs.writeFile(temp, '{"id":');
  await fs.writeFile(lock, "2147483646");
  const minutesAgo = new Date(Date.now() - 5 * 60_000);
  for (const file of [temp, lock]) await fs.utimes(file, minutesAgo, minutesAgo);
  return [path.basename(temp), path.basename(lock)].sort();
}
const leftovers = async () => (await fs.readdir(dir)).filter((name) => /\.(tmp|lock)$/.test(name)).sort();

it("sweeps crash leftovers and deletes leads older than three years at start, with no webhook set", async () => {
  const store = createFileLeadStore(dir);
  const recent = leadRecord({ createdAt: new Date(Date.now() - 1094 * DAY).toISOString() });
  const expired = leadRecord({ createdAt: new Date(Date.now() - 1096 * DAY).toISOString() });
  await store.create(recent);
  await store.create(expired);
  const left = await crashLeftovers(recent.id);
  expect(await leftovers()).toEqual(left);

  const log = { error: jest.fn() };
  const worker = startOutboxWorker(60_000, log);
  try {
    await worker.runOnce();
    expect(await leftovers()).toEqual([]);
    expect((await store.list()).map((lead) => lead.id)).toEqual([recent.id]);

    // At most once an hour: what a later crash leaves waits for the next hour's upkeep.
    const later = await crashLeftovers(recent.id);
    await worker.runOnce();
    expect(await leftovers()).toEqual(later);
  } finally {
    await worker.stop();
  }
  expect(log.error).not.toHaveBeenCalled();
});

it("keeps leads for LEADS_RETENTION_DAYS when it is set", async () => {
  process.env.LEADS_RETENTION_DAYS = "30";
  const store = createFileLeadStore(dir);
  const recent = leadRecord({ createdAt: new Date(Date.now() - 29 * DAY).toISOString() });
  const expired = leadRecord({ createdAt: new Date(Date.now() - 31 * DAY).toISOString() });
  await store.create(recent);
  await store.create(expired);
  const worker = startOutboxWorker(60_000, { error: jest.fn() });
  await worker.runOnce();
  await worker.stop();
  expect((await store.list()).map((lead) => lead.id)).toEqual([recent.id]);
});
