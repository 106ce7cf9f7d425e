import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { SEO_PLUGINS } from "./src/node/seo-plugins";
import { SITE_URL } from "./src/node/site-url";

// The footer's copyright year as rendered at build time (the browser then shows its own year).
process.env.GATSBY_BUILD_YEAR = String(new Date().getFullYear());

const siteUrl = SITE_URL;

const config: GatsbyConfig = {
  siteMetadata: {
    title: "Flatirons",
    siteUrl,
    description:
      "Flatirons designs and builds custom web and mobile software for startups and enterprises, from first prototype to scale.",
  },
  trailingSlash: "always",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    "gatsby-plugin-styled-components",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      // CONTENT_DIR lets tests build the site from a fixture content folder.
      options: { name: "content", path: path.resolve(process.env.CONTENT_DIR || "content") },
    },
    {
      resolve: "gatsby-plugin-mdx",
      options: {
        extensions: [".mdx"],
        gatsbyRemarkPlugins: [
          {
            resolve: "gatsby-remark-images",
            options: {
              maxWidth: 880,
              quality: 80,
              withWebp: true,
              withAvif: true,
              backgroundColor: "transparent",
              linkImagesToOriginal: false,
            },
          },
        ],
      },
    },
    ...SEO_PLUGINS,
  ],
};

export default config;
