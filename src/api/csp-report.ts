/** POST /api/csp-report: Content-Security-Policy violation reports. See src/security/server/csp-report.ts. */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { LEAD_FUNCTION_CONFIG } from "../leads/server";
import { createCspReportHandler, loadCspReportConfig } from "../security/server/csp-report";

export default async function cspReport(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  await createCspReportHandler(loadCspReportConfig())(req, res);
}

// The handler reads the body itself, as the lead routes do (their config keeps Gatsby's parsers off the stream).
export const { config } = { config: LEAD_FUNCTION_CONFIG };
