/**
 * A person's data on request (GDPR Arts. 15 and 17), by e-mail address, in both stores:
 *   npm run leads:subject -- --email ada@example.com --export ada.json   what is theirs, as JSON
 *   npm run leads:subject -- --email ada@example.com --erase             deletes it and prints what went
 * Both together export first, then erase. The leads they sent (with their revisions' content and their
 * deliveries' states and tries, queued deliveries included), what other people's leads say about them (a
 * referral: their name, address and company, blanked on erasure), and their consent records
 * (src/leads/server/store/subject.ts). What may concern them but was not included is listed apart, for the
 * operator to decide; it is neither exported nor erased. On erasure a try under way is waited for, the
 * webhook is sent a signed lead.erased event for each of their leads it has, and what reached the sales
 * inbox or Slack is named, to erase there by hand.
 */
import {
  type LeadsConfig,
  describeErasure,
  describeNotIncluded,
  eraseSubject,
  findSubject,
  subjectExport,
} from "../src/leads/server";
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
    const found = await findSubject(store, email, config);
    const what = `${found.leads.length} lead(s), ${found.mentions.length} mention(s) in other people's leads and ${found.consents.length} consent record(s)`;
    if (file) {
      const deliveries = (await Promise.all(found.leads.map((lead) => store.deliveriesOf(lead.id)))).flat();
      await writeOwnerOnly(file, `${JSON.stringify({ ...subjectExport(found), deliveries }, null, 2)}\n`);
      console.log(`${what} about ${found.email} written to ${file}.`);
    }
    if (erase) {
      const done = await eraseSubject(store, found, config);
      console.log(`Erased from ${store.location}: ${what} about ${found.email}.`);
      for (const line of describeErasure(found, done)) console.log(`- ${line}`);
    }
    const possible = describeNotIncluded(found);
    if (possible.length) {
      console.log(`Not included, and may concern ${found.email} (look at each and decide):`);
      for (const line of possible) console.log(`- ${line}`);
    }
    return 0;
  });
}

runCommand(main);
