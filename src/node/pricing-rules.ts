/**
 * Prices and timelines in agreement. The engagements in content/site.json ("Engagements and pricing",
 * the pricing page) hold what each way of working costs and how long it runs; every other page that
 * states a duration or a price for one of them must state one inside its range, and a price on a page
 * that names no engagement is refused (prices live in one place). Each problem names the file and the
 * field, and the field of site.json it disagrees with:
 *
 *   content/services/custom-software-development.json: "process.steps[0].text" gives the discovery sprint
 *   two to four weeks, but content/site.json "engagements.items[0].duration" says 1–2 weeks; …
 *
 * A text is about an engagement when one of its words (its name, or one of `alsoCalled`: "discovery",
 * "MVP") comes before the duration in the same sentence, or is in the title or question of the block the
 * text belongs to (a process step titled "Discovery"). "Eight weeks after discovery" is about what
 * follows it; "every two weeks" and "two-week sprints" are a rhythm, not a length.
 */
import type { Problem } from "./schema-builder";
import type { ProofRecord } from "./proof-rules";

interface EngagementJson {
  name: string;
  price: string;
  duration: string;
  alsoCalled?: string[];
}

/** A span of time in weeks, or of money in US dollars. */
interface Span {
  low: number;
  high: number;
}

interface Engagement {
  name: string;
  index: number;
  words: string[];
  /** Null when it runs open-ended ("Month to month", "Ongoing"). */
  duration: Span | null;
  price: Span | null;
  /** Per month ("$25k–$60k a month"): a price per month compares only with another. */
  monthly: boolean;
  durationText: string;
  priceText: string;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  eighteen: 18,
  twenty: 20,
  "twenty-four": 24,
};
const NUMBER = `(?:\\d+(?:\\.\\d+)?|${Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join("|")})`;
const WEEKS_PER_MONTH = 52 / 12;

/**
 * "two to four weeks", "1–2 weeks", "six-week", "3-6 months", "ten or twelve weeks". Not "a week" or
 * "the first week" (no count), nor "Week 1".
 */
const DURATION = new RegExp(`\\b(${NUMBER})(?:\\s*(?:to|–|-|—|or)\\s*(${NUMBER}))?[\\s-]+(week|month)s?\\b`, "gi");
/** "$60k to $120k", "$12k–$20k", "$150,000". */
const PRICE = /\$\s?(\d[\d,.]*)\s*([km])?(?:\s*(?:to|–|-|—)\s*\$?\s?(\d[\d,.]*)\s*([km])?)?/gi;

const numberOf = (token: string): number => NUMBER_WORDS[token.toLowerCase()] ?? Number(token);

function dollars(amount: string, unit: string | undefined): number {
  const value = Number(amount.replace(/,/g, ""));
  const factor = unit?.toLowerCase() === "k" ? 1_000 : unit?.toLowerCase() === "m" ? 1_000_000 : 1;
  return value * factor;
}

/** The first duration in `text`, in weeks, with the words that state it. */
function durationsIn(text: string): Array<{ span: Span; words: string; at: number; end: number }> {
  return [...text.matchAll(DURATION)].map((match) => {
    const factor = match[3].toLowerCase() === "month" ? WEEKS_PER_MONTH : 1;
    const low = numberOf(match[1]) * factor;
    const high = (match[2] ? numberOf(match[2]) : numberOf(match[1])) * factor;
    return { span: { low, high }, words: match[0], at: match.index, end: match.index + match[0].length };
  });
}

function pricesIn(text: string): Array<{ span: Span; words: string; at: number; end: number }> {
  return [...text.matchAll(PRICE)].map((match) => {
    // "$60k to $120k": the first amount takes the second's unit when it has none ("$60 to $120k" is rare).
    const low = dollars(match[1], match[2] ?? match[4]);
    const high = match[3] ? dollars(match[3], match[4] ?? match[2]) : low;
    return { span: { low, high }, words: match[0].trim(), at: match.index, end: match.index + match[0].length };
  });
}

/** The engagement's own range, from site.json ("1–2 weeks", "$25k–$60k a month"); null when it has none. */
export function engagementDuration(text: string): Span | null {
  return durationsIn(text)[0]?.span ?? null;
}
export function engagementPrice(text: string): Span | null {
  return pricesIn(text)[0]?.span ?? null;
}

const within = (inner: Span, outer: Span) => inner.low >= outer.low - 1e-9 && inner.high <= outer.high + 1e-9;

/** "Every two weeks", "two-week sprints", "two-week increments": how often, not how long. */
function isRhythm(text: string, duration: { at: number; end: number }): boolean {
  return (
    /\bevery\s+$/i.test(text.slice(Math.max(0, duration.at - 8), duration.at)) ||
    /^\s*(?:sprints?|increments?|cycles?|iterations?|releases?)\b/i.test(text.slice(duration.end))
  );
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const wordPattern = (word: string) => new RegExp(`\\b${escape(word)}s?\\b`, "i");

/** Where a word of the engagement first appears in `text`, or -1. */
function mentionAt(text: string, engagement: Engagement): number {
  const places = engagement.words
    .map((word) => wordPattern(word).exec(text)?.index ?? -1)
    .filter((index) => index >= 0);
  return places.length ? Math.min(...places) : -1;
}

/** A duration or price "after discovery", "before the MVP": about another period than the engagement's. */
const RELATIVE = /\b(?:after|before|following|beyond|once)\s+(?:the\s+|a\s+|an\s+)?$/i;

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z0-9"“])/);
}

