/**
 * Build-time wiring only: validate content, declare its types, create its
 * nodes and hand page creation to one module per content kind (src/node/).
 */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { buildTypeDefs } from "./src/node/schema";
import { BLANK_AS_NULL } from "./src/node/schema-builder";
import { classifyContentFile, contentDirectory } from "./src/node/validate-content";
import { checkContent } from "./src/node/content-images";
import {
  contentProblemsMessage,
  contentRelative,
  createJsonContentNode,
  recheckAfterEdits,
} from "./src/node/content-nodes";
import { mdxSlug, pagePathFor } from "./src/node/page-paths";
import { readingMinutes } from "./src/node/reading-time";
import { createServicePages } from "./src/node/pages/create-service-pages";
import { createCaseStudyPages } from "./src/node/pages/create-case-study-pages";
import { createWorkFilterPages } from "./src/node/pages/create-work-filter-pages";
import { createListingPages } from "./src/node/pages/create-listing-pages";
import { createAlternativePages } from "./src/node/pages/create-alternative-pages";
import { createBlogPages } from "./src/node/pages/create-blog-pages";
import { createInfoPages } from "./src/node/pages/create-info-pages";
import { createLeadPages } from "./src/node/pages/create-lead-pages";
import { createRedirects } from "./src/node/pages/create-redirects";
import { writeRobotsTxt } from "./src/node/robots";
import { pagesFromAnotherBuild } from "./src/node/build-hash";
import { deferGatsbyScripts } from "./src/workarounds/defer-gatsby-scripts";
import { emptyChunkMapping } from "./src/workarounds/unread-chunk-mapping";
import { listHtmlFiles, rewriteBuiltPages } from "./src/node/built-site";
import { CSP_MANIFEST_PATH, computeCspManifest, frameOrigin, writeCspManifest } from "./src/security/csp-manifest";
import { buildAdmin } from "./src/cms/build-admin";
import { withoutGatsbyEslint } from "./src/workarounds/develop-eslint";
import { withFontFilesNeverInlined } from "./src/workarounds/font-files";
import { chunkMapDefinitions } from "./src/workarounds/page-resource-preloads";
import { watchImageJobs } from "./src/workarounds/image-progress";
import { checkSharedArt, formatSharedArt } from "./src/node/shared-art";
import { precompress } from "./src/node/precompress";
import { compileHintBannerOptions } from "./src/node/compile-hints";
import { inlineTokensFingerprint, inlineTokensInputs } from "./src/node/inline-tokens-inputs";
import { type FooterLink, type ListedPage, footerLinks } from "./src/node/footer-lists";
import { writePageArt } from "./scripts/art/pages/page-art";
import { SCHEDULED_POST, buildDay, isoDay, liveOn } from "./src/node/publishing-rules";

const siteRoot = process.cwd();
/** The day this build publishes for (BUILD_DAY sets it in tests). */
const publishingDay = buildDay();
const contentDir = contentDirectory(siteRoot);

const artDir = path.join(siteRoot, "static/art");

/** Draws the hero art of pages that have none yet (scripts/art/pages/page-art.ts), naming them. */
function drawNewPageArt(reporter: { info(message: string): void }) {
  const drawn = writePageArt(contentDir, artDir, { onlyMissing: true });
  if (drawn.length)
    reporter.info(
      `Hero art drawn for ${drawn.length} new page(s): ${drawn.map((name) => `static/art/${name}.svg`).join(", ")}`,
    );
}

/**
 * The CMS admin page's scripts (static/admin/build/) and the hero art of any new page (static/art/),
 * before Gatsby copies static/.
 */
export const onPreInit: GatsbyNode["onPreInit"] = async ({ reporter }) => {
  await buildAdmin(siteRoot);
  drawNewPageArt(reporter);
};

/** A build says how far its image work has come and how long it has left (src/workarounds/image-progress.ts). */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ emitter, reporter }) => {
  if (process.env.gatsby_executing_command === "build") watchImageJobs(emitter, (line) => reporter.info(line));
};

