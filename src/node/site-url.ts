/** The site's public origin (no trailing slash): SITE_URL, else the production address. */
export const SITE_URL = (process.env.SITE_URL || "https://flatirons.com").replace(/\/$/, "");
