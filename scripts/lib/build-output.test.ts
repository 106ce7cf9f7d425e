/**
 * @jest-environment node
 */
import { buildOutputProblems } from "./build-output";

const clear = "\u001b[2K\u001b[1A\u001b[2K\u001b[G";

/** Lines of `npm run build` as Gatsby's default logger printed them to a file before (abridged). */
const BEFORE = [
  `${clear}success copy gatsby files - 0.363s`,
  "",
  `${clear}\u001b[33mwarn\u001b[39m ../../work/wt/newcomer/node_modules/pg/lib/native/client.js`,
  "Module not found: Can't resolve 'pg-native' in",
  "'/work/wt/newcomer/node_modules/pg/lib/native'",
  `${clear}success Compiling Gatsby Functions - 61.895s`,
  `${clear}\u001b[33mwarn\u001b[39m Unsafe builtin method was used, future builds will need to rebuild all`,
  "pages",
  `${clear}\u001b[33mwarn\u001b[39m WebpackError: Unsafe builtin usage fs.readFileSync`,
  "    at flatirons-website/src/workarounds/page-resource-preloads.ts:82:40",
  `${clear}success Building static HTML for pages - 24.301s - 89/89 3.66/s`,
  `\u001b[4mPages\u001b[24m`,
  "┌ src/templates/service-page.tsx",
  `${clear}info Done building in 1678.495471248 sec`,
  `\u001b[4mPages\u001b[24m`,
  "┌ src/templates/service-page.tsx",
].join("\n");

/** The same steps as the plain logger prints them now. */
const NOW = [
  "success copy gatsby files - 0.578s",
  "success Compiling Gatsby Functions - 1.196s",
  "info Images: 120 of 600 files made in 1 min 00 s; about 4 min 00 s left",
  "success Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs - 97.126s - 17/17 0.18/s",
  "success Building static HTML for pages - 13.896s - 1/1 0.07/s",
  "",
  "Pages",
  "",
  "┌ src/pages/index.tsx",
  "│ └   /",
  "info Done building in 69.011352701 sec",
].join("\n");

it("names every line of a build that reads as a failure, and a pages table printed twice", () => {
  expect(buildOutputProblems(BEFORE)).toEqual([
    "warn ../../work/wt/newcomer/node_modules/pg/lib/native/client.js",
    "Module not found: Can't resolve 'pg-native' in",
    "warn Unsafe builtin method was used, future builds will need to rebuild all",
    "warn WebpackError: Unsafe builtin usage fs.readFileSync",
    "the pages table is printed 2 times",
  ]);
});

it("finds nothing in a build that prints its steps, its progress and one pages table", () => {
  expect(buildOutputProblems(NOW)).toEqual([]);
});

it("counts npm's own warnings and Gatsby's errors too", () => {
  expect(buildOutputProblems("npm warn install-scripts 11 packages have install scripts\n ERROR #98123 x")).toEqual([
    "npm warn install-scripts 11 packages have install scripts",
    "ERROR #98123 x",
  ]);
});
