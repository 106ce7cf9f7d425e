/**
 * Unit tests print nothing they do not expect: every `console.error` and `console.warn` a test did not ask for
 * (React's warnings, a library's, the code's own) fails that test, after it has been printed as usual.
 *
 * A test that expects output says so, and checks it, by replacing the method for its duration:
 *
 *   const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
 *   …
 *   expect(warn).toHaveBeenCalledWith("the sentence it prints");
 *   warn.mockRestore();
 *
 * What is printed after a file's last test (a late state update, a timer) fails the file.
 */
import { format } from "node:util";

/** What reached console.error or console.warn and has not been reported yet. */
const printed: string[] = [];

function report(who: string): void {
  if (!printed.length) return;
  const lines = printed.splice(0);
  throw new Error(
    `${who} printed ${lines.length} line(s) it did not expect. Fix the cause, or expect the output with ` +
      `jest.spyOn(console, "error" | "warn").mockImplementation(…) and check it:\n` +
      lines.map((line) => `  ${line.split("\n")[0]}`).join("\n"),
  );
}

/** Records what reaches console.error and console.warn and fails the test (or the file) that printed it. */
export function failOnConsole(): void {
  for (const method of ["error", "warn"] as const) {
    const original = console[method];
    console[method] = (...args: unknown[]) => {
      printed.push(`console.${method}: ${format(...args)}`);
      original.apply(console, args);
    };
  }
  afterEach(() => report("The test"));
  afterAll(() => report("This file, after its last test,"));
}
