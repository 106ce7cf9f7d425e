/**
 * Loading a chunk of the site's own code, with one retry: a flaky mobile
 * connection or a request cut off mid-way often succeeds on the second try.
 * Webpack forgets a chunk that failed, so calling `import()` again requests it
 * afresh.
 */

/** How long to wait before the one retry. */
export const CHUNK_RETRY_DELAY_MS = 1000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `load` (an `import()`); if it fails, waits `retryDelayMs` and runs it
 * once more. Rejects with the second attempt's error when both fail.
 */
export async function loadChunk<T>(
  load: () => Promise<T>,
  { retryDelayMs = CHUNK_RETRY_DELAY_MS }: { retryDelayMs?: number } = {},
): Promise<T> {
  try {
    return await load();
  } catch {
    await wait(retryDelayMs);
    return load();
  }
}
