/**
 * Builds the admin page's scripts into static/admin/build/ (git-ignored), which Gatsby then serves
 * at /admin/build/ like any static file, in `gatsby develop` and in every build:
 *   decap/       the standalone Decap CMS bundle (its own React), copied from node_modules/decap-cms
 *   cms.js       src/cms/admin/index.ts bundled by esbuild with the site's React: previews, messages
 *   preview.css  the site's web fonts for the preview frame and the editor, with the font files beside it
 *   logo.svg     the editor's logo on its login page; icon.svg, its tab's icon
 * static/admin/index.html is committed; the configuration is built into cms.js (no config.yml is served). The site's pages never import any of it
 * (Gatsby bundles only what pages and templates import), so page bundles stay as they are.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { build } from "esbuild";
import { FONT_SUBSETS } from "../theme/font-subsets";
import { backendFromEnv, publishModeFromEnv, usesNetlifyIdentity } from "./backend";
import { cmsConfig } from "./config";

/** The Decap files the standalone bundle loads: its entry, its lazy chunks and their WebAssembly. */
const isDecapFile = (name: string) => /^(\d+\.)?decap-cms\.js$|\.wasm$|^decap-cms\.js\.LICENSE\.txt$/.test(name);

export async function buildAdmin(root: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const out = path.join(root, "static/admin/build");
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(path.join(out, "decap"), { recursive: true });

  // gatsby-node is bundled by Parcel, whose `require` has no `resolve`: resolve from the site's root.
  const resolve = createRequire(path.join(root, "package.json")).resolve;
  const decapDist = path.dirname(resolve("decap-cms/dist/decap-cms.js"));
  for (const name of fs.readdirSync(decapDist).filter(isDecapFile))
    fs.copyFileSync(path.join(decapDist, name), path.join(out, "decap", name));

  // Fails the build on a wrong CMS_BACKEND / CMS_REPO / CMS_EDITORIAL_WORKFLOW rather than the editor at login.
  backendFromEnv(env);
  publishModeFromEnv(env);
  const keys = [
    "CMS_BACKEND",
    "CMS_REPO",
    "CMS_BRANCH",
    "CMS_AUTH_BASE_URL",
    "CMS_EDITORIAL_WORKFLOW",
    "DECAP_SERVER_PORT",
  ];
  const defined = keys.map((key) => [`process.env.${key}`, JSON.stringify(env[key] ?? "")]);
  defined.push(["process.env.CMS_IDENTITY_WIDGET", JSON.stringify(String(usesNetlifyIdentity(env)))]);
  // The editor's configuration, generated from the content model (config.ts), inside the script: no config file is
  // published beside the editor (src/cms/config.yml is its committed, reviewed copy).
  defined.push(["process.env.CMS_CONFIG", JSON.stringify(JSON.stringify(cmsConfig()))]);
  // The editor refuses a post dated before the company was founded, as the build does.
  defined.push(["process.env.CMS_FOUNDED_YEAR", JSON.stringify(String(foundedYear(root, env) ?? ""))]);
  await build({
    absWorkingDir: root,
    entryPoints: { cms: "src/cms/admin/index.ts" },
    outdir: out,
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    alias: { gatsby: "./src/cms/preview/gatsby-shim.tsx" },
    define: { "process.env.NODE_ENV": '"production"', ...Object.fromEntries(defined) },
    // Any other process.env read in shared code (optional keys) is undefined in the editor.
    banner: { js: "var process={env:{}};" },
    loader: { ".svg": "file", ".png": "file", ".jpg": "file", ".woff2": "file" },
    assetNames: "assets/[name]-[hash]",
    logLevel: "warning",
  });

  // fonts.css names its files as ./fonts/…, which is where they are beside preview.css too.
  fs.mkdirSync(path.join(out, "fonts"), { recursive: true });
  for (const { output } of FONT_SUBSETS)
    fs.copyFileSync(path.join(root, output), path.join(out, "fonts", path.basename(output)));
  fs.copyFileSync(path.join(root, "src/theme/fonts.css"), path.join(out, "preview.css"));
  // The editor's logo on its login page (config.yml logo_url) and its tab's icon.
  fs.copyFileSync(path.join(root, "src/cms/admin/logo.svg"), path.join(out, "logo.svg"));
  fs.copyFileSync(path.join(root, "src/images/flatirons-icon.svg"), path.join(out, "icon.svg"));
  return out;
}

/** content/site.json's foundedYear (CONTENT_DIR's, for fixture sites), or null when it cannot be read. */
function foundedYear(root: string, env: NodeJS.ProcessEnv): number | null {
  try {
    const site = JSON.parse(fs.readFileSync(path.resolve(root, env.CONTENT_DIR || "content", "site.json"), "utf8"));
    return Number.isInteger(site.foundedYear) ? site.foundedYear : null;
  } catch {
    return null;
  }
}
