/**
 * What a call-to-action promises, carried into the contact dialog. Every call-to-action names one
 * intent; the dialog looks it up here for its heading and first line (what happens next) and the
 * interest it preselects in step 2, and the dialog's events carry it. Content names intents by id
 * (`ctaIntent` beside a `ctaLabel`, src/node/schema.ts).
 */
import { INTEREST_VALUES } from "./validation/interests";

export const CONTACT_INTENTS = ["generic", "call", "estimate", "fuse-demo", "city-meeting"] as const;
export type ContactIntentId = (typeof CONTACT_INTENTS)[number];

interface IntentCopy {
  /** The dialog's title; `{place}` is the city of a city meeting. */
  heading: string;
  /** The line under it: what happens after the visitor sends the form. */
  lead: string;
  /** The interest step 2 starts with ticked, whatever page the button is on. */
  interest?: string;
}

export const CONTACT_INTENT_COPY: Readonly<Record<ContactIntentId, IntentCopy>> = {
  generic: {
    heading: "Let's work together",
    lead: "Tell us about your project. A senior engineer replies within one business day.",
  },
  call: {
    heading: "Schedule a call",
    lead: "Tell us a little about your project. A senior engineer replies within one business day with times for a 30-minute call.",
  },
  estimate: {
    heading: "Request an estimate",
    lead: "Describe what you want to build. Within one business day a senior engineer sends a price range and the questions that would narrow it.",
  },
  "fuse-demo": {
    heading: "Book a Fuse demo",
    lead: "Tell us how your customers import data today. We reply within one business day with times for a 30-minute demo on a file of yours.",
    interest: "fuse",
  },
  "city-meeting": {
    heading: "Plan a meeting in {place}",
    lead: "Tell us about your project. A senior engineer replies within one business day to set a time and a place to meet.",
  },
};

/** What a call-to-action hands the dialog: its intent, and what the page it sits on is about. */
export interface ContactRequest {
  intent: ContactIntentId;
  /** The interest of the page the button is on (a service page's `interest`), when the intent has none. */
  interest?: string | null;
  /** The city of a city meeting. */
  place?: string | null;
  /** Where a visitor may book a time themselves (site.json "schedulingUrl"): the thank-you offers it. */
  schedulingUrl?: string | null;
}

export const GENERIC_REQUEST: ContactRequest = { intent: "generic" };

export function isContactIntent(value: unknown): value is ContactIntentId {
  return typeof value === "string" && (CONTACT_INTENTS as readonly string[]).includes(value);
}

/** A content value as an intent; anything else (none given) opens the generic dialog. */
export function asContactIntent(value: string | null | undefined): ContactIntentId {
  return isContactIntent(value) ? value : "generic";
}

/** The dialog's words and preselected interests for a request. */
export function contactIntentView(request: ContactRequest): { heading: string; lead: string; interests: string[] } {
  const copy = CONTACT_INTENT_COPY[request.intent] ?? CONTACT_INTENT_COPY.generic;
  const place = request.place?.trim();
  const heading = place ? copy.heading.replace("{place}", place) : copy.heading.replace(/ in \{place\}$/, "");
  const interest = copy.interest ?? request.interest ?? null;
  return { heading, lead: copy.lead, interests: interest && INTEREST_VALUES.includes(interest) ? [interest] : [] };
}
