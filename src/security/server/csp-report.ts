/**
 * POST /api/csp-report: where browsers send Content-Security-Policy violation
 * reports (the policy's report-uri and, through Reporting-Endpoints, report-to).
 * Each report is reduced to what explains a violation and appended as one line
 * to CSP_REPORTS_DIR/<yyyy-mm-dd>.jsonl; answers 204. Rate-limited per address
 * like the lead routes (CSP_REPORT_RATE_LIMIT_MAX per minute, default 30). The
 * folder shares a disk with the leads and a flood must not drown a real
 * violation, so what is stored is bounded exactly (report-ledger below):
 *
 * - a violation already stored that day (the same fields, whatever its time) is
 *   counted, not stored again: `<day>.counts.json` holds each line's repeats;
 * - one source address stores at most CSP_REPORTS_ADDRESS_BYTES a day (64 KB),
 *   so a few addresses cannot fill the day for everyone;
 * - a day's file takes at most CSP_REPORTS_DAY_BYTES (5 MB), whole lines only;
 * - the first report of a day deletes the files of days more than 30 days old.
 *
 * What is over a cap is answered 204 like the rest and counted in the day's
 * counts. Writes of one process are serialised, so concurrent reports cannot
 * pass a cap between them; a second process should have a folder of its own.
 *
 * Accepts `application/csp-report` ({ "csp-report": {…} }, report-uri),
 * `application/reports+json` ([{ type: "csp-violation", body: {…} }], report-to)
 * and `application/json` (either shape).
 *
 *   204 stored   405 not POST   415 another type   413 over 16 KB   400 not a report   429 over the limit
 */
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import {
  type BodySource,
  type Env,
  type ProxySettings,
  type RateLimitConfig,
  type RateLimiter,
  NO_PROXY,
  clientAddressOf,
  collect,
  loadLeadsConfig,
  processWide,
  rateLimitKey,
  rateLimitSubject,
  runtimeEnv,
  sharedRateLimiter,
} from "../../leads/server";

export const MAX_REPORT_BYTES = 16 * 1024;
export const DEFAULT_REPORTS_DIR = ".data/csp-reports";
const REPORT_TYPES = new Set(["application/csp-report", "application/reports+json", "application/json"]);

/** The most a day's file takes: reports past it are dropped (a flood from many addresses fills no disk). */
export const MAX_REPORT_BYTES_PER_DAY = 5 * 1024 * 1024;
/** The most one source address stores in a day: a few addresses cannot fill the day for everyone. */
export const MAX_REPORT_BYTES_PER_ADDRESS = 64 * 1024;
/** How many days of reports are kept. */
export const KEEP_REPORT_DAYS = 30;
const DAY_FILE = /^(\d{4}-\d{2}-\d{2})\.(?:jsonl|counts\.json)$/;

export interface CspReportConfig {
  dir: string;
  rateLimit: RateLimitConfig;
  /** The proxies in front of the server, as the lead routes read them (LEADS_TRUSTED_PROXIES…). */
  proxy: ProxySettings;
  /** MAX_REPORT_BYTES_PER_DAY unless set (CSP_REPORTS_DAY_BYTES). */
  maxBytesPerDay?: number;
  /** MAX_REPORT_BYTES_PER_ADDRESS unless set (CSP_REPORTS_ADDRESS_BYTES). */
  maxBytesPerAddress?: number;
  /** KEEP_REPORT_DAYS unless set. */
  keepDays?: number;
}

/** A positive whole number from the environment, else the default. */
function positive(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return raw?.trim() && Number.isInteger(value) && value > 0 ? value : fallback;
}

export function loadCspReportConfig(env: Env = runtimeEnv()): CspReportConfig {
  const leads = loadLeadsConfig(env);
  return {
    dir: path.resolve(env.CSP_REPORTS_DIR?.trim() || DEFAULT_REPORTS_DIR),
    rateLimit: { max: positive(env.CSP_REPORT_RATE_LIMIT_MAX, 30), windowMs: 60_000, secret: leads.secret },
    proxy: leads.proxy,
    maxBytesPerDay: positive(env.CSP_REPORTS_DAY_BYTES, MAX_REPORT_BYTES_PER_DAY),
    maxBytesPerAddress: positive(env.CSP_REPORTS_ADDRESS_BYTES, MAX_REPORT_BYTES_PER_ADDRESS),
  };
}

/** One stored violation: the fields that explain it, under the Reporting API's names. */
export interface StoredViolation {
  receivedAt: string;
  documentURL: string | null;
  effectiveDirective: string | null;
  blockedURL: string | null;
  disposition: string | null;
  sourceFile: string | null;
  lineNumber: number | null;
  sample: string | null;
}

const text = (value: unknown, max = 500): string | null =>
  typeof value === "string" && value !== "" ? value.slice(0, max) : null;
