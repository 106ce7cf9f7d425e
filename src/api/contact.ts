/** POST /api/contact: Contact dialog, both steps: step 1 creates the lead, step 2 ({ id, interests, budget, timeline }) completes it. See src/leads/server/request/route.ts. */
import { LEAD_FUNCTION_CONFIG, leadFunction } from "../leads/server";

export default leadFunction("contact");

// Gatsby's body-parser settings for this Function. Declared by destructuring: Gatsby's build takes a
// plain `export const config` in any src/ file for a page's render-mode config and then builds
// server-rendering engines this static site does not use (gatsbyjs/gatsby#38465).
export const { config } = { config: LEAD_FUNCTION_CONFIG };
