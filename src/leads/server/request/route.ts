/**
 * One lead route: a request in, a LeadReply out (answer.ts), for the production server and the Gatsby
 * Functions alike; its answers, their order and its deadline are in src/leads/README.md ("Routes"). A
 * stored lead gets its delivery rows from the delivery stage (delivery/plan.ts) and wakes the process's
 * worker (worker.ts), which delivers it: the route sends nothing itself.
 */
import { randomUUID } from "node:crypto";
import {
  type LeadFormName,
  CONTACT_NOT_FOUND_MESSAGE,
  KEY_REUSED_MESSAGE,
  MAX_LEAD_BODY_BYTES,
  SUBMIT_FAILURE_MESSAGE,
  leadForm,
  submissionFields,
  tooManySubmissionsMessage,
} from "../../shared/lead-forms";
import { validateForm, withCallWindow } from "../../../lib/validation";
import { type Answer, type LeadReply, pageReply, refused, reply } from "./answer";
import { clientAddressOf, fromTrustedProxy, rateLimitSubject } from "./client-address";
import { type LeadsConfig, loadLeadsConfig } from "../config";
import { type Log, explain, timeoutError } from "../explain";
import { answerMode, backPath, readOutcome, withFormPostContext } from "./form-post";
import { firstUseOfFormToken } from "./form-tokens";
import { fingerprintOf, idempotencyKeyOf } from "./idempotency";
import { parseLeadMeta } from "./lead-meta";
import { sharedLeadStore, sharedRateLimiter } from "../store/open-store";
import { FORBIDDEN_ORIGIN_MESSAGE, checkOrigin } from "./origin";
import { outcomeContent } from "./outcome-page";
import type { RateLimiter } from "./rate-limiter";
import { type BodySource, readLeadBody } from "./request-body";
import { spamReasons } from "./spam";
import { type LeadStore, isLeadId } from "../store/store";
import { firstDeliveries, revisedDeliveries } from "../delivery/plan";
import type { LeadRecord, SpamReason } from "../types";
import { wakeLeadWorker } from "../delivery/worker";

export interface LeadRequest extends BodySource {
  method?: string;
  /** Path and query (a GET of an outcome page names its outcome in the query). */
  url?: string;
  socket?: { remoteAddress?: string } | null;
}

/** What a route uses; each defaults to the process's own (the settings of the moment, the shared store). */
export interface LeadDeps {
  config: LeadsConfig;
  store: () => Promise<LeadStore>;
  limiter: (store: LeadStore) => RateLimiter;
  /** Tells the worker a lead waits for delivery. */
  wake: () => void;
  now: () => Date;
  newId: () => string;
  /** Failures; and each lead's arrival, where `info` is given (the form and the id, nothing the visitor typed). */
  log: Log & Partial<Pick<Console, "info">>;
}

export const METHOD_NOT_ALLOWED_MESSAGE = "Method not allowed. Use POST.";

/** Seconds a visitor is asked to wait when the store is unavailable. */
const STORE_RETRY_AFTER_SECONDS = 30;
export const unavailable = () =>
  refused(503, SUBMIT_FAILURE_MESSAGE, {
    outcome: { kind: "failed" },
    headers: { "retry-after": String(STORE_RETRY_AFTER_SECONDS) },
  });

export async function handleLeadRequest(
  form: LeadFormName,
  req: LeadRequest,
  overrides: Partial<LeadDeps> = {},
): Promise<LeadReply> {
  const deps = routeDeps(overrides);
  const { config } = deps;
  const mode = answerMode(req.headers);
  const answer = (decided: Answer) => reply(form, mode, decided, req.headers);
  if (req.method === "GET") {
    const outcome = readOutcome(form, new URLSearchParams(req.url?.split("?")[1] ?? ""));
    if (outcome) return pageReply(200, outcomeContent(form, outcome, backPath(form, req.headers)));
  }
  if (req.method !== "POST") return answer(refused(405, METHOD_NOT_ALLOWED_MESSAGE, { headers: { allow: "POST" } }));
  if (!isOwnSite(req, config)) return answer(refused(403, FORBIDDEN_ORIGIN_MESSAGE));
  return answer(await withinDeadline(form, deps, () => decide(form, req, deps), unavailable()));
}

