/** What the leads:* commands share: the settings (refused, exit 2, when they cannot be used safely), an exit code, a store for the command only. */
import { type LeadStore, type LeadsConfig, explain, loadLeadsConfig, openLeadStore } from "../../src/leads/server";

/**
 * Runs the command with the settings of the environment and exits with its code: 2 when a setting
 * cannot be used (each problem said in one sentence), 1 with the error's code and message (never a
 * lead) when it throws.
 */
export function runCommand(main: (config: LeadsConfig) => Promise<number>): void {
  const config = loadLeadsConfig(process.env);
  if (config.problems.length) {
    for (const problem of config.problems) console.error(problem);
    process.exit(2);
  }
  main(config).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(explain(error));
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
