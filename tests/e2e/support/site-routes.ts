/** Every route the built site must serve, derived from content/ and the one-off pages. */
import path from "node:path";
import { loadContent } from "../../../src/node/validate-content";
import { RESERVED_PATHS } from "../../../src/node/page-paths";
import { workFiltersOf } from "../../../src/node/work-rules";

const root = path.resolve(__dirname, "../../..");
const { records, errors } = loadContent(root);
if (errors.length) throw new Error(`content/ is invalid:\n${errors.join("\n")}`);

/** One-off pages in src/pages (404 and 500 are checked on their own). */
export const ONE_OFF_ROUTES = RESERVED_PATHS.filter((route) => route !== "/404/" && route !== "/500/");

/** Pages generated from content files. */
export const CONTENT_ROUTES = records.flatMap((record) => (record.path ? [record.path] : []));

/** The case studies' filter pages (/our-work/industry/<slug>/, /our-work/service/<slug>/), drawn from content as the build draws them. */
export const WORK_FILTERS = workFiltersOf(records);
export const WORK_FILTER_ROUTES = [...WORK_FILTERS.industries, ...WORK_FILTERS.services].map((filter) => filter.path);

export const ALL_ROUTES = [...ONE_OFF_ROUTES, ...CONTENT_ROUTES, ...WORK_FILTER_ROUTES];

export const siteData = records.find((record) => record.kind === "site")?.data as {
  footer: { groups: Array<{ title: string; url?: string; links: Array<{ name: string; path: string }> }> };
};

/** The pages generated from content files, with their content (for suites that pick pages by rule). */
export const contentPages = records.filter((record) => record.path !== null);
