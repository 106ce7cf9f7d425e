/**
 * One lead route: POST a JSON body, get 201 { id } once the lead is on disk.
 *
 *   403 { message } posted from another site (origin.ts)
 *   405 wrong method (Allow: POST)          429 too many from this address (Retry-After)
 *   415 not JSON                            413 body over 64 KB
 *   400 { message } malformed JSON          400 { errors: { field: message } } invalid fields
 *   500 { message } the lead could not be stored
 *
 * Contact has two steps on the same route: step 1 (name, email, company,
 * message) creates the lead and answers 201 { id }; step 2 posts
 * { id, interests, budget, timeline }, adds them to that lead and answers
 * 200 { id } (404 for an unknown id).
 *
 * A filled honeypot answers 201 with a made-up id, and the submission is only
 * counted. Answers are JSON and never contain submitted text.
 */
import { randomUUID } from "node:crypto";
import {
  type LeadFormName,
  HONEYPOT_FIELD,
  LEAD_FORM_SCHEMAS,
  MAX_LEAD_BODY_BYTES,
  SUBMIT_FAILURE_MESSAGE,
  tooManySubmissionsMessage,
} from "../shared/lead-forms";
import { CONTACT_DETAILS_FORM, validateForm } from "../../lib/validation";
import { parseLeadMeta } from "./lead-meta";
import { FORBIDDEN_ORIGIN_MESSAGE, checkOrigin } from "./origin";
import { type RateLimiter, normalizeAddress } from "./rate-limiter";
import { type BodySource, readJsonBody } from "./request-body";
import { type LeadStore, LeadExistsError, isLeadId } from "./store";
import type { LeadDelivery, LeadRecord } from "./types";

export interface LeadRequest extends BodySource {
  method?: string;
  socket?: { remoteAddress?: string } | null;
}

/** What the handler needs of a response: Gatsby's (Express-like) response has all of it. */
export interface LeadResponse {
  status(code: number): LeadResponse;
  setHeader(name: string, value: string): unknown;
  /** Express's; used to take back a host's permissive CORS headers (`gatsby serve` adds them to everything). */
  removeHeader?(name: string): unknown;
  json(body: unknown): unknown;
}

export interface LeadHandlerDeps {
  store: LeadStore;
  limiter: RateLimiter;
  /** Forwards a stored lead to the webhook, after the answer is sent; null when no webhook is configured. */
  forward: ((id: string) => Promise<unknown>) | null;
  /** Take the client address from X-Forwarded-For (behind a proxy or CDN). */
  trustProxy?: boolean;
  /** The site's public URL (SITE_URL): posts whose Origin is this host are the site's own, like the request's Host. */
  siteUrl?: string | null;
  now?: () => Date;
  newId?: () => string;
  log?: Pick<Console, "error">;
}

export const HANDLER_MESSAGES = {
  methodNotAllowed: "Method not allowed. Use POST.",
  tooManyRequests: tooManySubmissionsMessage,
  contactNotFound: "This contact request was not found. Please start again.",
  serverError: SUBMIT_FAILURE_MESSAGE,
} as const;

export type LeadHandler = (req: LeadRequest, res: LeadResponse) => Promise<void>;

