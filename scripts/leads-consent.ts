/**
 * The consent records, for an audit (GDPR Art. 7(1)): every saved privacy choice and every confirmed
 * newsletter signup, with the policy version, time, page and hashed address, as CSV:
 *   npm run leads:consent -- --since 2025-01-01 > consent.csv
 *   npm run leads:consent -- --since 2025-01-01 --out consent.csv
 * Without --since: all of them. Readable by its owner only, like leads:export.
 */
import { type ConsentRecord, type LeadsConfig, toCsv } from "../src/leads/server";
import { option, runCommand, withLeadStore, writeOwnerOnly } from "./lib/lead-command";

const COLUMNS = [
  "id",
  "at",
  "kind",
  "choices",
  "policy_version",
  "page",
  "address_hash",
  "consent_id",
  "lead_id",
  "gpc",
];

const row = (record: ConsentRecord) => [
  record.id,
  record.at,
  record.kind,
  Object.entries(record.choices)
    .map(([name, on]) => `${name}=${on ? "yes" : "no"}`)
    .join("; "),
  record.policyVersion ?? "",
  record.page ?? "",
  record.addressHash,
  record.consentId ?? "",
  record.leadId ?? "",
  record.gpc ? "yes" : "",
];

async function main(config: LeadsConfig): Promise<number> {
  const since = option("--since");
  const from = since ? new Date(since) : undefined;
  if (since === null || (from && Number.isNaN(from.getTime()))) {
    console.error("--since needs a date: --since 2025-01-01 (or a time: 2025-01-01T12:00:00Z)");
    return 2;
  }
  const out = option("--out");
  if (out === null) throw new Error("--out needs a file name.");
  return withLeadStore(config, async (store) => {
    const records = await store.listConsents(from);
    await writeOwnerOnly(out, toCsv([COLUMNS, ...records.map(row)]));
    console.error(
      `${records.length} consent record(s)${since ? ` since ${since}` : ""} exported from ${store.location}.`,
    );
    return 0;
  });
}

runCommand(main);
