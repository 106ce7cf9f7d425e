/**
 * The lead-capture forms, one record each: the route it posts to, the page it
 * lives on, its thank-you page, and its fields (the rules of src/lib/validation
 * with the label each shows). The forms' JSX, the API routes, the outcome and
 * thank-you pages all read these records; nothing else lists a form's fields,
 * labels or addresses. Also the sentences a visitor reads.
 */
import type { Campaign } from "../../lib/campaign-attribution";
import type { ContactIntentId } from "../../lib/contact-intents";
import {
  type FormSchema,
  type FormValues,
  APPLICATION_FORM,
  CONTACT_DETAILS_FORM,
  CONTACT_FORM,
  DEMO_FORM,
  NEWSLETTER_FORM,
  REFERRAL_FORM,
} from "../../lib/validation";

/** The fields of one submission: each field's rule and the label the form shows for it. */
export interface FieldSet<S extends FormSchema = FormSchema> {
  rules: S;
  labels: { readonly [K in keyof S]: string };
}

/** Where a form post lands once its lead is stored: a page that names nothing the visitor typed. */
export interface ThankYouPage {
  path: string;
  title: string;
  text: string;
  /** Where to go next: the first link is the way back. */
  links: ReadonlyArray<{ to: string; label: string }>;
  /** The page's meta description (unique per page). */
  description: string;
}

/** Double opt-in: the pages of a signup that waits for its confirmation link (src/leads/server/request/site-routes.ts). */
export interface ConfirmationPages {
  /** The route the link points at. */
  route: string;
  /** Where a form post lands: the link is on its way. */
  pending: ThankYouPage;
  expired: ThankYouPage;
  invalid: ThankYouPage;
}

export interface LeadFormRecord<S extends FormSchema = FormSchema> extends FieldSet<S> {
  route: string;
  /** What a lead of this form is called where the team reads it ("Contact request"). */
  title: string;
  /** The fields that name the person who sent it: replies go to `email`. */
  sender: { name?: keyof S & string; email: keyof S & string };
  /** Its leads are told to the team (the sales inbox, Slack): people waiting for an answer. */
  toTeam: boolean;
  /** The page the form lives on (the newsletter's is on every page: the home page stands for them). */
  page: string;
  /** Where a stored lead lands (a newsletter signup under double opt-in: once confirmed). */
  thankYou: ThankYouPage;
  confirmation?: ConfirmationPages;
  /** A second step posted to the same route (contact: interests, budget, timeline). */
  details?: FieldSet;
}

const fields = <S extends FormSchema>(rules: S, labels: { readonly [K in keyof S]: string }): FieldSet<S> => ({
  rules,
  labels,
});

export const NEWSLETTER_SUCCESS_MESSAGE = "Thank you for subscribing to our newsletter!";
/** Said after a signup under double opt-in (the toast and the page a form post lands on). */
export const NEWSLETTER_CONFIRM_MESSAGE =
  "Please confirm with the link in the e-mail we are sending you: your subscription starts then.";

/** The call-back wish's labels (src/lib/validation/call-window.ts), in every form that has it. */
const CALL_BACK_LABELS = { callWindow: "When may we call you?", timeZone: "Your time zone" } as const;

const signUpAgain = [
  { to: "/#contact-us", label: "Sign up again" },
  { to: "/", label: "Home page" },
];