/** True unless the request was posted from another site (origin.ts). */
export function isOwnSite(req: LeadRequest, config: LeadsConfig): boolean {
  return checkOrigin(req.headers, { siteUrl: config.siteUrl, trustProxy: fromTrustedProxy(req, config.proxy) }).allowed;
}

/** `decide`'s answer, or `late` (logged) when it has none within LEADS_REQUEST_TIMEOUT_MS; `decide` must never reject. */
export async function withinDeadline<T>(
  what: string,
  { config, log }: Pick<LeadDeps, "config" | "log">,
  decide: () => Promise<T>,
  late: T,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<T>((resolve) => {
    timer = setTimeout(() => {
      log.error(`A ${what} request ran out of time: ${explain(timeoutError("no answer", config.timeouts.requestMs))}`);
      resolve(late);
    }, config.timeouts.requestMs);
  });
  const decided = await Promise.race([decide(), deadline]);
  clearTimeout(timer);
  return decided;
}

/** The process's defaults for what a route uses, with `overrides` on top. */
export function routeDeps(overrides: Partial<LeadDeps>): LeadDeps {
  const config = overrides.config ?? loadLeadsConfig();
  return {
    config,
    store: () => sharedLeadStore(config),
    limiter: (store) => sharedRateLimiter(config.rateLimit, store),
    wake: wakeLeadWorker,
    now: () => new Date(),
    newId: randomUUID,
    log: console,
    ...overrides,
  };
}

