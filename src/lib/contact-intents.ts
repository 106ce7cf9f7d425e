/**
 * What a call-to-action promises, carried into the contact dialog. Every call-to-action names one
 * intent; the dialog looks up its heading and first line (what happens next) and the interest it
 * preselects in step 2 in ./contact-intent-copy.ts, and the dialog's events carry it. Content names
 * intents by id (`ctaIntent` beside a `ctaLabel`, src/node/schema.ts). The buttons are on every
 * page's first load, the dialog's words are not: they load with the dialog.
 */

export const CONTACT_INTENTS = ["generic", "call", "estimate", "fuse-demo", "city-meeting"] as const;
export type ContactIntentId = (typeof CONTACT_INTENTS)[number];

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

/** The page a call-to-action leads to before the page runs, or without a script: the form for its intent. */
export const CONTACT_PAGE_PATH = "/contact-us/";
/** The Fuse page's demo section, where the demo form posts without a script. */
export const FUSE_DEMO_ANCHOR = "book-a-demo";

export function contactPageFor(intent: ContactIntentId): string {
  return intent === "fuse-demo" ? `/products/fuse/#${FUSE_DEMO_ANCHOR}` : CONTACT_PAGE_PATH;
}
