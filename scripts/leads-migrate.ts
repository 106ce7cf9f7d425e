/**
 * Brings the PostgreSQL schema of the lead store up to date:
 *   DATABASE_URL=postgres://… npm run leads:migrate
 * Safe to run again and alongside running servers (an advisory lock orders concurrent runs).
 */
import { loadLeadsConfig } from "../src/leads/server/config";
import { migrate } from "../src/leads/server/migrations";
import { createPgPool, describeDatabase } from "../src/leads/server/pg-store";
import { runCommand } from "./lib/lead-command";

async function main(): Promise<number> {
  const { databaseUrl } = loadLeadsConfig(process.env);
  if (!databaseUrl) {
    console.error("DATABASE_URL is not set: without it leads are stored in files and need no migration.");
    return 2;
  }
  const pool = createPgPool(databaseUrl, 1);
  try {
    const applied = await migrate(pool);
    console.log(
      applied.length
        ? `Applied migration(s) ${applied.join(", ")} to ${describeDatabase(databaseUrl)}.`
        : `${describeDatabase(databaseUrl)} is up to date.`,
    );
    return 0;
  } finally {
    await pool.end();
  }
}

runCommand(main);
