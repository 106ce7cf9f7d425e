/** Unit tests: build-time code (src/node) and browser logic/components (src/lib, src/components…). */
const os = require("node:os");

module.exports = {
  // Jest's default is one worker fewer than the cores, which on a two-core machine (CI) runs every file in one
  // process while the other core idles: the main process only schedules, so each core gets a worker.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  testEnvironment: "jsdom",
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    "\\.(css|scss)$": "identity-obj-proxy",
    "\\.(jpg|jpeg|png|gif|webp|avif|svg|woff2)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: [
    "/node_modules/",
    "/\\.cache/",
    "/public/",
    "<rootDir>/tests/e2e/",
    "<rootDir>/.fixture-site/",
    "<rootDir>/.opt-in-site/",
    "<rootDir>/.develop-site/",
    // Database tests: jest.db.config.js (npm run test:db) starts the PostgreSQL they need.
    "\\.db\\.test\\.ts$",
  ],
  modulePathIgnorePatterns: ["<rootDir>/.fixture-site/", "<rootDir>/.opt-in-site/", "<rootDir>/.develop-site/"],
  // @mdx-js/react (the blog template's MDXProvider) and micromark (the editor's Markdown, src/cms) ship only ES modules.
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|@mdx-js/react|micromark[a-z-]*|decode-named-character-reference|character-entities)/)",
  ],
  globals: { __PATH_PREFIX__: "" },
  testEnvironmentOptions: { url: "http://localhost/" },
  // A test's own bound, above the waits inside it (src/testing/waits.ts: 15 s for what a page shows next, 60 s
  // per command): a whole form typed with user-event took 25 s on the loaded two-core machine.
  testTimeout: 60_000,
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
};
