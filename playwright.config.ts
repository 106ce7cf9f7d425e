import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { productionServer } from "./tests/e2e/support/fixture-server";
import { WAIT_MS } from "./tests/e2e/support/waits";

const port = Number(process.env.E2E_PORT ?? 9000);
export const baseURL = `http://127.0.0.1:${port}`;

/** The fixture site (`npm run build:fixture-site`), served beside the real build for the suites that must not depend on content/. */
const fixturePort = Number(process.env.FIXTURE_PORT ?? port + 1);
const fixtureURL = `http://127.0.0.1:${fixturePort}`;
const fixtureBuilt = fs.existsSync(".fixture-site/public/index.html");
/** Suites that run on the fixture site: screenshots and layout numbers stay put whatever marketers edit. */
const FIXTURE_SUITES = /\/(visual|layout|buyer-layout|moved-pages)\.spec\.ts$/;

/**
 * Browser tests against the production build served by the production server (`npm run serve`,
 * src/server), with the settings the build was made with, so each page gets the policy and headers a
 * visitor gets.
 */
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
    // Every action and every waitForFunction is bounded, so a page state that never comes fails naming the wait.
    actionTimeout: WAIT_MS,
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
  projects: [
    {
      name: "chromium",
      testIgnore: FIXTURE_SUITES,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      // Same browser; the project name keeps the baselines' file names (…-chromium-fixture-linux.png) apart.
      name: "chromium-fixture",
      testMatch: FIXTURE_SUITES,
      // The fixture build registers a service worker (for offline.spec.ts); screenshots are taken without it.
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: fixtureURL, serviceWorkers: "block" },
    },
  ],
  webServer: [
    {
      ...productionServer(".", port, "test"),
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    // In CI a missing fixture build fails the run here; locally the fixture suites fail with a pointer to the script.
    ...(fixtureBuilt || process.env.CI
      ? [
          {
            ...productionServer(".fixture-site", fixturePort, "fixture"),
            url: fixtureURL,
            reuseExistingServer: !process.env.CI,
            timeout: 120_000,
          },
        ]
      : []),
  ],
});
