/**
 * @jest-environment node
 *
 * The unit tests' setup fails a test that prints a warning it did not expect, and lets one that expects
 * its output (and checks it) pass: Jest is run on a fixture file with the project's configuration.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { COMMAND_WAIT_MS } from "./waits";

const ROOT = path.resolve(__dirname, "../..");

it(
  "fails exactly the test that printed a warning it did not expect",
  () => {
    const run = spawnSync(
      process.execPath,
      [
        require.resolve("jest/bin/jest"),
        "--config",
        "jest.config.js",
        "--testMatch",
        "**/tests/fixtures/console/prints.fixture.ts",
        "--json",
        "--ci",
      ],
      { cwd: ROOT, encoding: "utf8", timeout: COMMAND_WAIT_MS },
    );
    expect(run.status).toBe(1);
    const [file] = (
      JSON.parse(run.stdout) as { testResults: Array<{ assertionResults: Array<Record<string, unknown>> }> }
    ).testResults;
    const results = file.assertionResults.map(({ title, status, failureMessages }) => ({
      title,
      status,
      message: String((failureMessages as string[])[0] ?? "").split("\n")[0],
    }));
    expect(results).toEqual([
      {
        title: "prints a warning it does not expect",
        status: "failed",
        message:
          'Error: The test printed 1 line(s) it did not expect. Fix the cause, or expect the output with jest.spyOn(console, "error" | "warn").mockImplementation(…) and check it:',
      },
      { title: "prints an error it expects, and checks it", status: "passed", message: "" },
      { title: "prints nothing", status: "passed", message: "" },
    ]);
    expect(run.stderr).toContain("console.warn: Warning: something the test did not ask for");
  },
  COMMAND_WAIT_MS,
);
