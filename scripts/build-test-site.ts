/**
 * Builds the site for the browser tests: `gatsby build` with a test value for
 * every instrumentation key (tests/e2e/test-keys.json). The tests intercept
 * the tag manager, analytics and error-reporting requests these values cause,
 * so nothing leaves the machine. Extra arguments go to `gatsby build`.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const keys = JSON.parse(fs.readFileSync(path.join(__dirname, "../tests/e2e/test-keys.json"), "utf8")) as Record<
  string,
  string
>;
const result = spawnSync("npx", ["gatsby", "build", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...keys },
});
process.exit(result.status ?? 1);
