/**
 * The content model: every kind of file a marketer edits under `content/`,
 * the fields it must have, and the GraphQL types generated from the same
 * description (see schema-builder.ts).
 */
import type { IconName } from "../components/Icon";
import { type Field, SLUG_PATTERN, nodeTypeDefs, objectTypeDefs, s } from "./schema-builder";
import { CONTACT_INTENTS } from "../lib/contact-intents";
import { INTEREST_VALUES } from "../lib/validation/interests";
import { FOOTER_PAGE_LIST_NAMES } from "./footer-lists";

const text = (minLength = 1, maxLength = 2000) => s.string({ minLength, maxLength });
const slug = () => s.string({ pattern: SLUG_PATTERN });
/**
 * The page's earlier slugs, newest last: each old address redirects to the page (src/node/redirects.ts).
 * The editor appends to it when a marketer changes a published page's address.
 */
const previousSlugs = () => s.optional(s.array(s.string({ pattern: SLUG_PATTERN })));
const sitePath = () =>
  s.string({
    link: true,
    pattern: {
      regex: /^\/([a-z0-9-]+\/)*([a-z0-9-]+)?$/,
      hint: "a site path starting with /, like /services/web-development/",
    },
  });

/**
 * The paragraph under a page's title: at most 2 sentences and 4 lines on a 375px phone (about 170
 * characters), so that on a phone the call-to-action below it is on the first screen.
 */
export const HERO_MAX_SENTENCES = 2;
export const HERO_MAX_PHONE_LINES = 4;
const heroParagraph = () =>
  s.string({
    minLength: 40,
    maxLength: 300,
    maxPhoneLines: HERO_MAX_PHONE_LINES,
    maxSentences: HERO_MAX_SENTENCES,
    sentencesReason:
      "so that the button below it stays on a phone's first screen (move the rest further down the page)",
  });

const seo = s.object(
  {
    title: text(5, 70),
    description: text(50, 170),
  },
  { graphqlName: "PageSeo" },
);

/** A hero's words (the home page's and the listing pages'), for one fragment that reads them wherever they are. */
const heroCopy = s.object(
  { eyebrow: text(2, 60), title: text(5, 90), text: heroParagraph() },
  { graphqlInterface: "HeroCopy" },
);

const titledText = s.object({ title: text(2, 90), text: text(10, 600) });

/* ----------------------------------------------------------------- intent
 * A call-to-action says what it is for: `ctaIntent` beside every `ctaLabel` (proof-rules.ts refuses
 * a label without one). The contact dialog opens with that intent's heading and first line, and a
 * page's `interest` is ticked in its step 2 (src/lib/contact-intents.ts).
 */
const ctaIntent = () => s.optional(s.enum(CONTACT_INTENTS));
/** What a visitor asking from this page most likely needs: the interest the contact dialog preselects. */
const pageInterest = () => s.optional(s.enum(INTEREST_VALUES));
/**
 * A page where a visitor books a time themselves (a scheduling service's booking page): the contact
 * dialog's thank-you offers it as "Pick a time", a plain link, so no third-party script runs on the site.
 */
const schedulingUrl = () =>
  s.optional(s.string({ pattern: { regex: /^https:\/\/\S+$/, hint: "an https:// address" } }));
/* ------------------------------------------------------------- end intent */

const cta = s.object(
  {
    title: text(5, 120),
    text: text(10, 400),
    ctaLabel: s.optional(text(2, 40)),
    ctaIntent: ctaIntent(),
  },
  { graphqlName: "ClosingCta" },
);

/* ------------------------------------------------------------------ proof
 * What the site says about the company, and who vouches for it. The model accepts only proof a
 * visitor can check: a figure names its source, a badge its issuer, its listing and its year, a
 * client is named, and a person may show their face. Figures about the company live nowhere else
 * (proof-rules.ts refuses them in any other field).
 */

const httpsAddress = () => s.string({ pattern: { regex: /^https:\/\/\S+$/, hint: "an https:// address" } });
const httpsOrSitePath = () =>
  s.string({
    link: true,
    pattern: {
      regex: /^(https:\/\/\S+|\/([a-z0-9-]+\/)*)$/,
      hint: "an https:// address or a site path like /our-work/casebridge/",
    },
  });

