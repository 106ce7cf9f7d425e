/**
 * Brings the PostgreSQL schema of the lead store up to date:
 *   DATABASE_URL=postgres://… npm run leads:migrate
 * Safe to run again and alongside running servers (an advisory lock orders concurrent runs).
 */
import { type LeadsConfig, createPgPool, describeDatabase, migrate } from "../src/leads/server";
import { runCommand } from "./lib/lead-command";

async function main({ databaseUrl }: LeadsConfig): Promise<number> {
  if (!databaseUrl) {
    console.error("DATABASE_URL is not set: without it leads are stored in files and need no migration.");
    return 2;
  }
  // Migrations may take a while on a large table: a minute per statement.
  const pool = createPgPool(databaseUrl, { max: 1, timeoutMs: 60_000 });
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
