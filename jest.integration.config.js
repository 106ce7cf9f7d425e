/** Integration tests: the API routes through `gatsby serve` on the built site (run `npm run build` first). */
module.exports = {
  testEnvironment: "node",
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  testMatch: ["<rootDir>/tests/integration/**/*.integration.ts"],
  testTimeout: 300_000,
  modulePathIgnorePatterns: ["<rootDir>/.fixture-site/"],
};
