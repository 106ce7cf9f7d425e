/**
 * Prints every stored lead as CSV (stdout), for the marketing team:
 *   npm run leads:export > leads.csv
 *   npm run leads:export -- --form contact > contact-requests.csv
 * Reads DATABASE_URL, or LEADS_DIR (default .data/leads). The count of submissions discarded by
 * the honeypot goes to stderr.
 */
import { LEAD_FORMS, type LeadFormName } from "../src/leads/shared/lead-forms";
import { loadLeadsConfig } from "../src/leads/server/config";
import { leadsToCsv } from "../src/leads/server/csv";
import { openLeadStore } from "../src/leads/server/open-store";

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const formIndex = args.indexOf("--form");
  const form = formIndex >= 0 ? args[formIndex + 1] : undefined;
  if (form !== undefined && !LEAD_FORMS.includes(form as LeadFormName)) {
    console.error(`--form must be one of: ${LEAD_FORMS.join(", ")}`);
    return 2;
  }
  const store = await openLeadStore(loadLeadsConfig(process.env));
  try {
    const leads = await store.list();
    process.stdout.write(leadsToCsv(leads, form as LeadFormName | undefined));
    const discarded = await store.countDiscarded();
    console.error(
      `${leads.length} lead(s) exported from ${store.location}; ${discarded} submission(s) discarded as spam.`,
    );
    return 0;
  } finally {
    await store.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
