/** GET /api/form-token: the signed time a lead form was shown (the time trap). See src/leads/server/request/site-routes.ts. */
import { LEAD_FUNCTION_CONFIG, siteRouteFunction } from "../leads/server";

export default siteRouteFunction("/api/form-token");

// Declared by destructuring, as in newsletter.ts (gatsbyjs/gatsby#38465).
export const { config } = { config: LEAD_FUNCTION_CONFIG };
