/**
 * `npm audit --omit=dev --audit-level=high` for CI: fails on a known high or critical vulnerability in
 * what the site and its server run, and says plainly when the registry does not answer audit requests
 * instead of failing (or passing) silently.
 */
import { spawnSync } from "node:child_process";
import { auditVerdict } from "./lib/audit-verdict";

const LEVEL = "high";
const args = ["audit", "--omit=dev", `--audit-level=${LEVEL}`];
const result = spawnSync("npm", [...args, "--json"], { encoding: "utf8" });
const verdict = auditVerdict(result.stdout, LEVEL);

if (verdict.kind === "skipped") {
  console.log(`npm audit skipped: ${verdict.reason}.`);
} else if (verdict.kind === "clean") {
  console.log(`npm audit: no ${LEVEL} or critical vulnerability in the production dependencies.`);
} else {
  spawnSync("npm", args, { stdio: "inherit" });
  const found = Object.entries(verdict.counts).map(([level, count]) => `${count} ${level}`);
  console.error(`npm audit: ${found.join(", ")} in the production dependencies.`);
  process.exit(1);
}