/** A figure about the company itself ("120+" "designers and engineers"), with where it comes from. */
export const companyFact = s.object({
  value: text(1, 12),
  label: text(5, 80),
  /** Where the figure comes from and when it was counted: "Payroll on 31 March 2026". */
  source: text(10, 160),
  /** Where a visitor can check the figure, when it is public. */
  sourceUrl: s.optional(httpsAddress()),
});

export const BADGE_KINDS = ["partner", "recognition"] as const;

/**
 * A partnership or recognition badge in the footer: who issued it, the issuer's mark (`image`: their logo
 * or badge artwork as the issuer supplies it, shown with the issuer's name as its text), the public listing
 * of the agency that shows it (the badge links there; proof-rules.ts refuses the issuer's home page or a
 * directory's index) and the year of the listing (for a partnership, the year it began).
 */
export const recognitionBadge = s.object({
  name: text(2, 80),
  kind: s.enum(BADGE_KINDS),
  /** The issuer's mark; without it the badge is not shown. */
  image: s.optional(s.image()),
  issuer: text(2, 80),
  url: httpsAddress(),
  year: s.number({ integer: true, min: 2000, max: 2100 }),
});

/**
 * A client in the strip under the home hero and on /our-work/: its name, its logo (a file the client
 * agreed to; without one the name is set in type) and where to read about the work.
 */
export const clientEntry = s.object({
  name: text(2, 60),
  logo: s.optional(s.image()),
  url: s.optional(httpsOrSitePath()),
});

/** A square photo of a person's face; without one the site shows their initials. */
const personPhoto = () => s.optional(s.image());

/**
 * The person a buyer reaches (the contact page and the contact dialog): a real colleague who answers, with
 * their role, photo and direct lines. Every field is shown only when content has it; none is invented.
 */
export const contactPerson = s.object({
  name: text(2, 80),
  role: text(2, 80),
  photo: personPhoto(),
  email: s.optional(
    s.string({
      pattern: { regex: /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i, hint: "an e-mail address, like priya@flatirons.com" },
    }),
  ),
  /** Dialled as written: digits with spaces, dashes or a leading +, like +1 303 555 0147. */
  phone: s.optional(
    s.string({ pattern: { regex: /^\+?[0-9][0-9 ().-]{6,22}[0-9]$/, hint: "a phone number, like +1 303 555 0147" } }),
  ),
});

/** Someone who leads client projects (the about page). */
export const teamMember = s.object({
  name: text(2, 80),
  role: text(2, 80),
  /** The part of the work they lead: "Engineering". */
  area: text(2, 40),
  bio: text(20, 200),
  photo: personPhoto(),
});

/**
 * A picture of a case study's product: a `screenshot` of it, or an `illustration` that stands in for it
 * until there are real ones. A screenshot may come with a short `capture` of the product in use (an
 * animated WebP, shown as the file is, the screenshot's size).
 */
export const WORK_IMAGE_KINDS = ["screenshot", "illustration"] as const;

export const PRODUCT_LINK_KINDS = ["live", "app-store", "google-play"] as const;

/** Where a case study's product can be seen for real. */
export const productLink = s.object({ kind: s.enum(PRODUCT_LINK_KINDS), url: httpsAddress() });

/* -------------------------------------------------------------- end proof */

/**
 * A client's words on the page: who said them (name, role, company) and where they were said, so
 * every quote can be traced. `source.url` is an https:// address or a page of this site.
 */
export const testimonial = s.object(
  {
    quote: text(20, 700),
    author: text(2, 80),
    role: text(2, 80),
    company: text(2, 80),
    /** The author's photo (proof block above). */
    photo: personPhoto(),
    /** The author's public profile (their LinkedIn page, say), linked from their name, so a visitor can find the person. */
    profileUrl: s.optional(httpsAddress()),
    source: s.object(
      {
        label: text(5, 120),
        url: s.optional(httpsOrSitePath()),
      },
      { graphqlName: "TestimonialSource" },
    ),
  },
  // The home page's testimonials and a case study's testimonial section (a union's merged type) share it.
  { graphqlInterface: "Testimonial" },
);

const faqItem = s.object({ question: text(10, 200), answer: text(20, 900) }, { graphqlName: "FaqItem" });

