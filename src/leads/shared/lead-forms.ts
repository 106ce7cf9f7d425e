/**
 * The lead-capture forms as the browser and the API routes both know them:
 * route paths, thank-you pages, the honeypot field, the body size limit, the
 * JSON each route accepts and the sentences a visitor reads. The field rules
 * themselves live in src/lib/validation.
 */
import type { Campaign } from "../../lib/campaign-attribution";
import {
  type FormSchema,
  type FormValues,
  APPLICATION_FORM,
  CONTACT_DETAILS_FORM,
  CONTACT_FORM,
  NEWSLETTER_FORM,
  REFERRAL_FORM,
} from "../../lib/validation";

/** The forms that store a lead, one API route each (contact's second step posts to /api/contact). */
export const LEAD_FORMS = ["newsletter", "contact", "referral", "application"] as const;
export type LeadFormName = (typeof LEAD_FORMS)[number];

export const LEAD_ROUTES: Readonly<Record<LeadFormName, string>> = {
  newsletter: "/api/newsletter",
  contact: "/api/contact",
  referral: "/api/referral",
  application: "/api/application",
};

/**
 * Where a form post lands once its lead is stored: a static page per form
 * (site layout, noindex, not in the sitemap) that names nothing the visitor typed.
 */
export const THANK_YOU_PAGES: Readonly<Record<LeadFormName, string>> = {
  newsletter: "/newsletter/thank-you/",
  contact: "/contact-us/thank-you/",
  referral: "/referral-program/thank-you/",
  application: "/application/thank-you/",
};

/** The page each form lives on (the newsletter's is on every page: the home page stands for them). */
export const FORM_PAGES: Readonly<Record<LeadFormName, string>> = {
  newsletter: "/",
  contact: "/contact-us/",
  referral: "/referral-program/",
  application: "/application/",
};

/** The fields each route validates (contact's: step 1; step 2 uses CONTACT_DETAILS_FORM). */
export const LEAD_FORM_SCHEMAS: Readonly<Record<LeadFormName, FormSchema>> = {
  newsletter: NEWSLETTER_FORM,
  contact: CONTACT_FORM,
  referral: REFERRAL_FORM,
  application: APPLICATION_FORM,
};

/**
 * A field the forms render hidden from people (clipped to one pixel, aria-hidden,
 * tabIndex -1, autoComplete "off"; see browser/form/honeypot.tsx). Only bots fill it; a submission with it filled is answered
 * like a success and thrown away.
 */
export const HONEYPOT_FIELD = "homepage_url";

/** Largest request body a lead route reads: 64 KB. */
export const MAX_LEAD_BODY_BYTES = 64 * 1024;

/** Where the newsletter form sits: blog_post under /blog/, footer everywhere else. */
export type NewsletterSource = "footer" | "blog_post";

/** Where a signup came from: a blog post (any path under /blog/) or the footer of any other page. */
export function newsletterSource(pathname: string): NewsletterSource {
  return pathname.startsWith("/blog/") ? "blog_post" : "footer";
}

/** The minimum time between two submissions of the newsletter form. */
export const NEWSLETTER_RESUBMIT_LOCK_MS = 2000;

export const NEWSLETTER_SUCCESS_MESSAGE = "Thank you for subscribing to our newsletter!";

/** What every submission may carry besides its fields: the page it was sent from and the visit's campaign. */
export interface LeadContext {
  page?: string;
  campaign?: Campaign | null;
}

/** The JSON body of each route, by form. */
export interface LeadBodies {
  newsletter: FormValues<typeof NEWSLETTER_FORM> & { source: NewsletterSource };
  /** Step 1 of the contact dialog: creates the lead and answers its id. */
  contact: FormValues<typeof CONTACT_FORM>;
  /** Step 2 of the contact dialog: the id from step 1 plus the project details; updates that lead. */
  "contact-details": FormValues<typeof CONTACT_DETAILS_FORM> & { id: string };
  referral: FormValues<typeof REFERRAL_FORM>;
  application: FormValues<typeof APPLICATION_FORM>;
}
export type LeadSubmission = keyof LeadBodies;

/** The route each submission posts to. */
export const SUBMISSION_ROUTES: Readonly<Record<LeadSubmission, string>> = {
  ...LEAD_ROUTES,
  "contact-details": LEAD_ROUTES.contact,
};

/** Text of a newsletter signup failure, a server error or a lost connection. */
export const SUBMIT_FAILURE_MESSAGE = "Something went wrong. Please try again later.";

/** Text of a contact step 2 whose step 1 the server does not know. */
export const CONTACT_NOT_FOUND_MESSAGE = "This contact request was not found. Please start again.";

/** Text of a 429: the route's rate limit was hit, and it may be used again in `seconds`. */
export function tooManySubmissionsMessage(seconds: number): string {
  return `Too many submissions. Please try again in ${seconds} second${seconds === 1 ? "" : "s"}.`;
}

/**
 * Every field's label as the forms show it, by form; the outcome page of a
 * form post names fields with these.
 */
export const FIELD_LABELS: Readonly<Record<LeadFormName, Readonly<Record<string, string>>>> = {
  newsletter: { footer_email: "E-mail" },
  contact: {
    name: "Name",
    email: "Email",
    company: "Company",
    message: "How can we help?",
    interests: "What can we help with?",
    budget: "Budget",
    timeline: "Timeline",
  },
  referral: {
    yourName: "Your name",
    yourEmail: "Your email",
    referralName: "Their name",
    referralEmail: "Their email",
    referralCompany: "Their company",
    notes: "Notes",
  },
  application: {
    companyName: "Company name",
    founderName: "Founder name",
    email: "Email",
    stage: "Stage",
    sectors: "Sectors",
    pitch: "Your pitch",
  },
};