/** Paths only: a report's URLs may carry query values (form input, tokens). */
const withoutQuery = (value: unknown): string | null => text(value)?.split(/[?#]/)[0] ?? null;

/** Both report formats, reduced to StoredViolation; [] for anything that is not a CSP report. */
export function parseCspReports(body: unknown, receivedAt: string): StoredViolation[] {
  const raw: Array<Record<string, unknown>> = [];
  if (Array.isArray(body)) {
    for (const item of body.slice(0, 20)) {
      const report = item as { type?: unknown; body?: unknown };
      if (report?.type === "csp-violation" && report.body && typeof report.body === "object")
        raw.push(report.body as Record<string, unknown>);
    }
  } else if (body && typeof body === "object" && "csp-report" in body) {
    const legacy = (body as Record<string, unknown>)["csp-report"];
    if (legacy && typeof legacy === "object") {
      const r = legacy as Record<string, unknown>;
      raw.push({
        documentURL: r["document-uri"],
        effectiveDirective: r["effective-directive"] ?? r["violated-directive"],
        blockedURL: r["blocked-uri"],
        disposition: r.disposition,
        sourceFile: r["source-file"],
        lineNumber: r["line-number"],
        sample: r["script-sample"],
      });
    }
  }
  return raw.map((r) => ({
    receivedAt,
    documentURL: withoutQuery(r.documentURL),
    effectiveDirective: text(r.effectiveDirective, 100),
    blockedURL: withoutQuery(r.blockedURL),
    disposition: text(r.disposition, 20),
    sourceFile: withoutQuery(r.sourceFile),
    lineNumber: typeof r.lineNumber === "number" ? r.lineNumber : null,
    sample: text(r.sample, 40),
  }));
}

interface ReportRequest extends BodySource {
  method?: string;
  socket?: { remoteAddress?: string } | null;
}
interface ReportResponse {
  status(code: number): unknown;
  setHeader(name: string, value: string): unknown;
  json(body: unknown): unknown;
  end(): unknown;
}

function answer(res: ReportResponse, status: number, body: { message: string }): void {
  res.status(status);
  res.json(body);
}

export function createCspReportHandler(
  config: CspReportConfig,
  {
    limiter = sharedRateLimiter(config.rateLimit),
    now = () => new Date(),
  }: { limiter?: RateLimiter; now?: () => Date } = {},
) {
  return async function handleCspReport(req: ReportRequest, res: ReportResponse): Promise<void> {
    res.setHeader("Cache-Control", "no-store");
    if (req.method !== "POST") {
      res.setHeader("Allow", "POST");
      answer(res, 405, { message: "Method not allowed. Use POST." });
      return;
    }
    const address = rateLimitSubject(clientAddressOf(req, config.proxy ?? NO_PROXY));
    const decision = await limiter.hit(`csp-report:${address}`);
    if (!decision.allowed) {
      res.setHeader("Retry-After", String(decision.retryAfterSeconds));
      answer(res, 429, { message: "Too many reports." });
      return;
    }
    const type = req.headers["content-type"]?.split(";")[0]?.trim().toLowerCase() ?? "";
    if (!REPORT_TYPES.has(type)) {
      answer(res, 415, { message: "Send a CSP report." });
      return;
    }
    const bytes = await collect(req, MAX_REPORT_BYTES);
    if (!bytes) {
      answer(res, 413, { message: "The report is too large." });
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(bytes.toString("utf8"));
    } catch {
      body = null;
    }
    const time = now();
    const violations = parseCspReports(body, time.toISOString());
    if (violations.length === 0) {
      answer(res, 400, { message: "Not a CSP report." });
      return;
    }
    // Each address's share of the day is counted under the same keyed hash as its rate limit: no address is held.
    await reportLedger(config.dir).record(config, violations, rateLimitKey(config.rateLimit, address), time);
    res.status(204);
    res.end();
  };
}

/** What a day's counts file holds: how often each stored line came again, and what a cap kept out. */
export interface DayCounts {
  /** Repeats of a stored line, by its fingerprint (the line's `fingerprint`). */
  repeats: Record<string, number>;
  /** Violations not stored because their address had stored its share of the day. */
  overAddressCap: number;
  /** Violations not stored because the day's file was full. */
  overDayCap: number;
}

interface Day {
  day: string;
  bytes: number;
  /** Fingerprints of the lines stored. */
  stored: Set<string>;
  /** Bytes stored per source address (this process's count: it starts again after a restart). */
  perAddress: Map<string, number>;
  counts: DayCounts;
  countsDirty: boolean;
}

/** The fields that make two violations the same one, whatever their time. */
export function violationFingerprint({ receivedAt: _at, ...fields }: StoredViolation): string {
  return createHash("sha256").update(JSON.stringify(fields)).digest("base64url").slice(0, 22);
}

/** How often a day's counts are written, at most. */
const COUNTS_WRITE_MS = 1000;

/**
 * The process's record of one folder's day: what is stored, by whom, and the counts. Every write goes
 * through one queue, so two reports at once cannot pass a cap between them.
 */
function reportLedger(dir: string) {
  const ledgers = processWide<ReturnType<typeof createLedger>>("csp-report-ledgers");
  let ledger = ledgers.get(dir);
  if (!ledger) {
    ledger = createLedger(dir);
    ledgers.set(dir, ledger);
  }
  return ledger;
}

function createLedger(dir: string) {
  let queue: Promise<unknown> = Promise.resolve();
  let today: Day | null = null;
  let countsTimer: NodeJS.Timeout | null = null;
  const countsFile = (day: string) => path.join(dir, `${day}.counts.json`);

  async function open(day: string, time: Date, keepDays: number): Promise<Day> {
    if (today?.day === day) return today;
    if (today?.countsDirty) await writeCounts(today);
    await fs.mkdir(dir, { recursive: true });
    const text = await fs.readFile(path.join(dir, `${day}.jsonl`), "utf8").catch(() => null);
    if (text === null) await forgetOldDays(dir, time, keepDays);
    const stored = new Set<string>();
    for (const line of (text ?? "").split("\n")) {
      try {
        const saved = line ? (JSON.parse(line) as StoredViolation & { fingerprint?: string }) : null;
        if (saved) stored.add(saved.fingerprint ?? violationFingerprint(saved));
      } catch {
        // A line this code did not write: it takes its bytes, nothing more.
      }
    }
    const counts = await fs
      .readFile(countsFile(day), "utf8")
      .then((saved) => JSON.parse(saved) as DayCounts)
      .catch((): DayCounts => ({ repeats: {}, overAddressCap: 0, overDayCap: 0 }));
    today = { day, bytes: Buffer.byteLength(text ?? ""), stored, perAddress: new Map(), counts, countsDirty: false };
    return today;
  }

  async function writeCounts(day: Day): Promise<void> {
    day.countsDirty = false;
    const temp = `${countsFile(day.day)}.${process.pid}.tmp`;
    await fs.writeFile(temp, `${JSON.stringify(day.counts)}\n`);
    await fs.rename(temp, countsFile(day.day));
  }

  function countsLater(day: Day): void {
    day.countsDirty = true;
    countsTimer ??= setTimeout(() => {
      countsTimer = null;
      queue = queue.then(() => (day.countsDirty ? writeCounts(day) : undefined)).catch(() => undefined);
    }, COUNTS_WRITE_MS);
    countsTimer.unref();
  }

  async function record(
    config: CspReportConfig,
    violations: StoredViolation[],
    address: string,
    time: Date,
  ): Promise<void> {
    const day = await open(time.toISOString().slice(0, 10), time, config.keepDays ?? KEEP_REPORT_DAYS);
    const perDay = config.maxBytesPerDay ?? MAX_REPORT_BYTES_PER_DAY;
    const perAddress = config.maxBytesPerAddress ?? MAX_REPORT_BYTES_PER_ADDRESS;
    let lines = "";
    let counted = false;
    for (const violation of violations) {
      const fingerprint = violationFingerprint(violation);
      if (day.stored.has(fingerprint)) {
        day.counts.repeats[fingerprint] = (day.counts.repeats[fingerprint] ?? 0) + 1;
        counted = true;
        continue;
      }
      const line = `${JSON.stringify({ ...violation, fingerprint })}\n`;
      const bytes = Buffer.byteLength(line);
      const fromAddress = day.perAddress.get(address) ?? 0;
      if (fromAddress + bytes > perAddress) {
        day.counts.overAddressCap += 1;
        counted = true;
      } else if (day.bytes + bytes > perDay) {
        day.counts.overDayCap += 1;
        counted = true;
      } else {
        lines += line;
        day.bytes += bytes;
        day.perAddress.set(address, fromAddress + bytes);
        day.stored.add(fingerprint);
      }
    }
    if (lines) await fs.appendFile(path.join(dir, `${day.day}.jsonl`), lines);
    if (counted) countsLater(day);
  }

  return {
    record(config: CspReportConfig, violations: StoredViolation[], address: string, time: Date): Promise<void> {
      const done = queue.then(() => record(config, violations, address, time));
      // The next report waits for this one, whether it was stored or failed.
      queue = done.catch(() => undefined);
      return done;
    },
  };
}

/** Deletes the day files of `dir` older than `keepDays` days before `now` (other files are left alone). */
async function forgetOldDays(dir: string, now: Date, keepDays: number): Promise<void> {
  const oldest = new Date(now.getTime() - keepDays * 86_400_000).toISOString().slice(0, 10);
  for (const name of await fs.readdir(dir)) {
    const day = DAY_FILE.exec(name)?.[1];
    if (day && day < oldest) await fs.rm(path.join(dir, name), { force: true });
  }
}