export const LEAD_FORM_RECORDS = {
  newsletter: {
    route: "/api/newsletter",
    title: "Newsletter signup",
    sender: { email: "footer_email" },
    toTeam: false,
    page: "/",
    ...fields(NEWSLETTER_FORM, { footer_email: "E-mail" }),
    thankYou: {
      path: "/newsletter/thank-you/",
      title: NEWSLETTER_SUCCESS_MESSAGE,
      text: "The next issue lands in your inbox: what we learn building web, mobile and AI products, once a month.",
      links: [
        { to: "/", label: "Back to the home page" },
        { to: "/blog/", label: "Read the blog" },
      ],
      description:
        "Your subscription to the Flatirons newsletter is confirmed. The next issue will arrive in your inbox.",
    },
    confirmation: {
      route: "/api/newsletter-confirm",
      pending: {
        path: "/newsletter/confirm/",
        // Not subscribed yet: the page says what happens next (and keeps a title of its own).
        title: "Almost there: check your inbox",
        text: `${NEWSLETTER_CONFIRM_MESSAGE} The link works for 7 days; without it you are not subscribed.`,
        links: [
          { to: "/", label: "Back to the home page" },
          { to: "/blog/", label: "Read the blog" },
        ],
        description: "Confirm your Flatirons newsletter subscription with the link in the e-mail we sent you.",
      },
      expired: {
        path: "/newsletter/link-expired/",
        title: "This link has expired",
        text: "Confirmation links work for 7 days, and you were not subscribed. Sign up again for a new link.",
        links: signUpAgain,
        description: "This Flatirons newsletter confirmation link has expired. Sign up again to get a new one.",
      },
      invalid: {
        path: "/newsletter/link-invalid/",
        title: "This link does not work",
        text: "It may have been cut short or changed on its way, or the signup was deleted. Sign up again for a new link.",
        links: signUpAgain,
        description: "This Flatirons newsletter confirmation link does not work. Sign up again to get a new one.",
      },
    },
  },
  contact: {
    route: "/api/contact",
    title: "Contact request",
    sender: { name: "name", email: "email" },
    toTeam: true,
    page: "/contact-us/",
    ...fields(CONTACT_FORM, {
      name: "Name",
      email: "Email",
      company: "Company",
      message: "How can we help?",
      ...CALL_BACK_LABELS,
    }),
    details: fields(CONTACT_DETAILS_FORM, {
      interests: "What can we help with?",
      budget: "Budget",
      timeline: "Timeline",
    }),
    thankYou: {
      path: "/contact-us/thank-you/",
      title: "Thank you!",
      text: "We have your message. A senior engineer will reply within one business day, or call in the window you chose, and ask about scope, budget and timeline.",
      links: [
        { to: "/", label: "Back to the home page" },
        { to: "/our-work/", label: "See our work" },
      ],
      description:
        "Flatirons has your message. A senior engineer replies within one business day with the next questions.",
    },
  },
  /** The Fuse demo (the "Book a Fuse demo" dialog and the Fuse page's calls to action). */
  demo: {
    route: "/api/demo",
    title: "Fuse demo request",
    sender: { name: "name", email: "email" },
    toTeam: true,
    page: "/products/fuse/",
    ...fields(DEMO_FORM, {
      name: "Name",
      email: "Work email",
      company: "Company",
      importSources: "What do your customers import?",
      importVolume: "How many files a month?",
      destination: "Where should the imported data go?",
      ...CALL_BACK_LABELS,
    }),
    thankYou: {
      path: "/products/fuse/thank-you/",
      title: "Thank you! Your demo request is in",
      text: "Within one business day we reply with times for a 30-minute demo on a file like your customers', or call you in the window you chose. Nothing is booked until we confirm a time.",
      links: [
        { to: "/products/fuse/", label: "Back to Fuse" },
        { to: "/", label: "Home page" },
      ],
      description: "Flatirons has your Fuse demo request and replies within one business day with times for a demo.",
    },
  },
  referral: {
    route: "/api/referral",
    title: "Referral",
    sender: { name: "yourName", email: "yourEmail" },
    toTeam: true,
    page: "/referral-program/",
    ...fields(REFERRAL_FORM, {
      yourName: "Your name",
      yourEmail: "Your email",
      referralName: "Their name",
      referralEmail: "Their email",
      referralCompany: "Their company",
      notes: "Notes",
    }),
    thankYou: {
      path: "/referral-program/thank-you/",
      title: "Thank you for the introduction!",
      text: "We will reach out to the company you referred within one business day and keep you posted by email.",
      links: [
        { to: "/referral-program/", label: "Back to the referral program" },
        { to: "/", label: "Home page" },
      ],
      description:
        "Flatirons received your referral and will contact the company you introduced within one business day.",
    },
  },
  application: {
    route: "/api/application",
    title: "Fund application",
    sender: { name: "founderName", email: "email" },
    toTeam: true,
    page: "/application/",
    ...fields(APPLICATION_FORM, {
      companyName: "Company name",
      founderName: "Founder name",
      email: "Email",
      stage: "Stage",
      sectors: "Sectors",
      pitch: "Your pitch",
    }),
    thankYou: {
      path: "/application/thank-you/",
      title: "Thank you for applying!",
      text: "A partner will read your application and write back within 30 days.",
      links: [
        { to: "/flatirons-fund/", label: "Back to the Flatirons Fund" },
        { to: "/", label: "Home page" },
      ],
      description:
        "Your application to the Flatirons Fund was received. A partner reads every application and replies.",
    },
  },
} as const satisfies Record<string, LeadFormRecord>;

export type LeadFormName = keyof typeof LEAD_FORM_RECORDS;
/** The forms that store a lead, one API route each (contact's second step posts to /api/contact). */
export const LEAD_FORMS = Object.keys(LEAD_FORM_RECORDS) as LeadFormName[];

/** A form's record, typed as any form's. */
export const leadForm = (form: LeadFormName): LeadFormRecord => LEAD_FORM_RECORDS[form];

