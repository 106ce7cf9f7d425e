/**
 * The embedded lead store: one JSON file per lead under LEADS_DIR (src/leads/README.md, "Storage").
 * A new lead is written to a temporary file, fsynced and hard-linked to <id>.json (never overwriting
 * another, whole or absent after a crash); a change happens under <id>.lock (holding the owner's pid, so
 * a crashed owner's lock is taken over) by atomic rename; an idempotency key is claimed by hard-linking
 * keys/<sha256 of form and key> before the lead is written; consent records are one file each under
 * consents/, named by their time so that a purge reads no file; sweep() removes what a crash left.
 */
import { createHash, randomBytes } from "node:crypto";
import { promises as fs } from "node:fs";
import type { FileHandle } from "node:fs/promises";
import path from "node:path";
import { type ClaimOptions, isDue, nextAttemptOf, withClaim } from "./claim";
import type { ConsentRecord, LeadRecord } from "./types";

export interface CreateResult {
  /** The stored lead: the one just written, or the first one stored with the same idempotency key. */
  lead: LeadRecord;
  created: boolean;
}

export interface LeadStore {
  /** Where the leads are, for messages (a folder, or the database without its password). */
  readonly location: string;
  /**
   * Stores a new lead; rejects if its id is taken. When its idempotency key (the first of
   * `idempotencyKeys`) was already used for this form, stores nothing and resolves to the lead stored
   * the first time.
   */
  create(lead: LeadRecord): Promise<CreateResult>;
  get(id: string): Promise<LeadRecord | null>;
  /** The lead first stored with this idempotency key for this form, or null. */
  findByKey(form: string, idempotencyKey: string): Promise<LeadRecord | null>;
  /**
   * Applies `change` to the stored lead under its lock and saves the result.
   * Resolves to the saved lead, or null when there is no such lead or `change` returns null.
   */
  update(id: string, change: (lead: LeadRecord) => LeadRecord | null): Promise<LeadRecord | null>;
  /** Every stored lead, oldest first. */
  list(): Promise<LeadRecord[]>;
  /** Claims leads whose delivery is due (delivery-state.ts); two callers never get the same lead while a claim holds. */
  claimDue(options: ClaimOptions): Promise<LeadRecord[]>;
  /** Deletes the leads created before `before` (and older keys and consent records); resolves to how many leads. */
  purge(before: Date): Promise<number>;
  /** Deletes these leads (with their keys, so a repeat is a new lead) and consent records at once. */
  erase(ids: { leads: readonly string[]; consents: readonly string[] }): Promise<void>;
  recordConsent(record: ConsentRecord): Promise<void>;
  /** The consent records from `since` on (all without it), oldest first. */
  listConsents(since?: Date): Promise<ConsentRecord[]>;
  /** Tidies what an interrupted process left behind. */
  sweep(): Promise<void>;
  close(): Promise<void>;
}

