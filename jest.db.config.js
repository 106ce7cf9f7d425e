/**
 * Database tests: the lead store contract against a real PostgreSQL (started
 * once for the run by tests/support/postgres-global-setup.ts, one database per suite).
 */
const os = require("node:os");

module.exports = {
  // One database per suite: two suites run side by side on a two-core machine, as the unit tests do.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  testEnvironment: "node",
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  testMatch: ["<rootDir>/src/**/*.db.test.ts"],
  globalSetup: "<rootDir>/tests/support/postgres-global-setup.ts",
  globalTeardown: "<rootDir>/tests/support/postgres-global-teardown.ts",
  testTimeout: 60_000,
  modulePathIgnorePatterns: ["<rootDir>/.fixture-site/", "<rootDir>/.opt-in-site/", "<rootDir>/.develop-site/"],
};
