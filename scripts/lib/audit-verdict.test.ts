import { auditVerdict } from "./audit-verdict";

const report = (vulnerabilities: Record<string, number>) =>
  JSON.stringify({ auditReportVersion: 2, metadata: { vulnerabilities } });

describe("auditVerdict", () => {
  it("skips, saying why, when the registry refuses the audit request", () => {
    const refused = JSON.stringify({
      message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
      statusCode: 405,
      error: { summary: "", detail: "" },
    });
    expect(auditVerdict(refused, "high")).toEqual({
      kind: "skipped",
      reason:
        "the registry does not answer audit requests (405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk)",
    });
  });

  it("skips when npm printed nothing it could parse (no network)", () => {
    expect(auditVerdict("", "high")).toEqual({ kind: "skipped", reason: "npm audit printed no report" });
  });

  it("is clean with findings below the level only", () => {
    expect(auditVerdict(report({ info: 1, low: 3, moderate: 2, high: 0, critical: 0, total: 6 }), "high")).toEqual({
      kind: "clean",
    });
  });

  it("counts the findings at and above the level", () => {
    expect(auditVerdict(report({ low: 3, moderate: 1, high: 2, critical: 1, total: 7 }), "high")).toEqual({
      kind: "vulnerable",
      counts: { high: 2, critical: 1 },
    });
  });
});
