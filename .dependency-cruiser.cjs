/**
 * The floors of the code, checked on every `npm run check` (`npm run check:imports`). README.md,
 * "Floors", says why. Two kinds of rule:
 *
 * - Where code runs. Page code (rendered by the build, then run in the visitor's browser), build code
 *   (Gatsby's Node.js side and the editor's configuration) and server code (the Functions and the
 *   production server) never import one another; a type may cross, since it runs nowhere. What more
 *   than one of them runs (the content model, the security policy, the features' shared rules, lib,
 *   theme…) is shared, and imports none of the three.
 * - Floors: inside each of the three, and in what they share, a module may import its own floor and
 *   the floors below it, never above; no two modules import each other; a feature is entered through
 *   its public module. Site code never imports the commands (`scripts/`) nor test code (`tests/`,
 *   `src/testing/`, tests); scripts import no test code but the support both share (`tests/support/`),
 *   and enter features by their public module.
 */

/**
 * The content model and its rule book: read by the build, the editor (in the browser, which runs the build's
 * own validator before it publishes) and the page templates.
 */
const CONTENT_MODEL_FILES =
  "schema|schema-builder|page-paths|publishing-rules|image-rules|reading-time|rule-book|content-validator|content-rules|chart-rules|footer-lists|pricing-rules|proof-rules|work-rules|content-record";
const CONTENT_MODEL = `^src/node/((${CONTENT_MODEL_FILES})\\.ts|phone-lines/)|^src/cms/(config|backend|content-json|content-mdx)\\.ts$`;
/** What the build and the server both read from disk: built pages, and the settings file. */
const BUILD_AND_SERVER_FILES = "built-site|env-file";

/**
 * Floors, top to bottom, each with where it runs (`page`, `build`, `server`) or none when shared. A floor
 * may import the floors below it of its own kind and the shared ones, never one above.
 */
const FLOORS = [
  {
    name: "page-entries",
    runs: "page",
    // Gatsby's browser and server-render wiring, error reporting's setup, and the editor's page.
    path: "^(gatsby-(browser|ssr)\\.tsx|sentry\\.config\\.ts|src/(browser-instrumentation|wrap-root-element)\\.tsx?|src/cms/(admin|preview)/)",
  },
  { name: "build-entries", runs: "build", path: "^gatsby-(node|config)\\.ts$" },
  { name: "server-entries", runs: "server", path: "^src/(api|server)/" },
  { name: "pages", runs: "page", path: "^src/(pages|templates)/" },
  {
    name: "editor-build",
    runs: "build",
    // The editor's configuration and admin bundle made at build time; the Gatsby adapter's headers.
    path: "^src/cms/(?!(admin|preview)/|(config|backend|content-json|content-mdx)\\.ts$)|^src/security/adapter\\.ts$",
  },
  { name: "security-server", runs: "server", path: "^src/security/server/" },
  { name: "sections", runs: "page", path: "^src/sections/" },
  {
    name: "content-pipeline",
    runs: "build",
    path: `^src/node/(?!((${CONTENT_MODEL_FILES}|${BUILD_AND_SERVER_FILES})\\.ts|phone-lines/))`,
  },
  { name: "shell", runs: "page", path: "^src/shell/" },
  {
    name: "shared-rules",
    // The content model, the security policy and its per-page manifest, and what the build and the
    // server both read from disk.
    path: `${CONTENT_MODEL}|^src/security/(csp|headers|csp-manifest)\\.ts$|^src/node/(${BUILD_AND_SERVER_FILES})\\.ts$`,
  },
  { name: "leads", path: "^src/leads/" },
  { name: "telemetry", path: "^src/telemetry/" },
  { name: "privacy", path: "^src/privacy/" },
  { name: "components", path: "^src/components/" },
  { name: "lib", path: "^src/lib/" },
  { name: "islands", path: "^src/islands/" },
  { name: "theme", path: "^src/theme/" },
  // The ground: each workaround bends one library or one output of Gatsby, and leans on nothing of the
  // site's own (src/workarounds/README.md), so it can be removed without moving anything else.
  { name: "workarounds", path: "^src/workarounds/" },
];

/** Where each kind of code lives: its floors, plus the features' parts that run there. */
const RUNS = {
  page: "^src/leads/browser/|^src/telemetry/|^src/privacy/(?!consent\\.ts$)|^src/components/",
  build: "",
  server: "^src/leads/server/",
};
const runsPath = (kind) =>
  [...FLOORS.filter((floor) => floor.runs === kind).map((floor) => floor.path), RUNS[kind]]
    .filter(Boolean)
    .map((path) => `(${path})`)
    .join("|");

/**
 * Each feature's public modules: what code outside the feature may import. The lead forms are the
 * exception that keeps pages light: each form's own module is imported by the page that shows it or
 * fetched as a chunk by the shell, never through a barrel (which would put every form in every page).
 */