/** Everything after the method and origin checks; never rejects. */
async function decide(form: LeadFormName, req: LeadRequest, deps: LeadDeps): Promise<Answer> {
  const { config, log } = deps;
  let read;
  try {
    read = await readLeadBody(req, MAX_LEAD_BODY_BYTES);
  } catch (error) {
    log.error(`Reading a ${form} request failed: ${explain(error)}`);
    return refused(400, SUBMIT_FAILURE_MESSAGE);
  }
  if ("status" in read) {
    return read.status === 413 ? { ...read, headers: { connection: "close" } } : read;
  }
  const body = read.kind === "form" ? withFormPostContext(form, read.value, req.headers) : read.value;
  const fields = submissionFields(form, body);
  const detailsStep = fields !== leadForm(form);
  const checked = validateForm(fields.rules, body);
  if (Object.keys(checked.errors).length > 0)
    return { kind: "invalid", errors: checked.errors, problems: checked.problems };

  const meta = parseLeadMeta(body);
  const now = deps.now();
  // "When may we call you?" arrives relative to today and is kept as the day and hours it means (call-window.ts).
  const values = withCallWindow(checked.values, now);
  const address = clientAddressOf(req, config.proxy);
  const key = idempotencyKeyOf(req.headers, body, form, { values, meta }, now, rateLimitSubject(address));
  const fingerprint = fingerprintOf(values);
  /** The first answer again for a repeat of this submission; 409 when its key came with other values. */
  const repeat = (first: LeadRecord, status: 200 | 201): Answer => {
    const earlier = first.fingerprints?.[key];
    return earlier && earlier !== fingerprint
      ? refused(409, KEY_REUSED_MESSAGE)
      : {
          kind: "stored",
          status,
          id: first.id,
          confirm: awaitsConfirmation(first) || (form === "newsletter" && !!first.spam && config.doubleOptIn),
        };
  };
  try {
    const store = await deps.store();
    // A repeat stores nothing new, so it is answered whatever the rate limit says.
    const first = detailsStep ? null : await store.findByKey(form, key);
    if (first) return repeat(first, 201);

    const decision = await deps.limiter(store).hit(`${form}:${rateLimitSubject(address)}`);
    if (!decision.allowed) {
      const seconds = decision.retryAfterSeconds;
      return refused(429, tooManySubmissionsMessage(seconds), {
        outcome: { kind: "wait", seconds },
        headers: { "retry-after": String(seconds) },
      });
    }
    const spam = await spamReasons({
      body,
      values,
      rules: fields.rules,
      config,
      address,
      now,
      log,
      form,
      firstUse: (token) => firstUseOfFormToken(store, token, `${form}\n${key}`),
    });
    if (detailsStep) {
      // Step 2 is taken once per lead: a repeat, with its key or another, is answered as the first was.
      const step: { decided?: { kind: "stored"; wake: boolean } | { kind: "repeat"; first: LeadRecord } } = {};
      if (isLeadId(body.id)) {
        await store.updateWithDeliveries(body.id, (lead, rows, at) => {
          if (lead.form !== form) return null;
          if (lead.details !== null) {
            step.decided = { kind: "repeat", first: lead };
            return null;
          }
          const next = withDetails(lead, values, key, fingerprint, now, spam);
          const changed = revisedDeliveries(next, rows, config, at);
          step.decided = { kind: "stored", wake: changed.some((row) => row.state === "pending") };
          return { lead: next, rows: changed };
        });
      }
      const { decided } = step;
      if (!decided) return refused(404, CONTACT_NOT_FOUND_MESSAGE, { outcome: { kind: "not-found" } });
      if (decided.kind === "repeat") return repeat(decided.first, 200);
      if (decided.wake) deps.wake();
      return { kind: "stored", status: 200, id: body.id as string };
    }

    const time = now.toISOString();
    // A signup waits for its link (and its e-mail for SMTP_URL); a bot's is kept as spam, e-mailing nobody.
    const confirm = form === "newsletter" && config.doubleOptIn;
    const lead: LeadRecord = {
      id: deps.newId(),
      form,
      revision: 1,
      createdAt: time,
      updatedAt: time,
      fields: values,
      details: null,
      meta,
      idempotencyKeys: [key],
      fingerprints: { [key]: fingerprint },
      ...(confirm && !spam.length ? { confirmation: { confirmedAt: null } } : {}),
      ...(spam.length ? { spam } : {}),
    };
    const deliveries = await firstDeliveries(store, lead, config);
    const stored = await store.create(lead, deliveries);
    if (!stored.created) return repeat(stored.lead, 201);
    if (deliveries) deps.wake();
    if (!spam.length) {
      const planned = deliveries ? deliveries(new Date()).map((row) => row.destination) : [];
      log.info?.(
        `A ${form} lead arrived: ${lead.id} (delivery: ${planned.join(", ") || "none: no destination is set"})`,
      );
    }
    if (spam.length) log.error(`A ${form} submission was kept as spam (${spam.join(", ")}): lead ${lead.id}`);
    // Spam is answered as anyone's: a bot learns nothing, a person caught by mistake is not told to resend.
    return { kind: "stored", status: 201, id: lead.id, confirm };
  } catch (error) {
    // The error may come from the database or the disk: only its code and message are logged.
    log.error(`Storing a ${form} lead failed: ${explain(error)}`);
    return unavailable();
  }
}

/** Contact step 2: the details, a new revision to deliver (delivery/plan.ts), and the key that made it. */
function withDetails(
  lead: LeadRecord,
  details: LeadRecord["fields"],
  key: string,
  fingerprint: string,
  time: Date,
  spam: SpamReason[],
): LeadRecord {
  const reasons = [...new Set([...(lead.spam ?? []), ...spam])];
  return {
    ...lead,
    revision: lead.revision + 1,
    updatedAt: time.toISOString(),
    details,
    idempotencyKeys: [...(lead.idempotencyKeys ?? []), key],
    fingerprints: { ...lead.fingerprints, [key]: fingerprint },
    ...(reasons.length ? { spam: reasons } : {}),
  };
}

/** A newsletter signup still waiting for its confirmation link. */
export function awaitsConfirmation(lead: LeadRecord): boolean {
  return Boolean(lead.confirmation && !lead.confirmation.confirmedAt);
}