const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const LEAD_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.json$/;
export const KEYS_DIR = "keys";
export const CONSENTS_DIR = "consents";
/** A consent record's file: its time (compact ISO, so names sort by time) and its id. */
const consentFile = (record: Pick<ConsentRecord, "at" | "id">) => `${compactTime(record.at)}_${record.id}.json`;
const compactTime = (iso: string) => iso.replace(/[-:.]/g, "");
/** Temporary files older than this were left by a crash or a failed write. */
const STALE_TEMP_MS = 60_000;

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

  async function writeTemp(name: string, text: string, folder = dir): Promise<string> {
    const temp = path.join(folder, `.${name}.${randomBytes(6).toString("hex")}.tmp`);
    const handle = await fs.open(temp, "wx", 0o600);
    try {
      await handle.writeFile(text, "utf8");
      await handle.sync();
    } catch (error) {
      // A full or failing disk: leave no partial file behind.
      await handle.close().catch(() => undefined);
      await fs.rm(temp, { force: true }).catch(() => undefined);
      throw error;
    }
    await handle.close();
    return temp;
  }
  const leadText = (lead: LeadRecord) => `${JSON.stringify(lead, null, 2)}\n`;

  /** Links a complete temporary file to `target`; false if `target` exists. The temporary file is removed either way. */
  async function linkOnce(temp: string, target: string): Promise<boolean> {
    try {
      await fs.link(temp, target);
      return true;
    } catch (error) {
      if (isCode(error, "EEXIST")) return false;
      throw error;
    } finally {
      await fs.rm(temp, { force: true }).catch(() => undefined);
    }
  }

  /** The file that records which lead a form's idempotency key made. */
  const keyFileOf = (form: string, key: string) =>
    path.join(dir, KEYS_DIR, createHash("sha256").update(`${form}\n${key}`).digest("hex"));

  /** The lead id recorded for a key: `id` if this call recorded it, else the one recorded first. */
  async function claimKey(form: string, key: string, id: string): Promise<string> {
    const keysDir = path.join(dir, KEYS_DIR);
    await fs.mkdir(keysDir, { recursive: true });
    const file = keyFileOf(form, key);
    if (await linkOnce(await writeTemp("key", id, keysDir), file)) {
      await syncDir(keysDir);
      return id;
    }
    const recorded = (await fs.readFile(file, "utf8")).trim();
    if (!isLeadId(recorded)) throw new Error(`Idempotency key file ${file} does not hold a lead id.`);
    return recorded;
  }

  async function writeNew(lead: LeadRecord): Promise<boolean> {
    const linked = await linkOnce(await writeTemp(lead.id, leadText(lead)), fileOf(lead.id));
    if (linked) await syncDir(dir);
    return linked;
  }

  async function read(file: string): Promise<LeadRecord | null> {
    const text = await unlessMissing(fs.readFile(file, "utf8"), null);
    return text === null ? null : (JSON.parse(text) as LeadRecord);
  }

  async function withLock<T>(id: string, task: () => Promise<T>): Promise<T> {
    const lock = path.join(dir, `${id}.lock`);
    const deadline = Date.now() + lockTimeoutMs;
    for (;;) {
      try {
        await createLock(lock);
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

  const store: LeadStore = {
    location: dir,

    async create(lead) {
      await ensureDir();
      fileOf(lead.id);
      const idempotencyKey = lead.idempotencyKeys?.[0];
      if (!idempotencyKey) {
        if (!(await writeNew(lead))) throw new Error(`A lead with id ${lead.id} already exists.`);
        return { lead, created: true };
      }
      const id = await claimKey(lead.form, idempotencyKey, lead.id);
      const record: LeadRecord = { ...lead, id };
      if (await writeNew(record)) return { lead: record, created: true };
      // A concurrent repeat of the key wrote it first (under the id recorded for the key).
      const first = await read(fileOf(id));
      if (!first) throw new Error(`Lead ${id} vanished while it was read.`);
      return { lead: first, created: false };
    },

    async get(id) {
      if (!isLeadId(id)) return null;
      return read(fileOf(id));
    },

    async findByKey(form, idempotencyKey) {
      const recorded = (await unlessMissing(fs.readFile(keyFileOf(form, idempotencyKey), "utf8"), "")).trim();
      const lead = isLeadId(recorded) ? await read(fileOf(recorded)) : null;
      return lead?.form === form ? lead : null;
    },

    async update(id, change) {
      if (!isLeadId(id)) return null;
      await ensureDir();
      const file = fileOf(id);
      return withLock(id, async () =>
        applyChange(await read(file), change, async (next) => {
          const temp = await writeTemp(id, leadText(next));
          try {
            await fs.rename(temp, file);
          } catch (error) {
            await fs.rm(temp, { force: true });
            throw error;
          }
          await syncDir(dir);
        }),
      );
    },

    async list() {
      const leads: LeadRecord[] = [];
      for (const name of await unlessMissing(fs.readdir(dir), [])) {
        if (!LEAD_FILE.test(name)) continue;
        const lead = await read(path.join(dir, name));
        if (lead) leads.push(lead);
      }
      return leads.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    },

    async claimDue(options) {
      const due = (await store.list())
        .filter((lead) => isDue(lead, options.now))
        .sort((a, b) => nextAttemptOf(a).localeCompare(nextAttemptOf(b)));
      const claimed: LeadRecord[] = [];
      for (const lead of due) {
        if (claimed.length >= options.limit) break;
        // Under the lead's lock: a second worker that saw it due finds it claimed and skips it.
        const saved = await store.update(lead.id, (current) =>
          isDue(current, options.now) ? withClaim(current, options) : null,
        );
        if (saved) claimed.push(saved);
      }
      return claimed;
    },

    async purge(before) {
      const old = (await store.list()).filter((lead) => Date.parse(lead.createdAt) < before.getTime());
      await removeLeads(old.map((lead) => lead.id));
      await removeOlder(path.join(dir, KEYS_DIR), before.getTime());
      const cutoff = compactTime(before.toISOString());
      await removeConsents((name) => name < cutoff);
      return old.length;
    },

    async erase({ leads, consents }) {
      await removeLeads(leads, true);
      const ids = new Set(consents);
      await removeConsents((name) => ids.has(name.slice(name.indexOf("_") + 1, -".json".length)));
    },

    async recordConsent(record) {
      if (!isLeadId(record.id)) throw new Error(`Not a consent record id: ${JSON.stringify(record.id)}`);
      const folder = path.join(dir, CONSENTS_DIR);
      await fs.mkdir(folder, { recursive: true });
      const temp = await writeTemp("consent", `${JSON.stringify(record)}\n`, folder);
      if (!(await linkOnce(temp, path.join(folder, consentFile(record))))) {
        throw new Error(`A consent record with id ${record.id} already exists.`);
      }
      await syncDir(folder);
    },

    async listConsents(since) {
      const folder = path.join(dir, CONSENTS_DIR);
      const from = since ? compactTime(since.toISOString()) : "";
      const names = (await unlessMissing(fs.readdir(folder), [])).filter(
        (name) => name.endsWith(".json") && !name.startsWith(".") && name >= from,
      );
      const records = await Promise.all(
        names.sort().map(async (name) => JSON.parse(await fs.readFile(path.join(folder, name), "utf8"))),
      );
      return records as ConsentRecord[];
    },

    async sweep() {
      for (const folder of [path.join(dir, KEYS_DIR), path.join(dir, CONSENTS_DIR), dir]) {
        await removeOlder(folder, Date.now() - STALE_TEMP_MS, (name) => name.endsWith(".tmp"));
      }
      for (const name of (await unlessMissing(fs.readdir(dir), [])).filter((entry) => entry.endsWith(".lock"))) {
        const lock = path.join(dir, name);
        if (await isStaleLock(lock, staleLockMs)) await fs.rm(lock, { force: true });
      }
    },

    async close() {},
  };

  /** Deletes leads under their locks (and, for an erasure, the keys that name them). */
  async function removeLeads(ids: readonly string[], withKeys = false) {
    // Only ids this store could have issued ever reach the file system.
    for (const id of ids.filter(isLeadId)) {
      const lead = withKeys ? await store.get(id) : null;
      await withLock(id, () => fs.rm(fileOf(id), { force: true }));
      for (const key of lead?.idempotencyKeys ?? []) await fs.rm(keyFileOf(lead!.form, key), { force: true });
    }
    if (ids.length > 0) await syncDir(dir);
  }

  async function removeConsents(which: (name: string) => boolean) {
    const folder = path.join(dir, CONSENTS_DIR);
    const names = (await unlessMissing(fs.readdir(folder), [])).filter((name) => name.endsWith(".json") && which(name));
    for (const name of names) await fs.rm(path.join(folder, name), { force: true });
    if (names.length > 0) await syncDir(folder);
  }
  return store;
}

/** update()'s rules, for both stores: null changes nothing, the same lead is not written again, an id never changes. */
export async function applyChange(
  current: LeadRecord | null | undefined,
  change: (lead: LeadRecord) => LeadRecord | null,
  write: (next: LeadRecord) => Promise<void>,
): Promise<LeadRecord | null> {
  const next = current ? change(current) : null;
  if (!next || next === current) return next;
  if (next.id !== current!.id) throw new Error("A lead's id cannot change.");
  await write(next);
  return next;
}

/** Creates the lock file holding this process's id; a lock that could not be written whole is removed. */
async function createLock(lock: string): Promise<void> {
  const handle = await fs.open(lock, "wx", 0o600);
  try {
    await handle.writeFile(String(process.pid), "utf8");
  } catch (error) {
    await handle.close().catch(() => undefined);
    await fs.rm(lock, { force: true }).catch(() => undefined);
    throw error;
  }
  await handle.close();
}

/** Removes the entries of `folder` last changed before `before` (and matching `which`). */
async function removeOlder(folder: string, before: number, which: (name: string) => boolean = () => true) {
  for (const name of (await unlessMissing(fs.readdir(folder), [])).filter(which)) {
    const file = path.join(folder, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat?.isFile() && stat.mtimeMs < before) await fs.rm(file, { force: true });
  }
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

/** What `task` resolves to, or `fallback` when the file or folder it reads does not exist. */
async function unlessMissing<T, F>(task: Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await task;
  } catch (error) {
    if (isCode(error, "ENOENT")) return fallback;
    throw error;
  }
}

function isCode(error: unknown, code: string): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === code;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
