/**
 * A person's data on request (GDPR Arts. 15 and 17), by e-mail address, in both stores:
 *   npm run leads:subject -- --email ada@example.com --export ada.json   everything stored about it, as JSON
 *   npm run leads:subject -- --email ada@example.com --erase             deletes it all and prints what went
 * Both together export first, then erase. Leads of every form that name the address (with their
 * revisions' content, delivery state and tries, queued deliveries included), and the consent records
 * linked to them (src/leads/server/subject.ts). A try under way is waited for; the webhook is sent a signed
 * lead.erased event for each lead it has; what reached the sales inbox or Slack is named, to erase there too.
 */
import { type LeadsConfig, describeErasure, eraseSubject, findSubject } from "../src/leads/server";
import { option, runCommand, withLeadStore, writeOwnerOnly } from "./lib/lead-command";

async function main(config: LeadsConfig): Promise<number> {
  const email = option("--email");
  const file = option("--export");
  const erase = process.argv.includes("--erase");
  if (!email || file === null || (file === undefined && !erase)) {
    console.error("Usage: npm run leads:subject -- --email ADDRESS [--export FILE] [--erase]");
    return 2;
  }
  return withLeadStore(config, async (store) => {
    const found = await findSubject(store, email);
    const what = `${found.leads.length} lead(s) and ${found.consents.length} consent record(s)`;
    if (file) {
      const deliveries = (await Promise.all(found.leads.map((lead) => store.deliveriesOf(lead.id)))).flat();
      await writeOwnerOnly(file, `${JSON.stringify({ ...found, deliveries }, null, 2)}\n`);
      console.log(`${what} about ${found.email} written to ${file}.`);
    }
    if (erase) {
      const erasures = await eraseSubject(store, found, config);
      console.log(`Erased from ${store.location}: ${what} about ${found.email}.`);
      for (const line of describeErasure(found, erasures)) console.log(`- ${line}`);
    }
    return 0;
  });
}

runCommand(main);
