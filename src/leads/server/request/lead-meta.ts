/**
 * The context a submission may carry besides its fields (source, page,
 * campaign, the contact dialog's intent), cleaned the way the fields are: anything unexpected is dropped,
 * text is trimmed and cut to a length.
 */
import type { Campaign } from "../../../lib/campaign-attribution";
import { CONSENT_ID_FIELD, POLICY_VERSION_FIELD } from "../../shared/lead-forms";
import { isContactIntent } from "../../../lib/contact-intents";
import { clipText, stripUnsafeText } from "../../../lib/validation";
import type { LeadMeta } from "../types";

const SOURCE = /^[a-z0-9_-]{1,40}$/;
/** A policy version (the privacy page's date) or a consent id (a UUID): short, plain tokens. */
const TOKEN = /^[A-Za-z0-9._:-]{1,64}$/;
const PAGE_MAX_LENGTH = 300;
const CAMPAIGN_VALUE_MAX_LENGTH = 200;
const CAMPAIGN_KEYS = [
  "id",
  "medium",
  "name",
  "source",
  "term",
  "content",
  "gclid",
] as const satisfies readonly (keyof Campaign)[];

export function parseLeadMeta(input: Record<string, unknown>): LeadMeta {
  const policyVersion = parseToken(input[POLICY_VERSION_FIELD]);
  const consentId = parseToken(input[CONSENT_ID_FIELD]);
  return {
    source: typeof input.source === "string" && SOURCE.test(input.source) ? input.source : null,
    page: parsePage(input.page),
    campaign: parseCampaign(input.campaign),
    ...(isContactIntent(input.intent) ? { intent: input.intent } : {}),
    ...(policyVersion ? { policyVersion } : {}),
    ...(consentId ? { consentId } : {}),
  };
}

export function parseToken(value: unknown): string | null {
  return typeof value === "string" && TOKEN.test(value) ? value : null;
}

/**
 * A page address of this site: segments of the characters its addresses are made of, no query. No %-escapes
 * either, since none of its pages needs one and an escaped slash or backslash ("/%2F%2Fevil.example/") is how a
 * link is made to look like another site's.
 */
const SITE_PATH = /^(?:\/[A-Za-z0-9\-._~]+)*\/?$/;

/**
 * Whether `value` is a page address of this site as the browser sends it (`location.pathname`, a Referer's
 * path): it goes into the confirmation e-mail and the outcome page's link, so it can carry no words of a
 * sender's choosing, no scheme or host, and no text beyond what a page's address has.
 */
export function isSitePath(value: string): boolean {
  return value.startsWith("/") && value.length <= PAGE_MAX_LENGTH && SITE_PATH.test(value);
}

export function parsePage(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const page = value.trim();
  return isSitePath(page) ? page : null;
}

function parseCampaign(value: unknown): Campaign | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const input = value as Record<string, unknown>;
  const campaign = {} as Campaign;
  let any = false;
  for (const key of CAMPAIGN_KEYS) {
    const raw = input[key];
    const text = typeof raw === "string" ? clipText(stripControl(raw).trim(), CAMPAIGN_VALUE_MAX_LENGTH) : "";
    campaign[key] = text || null;
    any ||= Boolean(text);
  }
  return any ? campaign : null;
}

/** One line of text: no control or bidi-override characters (stripUnsafeText), no line breaks. */
function stripControl(value: string): string {
  return stripUnsafeText(value).replace(/\n/g, "");
}
