/**
 * A lead route as a Gatsby Function (src/api/<form>.ts), for a CDN host that
 * runs Functions: the request goes to the same handler as the production
 * server's (route.ts), and its reply is written to Gatsby's response.
 */
import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import type { LeadFormName } from "../shared/lead-forms";
import { handleLeadRequest } from "./route";

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
  return async function leadRoute(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
    const { status, headers, body } = await handleLeadRequest(form, req);
    // No CORS: only the site's own pages post here (`gatsby serve` adds permissive headers to everything).
    res.removeHeader("Access-Control-Allow-Origin");
    res.removeHeader("Access-Control-Allow-Headers");
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.status(status).send(body);
  };
}
