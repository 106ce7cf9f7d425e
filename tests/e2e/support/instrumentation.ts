/**
 * Shared set-up for the instrumentation specs: the built site carries test
 * keys (test-keys.json), and these helpers answer the requests they cause so
 * nothing leaves the machine.
 */
import type { Page, Request } from "@playwright/test";
import keys from "../test-keys.json";

export { keys };

export const GTM_SCRIPT = `https://www.googletagmanager.com/gtm.js?id=${keys.GATSBY_GTM_ID}`;
export const SEGMENT_SCRIPT = `https://cdn.segment.com/analytics.js/v1/${keys.GATSBY_SEGMENT_WRITE_KEY}/analytics.min.js`;

const dsn = new URL(keys.GATSBY_SENTRY_DSN);
/** Where the error-reporting SDK posts its envelopes for the test DSN. */
export const SENTRY_ENVELOPE_URL = `${dsn.protocol}//${dsn.host}/api${dsn.pathname}/envelope/`;

/** Answers the tag manager's container script with an empty script. */
export async function fulfilTagManager(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route("https://www.googletagmanager.com/**", (route) => {
    requests.push(route.request());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
  });
  return requests;
}

/** Answers Segment's analytics.js with `body` (an empty script by default). */
export async function fulfilSegment(page: Page, body = ""): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route("https://cdn.segment.com/**", (route) => {
    requests.push(route.request());
    return route.fulfill({ status: 200, contentType: "text/javascript", body });
  });
  return requests;
}

export interface SentryEvent {
  exception?: { values: Array<{ type: string; value: string; mechanism?: { type: string; handled: boolean } }> };
  request?: { url: string };
}

/** A fake error-reporting endpoint: records every envelope and its event items. */
export async function fakeSentry(page: Page): Promise<{ urls: string[]; events: SentryEvent[] }> {
  const received = { urls: [] as string[], events: [] as SentryEvent[] };
  await page.route(`${SENTRY_ENVELOPE_URL}**`, (route) => {
    const request = route.request();
    received.urls.push(request.url());
    // An envelope is newline-delimited JSON: a header, then item header / payload pairs.
    const lines = (request.postData() ?? "").split("\n").filter(Boolean);
    for (let i = 1; i + 1 < lines.length; i += 2) {
      const itemHeader = JSON.parse(lines[i]!) as { type: string };
      if (itemHeader.type === "event") received.events.push(JSON.parse(lines[i + 1]!) as SentryEvent);
    }
    return route.fulfill({ status: 200, contentType: "application/json", body: "{}" });
  });
  return received;
}

/** Answers every third-party request the test keys cause. */
export async function stubThirdParties(page: Page) {
  return {
    tagManager: await fulfilTagManager(page),
    segment: await fulfilSegment(page),
    sentry: await fakeSentry(page),
  };
}

/** Marks the current document; `isSameDocument` is then false after a full page load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
}

export function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

/** Client-side navigation with Gatsby's own navigate (what every internal Link calls). */
export async function navigateClientSide(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    (window as unknown as { ___navigate: (to: string) => void }).___navigate(target);
  }, to);
}

type DataLayerWindow = { dataLayer?: Array<Record<string, unknown>> };

/**
 * Waits until the page has rendered on the client: the tag manager's first
 * route-change event comes 50 ms after Gatsby's first onRouteUpdate.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    (window as unknown as DataLayerWindow).dataLayer?.some((item) => item.event === "gatsby-route-change"),
  );
}
