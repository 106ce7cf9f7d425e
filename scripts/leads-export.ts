/**
 * Prints every stored lead as CSV (stdout), for the marketing team:
 *   npm run leads:export > leads.csv
 *   npm run leads:export -- --form contact > contact-requests.csv
 *   npm run leads:export -- --out leads.csv
 *   npm run leads:export -- --spam          what the spam traps caught instead, with their reasons
 * The file is readable by its owner only (mode 600), also when stdout is redirected to one.
 * Reads DATABASE_URL, or LEADS_DIR (default .data/leads). How many submissions were kept as spam goes to stderr.
 */
import { LEAD_FORMS, type LeadFormName, type LeadsConfig, leadsToCsv, leadsWithDeliveries } from "../src/leads/server";
import { option, runCommand, withLeadStore, writeOwnerOnly } from "./lib/lead-command";

async function main(config: LeadsConfig): Promise<number> {
  const form = option("--form");
  if (form !== undefined && !LEAD_FORMS.includes(form as LeadFormName)) {
    console.error(`--form must be one of: ${LEAD_FORMS.join(", ")}`);
    return 2;
  }
  const out = option("--out");
  if (out === null) throw new Error("--out needs a file name.");
  const spam = process.argv.includes("--spam");
  return withLeadStore(config, async (store) => {
    const all = await leadsWithDeliveries(store);
    const isSpam = ({ lead }: (typeof all)[number]) => Boolean(lead.spam?.length);
    const leads = all.filter((entry) => isSpam(entry) === spam);
    await writeOwnerOnly(out, leadsToCsv(leads, (form ?? undefined) as LeadFormName | undefined, { spam }));
    const caught = all.filter(isSpam).length;
    console.error(
      spam
        ? `${caught} submission(s) kept as spam exported from ${store.location}.`
        : `${leads.length} lead(s) exported from ${store.location}; ${caught} submission(s) kept as spam.`,
    );
    return 0;
  });
}

runCommand(main);