/**
 * Font files always files, never data URLs in the CSS (src/workarounds/font-files.ts); `gatsby develop` without
 * Gatsby's ESLint 8 plugin (src/workarounds/develop-eslint.ts); in builds, the first-load scripts carry V8's
 * compile hint.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, plugins }) => {
  // Replaced first: the settings below are merged into the replaced configuration.
  const config = withFontFilesNeverInlined(getConfig());
  // A changed token or token plugin rebuilds what read it (src/node/inline-tokens-inputs.ts).
  if (config.cache?.buildDependencies)
    config.cache.buildDependencies = { ...config.cache.buildDependencies, designTokens: inlineTokensInputs(siteRoot) };
  actions.replaceWebpackConfig(stage === "develop" ? withoutGatsbyEslint(config) : config);
  // The first-load scripts compiled while they stream, off the main thread (src/node/compile-hints.ts).
  if (stage === "build-javascript") actions.setWebpackConfig({ plugins: [plugins.banner(compileHintBannerOptions())] });
  // The page renderer gets the browser bundles' chunk map compiled in (src/workarounds/page-resource-preloads.ts).
  if (stage === "build-html") actions.setWebpackConfig({ plugins: [plugins.define(chunkMapDefinitions(siteRoot))] });
};

/** Design tokens become literals in the bundles: the tokens module leaves the first load (src/node/inline-tokens.js). */
export const onCreateBabelConfig: GatsbyNode["onCreateBabelConfig"] = ({ actions }) => {
  // The fingerprint is only there to be part of Babel's cache key (src/node/inline-tokens-inputs.ts).
  actions.setBabelPlugin({
    name: inlineTokensInputs(siteRoot)[0],
    options: { inputs: inlineTokensFingerprint(siteRoot) },
  });
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension(BLANK_AS_NULL);
  actions.createTypes(buildTypeDefs());
};

/** The footer's lists of pages, from the pages themselves (src/node/footer-lists.ts). */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    SiteContentFooterGroup: {
      links: {
        resolve: async (
          source: { links?: FooterLink[] | null; pages?: string | null },
          _args: unknown,
          context: { nodeModel: { findAll(query: { type: string }): Promise<{ entries: Iterable<ListedPage> }> } },
        ) => {
          if (!source.pages) return source.links ?? [];
          const [services, alternatives] = await Promise.all(
            ["ServicePage", "Alternative"].map(async (type) => [
              ...(await context.nodeModel.findAll({ type })).entries,
            ]),
          );
          return footerLinks(source, [...services, ...alternatives]);
        },
      },
    },
  });
};

/** Stops the build on any problem in content/ (the nodes themselves are made in onCreateNode). */
export const sourceNodes: GatsbyNode["sourceNodes"] = async ({ reporter }) => {
  const { errors } = await checkContent(siteRoot, contentDir);
  if (errors.length) reporter.panicOnBuild(contentProblemsMessage(errors));
};

let bootstrapped = false;
let contentChanged: (() => void) | undefined;
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => {
  bootstrapped = true;
};

