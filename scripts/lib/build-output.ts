/**
 * A build prints nothing a newcomer would read as a failure: no warning, no error line, no "Module not found",
 * the pages table once. `npm run build:test` and `npm run build:fixture-site` run `npm run build` through
 * `runCheckedBuild`, which shows the output as it comes and then fails the command (exit 1) naming each such
 * line, so a change that brings one back is caught in CI, not by the next newcomer.
 */
import { spawn, type SpawnOptions } from "node:child_process";

// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;?]*[A-Za-z]/g;

/** Lines that look like failures. */
const ALARMING = [/^warn\b/i, /^error\b/i, /^\s*ERROR\b/, /Module not found/, /^npm (warn|error)\b/];

/** Such lines that cannot be removed at their cause, each explained in README.md: none today. */
const EXPLAINED: RegExp[] = [];

/** The lines of a build's output a reader would take for a failure, and a pages table printed more than once. */
export function buildOutputProblems(output: string): string[] {
  const lines = output.replace(ANSI, "").split(/\r?\n/);
  const problems = lines
    .filter(
      (line) => ALARMING.some((pattern) => pattern.test(line)) && !EXPLAINED.some((pattern) => pattern.test(line)),
    )
    .map((line) => line.trim());
  const tables = lines.filter((line) => line.trim() === "Pages").length;
  if (tables > 1) problems.push(`the pages table is printed ${tables} times`);
  return problems;
}

/** Runs the build with its output shown as it comes; its exit code, or 1 when it printed a problem. */
export function runCheckedBuild(command: string, args: string[], options: SpawnOptions): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ["inherit", "pipe", "pipe"] });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    child.on("close", (code) => {
      if (code !== 0) return resolve(code ?? 1);
      const problems = buildOutputProblems(output);
      if (!problems.length) return resolve(0);
      console.error(
        `The build succeeded but printed ${problems.length} line(s) that read as failures: remove each at its ` +
          `cause, or where it cannot be, explain it in README.md and add it to EXPLAINED in scripts/lib/build-output.ts:\n` +
          problems.map((problem) => `  ${problem}`).join("\n"),
      );
      resolve(1);
    });
  });
}
