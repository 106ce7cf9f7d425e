/**
 * The floors of the code, checked on every `npm run check` (`npm run check:imports`). README.md,
 * "Floors", says why; in short: a folder stands above what it uses, no import runs back up, no two
 * modules import each other (directly or around a circle), and a feature is entered through its
 * public module.
 *
 * Floors, top to bottom. A module may import its own floor and the floors below it, never above.
 */
const FLOORS = [
  {
    name: "app",
    // What Gatsby, the servers and the commands call: pages, templates, the wiring of the browser and
    // the server render, build-time code, the editor, the Functions and the production server.
    path: "^(gatsby-[a-z]+\\.tsx?|sentry\\.config\\.ts|src/(pages|templates|node|cms|api|server|security)/|src/(browser-instrumentation|wrap-root-element)\\.tsx?)",
  },
  { name: "sections", path: "^src/sections/" },
  { name: "shell", path: "^src/shell/" },
  { name: "features", path: "^src/(leads|privacy|telemetry)/" },
  { name: "components", path: "^src/components/" },
  { name: "lib", path: "^src/lib/" },
  { name: "islands", path: "^src/islands/" },
  { name: "theme", path: "^src/theme/" },
  // The ground: each workaround bends one library or one output of Gatsby, and leans on nothing of the
  // site's own (src/workarounds/README.md), so it can be removed without moving anything else.
  { name: "workarounds", path: "^src/workarounds/" },
];

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

/** Test code may reach into a module it tests or fakes (test-support files, other folders' stores). */
const TEST_CODE = "\\.(test|spec|integration)\\.tsx?$|test-support\\.ts$|test-suite\\.ts$|^src/testing/|^tests/";

const floorRules = FLOORS.slice(1).map((floor, index) => {
  const above = FLOORS.slice(0, index + 1);
  return {
    name: `${floor.name}-imports-no-floor-above`,
    comment: `${floor.name} sits below ${above.map((f) => f.name).join(", ")}: it may not import them (README.md, "Floors").`,
    severity: "error",
    // A test stands outside the building: it may exercise floors together.
    from: { path: floor.path, pathNot: TEST_CODE },
    to: { path: above.map((f) => `(${f.path})`).join("|") },
  };
});

const featureRules = FEATURES.map((feature) => ({
  name: `${feature.name}-entered-through-its-public-module`,
  comment: `Outside src/${feature.name}, import only its public module (${feature.public}).`,
  severity: "error",
  from: { pathNot: `^src/${feature.name}/|${TEST_CODE}` },
  to: { path: `^src/${feature.name}/`, pathNot: feature.public },
}));

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
    ...floorRules,
    ...featureRules,
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^src/gatsby-types\\.d\\.ts$" },
    // Type-only imports count: a circle through a type is still a circle a reader has to untangle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"] },
    cache: false,
  },
};