export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  const { node, getNode, actions, reporter } = args;
  if (node.internal.type === "File") {
    createJsonContentNode(args, { siteRoot, contentDir });
    // `gatsby develop` after start-up: a file was saved (by hand or by the editor); a new page gets its art.
    if (bootstrapped && contentRelative(String(node.absolutePath), contentDir)) {
      contentChanged ??= recheckAfterEdits(async () => (await checkContent(siteRoot, contentDir)).errors, reporter);
      contentChanged();
      drawNewPageArt(reporter);
    }
    return;
  }
  if (node.internal.type !== "Mdx" || !node.parent) return;
  const file = getNode(node.parent);
  if (!file?.absolutePath) return;
  // Relative to the content folder (blog/x/index.mdx), as classifyContentFile expects.
  const relative = contentRelative(file.absolutePath as string, contentDir);
  const def = relative && classifyContentFile(relative);
  if (!relative || !def) return;
  const frontmatter = (node.frontmatter ?? {}) as Record<string, unknown>;
  const slug = mdxSlug(relative, frontmatter);
  // A post dated after the build's day is built unpublished until a build on that day (README, "Dates ahead").
  const date = frontmatter.date instanceof Date ? isoDay(frontmatter.date) : String(frontmatter.date ?? "");
  const scheduled = def.kind === "blog" && !liveOn(date, publishingDay);
  actions.createNodeField({ node, name: "kind", value: scheduled ? SCHEDULED_POST : def.kind });
  actions.createNodeField({ node, name: "slug", value: slug });
  actions.createNodeField({ node, name: "path", value: pagePathFor(def.kind, { slug }) });
  actions.createNodeField({ node, name: "readingMinutes", value: readingMinutes(String(node.body ?? "")) });
};

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const args = { graphql, actions, reporter };
  await Promise.all([
    createServicePages(args),
    createCaseStudyPages(args),
    createWorkFilterPages(args),
    createListingPages(args),
    createAlternativePages(args),
    createBlogPages(args),
    createInfoPages(args),
    createRedirects(args),
  ]);
  createLeadPages(args);
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  const publicDir = path.join(siteRoot, "public");
  const stale = pagesFromAnotherBuild(publicDir);
  if (stale.length > 0) {
    args.reporter.panicOnBuild(
      `${stale.length} built page${stale.length === 1 ? " is" : "s are"} from an earlier build (${stale
        .slice(0, 3)
        .map((page) => page.file)
        .join(", ")}${stale.length > 3 ? ", …" : ""}): their build hash is not page-data/app-data.json's, so ` +
        "every first visit would reload once. Run `npx gatsby clean` and build again (src/node/build-hash.ts).",
    );
    return;
  }
  const art = checkSharedArt(publicDir);
  if (art.shared.length > 0) {
    args.reporter.panicOnBuild(
      `${art.shared.length} illustration${art.shared.length === 1 ? " serves" : "s serve"} more than three pages:\n${formatSharedArt(
        art.shared,
      )
        .map((line) => `  - ${line}`)
        .join("\n")}`,
    );
    return;
  }
  args.reporter.info(`Every illustration serves at most three of the ${art.pages} pages (src/node/shared-art.ts).`);
  await writeRobotsTxt(args);
  const rewritten = await rewriteBuiltPages(publicDir, listHtmlFiles(publicDir), (html) =>
    emptyChunkMapping(deferGatsbyScripts(html)),
  );
  args.reporter.info(
    `${rewritten} pages rewritten: Gatsby's scripts deferred, fetched as the HTML arrives and run once it is parsed ` +
      "(src/workarounds/defer-gatsby-scripts.ts); its chunk mapping, which its loader cannot read, emptied " +
      "(src/workarounds/unread-chunk-mapping.ts).",
  );
  // Last: the hashes of the final HTML, for each page's Content-Security-Policy (src/security).
  // The booking page the contact dialog shows in a frame once asked (content/site.json "schedulingUrl").
  const site = JSON.parse(fs.readFileSync(path.join(contentDir, "site.json"), "utf8")) as { schedulingUrl?: string };
  const booking = frameOrigin(site.schedulingUrl);
  const manifest = computeCspManifest(publicDir, booking ? [booking] : []);
  writeCspManifest(manifest, path.join(siteRoot, CSP_MANIFEST_PATH));
  args.reporter.info(`CSP hashes of ${Object.keys(manifest.pages).length} pages in ${CSP_MANIFEST_PATH}.`);
  // After every rewrite of the files: brotli and gzip copies the production server sends as they are.
  const compressed = await precompress(publicDir);
  args.reporter.info(
    `${compressed} files compressed ahead of time for the production server (src/node/precompress.ts).`,
  );
};
