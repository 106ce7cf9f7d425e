/**
 * @jest-environment node
 *
 * The lead worker (worker.ts) on the file store: a server's worker's hourly upkeep runs whether or not
 * a webhook is set, tidying what a crash left and deleting leads past retention; a wake delivers at
 * once, and a failed try is tried again when the store says its backoff has passed, not at the next interval.
 */
import { promises as fs } from "node:fs";
import path from "node:path";
import { leadRow } from "./states";
import { createLeadWorker } from "./worker";
import { WebhookReceiver } from "../../../../tests/support/webhook-receiver";
import { createFileLeadStore } from "../store/store";
import { leadRecord, rowOf, tempDir } from "../../../../tests/support/leads/fakes";
import { until } from "../../../../tests/support/poll";

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
  const worker = createLeadWorker({ intervalMs: 60_000, upkeep: true, log });
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
  const worker = createLeadWorker({ intervalMs: 60_000, upkeep: true, log: { error: jest.fn() } });
  await worker.runOnce();
  await worker.stop();
  expect((await store.list()).map((lead) => lead.id)).toEqual([recent.id]);
});

it("delivers a lead when woken, and tries again when the backoff has passed, with no interval at all", async () => {
  const receiver = await new WebhookReceiver(null).start();
  Object.assign(process.env, {
    LEADS_WEBHOOK_URL: receiver.url,
    LEADS_WEBHOOK_ALLOW_PRIVATE: "true",
    LEADS_WEBHOOK_BACKOFF_MS: "100",
  });
  const store = createFileLeadStore(dir);
  const lead = leadRecord({ createdAt: new Date().toISOString() });
  await store.create(lead, (now) => [leadRow(lead, "webhook", now)]);
  const log = { error: jest.fn() };
  const worker = createLeadWorker({ log });
  try {
    receiver.mode = "error";
    await worker.runOnce();
    expect(receiver.tries.get(lead.id)).toBe(1);
    receiver.mode = "ok";
    // Nobody wakes it: the failed try's backoff does.
    await until(
      "the retry after the backoff",
      async () => (await rowOf(store, lead.id, "webhook"))?.state === "sent",
      10_000,
    );
    expect(await rowOf(store, lead.id, "webhook")).toMatchObject({ state: "sent", attempts: 2 });
    expect(log.error).toHaveBeenCalledWith(
      `Webhook try 1 of 15 for lead ${lead.id} failed: HTTP_500: the webhook answered 500`,
    );
  } finally {
    await worker.stop();
    await receiver.stop();
  }
}, 15_000);

it("runs no pass, and says why once, with settings that cannot be used", async () => {
  process.env.LEADS_WEBHOOK_URL = "file:///etc/passwd";
  const log = { error: jest.fn() };
  const worker = createLeadWorker({ log });
  await worker.runOnce();
  await worker.runOnce();
  await worker.stop();
  expect(log.error.mock.calls).toEqual([
    ["Lead worker not running: LEADS_WEBHOOK_URL must be an https: address (http: only to this machine); got file:"],
  ]);
});
