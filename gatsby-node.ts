/**
 * Build-time wiring only: validate content, declare its types, create its
 * nodes and hand page creation to one module per content kind (src/node/).
 */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { buildTypeDefs, KINDS } from "./src/node/schema";
import { classifyContentFile, contentDirectory, loadContent, mdxSlug } from "./src/node/validate-content";
import { pagePathFor } from "./src/node/page-paths";
import { readingMinutes } from "./src/node/reading-time";
import { REDIRECTS } from "./src/node/redirects";
import { createServicePages } from "./src/node/pages/create-service-pages";
import { createCaseStudyPages } from "./src/node/pages/create-case-study-pages";
import { createAlternativePages } from "./src/node/pages/create-alternative-pages";
import { createBlogPages } from "./src/node/pages/create-blog-pages";
import { createInfoPages } from "./src/node/pages/create-info-pages";
import { createLeadPages } from "./src/node/pages/create-lead-pages";
import { writeRobotsTxt } from "./src/node/robots";
import { deferScriptsInBuild } from "./src/workarounds/deferred-scripts";
import { pagesFromAnotherBuild } from "./src/node/build-hash";
import { CSP_MANIFEST_PATH, computeCspManifest, writeCspManifest } from "./src/security/csp-manifest";
import { buildAdmin } from "./src/cms/build-admin";
import { withoutGatsbyEslint } from "./src/workarounds/develop-eslint";
import { checkSharedArt, formatSharedArt } from "./src/node/quality/shared-art";
import { precompress } from "./src/server/precompress";

const siteRoot = process.cwd();
const contentDir = contentDirectory(siteRoot);

/** The CMS admin page's scripts (static/admin/build/), before Gatsby copies static/. */
export const onPreInit: GatsbyNode["onPreInit"] = async () => {
  await buildAdmin(siteRoot);
};

/** `gatsby develop` without Gatsby's ESLint 8 plugin (src/workarounds/develop-eslint.ts). */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage === "develop") actions.replaceWebpackConfig(withoutGatsbyEslint(getConfig()));
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(buildTypeDefs());
};

export const sourceNodes: GatsbyNode["sourceNodes"] = ({
  actions,
  createNodeId,
  createContentDigest,
  getNodesByType,
  reporter,
}) => {
  const { records, errors } = loadContent(siteRoot, contentDir);
  if (errors.length) {
    reporter.panicOnBuild(
      `The content folder has ${errors.length} problem${errors.length === 1 ? "" : "s"}; fix ${
        errors.length === 1 ? "it" : "them"
      } and build again:\n${errors.map((e) => `  - ${e}`).join("\n")}`,
    );
    return;
  }
  const files = new Map(getNodesByType("File").map((node) => [node.absolutePath as string, node]));
  for (const record of records.filter((r) => r.kind !== "blog" && r.kind !== "page")) {
    const def = KINDS.find((k) => k.kind === record.kind);
    if (!def) continue;
    const fileNode = files.get(path.join(siteRoot, record.file));
    const node = {
      ...record.data,
      kind: record.kind,
      path: record.path ?? "",
      sourceFile: record.file,
      id: createNodeId(`${def.typeName}:${record.file}`),
      // The File node as parent lets image fields resolve relative to the JSON file.
      parent: fileNode?.id ?? null,
      children: [],
      internal: { type: def.typeName, contentDigest: createContentDigest(record.data) },
    };
    actions.createNode(node);
    if (fileNode) actions.createParentChildLink({ parent: fileNode, child: node as never });
  }
};

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions }) => {
  if (node.internal.type !== "Mdx" || !node.parent) return;
  const file = getNode(node.parent);
  if (!file?.absolutePath) return;
  // Relative to the content folder (blog/x/index.mdx), as classifyContentFile expects.
  const relative = path
    .relative(contentDir, file.absolutePath as string)
    .split(path.sep)
    .join("/");
  const def = classifyContentFile(relative);
  if (!def) return;
  const frontmatter = (node.frontmatter ?? {}) as Record<string, unknown>;
  const slug = mdxSlug(relative, frontmatter);
  actions.createNodeField({ node, name: "kind", value: def.kind });
  actions.createNodeField({ node, name: "slug", value: slug });
  actions.createNodeField({ node, name: "path", value: pagePathFor(def.kind, { slug }) });
  actions.createNodeField({ node, name: "readingMinutes", value: readingMinutes(String(node.body ?? "")) });
};

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const args = { graphql, actions, reporter };
  await Promise.all([
    createServicePages(args),
    createCaseStudyPages(args),
    createAlternativePages(args),
    createBlogPages(args),
    createInfoPages(args),
  ]);
  createLeadPages(args);
  for (const redirect of REDIRECTS) actions.createRedirect(redirect);
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  const stale = pagesFromAnotherBuild(path.join(siteRoot, "public"));
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
  const art = checkSharedArt(path.join(siteRoot, "public"));
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
  args.reporter.info(
    `Every illustration serves at most three of the ${art.pages} pages (src/node/quality/shared-art.ts).`,
  );
  await writeRobotsTxt(args);
  const pages = await deferScriptsInBuild(path.join(siteRoot, "public"));
  args.reporter.info(
    `Gatsby's scripts load after the first paint on ${pages} pages (src/workarounds/deferred-scripts.ts).`,
  );
  // Last: the hashes of the final HTML, for each page's Content-Security-Policy (src/security).
  const manifest = computeCspManifest(path.join(siteRoot, "public"));
  writeCspManifest(manifest, path.join(siteRoot, CSP_MANIFEST_PATH));
  args.reporter.info(`CSP hashes of ${Object.keys(manifest.pages).length} pages in ${CSP_MANIFEST_PATH}.`);
  // After every rewrite of the files: brotli and gzip copies the production server sends as they are.
  const compressed = await precompress(path.join(siteRoot, "public"));
  args.reporter.info(
    `${compressed} files compressed ahead of time for the production server (src/server/precompress.ts).`,
  );
};
