/**
 * The embedded lead store: one JSON file per lead under LEADS_DIR.
 *
 * - A new lead is written to a temporary file, flushed to disk (fsync) and then
 *   hard-linked to <id>.json: link fails if that name exists, so a lead is never
 *   overwritten by another, and a crash leaves either the whole file or none.
 * - A change (contact step 2, webhook delivery state) happens under a lock file
 *   (<id>.lock, created exclusively and holding the owner's pid, so it also holds
 *   between the server and the leads:retry script; a crashed owner's lock is
 *   taken over) and replaces the file by an atomic rename.
 * - Submissions a bot made (honeypot) are only counted: one line each in discarded.jsonl.
 */
import { randomBytes } from "node:crypto";
import { promises as fs } from "node:fs";
import type { FileHandle } from "node:fs/promises";
import path from "node:path";
import type { DiscardedSubmission, LeadRecord } from "./types";

export interface LeadStore {
  readonly dir: string;
  /** Stores a new lead; rejects with LeadExistsError if its id is taken. */
  create(lead: LeadRecord): Promise<void>;
  get(id: string): Promise<LeadRecord | null>;
  /**
   * Applies `change` to the stored lead under its lock and saves the result.
   * Resolves to the saved lead, or null when there is no such lead or `change` returns null.
   */
  update(id: string, change: (lead: LeadRecord) => LeadRecord | null): Promise<LeadRecord | null>;
  /** Every stored lead, oldest first. */
  list(): Promise<LeadRecord[]>;
  recordDiscarded(entry: DiscardedSubmission): Promise<void>;
  countDiscarded(): Promise<number>;
}

export class LeadExistsError extends Error {
  constructor(id: string) {
    super(`A lead with id ${id} already exists.`);
    this.name = "LeadExistsError";
  }
}

const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const LEAD_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.json$/;
export const DISCARDED_FILE = "discarded.jsonl";

/** True for an id this store could have issued (a lower-case UUID): anything else never reaches the file system. */
export function isLeadId(value: unknown): value is string {
  return typeof value === "string" && LEAD_ID.test(value);
}

export interface FileLeadStoreOptions {
  /** A lock whose process is gone, or older than this, is taken to be left by a crash (changes take milliseconds). */
  staleLockMs?: number;
  /** How long update() waits for a lock before it gives up. */
  lockTimeoutMs?: number;
}

