/**
 * Integration tests on the built site (run `npm run build:test` first): the API routes through
 * `gatsby serve`, and the production server with the file store and a throw-away PostgreSQL
 * (started once for the run, like the database tests). One file at a time: they start servers.
 */
module.exports = {
  testEnvironment: "node",
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  testMatch: ["<rootDir>/tests/integration/**/*.integration.ts"],
  testTimeout: 300_000,
  maxWorkers: 1,
  globalSetup: "<rootDir>/tests/support/postgres-global-setup.ts",
  globalTeardown: "<rootDir>/tests/support/postgres-global-teardown.ts",
  modulePathIgnorePatterns: ["<rootDir>/.fixture-site/", "<rootDir>/.opt-in-site/", "<rootDir>/.develop-site/"],
};
