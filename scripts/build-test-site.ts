/**
 * Builds the site for the browser tests: `gatsby build` with a test value for
 * every instrumentation key (tests/e2e/test-keys.json). The tests intercept
 * the tag manager, analytics and error-reporting requests these values cause,
 * so nothing leaves the machine. Extra arguments go to `gatsby build`, which
 * runs as `npm run build` runs it.
 */
import fs from "node:fs";
import path from "node:path";
import { runCheckedBuild } from "./lib/build-output";

const keys = JSON.parse(fs.readFileSync(path.join(__dirname, "../tests/e2e/test-keys.json"), "utf8")) as Record<
  string,
  string
>;
// Fails, naming the lines, when the build printed a warning (scripts/lib/build-output.ts).
runCheckedBuild("npm", ["run", "build", "--", ...process.argv.slice(2)], {
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...keys },
}).then((code) => process.exit(code));
