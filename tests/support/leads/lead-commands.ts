/**
 * The lead commands (scripts/leads-*.ts) run as `npm run leads:*` runs them, and their CSV read back,
 * for scripts.test.ts (file store) and scripts.db.test.ts (PostgreSQL).
 */
import { execFile } from "node:child_process";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { LeadStore } from "../../../src/leads/server/store/store";
import { type DeliveryRow, leadRow } from "../../../src/leads/server/delivery/states";
import { consentRecord, leadRecord } from "./fakes";
import type { SubjectData } from "../../../src/leads/server/store/subject";
import { WebhookReceiver } from "../webhook-receiver";
import { COMMAND_WAIT_MS } from "../../../src/testing/waits";

const ROOT = path.resolve(__dirname, "../../..");
const run = promisify(execFile);

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs scripts/<script>.ts with no webhook and the default retention unless `env` sets them; a command still
 * running after COMMAND_WAIT_MS is stopped and the test fails saying so.
 */
export async function leadCommand(script: string, env: NodeJS.ProcessEnv, args: string[] = []): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
      cwd: ROOT,
      env: { ...process.env, LEADS_WEBHOOK_URL: "", LEADS_RETENTION_DAYS: "", ...env },
      timeout: COMMAND_WAIT_MS,
      killSignal: "SIGKILL",
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; killed?: boolean; stdout: string; stderr: string };
    if (failed.killed) {
      throw new Error(
        `scripts/${script}.ts ${args.join(" ")} did not finish within ${COMMAND_WAIT_MS} ms: ${failed.stderr}`,
        {
          cause: error,
        },
      );
    }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** A test's own bound: the commands it runs, one after another, each within COMMAND_WAIT_MS. */
export const forCommands = (count: number) => count * COMMAND_WAIT_MS;

/** RFC 4180 rows (quoted cells, doubled quotes, CRLF line ends). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index += 1;
    } else cell += char;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/** Every exported lead as its cells by column name. */
export function exportedLeads(csv: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(csv);
  return rows.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index]])));
}

/**
 * A lead the webhook never takes (it answers 500), in a store holding nothing else: `leads:retry`
 * makes every try LEADS_WEBHOOK_MAX_ATTEMPTS allows, marks the delivery failed and exits 1, and
 * `leads:export` then shows the lead as failed with its tries and last error.
 */
export async function expectFailedDeliveryExported(store: LeadStore, env: NodeJS.ProcessEnv): Promise<void> {
  const lead = leadRecord({ createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() });
  await store.create(lead, (now) => [leadRow(lead, "webhook", now)]);
  const receiver = await new WebhookReceiver("whsec-export").start();
  receiver.mode = "error";
  try {
    const retry = await leadCommand("leads-retry", {
      ...env,
      LEADS_WEBHOOK_URL: receiver.url,
      LEADS_WEBHOOK_ALLOW_PRIVATE: "true",
      LEADS_WEBHOOK_SECRET: "whsec-export",
      LEADS_WEBHOOK_MAX_ATTEMPTS: "3",
      LEADS_WEBHOOK_BACKOFF_MS: "0",
    });
    expect([retry.code, retry.stdout]).toEqual([
      1,
      "0 delivered, 0 to try again, 1 failed now; 0 pending, 1 failed in all.\n",
    ]);
    expect(receiver.tries.get(lead.id)).toBe(3);
  } finally {
    await receiver.stop();
  }
  const exported = await leadCommand("leads-export", env);
  expect(exported.code).toBe(0);
  expect(exported.stderr).toBe(`1 lead(s) exported from ${store.location}; 0 submission(s) kept as spam.\n`);
  const rows = exportedLeads(exported.stdout);
  expect(rows.map((row) => [row.id, row.delivery_status, row.delivery_attempts, row.delivery_error])).toEqual([
    [lead.id, "failed", "3", "HTTP_500: the webhook answered 500"],
  ]);
}

/**
 * A person's data on request, in a store holding theirs and someone else's: `leads:subject --export`
 * writes the leads they sent (naming the address in any case) with their deliveries, what a referral says
 * about them (their fields only) and their newsletter confirmation, as JSON readable by its owner only, and
 * lists apart the privacy choices of a browser one of their leads names; `--erase` deletes exactly what was
 * theirs, a queued delivery included, blanks their fields in the referral, and prints what went, naming
 * what already reached the webhook.
 */
