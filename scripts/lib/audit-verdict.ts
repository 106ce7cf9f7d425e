/**
 * What `npm audit --json` said, in one verdict for CI: the registry did not answer audit requests (some
 * mirrors and closed networks refuse them), or it did and found nothing at or above the level, or it
 * found something.
 */
export type AuditVerdict =
  { kind: "skipped"; reason: string } | { kind: "clean" } | { kind: "vulnerable"; counts: Record<string, number> };

const LEVELS = ["info", "low", "moderate", "high", "critical"] as const;
type Level = (typeof LEVELS)[number];

interface AuditReport {
  metadata?: { vulnerabilities?: Partial<Record<Level | "total", number>> };
  statusCode?: number;
  message?: string;
  error?: unknown;
}

export function auditVerdict(json: string, level: Level): AuditVerdict {
  let report: AuditReport;
  try {
    report = JSON.parse(json) as AuditReport;
  } catch {
    return { kind: "skipped", reason: "npm audit printed no report" };
  }
  const vulnerabilities = report.metadata?.vulnerabilities;
  if (!vulnerabilities)
    return {
      kind: "skipped",
      reason: report.message
        ? `the registry does not answer audit requests (${report.message})`
        : "the registry sent no audit report",
    };
  const counts: Record<string, number> = {};
  for (const name of LEVELS.slice(LEVELS.indexOf(level))) {
    const count = vulnerabilities[name] ?? 0;
    if (count > 0) counts[name] = count;
  }
  return Object.keys(counts).length > 0 ? { kind: "vulnerable", counts } : { kind: "clean" };
}
