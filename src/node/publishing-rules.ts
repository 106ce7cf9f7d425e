/**
 * Rules on when and where a page is published, in the words both the build's validator
 * (validate-content.ts) and the content editor (src/cms/admin) use, so a marketer reads the same
 * sentence in both places. Pure code: the editor bundles it.
 */
import { RESERVED_PATHS } from "./page-paths";

/** YYYY-MM-DD of a day (UTC). */
export const isoDay = (day: Date) => day.toISOString().slice(0, 10);

/**
 * The day a build publishes for: today (UTC), or `BUILD_DAY` (YYYY-MM-DD), with which tests set the
 * clock. A post dated after it is built unpublished (`SCHEDULED_POST`).
 */
export function buildDay(env: Record<string, string | undefined> = process.env): Date {
  const set = env.BUILD_DAY;
  if (!set) return new Date();
  const day = new Date(`${set}T12:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(set) || Number.isNaN(day.getTime()))
    throw new Error(`BUILD_DAY must be a day like 2026-05-31, got "${set}"`);
  return day;
}

/**
 * The kind a post dated after the build's day takes instead of "blog": no page, no place in the
 * lists, the feed or the sitemap (every one of them asks for "blog") until a build on its day.
 */
export const SCHEDULED_POST = "scheduled-post";

/** Whether a post dated `date` (YYYY-MM-DD) is live on `day`: from its date on. */
export const liveOn = (date: string, day: Date) => date <= isoDay(day);

/** March 1, 2027: a day as the site writes it. */
export function longDay(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  return day.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
}

/** What the editor says under a post's date ahead of today, or null. */
export function goesLiveNote(date: string, today: Date): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || liveOn(date, today)) return null;
  return (
    `Goes live on ${longDay(date)}, with the site's daily build that day. Until then it is not listed on the blog ` +
    "or the home page, not in the feed or the sitemap, and its address shows nothing."
  );
}

/** The same day a year later (29 February → 1 March). */
function aYearAfter(day: Date): Date {
  return new Date(Date.UTC(day.getUTCFullYear() + 1, day.getUTCMonth(), day.getUTCDate()));
}

/**
 * The problem with a page's date (a valid YYYY-MM-DD), as the rest of a sentence whose subject is
 * the field, or null. A post is dated from the year the company was founded (content/site.json
 * `foundedYear`) to a year from today: a date outside is a typing mistake (1901, 2206).
 */
export function dateProblem(date: string, rules: { foundedYear: number; today: Date }): string | null {
  const today = isoDay(rules.today);
  if (Number(date.slice(0, 4)) < rules.foundedYear)
    return (
      `is ${date}, before ${rules.foundedYear}, the year the company was founded (content/site.json "foundedYear"): ` +
      `type the day the page is published, like ${today}`
    );
  if (date > isoDay(aYearAfter(rules.today)))
    return `is ${date}, more than a year from today (${today}): type the day the page is published, like ${today}`;
  return null;
}

/** A page that already has an address. */
export interface AddressOwner {
  /** Its title or name as the editor lists it. */
  title: string;
  /** Its file: content/services/web-development.json */
  file: string;
  /** Whether the address is one it had before (and now redirects from). */
  earlier?: boolean;
}

/** "/services/x/ is already the address of “Web Development” (content/services/web-development.json)". */
export function addressTaken(address: string, owner: AddressOwner): string {
  return `${address} is already ${owner.earlier ? "an earlier address" : "the address"} of “${owner.title}” (${owner.file})`;
}

/** "/contact-us/ is the address of one of the site's built-in pages" (src/pages, not content/). */
export const builtInAddress = (address: string) => `${address} is the address of one of the site's built-in pages`;

/** Where the content editor is served (static/admin/): a page there would replace it. */
export const EDITOR_ADDRESS = "/admin/";

/**
 * Why no page of content/ may have `address`, as the start of a sentence, or null: it is a built-in
 * page's, or the content editor's or below it. The build (validate-content.ts) and the editor's
 * address check (src/cms/admin/address-book.ts) both ask here.
 */
export function reservedAddress(address: string): string | null {
  if (address.startsWith(EDITOR_ADDRESS)) return `${address} is the address of the content editor`;
  return RESERVED_PATHS.includes(address) ? builtInAddress(address) : null;
}

/** What the editor lists a page by: its title, name or competitor. */
export function titleOf(page: { data: Record<string, unknown>; file: string }): string {
  const { title, name, competitor } = page.data;
  return String(title ?? name ?? competitor ?? page.file);
}

/** What a marketer should do about it, in the editor. */
export const CHOOSE_ANOTHER_ADDRESS = "choose another web address for this page";

/** A page's slug from its title: "Shipping a release, every week!" → shipping-a-release-every-week. */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