/** Fields shared by service, technology, industry and service-area pages. */
const servicePageFields: Record<string, Field> = {
  slug: slug(),
  previousSlugs: previousSlugs(),
  name: text(2, 60),
  /** A shorter name for the footer's lists ("Flutter" for Flutter App Development); without one, the name. */
  menuName: s.optional(text(2, 40)),
  summary: text(20, 240),
  seo,
  hero: s.object({
    title: text(5, 120),
    pitch: heroParagraph(),
    ctaLabel: s.optional(text(2, 40)),
    ctaIntent: ctaIntent(),
  }),
  interest: pageInterest(),
  whatWeDo: s.object({ title: text(5, 120), items: s.array(titledText, { minItems: 3, maxItems: 6 }) }),
  process: s.object({ title: text(5, 120), steps: s.array(titledText, { minItems: 3, maxItems: 6 }) }),
  caseStudies: s.array(s.ref("CaseStudy"), { maxItems: 3 }),
  faq: s.array(faqItem, { minItems: 4, maxItems: 6 }),
  closingCta: cta,
};

export const SERVICE_GROUPS = ["design", "development", "maintenance", "engagement"] as const;

/**
 * The fields with `extra` placed after `key`. Field order is the order of the editor's form and of
 * the keys it writes, so it follows the content files (a kind's own field sits near the top).
 */
function insertAfter(fields: Record<string, Field>, key: string, extra: Record<string, Field>): Record<string, Field> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, field]) => [[name, field], ...(name === key ? Object.entries(extra) : [])]),
  );
}

export const serviceFields: Record<string, Field> = insertAfter(servicePageFields, "previousSlugs", {
  group: s.enum(SERVICE_GROUPS),
});
export const technologyFields: Record<string, Field> = { ...servicePageFields };
export const industryFields: Record<string, Field> = insertAfter(servicePageFields, "previousSlugs", {
  /** Which section the page lives in: /services/{slug}/ or /industries/{slug}/. */
  section: s.enum(["services", "industries"]),
});
export const serviceAreaFields: Record<string, Field> = insertAfter(servicePageFields, "summary", {
  city: s.object({
    name: text(2, 60),
    region: text(2, 60),
    timeZone: text(2, 60),
    industries: s.array(text(2, 80), { minItems: 2, maxItems: 8 }),
  }),
});

const image = s.object({
  src: s.image(),
  alt: text(3, 200),
  caption: s.optional(text(2, 200)),
  /** What the picture is (proof block): the product as it is, or artwork that stands in for it. */
  kind: s.optional(s.enum(WORK_IMAGE_KINDS)),
  /** A short animated capture of the product in use, shown in the screenshot's place (proof block). */
  capture: s.optional(s.image()),
});

export const CASE_STUDY_SECTION_TYPES = [
  "hero",
  "goal",
  "services",
  "images",
  "testimonial",
  "projects",
  "tags",
] as const;

export const caseStudySection = s.union({
  hero: s.object({ eyebrow: text(2, 60), title: text(5, 140), text: heroParagraph(), image }),
  goal: s.object({ title: text(2, 120), text: text(20, 1200) }),
  services: s.object({
    title: text(2, 120),
    /** 3 columns, or 2 columns of 400px. */
    columns: s.enum([2, 3]),
    items: s.array(titledText, { minItems: 2, maxItems: 9 }),
  }),
  images: s.object({ images: s.array(image, { minItems: 1, maxItems: 6 }) }),
  testimonial,
  projects: s.object({ title: text(2, 120) }),
  tags: s.object({
    title: text(2, 120),
    links: s.array(s.object({ name: text(2, 60), path: sitePath() }), { minItems: 1, maxItems: 12 }),
  }),
});

export const caseStudyFields: Record<string, Field> = {
  slug: slug(),
  previousSlugs: previousSlugs(),
  name: text(2, 60),
  client: text(2, 80),
  industry: text(2, 60),
  summary: text(20, 300),
  order: s.number({ integer: true, min: 1 }),
  seo,
  cover: image,
  /** Where the product can be seen: its live site, its App Store or Google Play page (proof block). */
  productLinks: s.optional(s.array(productLink, { maxItems: 3 })),
  /**
   * The figures the project moved, shown beside the hero's headline and followed by a call-to-action.
   * The first is the headline result, shown on the case study's card wherever it is listed.
   */
  results: s.object({
    /** When the figures were measured: "Twelve months after launch". */
    title: text(5, 80),
    items: s.array(s.object({ value: text(1, 14), label: text(3, 80) }), { minItems: 2, maxItems: 4 }),
    cta: s.object({ text: text(10, 160), ctaLabel: s.optional(text(2, 40)), ctaIntent: ctaIntent() }),
  }),
  sections: s.array(caseStudySection, { minItems: 1 }),
};

