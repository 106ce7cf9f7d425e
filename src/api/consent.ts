/** POST /api/consent: a privacy choice, stored as a consent record. See src/leads/server/request/site-routes.ts. */
import { LEAD_FUNCTION_CONFIG, siteRouteFunction } from "../leads/server";

export default siteRouteFunction("/api/consent");

// Declared by destructuring, as in newsletter.ts (gatsbyjs/gatsby#38465).
export const { config } = { config: LEAD_FUNCTION_CONFIG };
