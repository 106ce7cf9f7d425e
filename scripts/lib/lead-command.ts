/**
 * What the leads:* commands share: the settings (refused, exit 2, when they cannot be used safely), an
 * exit code, a store for the command only, their options, and output readable by its owner only.
 */
import { fchmodSync, fstatSync, promises as fs } from "node:fs";
import { type LeadStore, type LeadsConfig, explain, loadLeadsConfig, openLeadStore } from "../../src/leads/server";
import { loadEnvFile } from "../../src/node/env-file";

/**
 * Runs the command with the settings of the environment (and .env.production) and exits with its code: 2 when a setting
 * cannot be used (each problem said in one sentence), 1 with the error's code and message (never a
 * lead) when it throws.
 */
export function runCommand(main: (config: LeadsConfig) => Promise<number>): void {
  // The server's settings: the environment, then .env.production (as `npm run serve` reads them).
  loadEnvFile(".env.production");
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

/** The value after `--name`: undefined when the option is absent, null when it has no value. */
export function option(name: string, args = process.argv.slice(2)): string | null | undefined {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const value = args[index + 1];
  return value === undefined || value.startsWith("--") ? null : value;
}

/**
 * Writes personal data where it is asked for, readable by its owner only (mode 600): to `file`, or to
 * stdout (narrowed too when the shell redirected it to a file).
 */
export async function writeOwnerOnly(file: string | undefined, text: string): Promise<void> {
  if (file === undefined) {
    if (fstatSync(1).isFile()) fchmodSync(1, 0o600);
    process.stdout.write(text);
    return;
  }
  const handle = await fs.open(file, "w", 0o600);
  try {
    await handle.chmod(0o600);
    await handle.writeFile(text, "utf8");
  } finally {
    await handle.close();
  }
}
