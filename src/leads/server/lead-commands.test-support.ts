/**
 * The lead commands (scripts/leads-*.ts) run as `npm run leads:*` runs them, and their CSV read back,
 * for scripts.test.ts (file store) and scripts.db.test.ts (PostgreSQL).
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { LeadStore } from "./store";
import { leadRecord } from "./test-support";
import { WebhookReceiver } from "./webhook-receiver.test-support";

const ROOT = path.resolve(__dirname, "../../..");
const run = promisify(execFile);

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs scripts/<script>.ts with no webhook and the default retention unless `env` sets them. */
export async function leadCommand(script: string, env: NodeJS.ProcessEnv, args: string[] = []): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
      cwd: ROOT,
      env: { ...process.env, LEADS_WEBHOOK_URL: "", LEADS_RETENTION_DAYS: "", ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

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
  await store.create(lead);
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
      "0 lead(s) sent, 0 to try again, 1 failed now; 0 pending, 1 failed in all.\n",
    ]);
    expect(receiver.tries.get(lead.id)).toBe(3);
  } finally {
    await receiver.stop();
  }
  const exported = await leadCommand("leads-export", env);
  expect(exported.code).toBe(0);
  expect(exported.stderr).toBe(`1 lead(s) exported from ${store.location}; 0 submission(s) discarded as spam.\n`);
  const rows = exportedLeads(exported.stdout);
  expect(rows.map((row) => [row.id, row.delivery_status, row.delivery_attempts, row.delivery_error])).toEqual([
    [lead.id, "failed", "3", "HTTP_500: the webhook answered 500"],
  ]);
}
