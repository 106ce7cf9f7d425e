/**
 * One lead route: POST a JSON body, get 201 { id } once the lead is on disk.
 *
 *   403 { message } posted from another site (origin.ts)
 *   405 wrong method (Allow: POST)          429 too many from this address (Retry-After)
 *   415 neither JSON nor urlencoded         413 body over 64 KB
 *   400 { message } malformed JSON          400 { errors: { field: message } } invalid fields
 *   503 { message } the lead could not be stored just now (Retry-After)
 *
 * Contact has two steps on the same route: step 1 (name, email, company,
 * message) creates the lead and answers 201 { id }; step 2 posts
 * { id, interests, budget, timeline }, adds them to that lead and answers
 * 200 { id } (404 for an unknown id).
 *
 * A filled honeypot answers 201 with a made-up id, and the submission is only
 * counted. Answers never contain submitted text.
 *
 * A browser's own form post (urlencoded) goes through the same steps and is
 * answered with 303 See Other to a page instead (answer.ts); a GET naming an
 * outcome renders that page (outcome-page.ts).
 *
 * A submission repeated with the same idempotency key (idempotency.ts) stores
 * nothing new and gets the first answer: the same id, and for step 2 no new revision.
 */
import { randomUUID } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import {
  type LeadFormName,
  HONEYPOT_FIELD,
  LEAD_FORM_SCHEMAS,
  MAX_LEAD_BODY_BYTES,
  CONTACT_NOT_FOUND_MESSAGE,
  SUBMIT_FAILURE_MESSAGE,
  tooManySubmissionsMessage,
} from "../shared/lead-forms";
import { CONTACT_DETAILS_FORM, validateForm } from "../../lib/validation";
import { headerIdempotencyKey, idempotencyKeyOf } from "./idempotency";
import { parseLeadMeta } from "./lead-meta";
import { createLeadAnswer } from "./answer";
import { type ProxySettings, NO_PROXY, clientAddressOf, rateLimitSubject } from "./client-address";
import { answerMode, backPath, readOutcome, withFormPostContext } from "./form-post";
import { outcomeContent, renderOutcomePage } from "./outcome-page";
import type { RateLimiter } from "./rate-limiter";
import { type BodySource, readLeadBody } from "./request-body";
import { FORBIDDEN_ORIGIN_MESSAGE, checkOrigin } from "./origin";
import { type LeadStore, LeadExistsError, isLeadId } from "./store";
import type { LeadDelivery, LeadRecord } from "./types";

export interface LeadRequest extends BodySource {
  method?: string;
  /** Path and query (a GET of an outcome page names its outcome in the query). */
  url?: string;
  socket?: { remoteAddress?: string } | null;
}

/** What the handler needs of a response: Gatsby's (Express-like) response has all of it. */
export interface LeadResponse {
  status(code: number): LeadResponse;
  setHeader(name: string, value: string): unknown;
  /** Express's; used to take back a host's permissive CORS headers (`gatsby serve` adds them to everything). */
  removeHeader?(name: string): unknown;
  json(body: unknown): unknown;
  /** Sends a text body (the pages a form post is answered with). */
  send(body: string): unknown;
}

export interface LeadHandlerDeps {
  store: LeadStore;
  limiter: RateLimiter;
  /** Forwards a stored lead to the webhook, after the answer is sent; null when no webhook is configured. */
  forward: ((id: string) => Promise<unknown>) | null;
  /** The proxies in front of the server, for the client's address (client-address.ts); none by default. */
  proxy?: ProxySettings;
  /** The site's public URL (SITE_URL): posts whose Origin is this host are the site's own, like the request's Host. */
  siteUrl?: string | null;
  now?: () => Date;
  newId?: () => string;
  log?: Pick<Console, "error">;
}

export const HANDLER_MESSAGES = {
  methodNotAllowed: "Method not allowed. Use POST.",
  tooManyRequests: tooManySubmissionsMessage,
  contactNotFound: CONTACT_NOT_FOUND_MESSAGE,
  serverError: SUBMIT_FAILURE_MESSAGE,
} as const;

export type LeadHandler = (req: LeadRequest, res: LeadResponse) => Promise<void>;

