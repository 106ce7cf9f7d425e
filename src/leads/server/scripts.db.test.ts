/**
 * The lead commands (npm run leads:migrate, leads:export, leads:purge, leads:retry) against PostgreSQL.
 */
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestDatabase } from "../../../tests/support/postgres-cluster";
import {
  expectConsentsExported,
  expectFailedDeliveryExported,
  expectSpamListedApart,
  expectSubjectExportedAndErased,
  leadCommand as command,
} from "../../../tests/support/leads/lead-commands";
import { MIGRATIONS } from "./store/migrations";
import { type PgLeadStore, openPgLeadStore } from "./store/pg-store";
import { leadRow } from "./delivery/states";
import { leadRecord } from "../../../tests/support/leads/fakes";
import { WebhookReceiver } from "../../../tests/support/webhook-receiver";

let url: string;
let store: PgLeadStore;
let dir: string;

beforeAll(async () => {
  url = await createTestDatabase("scripts");
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "lead-scripts-"));
});
afterAll(async () => {
  await store?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

it("leads:migrate brings the schema up to date, then finds nothing to do", async () => {
  const first = await command("leads-migrate", { DATABASE_URL: url });
  expect(first.stdout).toBe(`Applied migration(s) ${MIGRATIONS.map((m) => m.version).join(", ")} to ${url}.\n`);
  const again = await command("leads-migrate", { DATABASE_URL: url });
  expect(again.stdout).toBe(`${url} is up to date.\n`);
  expect((await command("leads-migrate", { DATABASE_URL: "" })).code).toBe(2);
  store = await openPgLeadStore(url, { migrate: false });
});

it("leads:export writes the CSV readable by its owner only", async () => {
  await store.create(leadRecord({ fields: { footer_email: "ada@example.com" }, createdAt: new Date().toISOString() }));
  const out = path.join(dir, "leads.csv");
  await fs.writeFile(out, "old", { mode: 0o644 });
  const result = await command("leads-export", { DATABASE_URL: url }, ["--out", out]);
  expect(result.code).toBe(0);
  expect((await fs.stat(out)).mode & 0o777).toBe(0o600);
  const csv = await fs.readFile(out, "utf8");
  expect(csv.split("\r\n")[1]).toContain(",newsletter,");
  expect(csv).toContain("ada@example.com");
  expect(result.stderr).toContain("1 lead(s) exported");
});

// The commands run as processes of their own.
jest.setTimeout(60_000);

// Each in a database of its own: the other commands' counts stay as they are.
describe.each([
  [
    "leads:export shows a lead whose delivery failed for good, with its tries and last error",
    expectFailedDeliveryExported,
  ],
  [
    "leads:subject exports what is theirs about an address, lists what may be, and erases it, a queued delivery included",
    expectSubjectExportedAndErased,
  ],
  ["leads:consent exports the consent records from a date on", expectConsentsExported],
  ["leads:export leaves spam out and lists it with --spam", expectSpamListedApart],
] as const)("%s (PostgreSQL)", (_, expectation) => {
  it("in a database of its own", async () => {
    const databaseUrl = await createTestDatabase("commands");
    const target = await openPgLeadStore(databaseUrl);
    try {
      await expectation(target, { DATABASE_URL: databaseUrl });
    } finally {
      await target.close();
    }
  });
});

it("leads:retry without a webhook still sweeps (rate-limit hits older than a day), keeps every lead, and exits 2", async () => {
  await store.pool.query(
    "INSERT INTO lead_rate_hits (key, at) VALUES ('sweep-old', now() - interval '2 days'), ('sweep-new', now())",
  );
  const leads = await store.list();
  const result = await command("leads-retry", { DATABASE_URL: url });
  expect(result.code).toBe(2);
  expect(result.stderr).toBe(
    `No destination is set (SMTP_URL, LEADS_WEBHOOK_URL, LEADS_SLACK_WEBHOOK_URL): there is nowhere to send pending deliveries (${store.location} was swept).\n`,
  );
  const { rows } = await store.pool.query<{ key: string }>(
    "SELECT key FROM lead_rate_hits WHERE key LIKE 'sweep-%' ORDER BY key",
  );
  expect(rows.map((row) => row.key)).toEqual(["sweep-new"]);
  expect(await store.list()).toEqual(leads);
});

it("leads:purge deletes the leads older than LEADS_RETENTION_DAYS, three years when unset", async () => {
  const days = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
  const old = leadRecord({ createdAt: days(40) });
  const ancient = leadRecord({ createdAt: days(1096) });
  await store.create(old);
  await store.create(ancient);
  const before = (await store.list()).length;
  const byDefault = await command("leads-purge", { DATABASE_URL: url });
  expect(byDefault.stdout).toMatch(/^1 lead\(s\) created before \S+ deleted from /);
  expect(await store.get(ancient.id)).toBeNull();
  expect(await store.get(old.id)).not.toBeNull();
  const result = await command("leads-purge", { DATABASE_URL: url, LEADS_RETENTION_DAYS: "30" });
  expect(result.stdout).toMatch(/^1 lead\(s\) created before \S+ deleted from /);
  expect(await store.get(old.id)).toBeNull();
  expect(await store.list()).toHaveLength(before - 2);
});

it("leads:retry delivers what is due, signed, and exits 1 while a delivery has failed", async () => {
  const receiver = await new WebhookReceiver("whsec-scripts-1").start();
  try {
    const env = {
      DATABASE_URL: url,
      LEADS_WEBHOOK_URL: receiver.url,
      LEADS_WEBHOOK_ALLOW_PRIVATE: "true",
      LEADS_WEBHOOK_SECRET: "whsec-scripts-1",
    };
    const waiting = leadRecord();
    await store.create(waiting, (now) => [leadRow(waiting, "webhook", now)]);
    const ok = await command("leads-retry", env);
    expect(ok.stdout).toBe("1 delivered, 0 to try again, 0 failed now; 0 pending, 0 failed in all.\n");
    expect(ok.code).toBe(0);
    expect(receiver.accepted.size).toBe(1);

    const refused = leadRecord();
    await store.create(refused, (now) => [leadRow(refused, "webhook", now)]);
    const wrongSecret = await command("leads-retry", { ...env, LEADS_WEBHOOK_SECRET: "another" });
    expect(wrongSecret.stdout).toBe("0 delivered, 0 to try again, 1 failed now; 0 pending, 1 failed in all.\n");
    expect(wrongSecret.code).toBe(1);
    // No LEADS_ALERT_EMAIL: the failure is said in the log, once.
    expect(wrongSecret.stderr).toContain(
      `Lead delivery alert: the delivery of lead ${refused.id} to the webhook failed for good after 1 try: HTTP_401`,
    );
    const requeued = await command("leads-retry", env, ["--failed"]);
    expect(requeued.stdout).toBe(
      "1 failed deliveries queued again.\n1 delivered, 0 to try again, 0 failed now; 0 pending, 0 failed in all.\n",
    );
    expect(receiver.accepted.get(`${refused.id}:1`)).toBe(1);
  } finally {
    await receiver.stop();
  }
});