export function createFileLeadStore(dir: string, options: FileLeadStoreOptions = {}): LeadStore {
  const staleLockMs = options.staleLockMs ?? 10_000;
  const lockTimeoutMs = options.lockTimeoutMs ?? 15_000;
  let ready: Promise<void> | null = null;
  const ensureDir = () => {
    ready ??= fs.mkdir(dir, { recursive: true }).then(() => undefined);
    return ready;
  };
  const fileOf = (id: string) => {
    if (!isLeadId(id)) throw new Error(`Not a lead id: ${JSON.stringify(id)}`);
    return path.join(dir, `${id}.json`);
  };

  async function writeTemp(id: string, lead: LeadRecord): Promise<string> {
    const temp = path.join(dir, `.${id}.${randomBytes(6).toString("hex")}.tmp`);
    const handle = await fs.open(temp, "wx", 0o600);
    try {
      await handle.writeFile(`${JSON.stringify(lead, null, 2)}\n`, "utf8");
      await handle.sync();
    } finally {
      await handle.close();
    }
    return temp;
  }

  async function read(file: string): Promise<LeadRecord | null> {
    try {
      return JSON.parse(await fs.readFile(file, "utf8")) as LeadRecord;
    } catch (error) {
      if (isCode(error, "ENOENT")) return null;
      throw error;
    }
  }

  async function withLock<T>(id: string, task: () => Promise<T>): Promise<T> {
    const lock = path.join(dir, `${id}.lock`);
    const deadline = Date.now() + lockTimeoutMs;
    for (;;) {
      try {
        await fs.writeFile(lock, String(process.pid), { flag: "wx" });
        break;
      } catch (error) {
        if (!isCode(error, "EEXIST")) throw error;
        if (await isStaleLock(lock, staleLockMs)) {
          await fs.rm(lock, { force: true });
          continue;
        }
        if (Date.now() > deadline) {
          throw new Error(`Lead ${id} stayed locked for ${lockTimeoutMs} ms.`, { cause: error });
        }
        await delay(5 + Math.random() * 20);
      }
    }
    try {
      return await task();
    } finally {
      await fs.rm(lock, { force: true });
    }
  }

  return {
    dir,

    async create(lead) {
      await ensureDir();
      const file = fileOf(lead.id);
      const temp = await writeTemp(lead.id, lead);
      try {
        await fs.link(temp, file);
      } catch (error) {
        if (isCode(error, "EEXIST")) throw new LeadExistsError(lead.id);
        throw error;
      } finally {
        await fs.rm(temp, { force: true });
      }
      await syncDir(dir);
    },

    async get(id) {
      if (!isLeadId(id)) return null;
      return read(fileOf(id));
    },

    async update(id, change) {
      if (!isLeadId(id)) return null;
      await ensureDir();
      return withLock(id, async () => {
        const file = fileOf(id);
        const current = await read(file);
        if (!current) return null;
        const next = change(current);
        if (!next) return null;
        if (next.id !== id) throw new Error("A lead's id cannot change.");
        const temp = await writeTemp(id, next);
        try {
          await fs.rename(temp, file);
        } catch (error) {
          await fs.rm(temp, { force: true });
          throw error;
        }
        await syncDir(dir);
        return next;
      });
    },

    async list() {
      let names: string[];
      try {
        names = await fs.readdir(dir);
      } catch (error) {
        if (isCode(error, "ENOENT")) return [];
        throw error;
      }
      const leads: LeadRecord[] = [];
      for (const name of names) {
        if (!LEAD_FILE.test(name)) continue;
        const lead = await read(path.join(dir, name));
        if (lead) leads.push(lead);
      }
      return leads.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    },

    async recordDiscarded(entry) {
      await ensureDir();
      // One short appended line per event: O_APPEND keeps concurrent writers from interleaving.
      await fs.appendFile(path.join(dir, DISCARDED_FILE), `${JSON.stringify(entry)}\n`, "utf8");
    },

    async countDiscarded() {
      try {
        const text = await fs.readFile(path.join(dir, DISCARDED_FILE), "utf8");
        return text.split("\n").filter((line) => line.trim()).length;
      } catch (error) {
        if (isCode(error, "ENOENT")) return 0;
        throw error;
      }
    },
  };
}

/** True when the process that took the lock is gone (same machine) or the lock is older than `maxAgeMs`. */
async function isStaleLock(lock: string, maxAgeMs: number): Promise<boolean> {
  let owner: number;
  let age: number;
  try {
    const [text, stat] = await Promise.all([fs.readFile(lock, "utf8"), fs.stat(lock)]);
    owner = Number(text);
    age = Date.now() - stat.mtimeMs;
  } catch {
    return false; // Released meanwhile: just try again.
  }
  if (age > maxAgeMs) return true;
  if (!Number.isInteger(owner) || owner <= 0 || owner === process.pid) return false;
  try {
    process.kill(owner, 0);
    return false;
  } catch (error) {
    return isCode(error, "ESRCH");
  }
}

/** Makes a new or renamed directory entry durable; not every platform can open a directory, which is fine. */
async function syncDir(dir: string): Promise<void> {
  let handle: FileHandle | undefined;
  try {
    handle = await fs.open(dir, "r");
    await handle.sync();
  } catch {
    // Best effort (e.g. Windows).
  } finally {
    await handle?.close();
  }
}

function isCode(error: unknown, code: string): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === code;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
