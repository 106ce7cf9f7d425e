/**
 * Error reports carry no personal data: e-mail addresses are masked wherever
 * text appears, URLs keep their path but lose their query values and fragment
 * (forms, campaign links and password resets put values there), and the
 * visitor's identity, cookies, headers and request bodies are dropped. With
 * `sendDefaultPii: false` the service stores no IP address either.
 *
 * Used as the error-reporting SDK's beforeSend and beforeBreadcrumb
 * (src/telemetry/error-reporting.ts). Only the SDK's types are imported: the SDK
 * itself stays out of the first-load bundle.
 */
import type { Breadcrumb, ErrorEvent } from "@sentry/gatsby";
import { maskEmails } from "../lib/validation/email";

export const EMAIL_MASK = "[email]";
export const VALUE_MASK = "[filtered]";

/** A URL in running text (an error message may quote one). */
const URL_IN_TEXT = /\bhttps?:\/\/[^\s"'<>)]+/gi;

/** `?email=a%40b.co&page=2#top` → `?email=[filtered]&page=[filtered]`; the fragment goes. */
export function scrubUrl(url: string): string {
  const hashAt = url.indexOf("#");
  const withoutHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = withoutHash.indexOf("?");
  if (queryAt < 0) return scrubText(withoutHash);
  const query = withoutHash
    .slice(queryAt + 1)
    .split("&")
    .filter(Boolean)
    .map((pair) => `${pair.split("=")[0]}=${VALUE_MASK}`)
    .join("&");
  return `${scrubText(withoutHash.slice(0, queryAt))}?${query}`;
}

/** Text with every URL scrubbed and every e-mail address masked. */
export function scrubText(text: string): string {
  const urls = text.replace(URL_IN_TEXT, (url) => (url.includes("?") || url.includes("#") ? scrubUrl(url) : url));
  return maskEmails(urls, EMAIL_MASK);
}

/** Every string inside a value, scrubbed (depth-limited; other values as they are). */
export function scrubDeep<T>(value: T, depth = 0): T {
  if (typeof value === "string") return scrubText(value) as T;
  if (depth > 6 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => scrubDeep(item, depth + 1)) as T;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, scrubDeep(item, depth + 1)]),
  ) as T;
}

const URL_FIELDS = ["url", "from", "to"] as const;

export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  const next: Breadcrumb = { ...breadcrumb };
  if (typeof next.message === "string") next.message = scrubText(next.message);
  if (next.data) {
    const data: Record<string, unknown> = { ...next.data };
    // Console breadcrumbs keep the logged values themselves: only the scrubbed message stays.
    delete data.arguments;
    for (const field of URL_FIELDS) if (typeof data[field] === "string") data[field] = scrubUrl(data[field]);
    next.data = scrubDeep(data);
  }
  return next;
}

export function scrubEvent(event: ErrorEvent): ErrorEvent {
  const next: ErrorEvent = { ...event };
  delete next.user;
  if (typeof next.message === "string") next.message = scrubText(next.message);
  if (typeof next.transaction === "string") next.transaction = scrubUrl(next.transaction);
  if (next.request) {
    const { url, headers } = next.request;
    next.request = {
      ...(url ? { url: scrubUrl(url) } : {}),
      // The browser's own description is kept; Referer (a URL) and cookies are not.
      ...(headers?.["User-Agent"] ? { headers: { "User-Agent": headers["User-Agent"] } } : {}),
    };
  }
  if (next.exception?.values) {
    next.exception = {
      ...next.exception,
      values: next.exception.values.map((value) => ({
        ...value,
        ...(typeof value.value === "string" ? { value: scrubText(value.value) } : {}),
        ...(value.stacktrace?.frames
          ? {
              stacktrace: {
                ...value.stacktrace,
                frames: value.stacktrace.frames.map((frame) => ({
                  ...frame,
                  ...(frame.filename ? { filename: scrubUrl(frame.filename) } : {}),
                  ...(frame.abs_path ? { abs_path: scrubUrl(frame.abs_path) } : {}),
                })),
              },
            }
          : {}),
      })),
    };
  }
  if (next.breadcrumbs) next.breadcrumbs = next.breadcrumbs.map(scrubBreadcrumb);
  if (next.extra) next.extra = scrubDeep(next.extra);
  if (next.contexts) next.contexts = scrubDeep(next.contexts);
  if (next.tags) next.tags = scrubDeep(next.tags);
  return next;
}
