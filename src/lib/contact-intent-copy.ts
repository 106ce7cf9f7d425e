/**
 * The contact dialog's words for each intent (./contact-intents.ts): its heading, the line under it and
 * the interest step 2 starts with. A module of its own so that it loads with the dialog, not with the
 * calls-to-action on every page's first load.
 */
import type { ContactIntentId, ContactRequest } from "./contact-intents";
import { INTEREST_VALUES } from "./validation/interests";

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

/** The dialog's words and preselected interests for a request. */
export function contactIntentView(request: ContactRequest): { heading: string; lead: string; interests: string[] } {
  const copy = CONTACT_INTENT_COPY[request.intent] ?? CONTACT_INTENT_COPY.generic;
  const place = request.place?.trim();
  const heading = place ? copy.heading.replace("{place}", place) : copy.heading.replace(/ in \{place\}$/, "");
  const interest = copy.interest ?? request.interest ?? null;
  return { heading, lead: copy.lead, interests: interest && INTEREST_VALUES.includes(interest) ? [interest] : [] };
}
