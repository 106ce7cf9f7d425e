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
import {
  type DeliveryRow,
  type DeliveryState,
  type Destination,
  type RetryPolicy,
  claim,
  fromLegacy,
  isAbandoned,
  isClaimable,
  needsAlert,
} from "../delivery/states";
import type { ConsentRecord, LeadRecord } from "../types";

export interface CreateResult {
  /** The stored lead: the one just written, or the first one stored with the same idempotency key. */
  lead: LeadRecord;
  created: boolean;
}

/** What a worker claims: the destinations it sends, each with its retry policy; the lease; how many at most. */
export interface ClaimRequest {
  policies: Partial<Record<Destination, RetryPolicy>>;
  leaseMs: number;
  limit: number;
}

/** A row claimed for one try (its fence is the claim's), with its lead (null for a row of its own). */
export interface ClaimedDelivery {
  row: DeliveryRow;
  lead: LeadRecord | null;
}

/** How far behind the outbox is, on the store's clock. */
export interface OutboxLag {
  now: string;
  /** Pending rows of the destinations asked about whose time has come (a try under way included). */
  due: number;
  /** The one of them that has waited longest. */
  oldestDue: DeliveryRow | null;
  /** When the next of their pending rows not yet due will be (a worker wakes then). */
  nextDueAt: string | null;
}

/** A lead with its delivery rows, as a change of both (updateWithDeliveries) sees and leaves them. */
export interface LeadWithDeliveries {
  lead: LeadRecord;
  rows: DeliveryRow[];
}

/**
 * Where leads, their deliveries (src/leads/server/delivery) and consent records are kept. Every time a
 * delivery's state depends on (due, leased) is read from the store's own clock and handed to the change,
 * never taken from the calling process.
 */
