/** What the leads:* commands share: running main() to an exit code, and a store opened for the command only. */
import type { LeadsConfig } from "../../src/leads/server/config";
import { openLeadStore } from "../../src/leads/server/open-store";
import type { LeadStore } from "../../src/leads/server/store";

/** Runs the command and exits with its code; an error prints its kind and message (never a lead) and exits 1. */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? `${error.name}: ${error.message}` : error);
      process.exit(1);
    },
  );
}

/** Opens the configured store, runs `task` with it and closes it. */
export async function withLeadStore<T>(config: LeadsConfig, task: (store: LeadStore) => Promise<T>): Promise<T> {
  const store = await openLeadStore(config);
  try {
    return await task(store);
  } finally {
    await store.close();
  }
}
