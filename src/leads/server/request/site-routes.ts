/**
 * The routes lead capture answers besides the forms' (src/leads/README.md, "Routes"), each a request in
 * and a LeadReply out, like handleLeadRequest:
 *
 * - GET  /api/form-token: the signed time a form was shown (the time trap, spam.ts);
 * - POST /api/consent: a privacy choice saved in the browser, stored as a consent record;
 * - GET  /api/newsletter-confirm?token=…: the page a confirmation link opens, one button that confirms
 *   (a GET confirms nothing: mail scanners open every link they see);
 * - POST /api/newsletter-confirm: confirms the signup, records the consent, queues its delivery, and
 *   lands on the newsletter's thank-you page; an expired or altered link lands on a page that says so.
 */
import { CONSENT_ROUTE, type ConsentRecordBody } from "../../../privacy/consent";
import { FORM_TOKEN_ROUTE, leadForm, tooManySubmissionsMessage } from "../../shared/lead-forms";
import { type Answer, type LeadReply, jsonAnswer, jsonReply, pageReply, refused, seeOther } from "./answer";
import { clientAddressOf, rateLimitSubject } from "./client-address";
import { explain } from "../explain";
import { outcomeLocation } from "./form-post";
import { parsePage, parseToken } from "./lead-meta";
import { FORBIDDEN_ORIGIN_MESSAGE } from "./origin";
import { BODY_MESSAGES, readLeadBody } from "./request-body";
import type { LeadStore } from "../store/store";
import { type LeadDeps, type LeadRequest, isOwnSite, routeDeps, unavailable, withinDeadline } from "./route";
import { addressHash, checkConfirmationToken, emailHash, formTimeToken } from "../signing";
import { senderAddress } from "../store/subject";
import { confirmedDeliveries } from "../delivery/plan";
import type { LeadRecord } from "../types";

export type SiteRoute = (req: LeadRequest, overrides?: Partial<LeadDeps>) => Promise<LeadReply>;

const notAllowed = (...methods: string[]) =>
  jsonReply(405, { message: `Method not allowed. Use ${methods.join(" or ")}.` }, { allow: methods.join(", ") });

/** GET: a token holding the time it was made, signed. */
export const handleFormTokenRequest: SiteRoute = async (req, overrides = {}) => {
  if (req.method !== "GET") return notAllowed("GET");
  const { config, now } = routeDeps(overrides);
  return jsonReply(200, { token: formTimeToken(config, now()) });
};

/** The largest consent record a browser sends. */
const MAX_CONSENT_BODY_BYTES = 2048;
export const CONSENT_INVALID_MESSAGE = "A consent record needs consentId, analytics, marketing and policyVersion.";

/** What a browser sent, when it is a consent record. */
function parseConsentBody(body: Record<string, unknown>): ConsentRecordBody | null {
  const consentId = parseToken(body.consentId);
  const policyVersion = parseToken(body.policyVersion);
  const flags = [body.analytics, body.marketing, body.gpc ?? false];
  if (!consentId || !policyVersion || flags.some((flag) => typeof flag !== "boolean")) return null;
  const [analytics, marketing, gpc] = flags as boolean[];
  return { consentId, policyVersion, analytics, marketing, gpc, page: parsePage(body.page) ?? "" };
}

/** POST: one consent record per saved choice, JSON only (a choice is made in the dialog or banner, by script). */
export const handleConsentRequest: SiteRoute = async (req, overrides = {}) => {
  if (req.method !== "POST") return notAllowed("POST");
  const deps = routeDeps(overrides);
  const { config, log } = deps;
  if (!isOwnSite(req, config)) return jsonReply(403, { message: FORBIDDEN_ORIGIN_MESSAGE });
  const decide = async (): Promise<Answer> => {
    const read = await readLeadBody(req, MAX_CONSENT_BODY_BYTES).catch(() => refused(400, BODY_MESSAGES.malformed));
    if ("status" in read) return read;
    if (read.kind !== "json") return refused(415, BODY_MESSAGES.unsupportedType);
    const body = parseConsentBody(read.value);
    if (!body) return refused(400, CONSENT_INVALID_MESSAGE);
    try {
      const store = await deps.store();
      const address = clientAddressOf(req, config.proxy);
      const decision = await deps.limiter(store).hit(`consent:${rateLimitSubject(address)}`);
      if (!decision.allowed) {
        const seconds = decision.retryAfterSeconds;
        return refused(429, tooManySubmissionsMessage(seconds), { headers: { "retry-after": String(seconds) } });
      }
      const id = deps.newId();
      await store.recordConsent({
        id,
        at: deps.now().toISOString(),
        kind: "privacy-choice",
        choices: { analytics: body.analytics, marketing: body.marketing },
        policyVersion: body.policyVersion,
        page: body.page || null,
        addressHash: addressHash(config, address),
        consentId: body.consentId,
        leadId: null,
        gpc: body.gpc,
      });
      return { kind: "stored", status: 201, id };
    } catch (error) {
      log.error(`Storing a consent record failed: ${explain(error)}`);
      return unavailable();
    }
  };
  return jsonAnswer(await withinDeadline("consent", deps, decide, unavailable()));
};

