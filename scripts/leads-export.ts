/**
 * Prints every stored lead as CSV (stdout), for the marketing team:
 *   npm run leads:export > leads.csv
 *   npm run leads:export -- --form contact > contact-requests.csv
 *   npm run leads:export -- --out leads.csv
 * The file is readable by its owner only (mode 600), also when stdout is redirected to one.
 * Reads DATABASE_URL, or LEADS_DIR (default .data/leads). The count of submissions discarded by
 * the honeypot goes to stderr.
 */
import { fchmodSync, fstatSync, promises as fs } from "node:fs";
import { LEAD_FORMS, type LeadFormName, type LeadsConfig, leadsToCsv } from "../src/leads/server";
import { runCommand, withLeadStore } from "./lib/lead-command";

async function writeOwnerOnly(file: string | undefined, text: string): Promise<void> {
  if (!file) throw new Error("--out needs a file name.");
  const handle = await fs.open(file, "w", 0o600);
  try {
    await handle.chmod(0o600);
    await handle.writeFile(text, "utf8");
  } finally {
    await handle.close();
  }
}

async function main(config: LeadsConfig): Promise<number> {
  const args = process.argv.slice(2);
  const formIndex = args.indexOf("--form");
  const form = formIndex >= 0 ? args[formIndex + 1] : undefined;
  if (form !== undefined && !LEAD_FORMS.includes(form as LeadFormName)) {
    console.error(`--form must be one of: ${LEAD_FORMS.join(", ")}`);
    return 2;
  }
  return withLeadStore(config, async (store) => {
    const leads = await store.list();
    const csv = leadsToCsv(leads, form as LeadFormName | undefined);
    const outIndex = args.indexOf("--out");
    if (outIndex >= 0) {
      await writeOwnerOnly(args[outIndex + 1], csv);
    } else {
      // Redirected to a file (`> leads.csv`): the shell created it with the usual mode; narrow it.
      if (fstatSync(1).isFile()) fchmodSync(1, 0o600);
      process.stdout.write(csv);
    }
    const discarded = await store.countDiscarded();
    console.error(
      `${leads.length} lead(s) exported from ${store.location}; ${discarded} submission(s) discarded as spam.`,
    );
    return 0;
  });
}

runCommand(main);
