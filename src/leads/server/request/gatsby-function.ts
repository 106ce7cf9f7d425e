/**
 * A lead route as a Gatsby Function (src/api/<form>.ts), for a CDN host that
 * runs Functions: the request goes to the same handler as the production
 * server's (route.ts), and its reply is written to Gatsby's response.
 */
import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import type { LeadFormName } from "../../shared/lead-forms";
import type { LeadReply } from "./answer";
import { type LeadRequest, handleLeadRequest } from "./route";
import { SITE_ROUTES } from "./site-routes";

/**
 * A media type no client sends: Gatsby's body parsers (json, text, raw,
 * urlencoded) all leave the request stream alone, and the handler reads it
 * itself with its own limit and errors (see request-body.ts).
 */
const UNPARSED = "application/x-read-by-lead-handler";

export const LEAD_FUNCTION_CONFIG: GatsbyFunctionConfig = {
  bodyParser: {
    json: { type: UNPARSED },
    text: { type: UNPARSED },
    raw: { type: UNPARSED },
    urlencoded: { type: UNPARSED, extended: false },
  },
};

/** A Gatsby Function for one form's route. */
export function leadFunction(form: LeadFormName) {
  return replyFunction((req) => handleLeadRequest(form, req));
}

/** A Gatsby Function for one of the other routes (site-routes.ts), by its path. */
export function siteRouteFunction(route: string) {
  const handle = SITE_ROUTES[route];
  if (!handle) throw new Error(`No lead route at ${route}`);
  return replyFunction((req) => handle(req));
}

function replyFunction(handle: (req: LeadRequest) => Promise<LeadReply>) {
  return async function leadRoute(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
    const { status, headers, body } = await handle(req);
    // No CORS: only the site's own pages post here (`gatsby serve` adds permissive headers to everything).
    res.removeHeader("Access-Control-Allow-Origin");
    res.removeHeader("Access-Control-Allow-Headers");
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.status(status).send(body);
  };
}
