/**
 * POST /api/csp-report: where browsers send Content-Security-Policy violation
 * reports (the policy's report-uri and, through Reporting-Endpoints, report-to).
 * Each report is reduced to what explains a violation and appended as one line
 * to CSP_REPORTS_DIR/<yyyy-mm-dd>.jsonl; answers 204. Rate-limited per address
 * like the lead routes (CSP_REPORT_RATE_LIMIT_MAX per minute, default 30). The
 * folder is bounded, since it shares a disk with the leads: a day's file takes at
 * most 5 MB (reports past it are answered 204 and dropped), and the first report
 * of a day deletes the files of days more than 30 days old.
 *
 * Accepts `application/csp-report` ({ "csp-report": {…} }, report-uri),
 * `application/reports+json` ([{ type: "csp-violation", body: {…} }], report-to)
 * and `application/json` (either shape).
 *
 *   204 stored   405 not POST   415 another type   413 over 16 KB   400 not a report   429 over the limit
 */
import fs from "node:fs/promises";
import path from "node:path";
import {
  type BodySource,
  type Env,
  type ProxySettings,
  type RateLimiter,
  NO_PROXY,
  clientAddressOf,
  collect,
  loadLeadsConfig,
  rateLimitSubject,
  runtimeEnv,
  sharedRateLimiter,
} from "../../leads/server";

export const MAX_REPORT_BYTES = 16 * 1024;
export const DEFAULT_REPORTS_DIR = ".data/csp-reports";
const REPORT_TYPES = new Set(["application/csp-report", "application/reports+json", "application/json"]);

/** The most a day's file takes: reports past it are dropped (a flood from many addresses fills no disk). */
export const MAX_REPORT_BYTES_PER_DAY = 5 * 1024 * 1024;
/** How many days of reports are kept. */
export const KEEP_REPORT_DAYS = 30;
const DAY_FILE = /^(\d{4}-\d{2}-\d{2})\.jsonl$/;

export interface CspReportConfig {
  dir: string;
  rateLimit: { max: number; windowMs: number };
  /** The proxies in front of the server, as the lead routes read them (LEADS_TRUSTED_PROXIES…). */
  proxy: ProxySettings;
  /** MAX_REPORT_BYTES_PER_DAY unless set (tests set less). */
  maxBytesPerDay?: number;
  /** KEEP_REPORT_DAYS unless set. */
  keepDays?: number;
}

export function loadCspReportConfig(env: Env = runtimeEnv()): CspReportConfig {
  const max = Number(env.CSP_REPORT_RATE_LIMIT_MAX);
  return {
    dir: path.resolve(env.CSP_REPORTS_DIR?.trim() || DEFAULT_REPORTS_DIR),
    rateLimit: { max: Number.isInteger(max) && max > 0 ? max : 30, windowMs: 60_000 },
    proxy: loadLeadsConfig(env).proxy,
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
    await fs.mkdir(config.dir, { recursive: true });
    const day = time.toISOString().slice(0, 10);
    const file = path.join(config.dir, `${day}.jsonl`);
    const size = await fs.stat(file).then(
      (stats) => stats.size,
      () => null,
    );
    if (size === null) await forgetOldDays(config.dir, time, config.keepDays ?? KEEP_REPORT_DAYS);
    const lines = violations.map((violation) => JSON.stringify(violation) + "\n").join("");
    if ((size ?? 0) + Buffer.byteLength(lines) <= (config.maxBytesPerDay ?? MAX_REPORT_BYTES_PER_DAY)) {
      await fs.appendFile(file, lines);
    }
    res.status(204);
    res.end();
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
