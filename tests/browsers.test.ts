/**
 * @jest-environment node
 *
 * The browsers the site supports (package.json `browserslist`, Gatsby's own default made explicit: what its
 * scripts are compiled for) all take AVIF. A `<picture>` offers AVIF first, so no supported browser ever
 * fetches another format's variant: the site's images are made in AVIF and the fallback format only (the home
 * hero also in WebP), README.md, "Images". Should a supported browser lack AVIF, this fails: offer WebP again.
 */
import path from "node:path";

// Required, not imported: browserslist's types add its variables to NodeJS.ProcessEnv for the whole program,
// and caniuse-lite ships none.
/* eslint-disable @typescript-eslint/no-require-imports */
const browserslist = require("browserslist") as {
  (query: undefined, options: { path: string }): string[];
  loadConfig(options: { path: string }): string[] | undefined;
};
const { agents, feature, features } = require("caniuse-lite") as {
  agents: Record<string, unknown>;
  features: Record<string, unknown>;
  feature(packed: unknown): { stats: Record<string, Record<string, string>> };
};
/* eslint-enable @typescript-eslint/no-require-imports */

const ROOT = path.resolve(__dirname, "..");

/** Whether caniuse's data says `browser` ("safari 18.5-18.7") supports the feature fully. */
function supports(featureName: string, browser: string): boolean {
  const [name, version] = browser.split(" ");
  const stats = feature(features[featureName]).stats[name];
  if (!stats || !agents[name]) throw new Error(`caniuse-lite knows no browser "${name}"`);
  const support = stats[version] ?? stats[version.split("-")[0]];
  return typeof support === "string" && support.startsWith("y");
}

it("every supported browser takes AVIF", () => {
  const supported = browserslist(undefined, { path: ROOT });
  expect(supported.length).toBeGreaterThan(10);
  expect(supported.filter((browser) => !supports("avif", browser))).toEqual([]);
});

it("the support list is Gatsby's default, stated in package.json", () => {
  expect(browserslist.loadConfig({ path: ROOT })).toEqual([">0.25%", "not dead"]);
});
