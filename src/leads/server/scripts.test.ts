/**
 * @jest-environment node
 *
 * The lead commands against the file store (scripts.db.test.ts runs them against PostgreSQL).
 */
import { spawnSync } from "node:child_process";
import { promises as fs } from "node:fs";
import path from "node:path";
import {
  expectConsentsExported,
  expectFailedDeliveryExported,
  expectSpamListedApart,
  expectSubjectExportedAndErased,
  exportedLeads,
  forCommands,
  leadCommand,
} from "../../../tests/support/leads/lead-commands";
import { type LeadStore, createFileLeadStore } from "./store/store";
import { leadRecord, tempDir } from "../../../tests/support/leads/fakes";

// Each test runs the commands as processes of their own.
jest.setTimeout(30_000);

let dir: string;
let store: LeadStore;

beforeEach(async () => {
  dir = await tempDir("lead-scripts-");
  store = createFileLeadStore(dir);
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

it(
  "leads:retry without a webhook still sweeps what a killed server left, keeps every lead, and exits 2",
  async () => {
    const lead = leadRecord();
    await store.create(lead);
    const dead = spawnSync(process.execPath, ["-e", ""]).pid;
    const partial = `.${leadRecord().id}.0123456789ab.tmp`;
    const writing = `.${leadRecord().id}.ba9876543210.tmp`;
    await fs.writeFile(path.join(dir, partial), '{"id":"');
    const fiveMinutesAgo = new Date(Date.now() - 300_000);
    await fs.utimes(path.join(dir, partial), fiveMinutesAgo, fiveMinutesAgo);
    await fs.writeFile(path.join(dir, `${lead.id}.lock`), String(dead));
    await fs.writeFile(path.join(dir, writing), "");

    // A partial record is not a lead: the export shows the one lead, before the sweep too.
    const before = await leadCommand("leads-export", { LEADS_DIR: dir, DATABASE_URL: "" });
    expect(exportedLeads(before.stdout).map((row) => row.id)).toEqual([lead.id]);

    const result = await leadCommand("leads-retry", { LEADS_DIR: dir, DATABASE_URL: "" });
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      `No destination is set (SMTP_URL, LEADS_WEBHOOK_URL, LEADS_SLACK_WEBHOOK_URL): there is nowhere to send pending deliveries (${dir} was swept).\n`,
    );
    expect((await fs.readdir(dir)).sort()).toEqual([`${lead.id}.json`, writing, ".delivery-rows", ".clock"].sort());
    expect(await store.list()).toEqual([lead]);
  },
  forCommands(2),
);

it(
  "leads:export shows a lead whose delivery failed for good, with its tries and last error (files)",
  async () => {
    await expectFailedDeliveryExported(store, { LEADS_DIR: dir, DATABASE_URL: "" });
  },
  forCommands(2),
);

it(
  "leads:subject exports what is theirs about an address, lists what may be, and erases it, a queued delivery included (files)",
  async () => {
    await expectSubjectExportedAndErased(store, { LEADS_DIR: dir, DATABASE_URL: "" });
  },
  forCommands(4),
);

it(
  "leads:consent exports the consent records from a date on (files)",
  async () => {
    await expectConsentsExported(store, { LEADS_DIR: dir, DATABASE_URL: "" });
  },
  forCommands(3),
);

it(
  "leads:export leaves spam out and lists it with --spam (files)",
  async () => {
    await expectSpamListedApart(store, { LEADS_DIR: dir, DATABASE_URL: "" });
  },
  forCommands(2),
);