export function createLeadHandler(form: LeadFormName, deps: LeadHandlerDeps): LeadHandler {
  const now = deps.now ?? (() => new Date());
  const newId = deps.newId ?? randomUUID;
  const log = deps.log ?? console;

  const startForwarding = (id: string) => {
    deps.forward?.(id).catch((error: unknown) => log.error(`Forwarding lead ${id} failed: ${describeError(error)}`));
  };

  async function create(
    body: Record<string, unknown>,
    values: LeadRecord["fields"],
    key: string,
  ): Promise<{ id: string; created: boolean }> {
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
        const stored = await deps.store.create(lead, key);
        return { id: stored.lead.id, created: stored.created };
      } catch (error) {
        if (!(error instanceof LeadExistsError) || tries >= 2) throw error;
      }
    }
  }

  /** The lead stored first under the request's Idempotency-Key header, if any (null when the store cannot say). */
  async function storedRepeat(headers: IncomingHttpHeaders): Promise<LeadRecord | null> {
    const key = headerIdempotencyKey(headers);
    if (!key) return null;
    try {
      return await deps.store.findByKey(form, key);
    } catch (error) {
      log.error(`Looking up a repeated ${form} submission failed: ${describeError(error)}`);
      return null;
    }
  }

  return async function handleLead(req, res) {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Content-Type-Options", "nosniff");
    // No CORS: only the site's own pages post here.
    res.removeHeader?.("Access-Control-Allow-Origin");
    res.removeHeader?.("Access-Control-Allow-Headers");
    const outcome = req.method === "GET" ? readOutcome(form, outcomeQuery(req.url)) : null;
    if (outcome) {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.status(200).send(renderOutcomePage(outcomeContent(form, outcome, backPath(form, req.headers))));
      return;
    }
    const answer = createLeadAnswer(form, answerMode(req.headers), req, res);
    if (req.method !== "POST") {
      res.setHeader("Allow", "POST");
      answer.failed(405, HANDLER_MESSAGES.methodNotAllowed);
      return;
    }
    const origin = checkOrigin(req.headers, {
      siteUrl: deps.siteUrl,
      trustProxy: (deps.proxy ?? NO_PROXY).trustedHops > 0,
    });
    if (!origin.allowed) {
      // JSON for a script, a page for a browser's own form post.
      answer.failed(403, FORBIDDEN_ORIGIN_MESSAGE);
      return;
    }
    const address = rateLimitSubject(clientAddressOf(req, deps.proxy ?? NO_PROXY));
    const decision = await deps.limiter.hit(`${form}:${address}`);
    if (!decision.allowed) {
      // A script's repeat of a submission already stored (same Idempotency-Key) is answered as the
      // first time was, limit or not: it stores nothing new.
      const repeat = await storedRepeat(req.headers);
      if (repeat) {
        answer.stored(201, repeat.id);
        return;
      }
      const seconds = decision.retryAfterSeconds;
      res.setHeader("Retry-After", String(seconds));
      answer.failed(429, HANDLER_MESSAGES.tooManyRequests(seconds), { kind: "wait", seconds });
      return;
    }
    const read = await readLeadBody(req, MAX_LEAD_BODY_BYTES);
    if (!read.ok) {
      if (read.status === 413) res.setHeader("Connection", "close");
      answer.failed(read.status, read.message);
      return;
    }
    const body = read.kind === "form" ? withFormPostContext(form, read.value, req.headers) : read.value;
    const detailsStep = form === "contact" && body.id !== undefined;

    if (isFilled(body[HONEYPOT_FIELD])) {
      try {
        await deps.store.recordDiscarded({ at: now().toISOString(), form, reason: "honeypot" });
      } catch (error) {
        log.error(`Counting a honeypot submission failed: ${describeError(error)}`);
      }
      const id = detailsStep && isLeadId(body.id) ? body.id : newId();
      answer.stored(detailsStep ? 200 : 201, id);
      return;
    }

    const { values, errors, problems } = validateForm(
      detailsStep ? CONTACT_DETAILS_FORM : LEAD_FORM_SCHEMAS[form],
      body,
    );
    if (Object.keys(errors).length > 0) {
      answer.invalid(errors, problems);
      return;
    }

    const key = idempotencyKeyOf(req.headers, body, form, { values, meta: parseLeadMeta(body) }, now());
    try {
      if (detailsStep) {
        let changed = false;
        const saved = isLeadId(body.id)
          ? await deps.store.update(body.id, (lead) => {
              if (lead.form !== "contact") return null;
              if (lead.idempotencyKeys?.includes(key)) return lead;
              changed = true;
              return withDetails(lead, values, key, now(), deps.forward !== null);
            })
          : null;
        if (!saved) {
          answer.failed(404, HANDLER_MESSAGES.contactNotFound, { kind: "not-found" });
          return;
        }
        answer.stored(200, saved.id);
        if (changed) startForwarding(saved.id);
        return;
      }
      const { id, created } = await create(body, values, key);
      answer.stored(201, id);
      if (created) startForwarding(id);
    } catch (error) {
      // The error may quote the lead: only its kind and code are logged.
      log.error(`Storing a ${form} lead failed: ${describeError(error)}`);
      res.setHeader("Retry-After", String(STORE_RETRY_AFTER_SECONDS));
      answer.failed(503, HANDLER_MESSAGES.serverError, { kind: "failed" });
    }
  };
}

/** The query of a request's URL (Gatsby hands Functions the path and query). */
function outcomeQuery(url: string | undefined): URLSearchParams {
  const at = url?.indexOf("?") ?? -1;
  return new URLSearchParams(url && at >= 0 ? url.slice(at + 1) : "");
}

/** Seconds a visitor is asked to wait when the store is unavailable. */
const STORE_RETRY_AFTER_SECONDS = 30;

/** Contact step 2: the details, a new revision to deliver, and the key that made it. */
function withDetails(
  lead: LeadRecord,
  details: LeadRecord["fields"],
  key: string,
  time: Date,
  webhookConfigured: boolean,
): LeadRecord {
  return {
    ...lead,
    revision: lead.revision + 1,
    updatedAt: time.toISOString(),
    details,
    idempotencyKeys: [...(lead.idempotencyKeys ?? []), key],
    delivery: webhookConfigured
      ? { ...lead.delivery, status: "pending", attempts: 0, nextAttemptAt: time.toISOString() }
      : lead.delivery,
  };
}

/** An error's name and code, never its message (a database error can quote the values it refused). */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? `${error.name} (${code})` : error.name;
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
