/** POST /api/demo: the Fuse demo request (the "Book a Fuse demo" dialog). See src/leads/server/request/route.ts. */
import { LEAD_FUNCTION_CONFIG, leadFunction } from "../leads/server";

export default leadFunction("demo");

// Gatsby's body-parser settings for this Function, declared by destructuring (see ./contact.ts).
export const { config } = { config: LEAD_FUNCTION_CONFIG };