function engagementsOf(site: ProofRecord): Engagement[] {
  const items = ((site.data.engagements as { items?: EngagementJson[] } | undefined)?.items ?? []).filter(
    (item) => typeof item?.name === "string",
  );
  return items.map((item, index) => ({
    name: item.name,
    index,
    words: [item.name, ...(item.alsoCalled ?? [])].map((word) => word.trim()).filter(Boolean),
    duration: engagementDuration(item.duration ?? ""),
    price: engagementPrice(item.price ?? ""),
    monthly: /\b(?:a|per|\/)\s*month\b/i.test(item.price ?? ""),
    durationText: item.duration ?? "",
    priceText: item.price ?? "",
  }));
}

/** Every text of a record with its field path and the title or question of the block it belongs to. */
function textsWithTitles(value: unknown, at = "", title = ""): Array<{ at: string; text: string; title: string }> {
  if (typeof value === "string") return [{ at, text: value, title }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsWithTitles(item, `${at}[${index}]`, title));
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const own = [record.title, record.question].filter((item): item is string => typeof item === "string").join(" ");
    return Object.entries(record).flatMap(([key, item]) =>
      textsWithTitles(item, at ? `${at}.${key}` : key, key === "title" || key === "question" ? "" : own || title),
    );
  }
  return [];
}

/** The kinds whose words are checked: every page a buyer reads a timeline or price on, and posts' frontmatter. */
const CHECKED_KINDS = new Set([
  "service",
  "technology",
  "industry",
  "service-area",
  "alternative",
  "home",
  "blog",
  "page",
]);

/** The engagement a duration or price (`span` of `sentence`) is about, or null. */
function engagementAbout(
  sentence: string,
  span: { at: number; end: number },
  blockTitle: string,
  engagements: Engagement[],
): Engagement | null {
  const before = sentence.slice(0, span.at);
  const after = sentence.slice(span.end);
  const mentions = (text: string) =>
    engagements.flatMap((engagement) => {
      const at = mentionAt(text, engagement);
      return at >= 0 ? [{ engagement, at }] : [];
    });
  // Its adjective: "a two-week discovery", "six-week MVPs".
  const named = mentions(after).find(({ at }) => /^\s*$/.test(after.slice(0, at)));
  if (named) return named.engagement;
  // The nearest named before it: "a discovery phase lasting two weeks".
  const earlier = mentions(before).sort((a, b) => b.at - a.at)[0];
  if (earlier) return earlier.engagement;
  // Named a little after it, unless as what comes later ("eight weeks after discovery").
  const later = mentions(after)
    .filter(({ at }) => at <= 40 && !RELATIVE.test(after.slice(0, at)))
    .sort((a, b) => a.at - b.at)[0];
  if (later) return later.engagement;
  return engagements.find((engagement) => mentionAt(blockTitle, engagement) >= 0) ?? null;
}

const an = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/** Every problem with a stated timeline or price, by file. */
export function pricingProblems(records: readonly ProofRecord[]): Array<{ file: string; problem: Problem }> {
  const site = records.find((record) => record.kind === "site");
  if (!site) return [];
  const engagements = engagementsOf(site);
  const itemField = (engagement: Engagement, key: "duration" | "price") =>
    `${site.file} "engagements.items[${engagement.index}].${key}"`;
  const problems: Array<{ file: string; problem: Problem }> = [];

  for (const record of records) {
    if (!CHECKED_KINDS.has(record.kind)) continue;
    for (const { at, text, title } of textsWithTitles(record.data)) {
      // A client's words are theirs (traced by the quote's source).
      if (/(^|\.)quote$/.test(at)) continue;
      const found = new Set<string>();
      const report = (message: string) => {
        if (found.has(message)) return;
        found.add(message);
        problems.push({ file: record.file, problem: { field: at, message, rule: "pricing-agrees" } });
      };
      for (const sentence of sentencesOf(text)) {
        for (const duration of durationsIn(sentence)) {
          if (isRhythm(sentence, duration)) continue;
          const engagement = engagementAbout(sentence, duration, title, engagements);
          if (!engagement?.duration || within(duration.span, engagement.duration)) continue;
          report(
            `gives the ${an(engagement.name)} "${duration.words.trim()}", but ${itemField(engagement, "duration")} says ${engagement.durationText}; state the time given there, or leave it out (the pricing page shows it)`,
          );
        }
        for (const price of pricesIn(sentence)) {
          const engagement = engagementAbout(sentence, price, title, engagements);
          if (!engagement) {
            report(
              `states a price ("${price.words}") that belongs to no engagement; prices live in ${site.file} "engagements", where the pricing page shows them: name the engagement it is for, or leave the price out`,
            );
            continue;
          }
          const monthly = /^\s*(?:a|per|\/)\s*month\b/i.test(sentence.slice(price.end));
          if (engagement.price && monthly === engagement.monthly && within(price.span, engagement.price)) continue;
          report(
            `gives the ${an(engagement.name)} a price of "${price.words}${monthly ? " a month" : ""}", but ${itemField(engagement, "price")} says ${engagement.priceText}; state the range given there, or leave it out (the pricing page shows it)`,
          );
        }
      }
    }
  }
  return problems;
}