const NEWSLETTER = leadForm("newsletter");
const CONFIRMATION = NEWSLETTER.confirmation!;
const FAILED = seeOther(outcomeLocation("newsletter", { kind: "failed" }));
/** How often a press waits on another press that holds the signup (see confirmedByAnotherPress). */
const HELD_POLL_MS = 100;
export const CONFIRM_PAGE = {
  title: "Confirm your subscription",
  text: "Press the button to start receiving the Flatirons newsletter. If you did not ask for it, close this page: nothing happens without your confirmation.",
  label: "Confirm my subscription",
} as const;

/** The signup a valid link names, once confirmed (its deliveries: delivery/plan.ts). */
function confirmed(lead: LeadRecord, at: string): LeadRecord {
  const { confirmingUntil: _held, ...confirmation } = lead.confirmation ?? { confirmedAt: null };
  return { ...lead, updatedAt: at, confirmation: { ...confirmation, confirmedAt: at } };
}

/** GET shows the button; POST confirms. Every answer is a page. */
export const handleConfirmRequest: SiteRoute = async (req, overrides = {}) => {
  const deps = routeDeps(overrides);
  const { config, log } = deps;
  const confirming = req.method === "POST";
  // HEAD is GET without the page (a mail scanner's check): nothing happens on either.
  if (!confirming && req.method !== "GET" && req.method !== "HEAD") return notAllowed("GET", "POST");
  if (confirming && !isOwnSite(req, config)) return seeOther(CONFIRMATION.invalid.path);
  const decide = async (): Promise<LeadReply> => {
    let token: unknown = new URLSearchParams(req.url?.split("?")[1] ?? "").get("token");
    if (confirming) {
      const read = await readLeadBody(req, MAX_CONSENT_BODY_BYTES).catch(() => null);
      token = read && !("status" in read) ? read.value.token : null;
    }
    const check = checkConfirmationToken(config, token, deps.now());
    if (check.kind !== "valid") return seeOther(CONFIRMATION[check.kind].path);
    try {
      const store = await deps.store();
      const lead = await store.get(check.leadId);
      if (!lead?.confirmation) return seeOther(CONFIRMATION.invalid.path);
      if (lead.confirmation.confirmedAt) return seeOther(NEWSLETTER.thankYou.path);
      if (!confirming) {
        const post = { action: CONFIRMATION.route, fields: { token: String(token) }, label: CONFIRM_PAGE.label };
        return pageReply(200, { title: CONFIRM_PAGE.title, text: CONFIRM_PAGE.text, back: "/", post });
      }
      const now = deps.now();
      const at = now.toISOString();
      // One press records: it takes the signup first, for as long as a request may last, so presses at the same
      // moment (a double-click, a replay) record nothing of their own and wait for its outcome.
      const taken = await store.update(lead.id, (current) =>
        current.confirmation &&
        !current.confirmation.confirmedAt &&
        !((current.confirmation.confirmingUntil ?? "") > at)
          ? {
              ...current,
              confirmation: {
                ...current.confirmation,
                confirmingUntil: new Date(now.getTime() + config.timeouts.requestMs).toISOString(),
              },
            }
          : null,
      );
      if (!taken) {
        const confirmedElsewhere = await confirmedByAnotherPress(store, lead.id, deps);
        return confirmedElsewhere ? seeOther(NEWSLETTER.thankYou.path) : FAILED;
      }
      // The proof first: a signup is never confirmed without its record.
      const address = senderAddress(lead);
      await store.recordConsent({
        id: deps.newId(),
        at,
        kind: "newsletter",
        choices: { newsletter: true },
        policyVersion: lead.meta.policyVersion ?? null,
        page: lead.meta.page,
        addressHash: addressHash(config, clientAddressOf(req, config.proxy)),
        ...(address ? { emailHash: emailHash(config, address) } : {}),
        consentId: lead.meta.consentId ?? null,
        leadId: lead.id,
      });
      const saved = await store.updateWithDeliveries(lead.id, (current, rows, storeNow) => {
        if (!current.confirmation || current.confirmation.confirmedAt) return null;
        const next = confirmed(current, at);
        return { lead: next, rows: confirmedDeliveries(next, rows, config, storeNow) };
      });
      if (saved?.rows.some((row) => row.state === "pending")) deps.wake();
      return seeOther(NEWSLETTER.thankYou.path);
    } catch (error) {
      log.error(`Confirming a newsletter signup failed: ${explain(error)}`);
      return FAILED;
    }
  };
  return withinDeadline("newsletter confirmation", deps, decide, FAILED);
};

/**
 * Whether the press that holds the signup confirms it: read every HELD_POLL_MS until it is confirmed (true), or
 * is no longer held or gone (false: that press failed, and this one says so), at most for one request's time.
 */
async function confirmedByAnotherPress(store: LeadStore, id: string, deps: LeadDeps): Promise<boolean> {
  for (let waited = 0; waited <= deps.config.timeouts.requestMs; waited += HELD_POLL_MS) {
    const confirmation = (await store.get(id))?.confirmation;
    if (confirmation?.confirmedAt) return true;
    if (!confirmation || !((confirmation.confirmingUntil ?? "") > deps.now().toISOString())) return false;
    await new Promise((resolve) => setTimeout(resolve, HELD_POLL_MS));
  }
  return false;
}

/** Every route here, by path, for the production server and the Gatsby Function shims. */
export const SITE_ROUTES: Readonly<Record<string, SiteRoute>> = {
  [FORM_TOKEN_ROUTE]: handleFormTokenRequest,
  [CONSENT_ROUTE]: handleConsentRequest,
  [CONFIRMATION.route]: handleConfirmRequest,
};
