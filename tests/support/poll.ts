/**
 * The one way a test waits for a condition: poll it until it holds, within a bound that names what was
 * awaited when it runs out (never a fixed sleep, never the test's own timeout).
 */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 60_000,
  explain: () => Promise<string> | string = () => "",
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      const why = [last ? String(last) : "", await explain()].filter(Boolean).join("\n");
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${why ? `: ${why}` : ""}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
