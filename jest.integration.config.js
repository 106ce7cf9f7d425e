/**
 * Integration tests on the built site (run `npm run build:test` first): the API routes through
 * `gatsby serve`, and the production server with the file store and a throw-away PostgreSQL
 * (started once for the run, like the database tests). One file at a time: they start servers.
 *
 * INTEGRATION_PART splits them for `npm test`, which runs the server tests while the fixture sites build (the
 * tests wait on servers and timeouts about half the time, the builds keep a core busy), then the tests that
 * read the fixture sites' builds: `servers` is every file but FIXTURE_SITE_TESTS, `fixture-sites` those alone;
 * unset, all of them.
 */
const FIXTURE_SITE_TESTS = ["/scheduled-posts\\.integration\\.ts$", "/built-images\\.integration\\.ts$"];
const part = process.env.INTEGRATION_PART ?? "";
if (!["", "servers", "fixture-sites"].includes(part))
  throw new Error(`INTEGRATION_PART is "${part}": leave it unset, or set it to servers or fixture-sites`);

module.exports = {
  testEnvironment: "node",
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  testMatch: ["<rootDir>/tests/integration/**/*.integration.ts"],
  ...(part === "servers" && { testPathIgnorePatterns: ["/node_modules/", ...FIXTURE_SITE_TESTS] }),
  ...(part === "fixture-sites" && { testRegex: FIXTURE_SITE_TESTS, testMatch: undefined }),
  testTimeout: 300_000,
  maxWorkers: 1,
  globalSetup: "<rootDir>/tests/support/postgres-global-setup.ts",
  globalTeardown: "<rootDir>/tests/support/postgres-global-teardown.ts",
  modulePathIgnorePatterns: ["<rootDir>/.fixture-site/", "<rootDir>/.opt-in-site/", "<rootDir>/.develop-site/"],
};
