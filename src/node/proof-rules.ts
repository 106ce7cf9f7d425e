/**
 * Proof by construction, the rules the field-by-field schema cannot state (schema.ts, "proof"):
 *   - a figure about the company (how many engineers or products, the year it was founded) appears only in
 *     content/site.json "facts", where it carries its source;
 *   - a client named in the strip with a link to one of the site's case studies is that case
 *     study's client;
 *   - a call-to-action's label comes with its intent (`ctaIntent`), so the dialog it opens says
 *     what the button promised;
 *   - a badge links to the agency's own listing at its issuer, never to the issuer's home page or a
 *     directory's index page, where a visitor cannot check it.
 * Each problem names the file and the field, like the schema's own (validate-content.ts).
 */
import { type Problem, isBlank } from "./schema-builder";
import { strings } from "./content-rules";
import { CONTACT_INTENTS } from "../lib/contact-intents";

/** What the rules read of a validated content file (validate-content.ts's ContentRecord). */
export interface ProofRecord {
  kind: string;
  file: string;
  data: Record<string, unknown>;
  path: string | null;
  body?: string;
}

const HEADCOUNT_OR_OUTPUT =
  "(?:engineers|designers|developers|employees|people|experts|specialists|products|projects|apps|clients|customers|countries|years)";

/**
 * A figure about the company: a count with a plus sign or "plus" before engineers, products or years,
 * a count introduced by "over" or "more than", or a founding year after "since" or "founded in" (the
 * tests list examples). Up to two words may sit between the count and what it counts.
 */
export const COMPANY_FIGURE = new RegExp(
  [
    `\\b\\d[\\d,]*\\s*(?:\\+|plus\\b)\\s*(?:[a-z-]+\\s+){0,2}${HEADCOUNT_OR_OUTPUT}\\b`,
    `\\b(?:over|more than)\\s+\\d[\\d,]*\\s+(?:[a-z-]+\\s+){0,2}${HEADCOUNT_OR_OUTPUT}\\b`,
    `\\b(?:since|founded in|established in)\\s+(?:19|20)\\d{2}\\b`,
  ].join("|"),
  "i",
);

/** The first figure about the company in `text`, or null. */
export function companyFigureIn(text: string): string | null {
  return COMPANY_FIGURE.exec(text)?.[0] ?? null;
}

/**
 * Fields where a figure about the company is allowed: the facts themselves, which name their
 * source, and a client's own words in a quote (traced by the quote's source).
 */
function sourcedField(kind: string, at: string): boolean {
  return /(^|\.)quote$/.test(at) || (kind === "site" && /^facts\[\d+\]\./.test(at));
}

export function companyFigureProblems(record: ProofRecord): Problem[] {
  const texts = [...strings(record.data), ...(record.body ? [{ at: "body", text: record.body }] : [])];
  return texts
    .filter(({ at }) => !sourcedField(record.kind, at))
    .flatMap(({ at, text }) => {
      const figure = companyFigureIn(text);
      return figure
        ? [
            {
              field: at,
              message: `states a figure about the company ("${figure}"); such figures live only in content/site.json "facts", each with its source`,
              rule: "company-figure" as const,
              inEditor: `states a figure about the company ("${figure}"); such figures live only in the site-wide settings' "Facts", each with its source`,
            },
          ]
        : [];
    });
}

interface ClientJson {
  name: string;
  url?: string;
}

/** The client strip names each client as the case study it links to does. */
export function clientStripProblems(site: ProofRecord, records: readonly ProofRecord[]): Problem[] {
  const items = (site.data.clients as { items?: ClientJson[] } | undefined)?.items ?? [];
  const byPath = new Map(records.flatMap((record) => (record.path ? [[record.path, record] as const] : [])));
  return items.flatMap((item, index): Problem[] => {
    const field = `clients.items[${index}].url`;
    if (!item.url?.startsWith("/")) return [];
    // A page that is not there is the link rule's (content-validator.ts).
    const target = byPath.get(item.url.endsWith("/") ? item.url : `${item.url}/`);
    if (!target) return [];
    const client = target.kind === "case-study" ? String(target.data.client ?? "") : null;
    return client !== null && client !== item.name
      ? [
          {
            field,
            message: `leads to ${target.file}, whose client is "${client}", not "${item.name}"`,
            rule: "client-link",
          },
        ]
      : [];
  });
}