const cell = s.string({ minLength: 1, maxLength: 120 });

export const alternativeFields: Record<string, Field> = {
  slug: s.string({
    pattern: { regex: /^[a-z0-9-]+-alternative$/, hint: "an address ending in -alternative, like csvbox-alternative" },
  }),
  previousSlugs: previousSlugs(),
  competitor: text(2, 60),
  summary: text(20, 240),
  seo,
  hero: s.object({ title: text(5, 120), pitch: heroParagraph() }),
  comparison: s.object({
    title: text(5, 120),
    rows: s.array(s.object({ feature: text(2, 120), fuse: cell, competitor: cell }), { minItems: 5 }),
  }),
  reasons: s.array(titledText, { minItems: 3, maxItems: 6 }),
  faq: s.array(faqItem, { minItems: 4, maxItems: 6 }),
  closingCta: cta,
};

const link = s.object({ name: text(1, 80), path: sitePath() });

export const SOCIAL_NETWORKS = ["linkedin", "x", "instagram"] as const;

/* ---------------------------------------------------------------- pricing
 * What working with the company costs, as ranges: the price anchor a buyer looks for, on a page of its
 * own (/pricing/, in the main navigation) and summed up on the home page and /services/. Other pages
 * that quote a timeline or a price agree with these (src/node/pricing-rules.ts refuses the rest).
 */
export const engagements = s.object({
  title: text(5, 80),
  /** The pricing page's lead, under its title: a hero paragraph. */
  lead: heroParagraph(),
  items: s.array(
    s.object({
      name: text(2, 60),
      /** A range with its currency: "$75k–$150k", "$9k–$14k a month". */
      price: text(2, 40),
      /** How long it runs: "6 weeks", "Ongoing, month to month". */
      duration: text(2, 40),
      text: text(20, 240),
      /**
       * Other words pages use for it ("discovery", "MVP"): a duration or price other pages state beside
       * them, or beside its name, must lie inside this engagement's (pricing-rules.ts).
       */
      alsoCalled: s.optional(s.array(text(2, 40), { maxItems: 4 })),
    }),
    { minItems: 2, maxItems: 6 },
  ),
  /** What the ranges assume and what changes them. */
  note: text(20, 300),
});
/* ------------------------------------------------------------ end pricing */