export interface LeadStore {
  /** Where the leads are, for messages (a folder, or the database without its password). */
  readonly location: string;
  /**
   * Stores a new lead, with the delivery rows `deliveries` makes at the store's time; rejects if its id is
   * taken. When its idempotency key (the first of `idempotencyKeys`) was already used for this form,
   * stores nothing and resolves to the lead stored the first time.
   */
  create(lead: LeadRecord, deliveries?: (now: Date) => DeliveryRow[]): Promise<CreateResult>;
  get(id: string): Promise<LeadRecord | null>;
  /** The lead first stored with this idempotency key for this form, or null. */
  findByKey(form: string, idempotencyKey: string): Promise<LeadRecord | null>;
  /**
   * Applies `change` to the stored lead under its lock and saves the result.
   * Resolves to the saved lead, or null when there is no such lead or `change` returns null.
   */
  update(id: string, change: (lead: LeadRecord) => LeadRecord | null): Promise<LeadRecord | null>;
  /**
   * Changes a lead and its delivery rows at once, under the lead's lock, at the store's time: `change` gets
   * both and returns the lead (the same object: unchanged) and the rows to write (new or changed). Resolves
   * to the lead and all its rows after, or null when there is no such lead or `change` returns null.
   */
  updateWithDeliveries(
    id: string,
    change: (lead: LeadRecord, rows: readonly DeliveryRow[], now: Date) => LeadWithDeliveries | null,
  ): Promise<LeadWithDeliveries | null>;
  /** Every stored lead, oldest first. */
  list(): Promise<LeadRecord[]>;
  /** A lead's delivery rows (none for an unknown lead). */
  deliveriesOf(leadId: string): Promise<DeliveryRow[]>;
  /** Adds rows of their own (alerts, erase notices), made at the store's time; a row whose id is taken stays as it is. Resolves to the rows added. */
  addDeliveries(make: (now: Date) => DeliveryRow[]): Promise<DeliveryRow[]>;
  /** Claims rows that are due (states.ts, isClaimable), the longest waiting first; two callers never get one row while its lease holds. */
  claimDeliveries(request: ClaimRequest): Promise<ClaimedDelivery[]>;
  /** Applies `change` to one row under its lock at the store's time; null when there is no such row or `change` returns null. */
  changeDelivery(id: string, change: (row: DeliveryRow, now: Date) => DeliveryRow | null): Promise<DeliveryRow | null>;
  /** Rows no claim will take that still need a worker: abandoned ones (states.ts, isAbandoned) and failed ones not yet alerted. */
  neglectedDeliveries(policies: Partial<Record<Destination, RetryPolicy>>): Promise<DeliveryRow[]>;
  outboxLag(destinations: readonly Destination[]): Promise<OutboxLag>;
  /** Every row in one of these states (for the commands). */
  listDeliveries(states: readonly DeliveryState[]): Promise<DeliveryRow[]>;
  /** Counts one use of `key` if fewer than `limit` were counted within `windowMs` (store's clock); false when at the limit. */
  takeQuota(key: string, limit: number, windowMs: number): Promise<boolean>;
  /** Opens the incident `kind` unless it is open; resolves to when it opened if this call opened it, else null. */
  openIncident(kind: string): Promise<string | null>;
  /** Closes the incident `kind` if it has been open at least `minOpenMs`; true if this call closed it. */
  closeIncident(kind: string, minOpenMs?: number): Promise<boolean>;
  /** Deletes the leads created before `before` (and older keys and consent records); resolves to how many leads. */
  purge(before: Date): Promise<number>;
  /** Deletes these leads (with their keys, so a repeat is a new lead, and their delivery rows) and consent records at once. */
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
/** A lead's own row: `<lead id>.<destination>`. */
const LEAD_ROW =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(confirmation|notify|slack|webhook)$/;
/** A row of its own (an erase notice, an alert): letters, digits, dots and dashes. */
const OWN_ROW = /^[a-z0-9][a-z0-9.-]{0,200}$/;
const QUOTA_KEY = /^[A-Za-z0-9_-]{1,100}$/;
const INCIDENT_KIND = /^[a-z][a-z-]{0,40}$/;
export const KEYS_DIR = "keys";
export const CONSENTS_DIR = "consents";
/** An empty file per row a worker must look at (pending, or failed and not yet alerted): the outbox's index. */
export const OUTBOX_DIR = "outbox";
/** Rows of their own (erase notices, alerts), one file each. */
export const DELIVERIES_DIR = "deliveries";
const QUOTA_DIR = "quota";
const INCIDENTS_DIR = "incidents";
/** Written to read the time: its modification time is the file system's clock, which every process here shares. */
const CLOCK_FILE = ".clock";
/** Present once every lead stored before delivery rows has its rows. */
const ROWS_MARKER = ".delivery-rows";
/** A consent record's file: its time (compact ISO, so names sort by time) and its id. */
const consentFile = (record: Pick<ConsentRecord, "at" | "id">) => `${compactTime(record.at)}_${record.id}.json`;
const compactTime = (iso: string) => iso.replace(/[-:.]/g, "");
/** Temporary files older than this were left by a crash or a failed write. */
const STALE_TEMP_MS = 60_000;

/** True for an id this store could have issued (a lower-case UUID): anything else never reaches the file system. */
export function isLeadId(value: unknown): value is string {
  return typeof value === "string" && LEAD_ID.test(value);
}

/**
 * The most leads the file store is measured for (`npm run bench:leads-files`; README.md, "Deploying"): above
 * it the hourly purge, which reads every lead, holds the worker's deliveries back for longer, and an export or
 * a person's data request (leads:subject) reads every lead too. PostgreSQL (DATABASE_URL) keeps them indexed.
 */
export const FILE_STORE_MOST_LEADS = 20_000;

/** How many leads a store folder holds: its `<id>.json` files, counted by reading the folder only. */
export async function countFileLeads(dir: string): Promise<number> {
  return (await unlessMissing(fs.readdir(dir), [])).filter((name) => LEAD_FILE.test(name)).length;
}

/** What the server says at start when LEADS_DIR holds more leads than the file store is measured for; else null. */
export async function fileStoreAdvice(dir: string): Promise<string | null> {
  const count = await countFileLeads(dir);
  if (count <= FILE_STORE_MOST_LEADS) return null;
  return (
    `LEADS_DIR holds ${count.toLocaleString("en-US")} leads, more than the ${FILE_STORE_MOST_LEADS.toLocaleString("en-US")} ` +
    `the file store is measured for: its hourly purge reads every lead and holds deliveries back meanwhile; ` +
    `use PostgreSQL (DATABASE_URL) from here on (README.md, "Deploying")`
  );
}

/** A row goes in the outbox's index while a worker has something to do with it. */
const wantsWorker = (row: DeliveryRow) => row.state === "pending" || needsAlert(row);

/** A lead's file: the lead and its delivery rows. */
interface LeadDoc {
  lead: LeadRecord;
  rows: DeliveryRow[];
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
  const folder = (name: string) => path.join(dir, name);