export function createLeadHandler(form: LeadFormName, deps: LeadHandlerDeps): LeadHandler {
  const now = deps.now ?? (() => new Date());
  const newId = deps.newId ?? randomUUID;
  const log = deps.log ?? console;

  const startForwarding = (id: string) => {
    deps.forward?.(id).catch((error: unknown) => log.error(`Forwarding lead ${id} failed:`, error));
  };

  async function create(body: Record<string, unknown>, values: LeadRecord["fields"]): Promise<string> {
    const time = now().toISOString();
    for (let tries = 0; ; tries += 1) {
      const lead: LeadRecord = {
        id: newId(),
        form,
        revision: 1,
        createdAt: time,
        updatedAt: time,
        fields: values,
        details: null,
        meta: parseLeadMeta(body),
        delivery: initialDelivery(deps.forward !== null),
      };
      try {
        await deps.store.create(lead);
        return lead.id;
      } catch (error) {
        if (!(error instanceof LeadExistsError) || tries >= 2) throw error;
      }
    }
  }

  return async function handleLead(req, res) {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Content-Type-Options", "nosniff");
    // No CORS: only the site's own pages post here.
    res.removeHeader?.("Access-Control-Allow-Origin");
    res.removeHeader?.("Access-Control-Allow-Headers");
    if (req.method !== "POST") {
      res.setHeader("Allow", "POST");
      res.status(405).json({ message: HANDLER_MESSAGES.methodNotAllowed });
      return;
    }
    const origin = checkOrigin(req.headers, { siteUrl: deps.siteUrl, trustProxy: deps.trustProxy });
    if (!origin.allowed) {
      res.status(403).json({ message: FORBIDDEN_ORIGIN_MESSAGE });
      return;
    }
    const decision = deps.limiter.hit(`${form}:${clientAddress(req, deps.trustProxy ?? false)}`);
    if (!decision.allowed) {
      res.setHeader("Retry-After", String(decision.retryAfterSeconds));
      res.status(429).json({ message: HANDLER_MESSAGES.tooManyRequests(decision.retryAfterSeconds) });
      return;
    }
    const read = await readJsonBody(req, MAX_LEAD_BODY_BYTES);
    if (!read.ok) {
      if (read.status === 413) res.setHeader("Connection", "close");
      res.status(read.status).json({ message: read.message });
      return;
    }
    const body = read.value;
    const detailsStep = form === "contact" && body.id !== undefined;

    if (isFilled(body[HONEYPOT_FIELD])) {
      try {
        await deps.store.recordDiscarded({ at: now().toISOString(), form, reason: "honeypot" });
      } catch (error) {
        log.error("Counting a honeypot submission failed:", error);
      }
      const id = detailsStep && isLeadId(body.id) ? body.id : newId();
      res.status(detailsStep ? 200 : 201).json({ id });
      return;
    }

    const { values, errors } = validateForm(detailsStep ? CONTACT_DETAILS_FORM : LEAD_FORM_SCHEMAS[form], body);
    if (Object.keys(errors).length > 0) {
      res.status(400).json({ errors });
      return;
    }

    try {
      if (detailsStep) {
        const saved = isLeadId(body.id)
          ? await deps.store.update(body.id, (lead) =>
              lead.form !== "contact"
                ? null
                : {
                    ...lead,
                    revision: lead.revision + 1,
                    updatedAt: now().toISOString(),
                    details: values,
                    delivery: deps.forward ? { ...lead.delivery, status: "pending" } : lead.delivery,
                  },
            )
          : null;
        if (!saved) {
          res.status(404).json({ message: HANDLER_MESSAGES.contactNotFound });
          return;
        }
        res.status(200).json({ id: saved.id });
        startForwarding(saved.id);
        return;
      }
      const id = await create(body, values);
      res.status(201).json({ id });
      startForwarding(id);
    } catch (error) {
      log.error(`Storing a ${form} lead failed:`, error);
      res.status(500).json({ message: HANDLER_MESSAGES.serverError });
    }
  };
}

function initialDelivery(webhookConfigured: boolean): LeadDelivery {
  return {
    status: webhookConfigured ? "pending" : "skipped",
    attempts: 0,
    lastAttemptAt: null,
    lastError: null,
    deliveredAt: null,
    deliveredRevision: null,
  };
}

function isFilled(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  return value !== undefined && value !== null && value !== false;
}

/**
 * The address a rate limit counts against. Forwarding headers are believed only
 * behind a trusted proxy, or on hosts that hand the Function no socket (an
 * adapter's wrapper), where the platform sets them.
 */
export function clientAddress(req: LeadRequest, trustProxy: boolean): string {
  const socketAddress = req.socket?.remoteAddress;
  if (trustProxy || !socketAddress) {
    const header = (name: string) => {
      const value = req.headers[name];
      return (Array.isArray(value) ? value[0] : value)?.split(",")[0]?.trim();
    };
    const forwarded = header("x-nf-client-connection-ip") || header("x-forwarded-for") || header("x-real-ip");
    if (forwarded) return normalizeAddress(forwarded);
  }
  return socketAddress ? normalizeAddress(socketAddress) : "unknown";
}
