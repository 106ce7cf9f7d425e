/**
 * "When may we call you?": a half-day window over the next business days, the visitor's answer when the
 * site has no booking page (content/site.json "schedulingUrl"). It is a wish, not a booking: the reply
 * confirms a time.
 *
 * The form sends a token that names a window relative to the day it is sent ("day-1-morning": the next
 * business day's morning) and the visitor's time zone (`timeZone`, filled by the browser; a form posted
 * without a script has none, and its windows are the agency's time, as its labels say). The lead route
 * resolves the token on arrival (withCallWindow) into the words every destination reads, the stored lead,
 * the webhook, the CSV: "Tuesday 2 June 2026, morning (9:00–12:00, America/New_York)". The browser draws its
 * options with the same calendar, so the dates a visitor picks are the dates the lead carries.
 */

/** The field of the forms' records that holds the window, and the one that holds the visitor's time zone. */
export const CALL_WINDOW_FIELD = "callWindow";
export const TIME_ZONE_FIELD = "timeZone";

/** Whose time a window is in when the visitor's is not known: the agency's (Boulder, Colorado). */
export const AGENCY_TIME_ZONE = "America/Denver";
export const AGENCY_TIME_ZONE_NAME = "US Mountain Time";

/** How many business days ahead the windows reach, and the two halves of a day, in local hours. */
export const CALL_WINDOW_DAYS = 3;
export const HALF_DAYS = {
  morning: { label: "morning", hours: "9:00–12:00" },
  afternoon: { label: "afternoon", hours: "13:00–17:00" },
} as const;
export type HalfDay = keyof typeof HALF_DAYS;

const ORDINALS = ["Next business day", "In two business days", "In three business days"];

/** Every window a form offers, as the token it sends and the words a page shows without a script. */
export const CALL_WINDOW_TOKENS: ReadonlyArray<{ value: string; label: string; day: number; half: HalfDay }> =
  Array.from({ length: CALL_WINDOW_DAYS }, (_, index) => index + 1).flatMap((day) =>
    (Object.keys(HALF_DAYS) as HalfDay[]).map((half) => ({
      value: `day-${day}-${half}`,
      label: `${ORDINALS[day - 1]}, ${half} (${HALF_DAYS[half].hours} ${AGENCY_TIME_ZONE_NAME})`,
      day,
      half,
    })),
  );

/** The time zone a browser reports, when it is one this runtime knows; else null. */
export function knownTimeZone(zone: unknown): string | null {
  if (typeof zone !== "string" || !zone || zone.length > 64) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The calendar day it is at `now` in `zone`. */
function today(now: Date, zone: string): CalendarDay {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

/** The `count`-th business day (Monday to Friday) after `from`, as a date at noon UTC (for naming it). */
export function businessDayAfter(from: CalendarDay, count: number): Date {
  const date = new Date(Date.UTC(from.year, from.month - 1, from.day, 12));
  let left = count;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "Tuesday 4 March 2025", or "Tue 4 Mar": spelt out here, the same in every browser and on the server. */
const dayName = (date: Date, style: "long" | "short") => {
  const weekday = WEEKDAYS[date.getUTCDay()];
  const month = MONTHS[date.getUTCMonth()];
  return style === "long"
    ? `${weekday} ${date.getUTCDate()} ${month} ${date.getUTCFullYear()}`
    : `${weekday.slice(0, 3)} ${date.getUTCDate()} ${month.slice(0, 3)}`;
};

/** A window's token, or null for anything else. */
export function callWindowToken(value: unknown): { day: number; half: HalfDay } | null {
  const found = CALL_WINDOW_TOKENS.find((token) => token.value === value);
  return found ? { day: found.day, half: found.half } : null;
}

/**
 * The words a window's token stands for on the day it is sent: "Tuesday 2 June 2026, morning (9:00–12:00,
 * America/New_York)"; in the agency's time when the visitor's is not known. Empty for no window.
 */
export function resolveCallWindow(token: unknown, zone: unknown, now: Date): string {
  const window = callWindowToken(token);
  if (!window) return "";
  const visitorZone = knownTimeZone(zone);
  const where = visitorZone ?? AGENCY_TIME_ZONE;
  const date = businessDayAfter(today(now, where), window.day);
  const { label, hours } = HALF_DAYS[window.half];
  return `${dayName(date, "long")}, ${label} (${hours}, ${where})`;
}

/** The options a browser shows in the visitor's time zone: "Tue 2 Jun, 9:00–12:00". */
export function callWindowOptions(zone: string, now: Date): Array<{ value: string; label: string }> {
  const start = today(now, zone);
  return CALL_WINDOW_TOKENS.map((token) => ({
    value: token.value,
    label: `${dayName(businessDayAfter(start, token.day), "short")}, ${HALF_DAYS[token.half].label} (${HALF_DAYS[token.half].hours})`,
  }));
}

/** A submission's values with its window resolved and its time zone kept only when it is a real one. */
export function withCallWindow<T extends Record<string, unknown>>(values: T, now: Date): T {
  if (!(CALL_WINDOW_FIELD in values)) return values;
  return {
    ...values,
    [CALL_WINDOW_FIELD]: resolveCallWindow(values[CALL_WINDOW_FIELD], values[TIME_ZONE_FIELD], now),
    [TIME_ZONE_FIELD]: knownTimeZone(values[TIME_ZONE_FIELD]) ?? "",
  };
}
