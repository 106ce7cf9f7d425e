/**
 * A form token (the signed time a form was shown, spam.ts's time trap) is used by one submission only: a bot
 * that fetched one token and waited two seconds once sent any number of submissions with it, each measured
 * as slow enough. The first submission to use a token records it (a hash of the token, with a hash of the
 * submission's idempotency key); that same submission sent again (a retry) still passes, any other is caught.
 * Recorded where the leads are, so every process sharing them agrees: PostgreSQL's `lead_form_tokens`
 * (migration 5; a primary key on the token decides between two servers), or a file per token under
 * LEADS_DIR/form-tokens/ (hard-linked into place: the first link wins). Records outlive the day a token is
 * measured for by a day, and are tidied at most hourly.
 */
import { createHash, randomBytes } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";
import type pg from "pg";
import { pgQuery } from "../store/pg-client";
import type { PgLeadStore } from "../store/pg-store";
import type { LeadStore } from "../store/store";

export const FORM_TOKENS_DIR = "form-tokens";
/** How long a use is remembered: a day more than a token is measured for (signing.ts). */
const KEEP_MS = 2 * 86_400_000;
const TIDY_EVERY_MS = 3_600_000;

const hashed = (text: string) => createHash("sha256").update(text).digest("hex");
let tidiedAt = 0;

/** Records the first use of `token`; true when `submission` is that first use (or it again), false otherwise. */
export async function firstUseOfFormToken(store: LeadStore, token: string, submission: string): Promise<boolean> {
  const tokenHash = hashed(token);
  const mine = hashed(submission);
  const pool = "pool" in store ? (store as PgLeadStore).pool : null;
  const tidy = Date.now() - tidiedAt > TIDY_EVERY_MS;
  if (tidy) tidiedAt = Date.now();
  const first = pool
    ? await firstInDatabase(pool, tokenHash, mine, tidy)
    : // The file store's location is its folder.
      await firstInFolder(path.join(store.location, FORM_TOKENS_DIR), tokenHash, mine, tidy);
  return first === mine;
}

async function firstInDatabase(pool: pg.Pool, tokenHash: string, mine: string, tidy: boolean): Promise<string> {
  if (tidy)
    await pgQuery(pool, "DELETE FROM lead_form_tokens WHERE at < now() - make_interval(secs => $1)", [KEEP_MS / 1000]);
  await pgQuery(
    pool,
    "INSERT INTO lead_form_tokens (token_hash, submission_hash, at) VALUES ($1, $2, now()) ON CONFLICT (token_hash) DO NOTHING",
    [tokenHash, mine],
  );
  // A statement of its own: it sees the row whichever server inserted it.
  const { rows } = await pgQuery<{ submission_hash: string }>(
    pool,
    "SELECT submission_hash FROM lead_form_tokens WHERE token_hash = $1",
    [tokenHash],
  );
  return rows[0]?.submission_hash ?? "";
}

async function firstInFolder(folder: string, tokenHash: string, mine: string, tidy: boolean): Promise<string> {
  await fs.mkdir(folder, { recursive: true });
  if (tidy) await forgetOldUses(folder);
  const file = path.join(folder, tokenHash);
  const temp = path.join(folder, `.${tokenHash}.${randomBytes(6).toString("hex")}.tmp`);
  await fs.writeFile(temp, mine, { flag: "wx", mode: 0o600 });
  try {
    await fs.link(temp, file);
    return mine;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return (await fs.readFile(file, "utf8")).trim();
  } finally {
    await fs.rm(temp, { force: true });
  }
}

async function forgetOldUses(folder: string): Promise<void> {
  const before = Date.now() - KEEP_MS;
  for (const name of await fs.readdir(folder)) {
    const file = path.join(folder, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat && stat.mtimeMs < before) await fs.rm(file, { force: true });
  }
}
