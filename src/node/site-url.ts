import { loadEnvFile } from "./env-file";

/**
 * The origin a production build uses for canonical links, the sitemap and the
 * feed (no trailing slash): SITE_URL from the environment or .env.production,
 * else the production address. gatsby-config computes the same value after
 * loading the env file; the checks of the built site use this one.
 */
export function productionSiteUrl(): string {
  loadEnvFile(".env.production");
  return (process.env.SITE_URL || "https://flatirons.com").replace(/\/$/, "");
}