export const siteFields: Record<string, Field> = {
  name: text(2, 60),
  tagline: text(5, 160),
  description: text(50, 170),
  /** The year the agency was founded: no post may be dated before it. */
  foundedYear: s.number({ integer: true, min: 1900, max: 2100 }),
  navigation: s.array(link, { minItems: 1, maxItems: 8 }),
  headerCta: text(2, 40),
  /** The contact dialog's "Pick a time" link (intent block). */
  schedulingUrl: schedulingUrl(),
  /** Who answers a buyer: named on the contact page and in the contact dialog (proof block). Leave it out until there is one. */
  contactPerson: s.optional(contactPerson),
  /** Figures about the company itself (home hero, about page), each with its source; none is better than one unsourced. */
  facts: s.array(companyFact, { maxItems: 4 }),
  /** The clients named under the home hero and on /our-work/. */
  clients: s.optional(s.object({ title: text(5, 80), items: s.array(clientEntry, { maxItems: 12 }) })),
  /** The people who lead client projects (the about page). */
  team: s.array(teamMember, { minItems: 1, maxItems: 12 }),
  /** Engagements and their price ranges (pricing block above). */
  engagements,
  newsletter: s.object({ title: text(2, 80), text: text(10, 300), placeholder: text(3, 80) }),
  footer: s.object({
    headline: text(5, 120),
    hipaa: s.object({ title: text(5, 120), text: text(10, 300) }),
    ctaLabel: text(2, 40),
    ctaIntent: ctaIntent(),
    groups: s.array(
      s.object({
        title: text(2, 60),
        url: s.optional(sitePath()),
        /** The pages the group lists, kept current by the build (footer-lists.ts): a new page appears, a deleted one goes. */
        pages: s.optional(s.enum(FOOTER_PAGE_LIST_NAMES)),
        /** Links of its own; beside a list of pages they are sorted in among them by name. */
        links: s.array(link),
      }),
      { minItems: 1 },
    ),
    social: s.array(
      s.object({
        network: s.enum(SOCIAL_NETWORKS),
        name: text(1, 60),
        url: s.string({ pattern: { regex: /^https:\/\//, hint: "an https:// address" } }),
      }),
      { minItems: 1 },
    ),
    /** The badges shown (proof block): none is better than one a visitor cannot check. */
    logos: s.array(recognitionBadge),
    /** Links in the copyright line (privacy policy, terms). */
    legal: s.array(link, { maxItems: 4 }),
  }),
};

/** Icons a home page service card may show (src/components/Icon draws them). */
export const CARD_ICONS = [
  "design",
  "code",
  "mobile",
  "spark",
  "rocket",
  "team",
  "shield",
  "chart",
] as const satisfies readonly IconName[];

const sectionHeading = (withLead: boolean) =>
  s.object({
    eyebrow: text(2, 40),
    title: text(5, 90),
    ...(withLead ? { lead: text(20, 240) } : {}),
  });

/** The home page's copy (content/home.json); its lists of industries, work and posts come from the other files. */
export const homeFields: Record<string, Field> = {
  seo,
  hero: s.object({ ...heroCopy.fields, ctaLabel: text(2, 40), ctaIntent: ctaIntent() }, { implements: [heroCopy] }),
  services: s.object({
    ...sectionHeading(true).fields,
    items: s.array(s.object({ title: text(2, 40), text: text(20, 160), path: sitePath(), icon: s.enum(CARD_ICONS) }), {
      minItems: 3,
      maxItems: 9,
    }),
  }),
  industries: sectionHeading(true),
  work: sectionHeading(false),
  testimonials: s.object({
    ...sectionHeading(false).fields,
    items: s.array(testimonial, { minItems: 1, maxItems: 6 }),
  }),
  blog: sectionHeading(false),
  closingCta: cta,
};

/* --------------------------------------------------------------- listings
 * The section indexes (/services/, /technologies/, /industries/, /service-areas/): each lists the pages
 * of one kind as cards, under its own copy (content/listings/<name>.json). Which kind each lists, and
 * its address and illustration, are the site's structure, here; the words are content.
 */
export const LISTINGS = [
  { kind: "services-listing", name: "services", lists: "service", pricingSummary: true },
  { kind: "technologies-listing", name: "technologies", lists: "technology", pricingSummary: false },
  { kind: "industries-listing", name: "industries", lists: "industry", pricingSummary: false },
  { kind: "service-areas-listing", name: "service-areas", lists: "service-area", pricingSummary: false },
] as const;
export type ListingKind = (typeof LISTINGS)[number]["kind"];

export const listingFields: Record<string, Field> = {
  seo,
  hero: heroCopy,
  /** One card grid each, in this order; a group names the services it lists (the services index) or lists them all. */
  groups: s.array(s.object({ title: text(2, 60), group: s.optional(s.enum(SERVICE_GROUPS)) }), {
    minItems: 1,
    maxItems: 4,
  }),
  closingCta: cta,
};
/* ----------------------------------------------------------- end listings */

/** Frontmatter of MDX files: blog posts need every field, informational pages fewer. */
export const blogFrontmatterFields: Record<string, Field> = {
  title: text(5, 120),
  /** The page's address, set from the title when the editor creates the post; without it, the folder's name. */
  slug: s.optional(slug()),
  previousSlugs: previousSlugs(),
  date: s.date(),
  /** Also the post's lead under its title: four lines at most on a phone, like every hero's. */
  description: s.string({ minLength: 50, maxLength: 170, maxPhoneLines: HERO_MAX_PHONE_LINES }),
  author: text(2, 80),
  tags: s.array(text(2, 40), { minItems: 1, maxItems: 8 }),
  cover: s.image(),
  coverAlt: text(3, 200),
  /** A shorter <title> when the title is too long for search results (the site name is appended). */
  seoTitle: s.optional(text(5, 58)),
};

export const pageFrontmatterFields: Record<string, Field> = {
  title: text(5, 120),
  slug: s.optional(slug()),
  previousSlugs: previousSlugs(),
  date: s.date(),
  description: text(50, 170),
  author: s.optional(text(2, 80)),
  tags: s.optional(s.array(text(2, 40))),
  cover: s.optional(s.image()),
  coverAlt: s.optional(text(3, 200)),
  seoTitle: s.optional(text(5, 58)),
};

/* ------------------------------------------------------------------ kinds */

/** The JSON kinds besides the section indexes' copy (LISTINGS). */
type KindOfItsOwn =
  "service" | "technology" | "industry" | "service-area" | "case-study" | "alternative" | "site" | "home";
export type JsonKind = KindOfItsOwn | ListingKind;
export type MdxKind = "blog" | "page";
export type ContentKind = JsonKind | MdxKind;

export interface KindDefinition {
  kind: ContentKind;
  /** Folder under content/ (or the single file, for site). */
  location: string;
  /** GraphQL node type the file becomes. */
  typeName: string;
  fields: Record<string, Field>;
  format: "json" | "mdx";
  /** Single files only: what the file holds, for the message when it is missing. */
  holds?: string;
}

export const KINDS: readonly KindDefinition[] = [
  { kind: "service", location: "services", typeName: "ServicePage", fields: serviceFields, format: "json" },
  { kind: "technology", location: "technologies", typeName: "ServicePage", fields: technologyFields, format: "json" },
  { kind: "industry", location: "industries", typeName: "ServicePage", fields: industryFields, format: "json" },
  {
    kind: "service-area",
    location: "service-areas",
    typeName: "ServicePage",
    fields: serviceAreaFields,
    format: "json",
  },
  { kind: "case-study", location: "case-studies", typeName: "CaseStudy", fields: caseStudyFields, format: "json" },
  { kind: "alternative", location: "alternatives", typeName: "Alternative", fields: alternativeFields, format: "json" },
  {
    kind: "site",
    location: "site.json",
    typeName: "SiteContent",
    fields: siteFields,
    format: "json",
    holds: "the navigation, footer and newsletter text",
  },
  {
    kind: "home",
    location: "home.json",
    typeName: "HomeContent",
    fields: homeFields,
    format: "json",
    holds: "the home page's copy",
  },
  ...LISTINGS.map((listing): KindDefinition => ({
    kind: listing.kind,
    location: `listings/${listing.name}.json`,
    typeName: "ListingContent",
    fields: listingFields,
    format: "json",
    holds: `the copy of /${listing.name}/`,
  })),
  { kind: "blog", location: "blog", typeName: "Mdx", fields: blogFrontmatterFields, format: "mdx" },
  { kind: "page", location: "pages", typeName: "Mdx", fields: pageFrontmatterFields, format: "mdx" },
];

/** Every field any service-like kind may carry, for the one shared GraphQL type. */
function mergeFields(...groups: Record<string, Field>[]): Record<string, Field> {
  const merged: Record<string, Field> = {};
  const counts: Record<string, number> = {};
  for (const group of groups)
    for (const [key, field] of Object.entries(group)) {
      merged[key] = field;
      counts[key] = (counts[key] ?? 0) + 1;
    }
  for (const key of Object.keys(merged))
    if (counts[key] !== groups.length) merged[key] = { ...merged[key], optional: true };
  return merged;
}

/** Fields gatsby-node adds to every JSON node on top of the file's own. */
const derivedNodeFields = {
  kind: s.string(),
  path: s.string(),
  sourceFile: s.string(),
};

export function buildTypeDefs(): string {
  const servicePage = mergeFields(serviceFields, technologyFields, industryFields, serviceAreaFields);
  // Types named in the model (PageSeo, FaqItem, ClosingCta, Testimonial…) are shared by every kind that uses them.
  const declared: string[] = [];
  return [
    nodeTypeDefs("ServicePage", { ...servicePage, ...derivedNodeFields }, declared),
    nodeTypeDefs("CaseStudy", { ...caseStudyFields, ...derivedNodeFields }, declared),
    nodeTypeDefs("Alternative", { ...alternativeFields, ...derivedNodeFields }, declared),
    nodeTypeDefs("SiteContent", { ...siteFields, ...derivedNodeFields }, declared),
    nodeTypeDefs("HomeContent", { ...homeFields, ...derivedNodeFields }, declared),
    nodeTypeDefs("ListingContent", { ...listingFields, ...derivedNodeFields }, declared),
    objectTypeDefs("MdxFrontmatter", mergeFields(blogFrontmatterFields, pageFrontmatterFields), declared),
    `type MdxFields {\n  kind: String!\n  slug: String!\n  path: String!\n  readingMinutes: Int!\n}`,
    `type Mdx implements Node {\n  frontmatter: MdxFrontmatter!\n  fields: MdxFields!\n}`,
  ].join("\n\n");
}
