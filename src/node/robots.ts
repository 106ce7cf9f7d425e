/** robots.txt: everything may be crawled; the sitemap index is named with the site's own address. */
import fs from "node:fs/promises";
import path from "node:path";
import type { BuildArgs } from "gatsby";

/** Where gatsby-plugin-sitemap writes its index. */
export const SITEMAP_INDEX_PATH = "/sitemap-index.xml";

export function robotsTxt(siteUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, "");
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${origin}${SITEMAP_INDEX_PATH}`, ""].join("\n");
}

/** onPostBuild: writes public/robots.txt. */
export async function writeRobotsTxt({ graphql, reporter }: BuildArgs): Promise<void> {
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`
    {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const siteUrl = result.data?.site.siteMetadata.siteUrl;
  if (!siteUrl) {
    reporter.panicOnBuild("robots.txt: siteMetadata.siteUrl is missing in gatsby-config.");
    return;
  }
  await fs.writeFile(path.join(process.cwd(), "public", "robots.txt"), robotsTxt(siteUrl));
}
