/**
 * How long a browser test waits for one state of a page (parsed, hydrated, its animations finished, a request
 * seen) before it fails naming that state. It is well inside a test's 45 s, so a miss names the wait that missed,
 * not the test's timeout. playwright.config.ts makes it the bound of every action and every `waitForFunction`
 * that sets none; a suite that drives a slower server (the editor's, on `gatsby develop`) sets its own.
 */
export const WAIT_MS = 15_000;
