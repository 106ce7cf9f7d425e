import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 9000);
export const baseURL = `http://127.0.0.1:${port}`;

/** Browser tests against the production build served by `gatsby serve`. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || undefined,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
        // Nothing leaves the machine: every host but localhost / 127.0.0.1 fails to resolve
        // (tests fulfil third-party scripts with page.route before any lookup).
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `npx gatsby serve --port ${port} --host 127.0.0.1`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    // Every browser test submits from 127.0.0.1: lift the lead routes' per-address limit (default 5 a minute).
    env: { GATSBY_TELEMETRY_DISABLED: "1", LEADS_RATE_LIMIT_MAX: process.env.LEADS_RATE_LIMIT_MAX ?? "1000" },
  },
});
