/**
 * The glue between a Gatsby Function (src/api/<form>.ts) and the lead handler:
 * settings are read from the environment on each request, the store and
 * forwarder are built from them, and the rate limiter is shared by the process.
 */
import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import type { LeadFormName } from "../shared/lead-forms";
import { type LeadsConfig, loadLeadsConfig, runtimeEnv } from "./config";
import { type LeadRequest, type LeadResponse, HANDLER_MESSAGES, createLeadHandler, describeError } from "./handler";
import type { PgLeadStore } from "./pg-store";
import { createPgRateLimiter } from "./pg-rate-limiter";
import { type RateLimiter, sharedRateLimiter } from "./rate-limiter";
import { sharedLeadStore } from "./open-store";
import { createOutbox } from "./outbox";

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
export function leadRoute(form: LeadFormName) {
  return async function leadFunction(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
    await handleLeadRequest(form, req, res);
  };
}

/** One request to a lead route, with the settings of the moment; the Gatsby Functions and the production server both call it. */
export async function handleLeadRequest(form: LeadFormName, req: LeadRequest, res: LeadResponse): Promise<void> {
  const config = loadLeadsConfig();
  let store;
  try {
    store = await sharedLeadStore(config);
  } catch (error) {
    // The database is unreachable: the same answer as a store that fails mid-request.
    console.error(`Opening the lead store failed: ${describeError(error)}`);
    res.setHeader("Retry-After", "30");
    res.status(503).json({ message: HANDLER_MESSAGES.serverError });
    return;
  }
  const outbox = config.webhook ? createOutbox({ store, webhook: config.webhook }) : null;
  const handle = createLeadHandler(form, {
    store,
    limiter:
      "pool" in store
        ? sharedPgRateLimiter(store as PgLeadStore, config.rateLimit)
        : sharedRateLimiter(config.rateLimit),
    forward: outbox ? (id) => outbox.forward(id) : null,
    proxy: config.proxy,
    siteUrl: runtimeEnv().SITE_URL ?? null,
  });
  await handle(req, res);
}

const PG_LIMITERS = Symbol.for("flatirons.leads.pg-rate-limiters");

/** One database-backed limiter per store and setting for the process (its fallback count must persist). */
function sharedPgRateLimiter(store: PgLeadStore, config: LeadsConfig["rateLimit"]): RateLimiter {
  const holder = store as PgLeadStore & { [PG_LIMITERS]?: Map<string, RateLimiter> };
  const limiters = (holder[PG_LIMITERS] ??= new Map());
  const key = `${config.max}/${config.windowMs}`;
  let limiter = limiters.get(key);
  if (!limiter) {
    limiter = createPgRateLimiter(store.pool, config);
    limiters.set(key, limiter);
  }
  return limiter;
}