const FEATURES = [
  {
    name: "leads",
    public:
      "^src/leads/(index\\.ts|server/index\\.ts|browser/(ApplicationForm|ContactDialog|ContactForm|DemoForm|NewsletterForm|ReferralForm|ThankYouPage)/index\\.tsx)$",
  },
  // consent.ts: the consent rules (routes, record shapes), which the servers read too, without the UI.
  // The footer's privacy-choices link is imported from its own module, so that it loads with the footer.
  { name: "privacy", public: "^src/privacy/((index|consent)\\.ts|components/PrivacyChoicesLink\\.tsx)$" },
  { name: "telemetry", public: "^src/telemetry/index\\.ts$" },
  { name: "islands", public: "^src/islands/index\\.ts$" },
];

/**
 * Test code may reach into a module it tests or fakes (other folders' stores). Tests sit beside their module;
 * what tests share lives apart from what the site runs: tests/support/ (a feature's own under its name, as
 * tests/support/leads/), or src/testing/ for the component tests' stand-ins.
 */
const TEST_CODE = "\\.(test|spec|integration)\\.tsx?$|^src/testing/|^tests/";
/** What the site runs: everything under src/ and Gatsby's entry files, tests aside. */
const SITE_CODE = "^(src/|gatsby-[a-z]+\\.tsx?$|sentry\\.config\\.ts$)";

const KINDS = ["page", "build", "server"];
const ALL_RUNS = KINDS.map((kind) => `(${runsPath(kind)})`).join("|");

const runtimeRules = [
  ...KINDS.map((kind) => {
    const others = KINDS.filter((other) => other !== kind);
    return {
      name: `${kind}-code-imports-no-${others.join("-or-")}-code`,
      comment: `${kind} code runs apart from ${others.join(" and ")} code: it may share a type with it, never code (README.md, "Floors").`,
      severity: "error",
      from: { path: runsPath(kind), pathNot: TEST_CODE },
      to: { path: others.map((other) => `(${runsPath(other)})`).join("|"), dependencyTypesNot: ["type-only"] },
    };
  }),
  {
    name: "shared-code-imports-no-code-of-one-runtime",
    comment:
      "What page, build and server code share may import only other shared code (a type aside): it must run wherever they do.",
    severity: "error",
    from: { path: "^src/", pathNot: `${ALL_RUNS}|${TEST_CODE}` },
    to: { path: ALL_RUNS, dependencyTypesNot: ["type-only"] },
  },
];

const floorRules = FLOORS.slice(1).flatMap((floor, index) => {
  const above = FLOORS.slice(0, index + 1).filter((other) => !floor.runs || other.runs === floor.runs);
  if (above.length === 0) return [];
  return [
    {
      name: `${floor.name}-imports-no-floor-above`,
      comment: `${floor.name} sits below ${above.map((f) => f.name).join(", ")}: it may not import them (README.md, "Floors").`,
      severity: "error",
      // A test stands outside the building: it may exercise floors together.
      from: { path: floor.path, pathNot: TEST_CODE },
      to: { path: above.map((f) => `(${f.path})`).join("|") },
    },
  ];
});

const featureRules = FEATURES.map((feature) => ({
  name: `${feature.name}-entered-through-its-public-module`,
  comment: `Outside src/${feature.name}, import only its public module (${feature.public}).`,
  severity: "error",
  from: { pathNot: `^src/${feature.name}/|${TEST_CODE}` },
  to: { path: `^src/${feature.name}/`, pathNot: feature.public },
}));

const toolRules = [
  {
    name: "site-code-imports-no-tools",
    comment: "What the site runs never depends on the commands (scripts/).",
    severity: "error",
    from: { path: SITE_CODE, pathNot: TEST_CODE },
    // The one exception: the build draws the hero art of a page that has none yet with the art kit the art
    // commands use (gatsby-node.ts, scripts/art/pages/page-art.ts).
    to: { path: "^scripts/", pathNot: "^scripts/art/" },
  },
  {
    name: "site-code-imports-no-test-code",
    comment:
      "What the site runs (the build, the pages, the server) never imports a test, a test's fake or test support (tests/, src/testing/).",
    severity: "error",
    from: { path: SITE_CODE, pathNot: TEST_CODE },
    to: { path: TEST_CODE },
  },
  {
    name: "scripts-import-no-test-code",
    comment: "A command may use the support it shares with the tests (tests/support/), never a test or a test's fake.",
    severity: "error",
    from: { path: "^scripts/", pathNot: TEST_CODE },
    to: { path: TEST_CODE, pathNot: "^tests/support/" },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "Two modules that import each other (directly or around a circle), type-only imports included.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    ...runtimeRules,
    ...floorRules,
    ...featureRules,
    ...toolRules,
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // The floors' own test tree breaks them on purpose; it is cruised by tests/floors.test.ts alone.
    exclude: { path: "^src/gatsby-types\\.d\\.ts$|^tests/fixtures/" },
    // Type-only imports count: a circle through a type is still a circle a reader has to untangle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"] },
    cache: false,
  },
};
