/** GET and POST /api/newsletter-confirm: a newsletter signup's confirmation link. See src/leads/server/request/site-routes.ts. */
import { LEAD_FUNCTION_CONFIG, siteRouteFunction } from "../leads/server";

export default siteRouteFunction("/api/newsletter-confirm");

// Declared by destructuring, as in newsletter.ts (gatsbyjs/gatsby#38465).
export const { config } = { config: LEAD_FUNCTION_CONFIG };