interface BadgeJson {
  issuer: string;
  url: string;
}

const possessive = (name: string) => (name.endsWith("s") ? `${name}'` : `${name}'s`);

/** A path segment that is a listing's own id ("001E000000Rl12fIAB"), not a word of a directory's index. */
const LISTING_ID = /^(?=(?:[^\d]*\d){3})[A-Za-z0-9_-]{10,}$/;

/**
 * A badge's link is the agency's own listing: its address names the company (`/profile/flatirons`) or carries
 * the listing's id. The issuer's home page (`partners.amazonaws.com/`) and a directory's index page
 * (`clutch.co/developers`, `inc.com/inc5000`) show no badge of ours.
 */
export function badgeProblems(site: ProofRecord): Problem[] {
  const footer = site.data.footer as { logos?: BadgeJson[] } | undefined;
  const company = String(site.data.name ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");
  return (footer?.logos ?? []).flatMap((badge, index): Problem[] => {
    const field = `footer.logos[${index}].url`;
    let url: URL;
    try {
      url = new URL(badge.url);
    } catch {
      return [];
    }
    const segments = url.pathname.split("/").filter(Boolean);
    const address = `${url.pathname}${url.search}`.toLowerCase().replace(/[^a-z0-9]+/g, "");
    if (!segments.length && !url.search)
      return [
        {
          field,
          rule: "badge-listing",
          message: `is the home page of ${url.host}, not ${possessive(String(site.data.name))} listing there: link the page of ${badge.issuer} that shows the badge, so a visitor can check it`,
        },
      ];
    if ((company && address.includes(company)) || segments.some((segment) => LISTING_ID.test(segment))) return [];
    return [
      {
        field,
        rule: "badge-listing",
        message: `is ${url.host}${url.pathname}, a page of ${badge.issuer} that does not name ${site.data.name} (an index of its directory, not our listing): link the listing that shows the badge, whose address names the company or carries its listing id`,
      },
    ];
  });
}

/** Every object in a value that has a `ctaLabel`, with the path it sits at. */
function labelledCtas(value: unknown, at = ""): Array<{ at: string; cta: Record<string, unknown> }> {
  if (Array.isArray(value)) return value.flatMap((item, index) => labelledCtas(item, `${at}[${index}]`));
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const own = typeof record.ctaLabel === "string" ? [{ at, cta: record }] : [];
  return [...own, ...Object.entries(record).flatMap(([key, item]) => labelledCtas(item, at ? `${at}.${key}` : key))];
}

export function ctaIntentProblems(record: ProofRecord): Problem[] {
  return (
    labelledCtas(record.data)
      // The editor saves a cleared select as null: no intent, as much as a missing or empty one.
      .filter(({ cta }) => isBlank(cta.ctaIntent))
      .map(({ at, cta }) => ({
        field: at ? `${at}.ctaIntent` : "ctaIntent",
        message: `is required beside the label "${String(cta.ctaLabel)}" (one of ${CONTACT_INTENTS.join(", ")}), so the dialog it opens says what the button promised`,
        rule: "cta-intent" as const,
      }))
  );
}

/** Every proof problem in a validated content folder, by file. */
export function proofProblems(records: readonly ProofRecord[]): Array<{ file: string; problem: Problem }> {
  const site = records.find((record) => record.kind === "site");
  return [
    ...records.flatMap((record) =>
      [...companyFigureProblems(record), ...ctaIntentProblems(record)].map((problem) => ({
        file: record.file,
        problem,
      })),
    ),
    ...(site
      ? [...clientStripProblems(site, records), ...badgeProblems(site)].map((problem) => ({ file: site.file, problem }))
      : []),
  ];
}
