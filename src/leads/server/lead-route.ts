/**
 * The glue between a Gatsby Function (src/api/<form>.ts) and the lead handler:
 * settings are read from the environment on each request, the store and
 * forwarder are built from them, and the rate limiter is shared by the process.
 */
import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import type { LeadFormName } from "../shared/lead-forms";
import { loadLeadsConfig, runtimeEnv } from "./config";
import { createLeadHandler } from "./handler";
import { sharedRateLimiter } from "./rate-limiter";
import { createFileLeadStore } from "./store";
import { createLeadForwarder } from "./webhook";

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

export function leadRoute(form: LeadFormName) {
  return async function leadFunction(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
    const config = loadLeadsConfig();
    const store = createFileLeadStore(config.dir);
    const forwarder = config.webhook ? createLeadForwarder({ store, webhook: config.webhook }) : null;
    const handle = createLeadHandler(form, {
      store,
      limiter: sharedRateLimiter(config.rateLimit),
      forward: forwarder ? (id) => forwarder.forward(id) : null,
      trustProxy: config.trustProxy,
      siteUrl: runtimeEnv().SITE_URL ?? null,
    });
    await handle(req, res);
  };
}
