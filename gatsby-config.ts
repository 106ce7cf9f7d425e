import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import netlifyAdapter from "gatsby-adapter-netlify";
import { gatsbyHeaderRules } from "./src/security/headers";
import { withPageCsp } from "./src/security/adapter";
import { instrumentationPlugins } from "./src/node/instrumentation-plugins";
import { loadEnvFile } from "./src/node/env-file";
import { privacyPolicyVersion } from "./src/node/privacy-policy-version";
import { SEO_PLUGINS } from "./src/node/seo-plugins";
import { remarkChartFiles } from "./src/node/mdx-chart-files";
import { serveAdminInDevelop } from "./src/cms/develop-admin";

// Keys from .env.production / .env.development (see .env.example and the README's Configuration).
loadEnvFile(`.env.${process.env.NODE_ENV || "development"}`);

// The footer's copyright year as rendered at build time (the browser then shows its own year).
process.env.GATSBY_BUILD_YEAR = String(new Date().getFullYear());
// PRIVACY_MODE=opt-in: nothing tracks before the visitor chooses (src/privacy, docs/security.md).
process.env.GATSBY_PRIVACY_MODE = process.env.PRIVACY_MODE === "opt-in" ? "opt-in" : "opt-out";
// A new date on the privacy policy asks every visitor again and is recorded with each choice.
process.env.GATSBY_PRIVACY_POLICY_VERSION = privacyPolicyVersion(path.resolve(process.env.CONTENT_DIR || "content"));

const siteUrl = (process.env.SITE_URL || "https://flatirons.com").replace(/\/$/, "");

const config: GatsbyConfig = {
  siteMetadata: {
    title: "Flatirons",
    siteUrl,
    description:
      "Flatirons designs and builds custom web and mobile software for startups and enterprises, from first prototype to scale.",
  },
  trailingSlash: "always",
  // Security headers on every response (src/security/headers.ts); each page's CSP is added by the adapter.
  headers: gatsbyHeaderRules(process.env),
  // Deploys to Netlify with those headers in public/_headers (docs/security.md: other hosts).
  // DEPLOY_ADAPTER=none leaves it out, for a host with an adapter of its own.
  adapter: process.env.DEPLOY_ADAPTER === "none" ? undefined : withPageCsp(netlifyAdapter()),
  // The content editor's page at /admin/ under `npm run cms` (builds copy it from static/admin/).
  developMiddleware: serveAdminInDevelop,
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    {
      // Components' names in their class names (Header__Nav-sc-…) while developing only: in a build each
      // name was a string in the page's JavaScript, for no visitor (the component ids keep the classes stable).
      resolve: "gatsby-plugin-styled-components",
      options: { displayName: process.env.NODE_ENV !== "production" },
    },
    {
      // Links inside static parts are plain anchors on the page a visitor lands on (src/islands/README.md):
      // their clicks become client-side navigations. The lead routes and the content editor are not pages.
      resolve: "gatsby-plugin-catch-links",
      options: { excludePattern: "^/(api|admin)(/|$)" },
    },
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      // The site's own artwork (the home page hero), queried by relativePath.
      options: { name: "site-images", path: path.resolve("src/images") },
    },
    {
      resolve: "gatsby-source-filesystem",
      // CONTENT_DIR lets tests build the site from a fixture content folder.
      options: { name: "content", path: path.resolve(process.env.CONTENT_DIR || "content") },
    },
    {
      resolve: "gatsby-plugin-mdx",
      options: {
        extensions: [".mdx"],
        // A chart names its drawing for phones by its file; the build brings it in (src/node/mdx-chart-files.ts).
        mdxOptions: { remarkPlugins: [remarkChartFiles] },
        gatsbyRemarkPlugins: [
          {
            resolve: "gatsby-remark-images",
            options: {
              maxWidth: 880,
              // 440, 880, 1320 and 1760 px, AVIF before the original's format (README.md, "Images"): the
              // default 220 px is narrower than any phone's column, and every supported browser takes AVIF.
              srcSetBreakpoints: [440, 1320, 1760],
              quality: 80,
              withWebp: false,
              withAvif: true,
              backgroundColor: "transparent",
              linkImagesToOriginal: false,
            },
          },
        ],
      },
    },
    // Sitemap, RSS feed of the blog, web app manifest and icons (the manifest before the service worker).
    ...SEO_PLUGINS,
    // Tag manager, error reporting and service worker, each on when its key is set.
    ...instrumentationPlugins(process.env),
  ],
};

export default config;