/** Every page the lead forms land on, by form and name (thank-you, and the newsletter's confirmation pages). */
export const LEAD_PAGES: ReadonlyArray<{ form: LeadFormName; name: string; page: ThankYouPage }> = LEAD_FORMS.flatMap(
  (form) => {
    const { thankYou, confirmation } = leadForm(form);
    const { route: _route, ...pages } = confirmation ?? {};
    return Object.entries({ thankYou, ...pages }).map(([name, page]) => ({ form, name, page }));
  },
);

/** The paths of those pages, left out of the sitemap. */
export const THANK_YOU_PATHS: readonly string[] = LEAD_PAGES.map((entry) => entry.page.path);

/** The lead pages by path, for the page template. */
export function leadPage(form: LeadFormName, name: string): ThankYouPage {
  return LEAD_PAGES.find((entry) => entry.form === form && entry.name === name)?.page ?? leadForm(form).thankYou;
}

/** Each field empty, as a form starts: a list for a multi-select, "" for the others. */
export function emptyValues<S extends FormSchema>(rules: S): FormValues<S> {
  return Object.fromEntries(
    Object.entries(rules).map(([name, spec]) => [name, spec.kind === "multiselect" ? [] : ""]),
  ) as FormValues<S>;
}

/** Every field of a form, with its rule and label (contact: both steps). */
export function allFields(form: LeadFormName): FieldSet {
  const { rules, labels, details } = leadForm(form);
  return details
    ? { rules: { ...rules, ...details.rules }, labels: { ...labels, ...details.labels } }
    : { rules, labels };
}

/** The fields a submission to a form's route is checked against: step 2's when it names a lead, step 1's otherwise. */
export function submissionFields(form: LeadFormName, body: Record<string, unknown>): FieldSet {
  const record = leadForm(form);
  return record.details && body.id !== undefined ? record.details : record;
}

/**
 * A field the forms render hidden from people (clipped to one pixel, aria-hidden,
 * tabIndex -1, autoComplete "off"; see browser/form/honeypot.tsx). Only bots fill it; a submission with it filled is answered
 * like a success and thrown away.
 */
export const HONEYPOT_FIELD = "homepage_url";

/** Hidden fields every form sends besides its own (src/leads/browser/form/hidden-fields.tsx). */
/** The signed time the form was shown, fetched from FORM_TOKEN_ROUTE when it appears (the time trap). */
export const FORM_TOKEN_FIELD = "form_token";
export const FORM_TOKEN_ROUTE = "/api/form-token";
/** The privacy policy's version the page was built with. */
export const POLICY_VERSION_FIELD = "policy_version";
/** The browser's consent id (src/privacy), linking its privacy choices to the lead. */
export const CONSENT_ID_FIELD = "consent_id";
/** Where Cloudflare Turnstile's widget puts its token. */
export const TURNSTILE_FIELD = "cf-turnstile-response";

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

/** What every submission may carry besides its fields: the page it was sent from, the visit's campaign, the intent. */
export interface LeadContext {
  page?: string;
  campaign?: Campaign | null;
  /** What the call-to-action that opened the contact dialog promised: the sales e-mail names it. */
  intent?: ContactIntentId;
}

/** The JSON body of each route, by form. */
export interface LeadBodies {
  newsletter: FormValues<typeof NEWSLETTER_FORM> & { source: NewsletterSource };
  /** Step 1 of the contact dialog: creates the lead and answers its id. */
  contact: FormValues<typeof CONTACT_FORM>;
  /** Step 2 of the contact dialog: the id from step 1 plus the project details; updates that lead. */
  "contact-details": FormValues<typeof CONTACT_DETAILS_FORM> & { id: string };
  demo: FormValues<typeof DEMO_FORM>;
  referral: FormValues<typeof REFERRAL_FORM>;
  application: FormValues<typeof APPLICATION_FORM>;
}
export type LeadSubmission = keyof LeadBodies;

/** Each submission's route and fields (contact's step 2: the contact route with the details' fields). */
export const SUBMISSIONS: Readonly<Record<LeadSubmission, FieldSet & { route: string }>> = {
  ...LEAD_FORM_RECORDS,
  "contact-details": { route: LEAD_FORM_RECORDS.contact.route, ...LEAD_FORM_RECORDS.contact.details },
};

/** Text of a newsletter signup failure, a server error or a lost connection. */
export const SUBMIT_FAILURE_MESSAGE = "Something went wrong. Please try again later.";

/** Text of a contact step 2 whose step 1 the server does not know. */
export const CONTACT_NOT_FOUND_MESSAGE = "This contact request was not found. Please start again.";

/** Text of a 409: the submission's key was used before for different values. */
export const KEY_REUSED_MESSAGE = "This form was already sent with other values. Reload the page to send it again.";

/** Text of a 429: the route's rate limit was hit, and it may be used again in `seconds`. */
export function tooManySubmissionsMessage(seconds: number): string {
  return `Too many submissions. Please try again in ${seconds} second${seconds === 1 ? "" : "s"}.`;
}