export async function expectSubjectExportedAndErased(store: LeadStore, env: NodeJS.ProcessEnv): Promise<void> {
  const now = new Date().toISOString();
  const browser = "0d3f5a1e-2b4c-4d6e-8f0a-1b2c3d4e5f60";
  const queued = leadRecord({
    createdAt: now,
    fields: { footer_email: "ada@example.com" },
  });
  const sent = leadRecord({
    form: "contact",
    createdAt: now,
    revision: 2,
    fields: { name: "Ada Lovelace", email: "Ada@Example.com", company: "", message: "An app." },
    details: { interests: ["web"], budget: "not-sure", timeline: "asap" },
    meta: { source: null, page: "/contact-us/", campaign: null, consentId: browser },
  });
  const delivered = (made: Date): DeliveryRow => ({
    ...leadRow(sent, "webhook", made),
    state: "sent",
    attempts: 2,
    deliveredAt: "2025-03-01T10:05:00.000Z",
    deliveredRevision: 2,
  });
  const referred = leadRecord({
    form: "referral",
    createdAt: now,
    fields: {
      yourName: "Grace Hopper",
      yourEmail: "grace@example.com",
      referralName: "Ada Lovelace",
      referralEmail: "ada@example.com",
      referralCompany: "Analytical Engines",
      notes: "",
    },
  });
  const someoneElse = leadRecord({ createdAt: now, fields: { footer_email: "grace@example.com" } });
  for (const lead of [queued, referred, someoneElse])
    await store.create(lead, (made) => [leadRow(lead, "webhook", made)]);
  await store.create(sent, (made) => [delivered(made)]);
  const confirmation = consentRecord({ kind: "newsletter", choices: { newsletter: true }, leadId: queued.id });
  const choice = consentRecord({ consentId: browser, at: "2025-03-01T10:01:00.000Z" });
  const unrelated = consentRecord({ at: "2025-03-01T10:02:00.000Z" });
  for (const record of [confirmation, choice, unrelated]) await store.recordConsent(record);
  const possible = [
    "Not included, and may concern ADA@example.com (look at each and decide):",
    `- consent record ${choice.id} (privacy-choice, ${choice.at}): made in a browser whose consent id one of their leads carries; a browser may send anyone's id`,
  ];

  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "subject-"));
  const file = path.join(dir, "ada.json");
  try {
    const exported = await leadCommand("leads-subject", env, ["--email", "ADA@example.com", "--export", file]);
    expect([exported.code, exported.stdout.trim().split("\n")]).toEqual([
      0,
      [
        `2 lead(s), 1 mention(s) in other people's leads and 1 consent record(s) about ADA@example.com written to ${file}.`,
        ...possible,
      ],
    ]);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    const data = JSON.parse(await fs.readFile(file, "utf8")) as SubjectData;
    expect(Object.keys(data)).toEqual(["email", "at", "leads", "mentions", "consents", "deliveries"]);
    expect(data.email).toBe("ADA@example.com");
    expect(new Set(data.leads.map((lead) => lead.id))).toEqual(new Set([queued.id, sent.id]));
    // Whole records: the revisions' content, the delivery state and tries.
    expect(data.leads.find((lead) => lead.id === sent.id)).toEqual(sent);
    expect(data.mentions).toEqual([
      {
        leadId: referred.id,
        form: "referral",
        createdAt: now,
        fields: {
          referralName: "Ada Lovelace",
          referralEmail: "ada@example.com",
          referralCompany: "Analytical Engines",
        },
      },
    ]);
    expect(data.consents).toEqual([confirmation]);
    const deliveries = (data as SubjectData & { deliveries: DeliveryRow[] }).deliveries;
    expect(deliveries.map((row) => [row.id, row.state, row.attempts]).sort()).toEqual(
      [
        [`${queued.id}.webhook`, "pending", 0],
        [`${sent.id}.webhook`, "sent", 2],
      ].sort(),
    );

    const erased = await leadCommand("leads-subject", env, ["--email", "ada@example.com", "--erase"]);
    expect(erased.code).toBe(0);
    const lines = erased.stdout.trim().split("\n");
    expect(lines[0]).toBe(
      `Erased from ${store.location}: 2 lead(s), 1 mention(s) in other people's leads and 1 consent record(s) about ada@example.com.`,
    );
    expect(lines.slice(1, 5).sort()).toEqual(
      [
        `- lead ${queued.id} (newsletter, ${now})`,
        `- lead ${sent.id} (contact, ${now}; delivered to the webhook on 2025-03-01T10:05:00.000Z; erase it from the webhook by hand)`,
        `- referralName, referralEmail, referralCompany blanked in lead ${referred.id} (referral, ${now})`,
        `- consent record ${confirmation.id} (newsletter, ${confirmation.at})`,
      ].sort(),
    );
    expect(lines.slice(5)).toEqual(possible.map((line) => line.replace("ADA@", "ada@")));
    // The referrer's lead stays, without a word of Ada's.
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect((await store.list()).sort(byId)).toEqual(
      [
        { ...referred, fields: { ...referred.fields, referralName: "", referralEmail: "", referralCompany: "" } },
        someoneElse,
      ].sort(byId),
    );
    expect(await store.listConsents()).toEqual([choice, unrelated]);
    // The queued delivery went with its lead: a worker finds only the others'.
    const due = await store.claimDeliveries({
      policies: { webhook: { maxAttempts: 3, backoffMs: 0 } },
      leaseMs: 1000,
      limit: 10,
    });
    expect(due.map(({ row }) => row.leadId).sort()).toEqual([referred.id, someoneElse.id].sort());
    const again = await leadCommand("leads-subject", env, ["--email", "ada@example.com", "--export", file]);
    expect(again.stdout.split("\n")[0]).toBe(
      `0 lead(s), 0 mention(s) in other people's leads and 0 consent record(s) about ada@example.com written to ${file}.`,
    );
    expect((await leadCommand("leads-subject", env, ["--email", "ada@example.com"])).code).toBe(2);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** `leads:consent -- --since DATE`: the records from that time on, as CSV; a date it cannot read exits 2. */
export async function expectConsentsExported(store: LeadStore, env: NodeJS.ProcessEnv): Promise<void> {
  const before = consentRecord({ at: "2025-02-28T23:59:59.999Z" });
  const choice = consentRecord({ at: "2025-03-01T00:00:00.000Z", gpc: true, page: "/blog/x/" });
  const signup = consentRecord({
    at: "2025-03-02T08:00:00.000Z",
    kind: "newsletter",
    choices: { newsletter: true },
    consentId: null,
    leadId: "7d0e6d3c-0f4a-4e1b-9a0c-3b5d7f9e1a2c",
  });
  for (const record of [signup, before, choice]) await store.recordConsent(record);
  const result = await leadCommand("leads-consent", env, ["--since", "2025-03-01"]);
  expect([result.code, result.stderr]).toEqual([
    0,
    `2 consent record(s) since 2025-03-01 exported from ${store.location}.\n`,
  ]);
  expect(exportedLeads(result.stdout)).toEqual([
    {
      id: choice.id,
      at: "2025-03-01T00:00:00.000Z",
      kind: "privacy-choice",
      choices: "analytics=no; marketing=yes",
      policy_version: "2025-01-01",
      page: "/blog/x/",
      address_hash: choice.addressHash,
      consent_id: choice.consentId!,
      lead_id: "",
      gpc: "yes",
    },
    {
      id: signup.id,
      at: "2025-03-02T08:00:00.000Z",
      kind: "newsletter",
      choices: "newsletter=yes",
      policy_version: "2025-01-01",
      page: "/",
      address_hash: signup.addressHash,
      consent_id: "",
      lead_id: signup.leadId!,
      gpc: "",
    },
  ]);
  expect((await leadCommand("leads-consent", env)).stderr).toMatch(/^3 consent record\(s\) exported from /);
  const wrong = await leadCommand("leads-consent", env, ["--since", "last tuesday"]);
  expect([wrong.code, wrong.stderr]).toEqual([
    2,
    "--since needs a date: --since 2025-01-01 (or a time: 2025-01-01T12:00:00Z)\n",
  ]);
}

/** What the spam traps caught is left out of `leads:export` and listed, with its reasons, by `--spam`. */
export async function expectSpamListedApart(store: LeadStore, env: NodeJS.ProcessEnv): Promise<void> {
  const lead = leadRecord({ createdAt: new Date().toISOString() });
  const spam = leadRecord({
    form: "contact",
    createdAt: new Date().toISOString(),
    fields: { name: "Bot", email: "bot@example.com", company: "", message: "Buy http://a http://b http://c http://d" },
    spam: ["links", "too-fast"],
  });
  await store.create(lead);
  await store.create(spam);
  const leads = await leadCommand("leads-export", env);
  expect(exportedLeads(leads.stdout).map((row) => row.id)).toEqual([lead.id]);
  expect(leads.stderr).toBe(`1 lead(s) exported from ${store.location}; 1 submission(s) kept as spam.\n`);
  const caught = await leadCommand("leads-export", env, ["--spam"]);
  expect(caught.stderr).toBe(`1 submission(s) kept as spam exported from ${store.location}.\n`);
  expect(exportedLeads(caught.stdout).map((row) => [row.id, row.delivery_status, row.spam_reasons])).toEqual([
    [spam.id, "spam", "links; too-fast"],
  ]);
}