  /** The file system's time: the modification time of a file just written (the kernel's clock, not this process's). */
  async function clock(): Promise<Date> {
    await ensureDir();
    const file = folder(CLOCK_FILE);
    await fs.writeFile(file, "t");
    return (await fs.stat(file)).mtime;
  }

  async function writeTemp(name: string, text: string, into = dir): Promise<string> {
    const temp = path.join(into, `.${name}.${randomBytes(6).toString("hex")}.tmp`);
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
  const docText = ({ lead, rows }: LeadDoc) =>
    `${JSON.stringify(rows.length ? { ...lead, deliveries: rows } : lead, null, 2)}\n`;

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

  /** Replaces `file` whole with `text` (a reader sees the old or the new, never a part). */
  async function replace(file: string, text: string, name: string): Promise<void> {
    const into = path.dirname(file);
    const temp = await writeTemp(name, text, into);
    try {
      await fs.rename(temp, file);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
    await syncDir(into);
  }

  /** The file that records which lead a form's idempotency key made. */
  const keyFileOf = (form: string, key: string) =>
    path.join(dir, KEYS_DIR, createHash("sha256").update(`${form}\n${key}`).digest("hex"));

  /** The lead id recorded for a key: `id` if this call recorded it, else the one recorded first. */
  async function claimKey(form: string, key: string, id: string): Promise<string> {
    const keysDir = folder(KEYS_DIR);
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

  async function readDoc(file: string): Promise<LeadDoc | null> {
    const text = await unlessMissing(fs.readFile(file, "utf8"), null);
    if (text === null) return null;
    const { deliveries = [], ...lead } = JSON.parse(text) as LeadRecord & { deliveries?: DeliveryRow[] };
    return { lead, rows: deliveries };
  }
  const read = async (file: string) => (await readDoc(file))?.lead ?? null;

  // The outbox's index: an entry is made before a row that needs a worker is written, and removed after
  // the row no longer does; a stale entry is removed when a worker reads it.
  const indexEntry = (id: string) => path.join(dir, OUTBOX_DIR, id);
  async function indexRows(rows: readonly DeliveryRow[]) {
    const wanted = rows.filter(wantsWorker);
    if (wanted.length === 0) return;
    await fs.mkdir(folder(OUTBOX_DIR), { recursive: true });
    for (const row of wanted) await fs.writeFile(indexEntry(row.id), "");
    await syncDir(folder(OUTBOX_DIR));
  }
  async function unindexRows(rows: readonly DeliveryRow[]) {
    for (const row of rows.filter((row) => !wantsWorker(row))) await fs.rm(indexEntry(row.id), { force: true });
  }

  async function withLock<T>(lock: string, task: () => Promise<T>, what = path.basename(lock, ".lock")): Promise<T> {
    const deadline = performance.now() + lockTimeoutMs;
    for (;;) {
      try {
        await createLock(lock);
        break;
      } catch (error) {
        if (!isCode(error, "EEXIST")) throw error;
        if (await isStaleLock(lock, staleLockMs, (await clock()).getTime())) {
          await fs.rm(lock, { force: true });
          continue;
        }
        if (performance.now() > deadline) {
          throw new Error(`${what} stayed locked for ${lockTimeoutMs} ms.`, { cause: error });
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
  const withLeadLock = <T>(id: string, task: () => Promise<T>) =>
    withLock(path.join(dir, `${id}.lock`), task, `Lead ${id}`);

  /**
   * Changes a lead's file under its lock: `change` gets the lead and its rows (and, when `timed`, the file
   * system's time) and returns them changed, or null.
   */
  async function changeDoc(
    id: string,
    change: (doc: LeadDoc, now: Date) => LeadDoc | null,
    timed = true,
  ): Promise<LeadDoc | null> {
    if (!isLeadId(id)) return null;
    await ensureDir();
    const file = fileOf(id);
    return withLeadLock(id, async () => {
      const current = await readDoc(file);
      if (!current) return null;
      const next = change(current, timed ? await clock() : new Date(Number.NaN));
      if (!next) return null;
      if (next.lead === current.lead && next.rows === current.rows) return next;
      if (next.lead.id !== id) throw new Error("A lead's id cannot change.");
      await indexRows(next.rows);
      await replace(file, docText(next), id);
      await unindexRows(next.rows);
      return next;
    });
  }

  // Rows of their own: deliveries/<id>.json, changed under deliveries/<id>.lock.
  const ownFile = (id: string) => path.join(dir, DELIVERIES_DIR, `${id}.json`);
  async function readOwn(id: string): Promise<DeliveryRow | null> {
    if (!OWN_ROW.test(id)) return null;
    const text = await unlessMissing(fs.readFile(ownFile(id), "utf8"), null);
    return text === null ? null : (JSON.parse(text) as DeliveryRow);
  }

  async function changeRow(
    id: string,
    change: (row: DeliveryRow, now: Date) => DeliveryRow | null,
  ): Promise<DeliveryRow | null> {
    const leadRow = LEAD_ROW.exec(id);
    if (leadRow) {
      const saved = await changeDoc(leadRow[1], (doc, now) => {
        const index = doc.rows.findIndex((row) => row.id === id);
        const next = index < 0 ? null : change(doc.rows[index], now);
        if (!next) return null;
        return { lead: doc.lead, rows: doc.rows.map((row, at) => (at === index ? next : row)) };
      });
      return saved?.rows.find((row) => row.id === id) ?? null;
    }
    if (!OWN_ROW.test(id)) return null;
    return withLock(path.join(dir, DELIVERIES_DIR, `${id}.lock`), async () => {
      const current = await readOwn(id);
      const next = current ? change(current, await clock()) : null;
      if (!next || next === current) return next;
      await indexRows([next]);
      await replace(ownFile(id), `${JSON.stringify(next)}\n`, id);
      await unindexRows([next]);
      return next;
    });
  }

  /** The row an index entry names, with its lead (null for a row of its own). */
  async function readRow(id: string): Promise<{ row: DeliveryRow; lead: LeadRecord | null } | null> {
    const leadRow = LEAD_ROW.exec(id);
    if (!leadRow) {
      const row = await readOwn(id);
      return row ? { row, lead: null } : null;
    }
    const doc = await readDoc(path.join(dir, `${leadRow[1]}.json`));
    const row = doc?.rows.find((entry) => entry.id === id);
    return row && doc ? { row, lead: doc.lead } : null;
  }

  /**
   * The row an index entry names while it wants a worker. An entry that no longer does is removed under
   * the row's lock (a change making it pending again holds that lock while it indexes it); one whose row
   * is missing only once it is old (a new lead's entry is made just before its file).
   */
  async function readIndexed(id: string): Promise<{ row: DeliveryRow; lead: LeadRecord | null } | null> {
    const found = await readRow(id);
    if (found && wantsWorker(found.row)) return found;
    const leadRow = LEAD_ROW.exec(id);
    const lock = leadRow ? path.join(dir, `${leadRow[1]}.lock`) : path.join(dir, DELIVERIES_DIR, `${id}.lock`);
    await withLock(lock, async () => {
      const current = await readRow(id);
      if (current && wantsWorker(current.row)) return;
      if (!current) {
        const entry = await unlessMissing(fs.stat(indexEntry(id)), null);
        if (entry && (await clock()).getTime() - entry.mtimeMs < STALE_TEMP_MS) return;
      }
      await fs.rm(indexEntry(id), { force: true });
    });
    return null;
  }

  /** Every row the outbox's index names that still wants a worker. */
  async function indexed(): Promise<Array<{ row: DeliveryRow; lead: LeadRecord | null }>> {
    const names = await unlessMissing(fs.readdir(folder(OUTBOX_DIR)), []);
    const found = await Promise.all(names.filter((name) => !name.startsWith(".")).map(readIndexed));
    return found.filter((entry) => entry !== null);
  }

  async function ownRows(): Promise<DeliveryRow[]> {
    const names = await unlessMissing(fs.readdir(folder(DELIVERIES_DIR)), []);
    const rows = await Promise.all(
      names.filter((name) => name.endsWith(".json") && !name.startsWith(".")).map((name) => readOwn(name.slice(0, -5))),
    );
    return rows.filter((row) => row !== null);
  }

  async function docs(): Promise<LeadDoc[]> {
    const found: LeadDoc[] = [];
    for (const name of await unlessMissing(fs.readdir(dir), [])) {
      if (!LEAD_FILE.test(name)) continue;
      const doc = await readDoc(path.join(dir, name));
      if (doc) found.push(doc);
    }
    return found;
  }

  /** Gives every lead stored before delivery rows its rows (once: a marker says it is done). */
  async function upgradeLegacyLeads() {
    if (await unlessMissing(fs.stat(folder(ROWS_MARKER)), null)) return;
    for (const { lead } of await docs()) {
      if (!lead.delivery) continue;
      await changeDoc(lead.id, (doc, now) => {
        if (!doc.lead.delivery) return null;
        const { delivery: _old, ...rest } = doc.lead;
        return { lead: rest, rows: [...doc.rows, ...fromLegacy(doc.lead, now)] };
      });
    }
    await fs.writeFile(folder(ROWS_MARKER), "");
  }

  const store: LeadStore = {
    location: dir,

    async create(lead, deliveries) {
      await ensureDir();
      fileOf(lead.id);
      const idempotencyKey = lead.idempotencyKeys?.[0];
      const id = idempotencyKey ? await claimKey(lead.form, idempotencyKey, lead.id) : lead.id;
      const record: LeadRecord = { ...lead, id };
      if (id !== lead.id) {
        // A repeat of the key: the lead stored for it the first time (unless its writer died before writing it).
        const first = await read(fileOf(id));
        if (first) return { lead: first, created: false };
      }
      const rows = deliveries
        ? deliveries(await clock()).map((row) => ({ ...row, leadId: id, id: row.id.replace(lead.id, id) }))
        : [];
      await indexRows(rows);
      if (await linkOnce(await writeTemp(id, docText({ lead: record, rows })), fileOf(id))) {
        await syncDir(dir);
        return { lead: record, created: true };
      }
      // The index entries made above may name the first lead's rows: they stay (an entry is only a hint).
      if (!idempotencyKey) throw new Error(`A lead with id ${lead.id} already exists.`);
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
      const saved = await changeDoc(
        id,
        (doc) => {
          const next = applyChange(doc.lead, change);
          return next ? { lead: next, rows: doc.rows } : null;
        },
        false,
      );
      return saved?.lead ?? null;
    },

    async updateWithDeliveries(id, change) {
      return changeDoc(id, (doc, now) => {
        const next = change(doc.lead, doc.rows, now);
        if (!next) return null;
        if (next.lead === doc.lead && next.rows.length === 0) return doc;
        return { lead: next.lead, rows: mergeRows(doc.rows, next.rows) };
      });
    },

    async list() {
      return (await docs())
        .map((doc) => doc.lead)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    },

    async deliveriesOf(leadId) {
      if (!isLeadId(leadId)) return [];
      return (await readDoc(fileOf(leadId)))?.rows ?? [];
    },

    async addDeliveries(make) {
      await fs.mkdir(folder(DELIVERIES_DIR), { recursive: true });
      const added: DeliveryRow[] = [];
      for (const row of make(await clock())) {
        if (!OWN_ROW.test(row.id) || LEAD_ROW.test(row.id)) throw new Error(`Not a row of its own: ${row.id}`);
        await indexRows([row]);
        if (
          await linkOnce(await writeTemp(row.id, `${JSON.stringify(row)}\n`, folder(DELIVERIES_DIR)), ownFile(row.id))
        ) {
          added.push(row);
        }
      }
      if (added.length) await syncDir(folder(DELIVERIES_DIR));
      return added;
    },

    async claimDeliveries({ policies, leaseMs, limit }) {
      const now = await clock();
      const policyOf = (row: DeliveryRow) => policies[row.destination];
      const due = (await indexed())
        .filter(({ row }) => policyOf(row) && isClaimable(row, now, policyOf(row)!))
        .sort((a, b) => a.row.nextAttemptAt.localeCompare(b.row.nextAttemptAt));
      const claimed: ClaimedDelivery[] = [];
      for (const { row, lead } of due) {
        if (claimed.length >= limit) break;
        // Under the row's lock: a second worker that saw it due finds it claimed and skips it.
        const saved = await changeRow(row.id, (current, at) =>
          isClaimable(current, at, policyOf(current)!) ? claim(current, at, leaseMs) : null,
        );
        if (saved) claimed.push({ row: saved, lead: saved.leadId ? ((await store.get(saved.leadId)) ?? lead) : null });
      }
      return claimed;
    },

    changeDelivery: (id, change) => changeRow(id, change),

    async neglectedDeliveries(policies) {
      const now = await clock();
      return (await indexed())
        .map(({ row }) => row)
        .filter(
          (row) => needsAlert(row) || (policies[row.destination] && isAbandoned(row, now, policies[row.destination]!)),
        );
    },

    async outboxLag(destinations) {
      const now = await clock();
      const pending = (await indexed())
        .map(({ row }) => row)
        .filter((row) => row.state === "pending" && destinations.includes(row.destination))
        .sort((a, b) => a.nextAttemptAt.localeCompare(b.nextAttemptAt));
      const due = pending.filter((row) => Date.parse(row.nextAttemptAt) <= now.getTime());
      const later = pending.find((row) => Date.parse(row.nextAttemptAt) > now.getTime());
      return {
        now: now.toISOString(),
        due: due.length,
        oldestDue: due[0] ?? null,
        nextDueAt: later?.nextAttemptAt ?? null,
      };
    },

    async listDeliveries(states) {
      const rows = [...(await docs()).flatMap((doc) => doc.rows), ...(await ownRows())];
      return rows.filter((row) => states.includes(row.state));
    },

    async takeQuota(key, limit, windowMs) {
      if (!QUOTA_KEY.test(key)) throw new Error("Not a quota key.");
      await fs.mkdir(folder(QUOTA_DIR), { recursive: true });
      const file = path.join(dir, QUOTA_DIR, `${key}.json`);
      return withLock(path.join(dir, QUOTA_DIR, `${key}.lock`), async () => {
        const now = await clock();
        const since = now.getTime() - windowMs;
        const uses = ((await unlessMissing(fs.readFile(file, "utf8").then(JSON.parse), [])) as string[]).filter(
          (at) => Date.parse(at) > since,
        );
        if (uses.length >= limit) return false;
        await replace(file, JSON.stringify([...uses, now.toISOString()]), "quota");
        return true;
      });
    },

    async openIncident(kind) {
      if (!INCIDENT_KIND.test(kind)) throw new Error("Not an incident kind.");
      await fs.mkdir(folder(INCIDENTS_DIR), { recursive: true });
      const file = path.join(dir, INCIDENTS_DIR, `${kind}.json`);
      return withLock(path.join(dir, INCIDENTS_DIR, `${kind}.lock`), async () => {
        const current = (await unlessMissing(fs.readFile(file, "utf8").then(JSON.parse), null)) as Incident | null;
        if (current && !current.closedAt) return null;
        const openedAt = (await clock()).toISOString();
        await replace(file, JSON.stringify({ openedAt, closedAt: null } satisfies Incident), "incident");
        return openedAt;
      });
    },

    async closeIncident(kind, minOpenMs = 0) {
      if (!INCIDENT_KIND.test(kind)) throw new Error("Not an incident kind.");
      const file = path.join(dir, INCIDENTS_DIR, `${kind}.json`);
      if (!(await unlessMissing(fs.stat(file), null))) return false;
      return withLock(path.join(dir, INCIDENTS_DIR, `${kind}.lock`), async () => {
        const current = (await unlessMissing(fs.readFile(file, "utf8").then(JSON.parse), null)) as Incident | null;
        const now = await clock();
        if (!current || current.closedAt || now.getTime() - Date.parse(current.openedAt) < minOpenMs) return false;
        await replace(file, JSON.stringify({ ...current, closedAt: now.toISOString() }), "incident");
        return true;
      });
    },

    async purge(before) {
      const old = (await store.list()).filter((lead) => Date.parse(lead.createdAt) < before.getTime());
      await removeLeads(old.map((lead) => lead.id));
      await removeOlder(folder(KEYS_DIR), before.getTime());
      const cutoff = compactTime(before.toISOString());
      await removeConsents((name) => name < cutoff);
      for (const row of await ownRows()) {
        if (Date.parse(row.createdAt) < before.getTime()) await fs.rm(ownFile(row.id), { force: true });
      }
      return old.length;
    },

    async erase({ leads, consents }) {
      await removeLeads(leads, true);
      const ids = new Set(consents);
      await removeConsents((name) => ids.has(name.slice(name.indexOf("_") + 1, -".json".length)));
    },

    async recordConsent(record) {
      if (!isLeadId(record.id)) throw new Error(`Not a consent record id: ${JSON.stringify(record.id)}`);
      const consents = folder(CONSENTS_DIR);
      await fs.mkdir(consents, { recursive: true });
      const temp = await writeTemp("consent", `${JSON.stringify(record)}\n`, consents);
      if (!(await linkOnce(temp, path.join(consents, consentFile(record))))) {
        throw new Error(`A consent record with id ${record.id} already exists.`);
      }
      await syncDir(consents);
    },

    async listConsents(since) {
      const consents = folder(CONSENTS_DIR);
      const from = since ? compactTime(since.toISOString()) : "";
      const names = (await unlessMissing(fs.readdir(consents), [])).filter(
        (name) => name.endsWith(".json") && !name.startsWith(".") && name >= from,
      );
      const records = await Promise.all(
        names.sort().map(async (name) => JSON.parse(await fs.readFile(path.join(consents, name), "utf8"))),
      );
      return records as ConsentRecord[];
    },

    async sweep() {
      if (!(await unlessMissing(fs.stat(dir), null))) return;
      const now = (await clock()).getTime();
      const folders = [KEYS_DIR, CONSENTS_DIR, DELIVERIES_DIR, QUOTA_DIR, INCIDENTS_DIR].map(folder);
      for (const each of [...folders, dir]) {
        await removeOlder(each, now - STALE_TEMP_MS, (name) => name.endsWith(".tmp"));
        for (const name of (await unlessMissing(fs.readdir(each), [])).filter((entry) => entry.endsWith(".lock"))) {
          const lock = path.join(each, name);
          if (await isStaleLock(lock, staleLockMs, now)) await fs.rm(lock, { force: true });
        }
      }
      await upgradeLegacyLeads();
    },

    async close() {},
  };

  /** Deletes leads (their delivery rows with them) under their locks (and, for an erasure, the keys that name them). */
  async function removeLeads(ids: readonly string[], withKeys = false) {
    // Only ids this store could have issued ever reach the file system.
    for (const id of ids.filter(isLeadId)) {
      const lead = withKeys ? await store.get(id) : null;
      await withLeadLock(id, () => fs.rm(fileOf(id), { force: true }));
      for (const key of lead?.idempotencyKeys ?? []) await fs.rm(keyFileOf(lead!.form, key), { force: true });
    }
    if (ids.length > 0) await syncDir(dir);
  }

  async function removeConsents(which: (name: string) => boolean) {
    const consents = folder(CONSENTS_DIR);
    const names = (await unlessMissing(fs.readdir(consents), [])).filter(
      (name) => name.endsWith(".json") && which(name),
    );
    for (const name of names) await fs.rm(path.join(consents, name), { force: true });
    if (names.length > 0) await syncDir(consents);
  }
  return store;
}

interface Incident {
  openedAt: string;
  closedAt: string | null;
}

/** `rows` with `changed` in place of the rows of the same id, and the new ones after. */
export function mergeRows(rows: readonly DeliveryRow[], changed: readonly DeliveryRow[]): DeliveryRow[] {
  const byId = new Map(changed.map((row) => [row.id, row]));
  const merged = rows.map((row) => byId.get(row.id) ?? row);
  const known = new Set(rows.map((row) => row.id));
  return [...merged, ...changed.filter((row) => !known.has(row.id))];
}

/** update()'s rules, for both stores: null changes nothing, the same lead is not written again, an id never changes. */
export function applyChange(
  current: LeadRecord | null | undefined,
  change: (lead: LeadRecord) => LeadRecord | null,
): LeadRecord | null {
  const next = current ? change(current) : null;
  if (!next || next === current) return next;
  if (next.id !== current!.id) throw new Error("A lead's id cannot change.");
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

/**
 * True when the process that took the lock is gone (same machine) or the lock is older than `maxAgeMs` at
 * `now`, the file system's time (a process whose own clock is off must not take a live lock for an old one).
 */
async function isStaleLock(lock: string, maxAgeMs: number, now: number): Promise<boolean> {
  let owner: number;
  let age: number;
  try {
    const [text, stat] = await Promise.all([fs.readFile(lock, "utf8"), fs.stat(lock)]);
    owner = Number(text);
    age = now - stat.mtimeMs;
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

/** Every lead with its delivery rows, oldest first (for the commands). */
export async function leadsWithDeliveries(store: LeadStore): Promise<LeadWithDeliveries[]> {
  const rows = await store.listDeliveries(["pending", "sent", "failed", "withheld", "erasing"]);
  const byLead = new Map<string, DeliveryRow[]>();
  for (const row of rows) if (row.leadId) byLead.set(row.leadId, [...(byLead.get(row.leadId) ?? []), row]);
  return (await store.list()).map((lead) => ({ lead, rows: byLead.get(lead.id) ?? [] }));
}
