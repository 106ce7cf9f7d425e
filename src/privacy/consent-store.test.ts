import { waitFor } from "@testing-library/react";
import { EVENTS, discardPendingCalls, pendingCalls, track } from "../telemetry/analytics";
import { CONSENT_STORAGE_KEY } from "./consent";
import {
  POLICY_VERSION,
  analyticsConsent,
  getConsent,
  resetConsentForTests,
  storedConsentId,
  subscribeConsent,
} from "./consent-store";
import { saveConsent } from "./save-consent";
import { applyConsent, loadTagManager } from "../telemetry/trackers";

type Recorded = unknown[];

function recordingAnalytics(): Recorded[] {
  const calls: Recorded[] = [];
  const record =
    (method: string) =>
    (...args: unknown[]) =>
      calls.push([method, ...args]);
  window.analytics = { track: record("track"), identify: record("identify"), page: record("page") };
  return calls;
}

const asArrays = () =>
  (window.dataLayer as unknown as unknown[]).map((item) =>
    Object.prototype.toString.call(item) === "[object Arguments]" ? Array.from(item as ArrayLike<unknown>) : item,
  );

describe("privacy choices in the browser (opt-out mode, the default)", () => {
  beforeEach(() => {
    window.localStorage.clear();
    resetConsentForTests();
    discardPendingCalls();
    delete window.analytics;
    delete window.dataLayer;
    document.head.innerHTML = "";
    Reflect.deleteProperty(window.navigator, "globalPrivacyControl");
  });

  it("sends the spec's events as before for a visitor who has not opted out", () => {
    const calls = recordingAnalytics();
    track(EVENTS.newsletterSignup, { source: "footer" });
    expect(analyticsConsent()).toBe("granted");
    expect(calls.map((call) => call.slice(0, 2))).toEqual([["track", "newsletter_signup"]]);
  });

  it("stores an opt-out under privacy.consent with the policy's version and the browser's consent id, records it with the site, and sends nothing afterwards, nor keeps anything", () => {
    const posts: Array<[string, RequestInit]> = [];
    window.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      posts.push([String(url), init!]);
      return new Response("{}", { status: 201 });
    }) as typeof fetch;
    const calls = recordingAnalytics();
    const seen: boolean[] = [];
    subscribeConsent((state) => seen.push(state.analytics));
    window.history.replaceState({}, "", "/services/web-development/");
    saveConsent({ analytics: false, marketing: true }, new Date("2026-02-03T04:05:06.000Z"));
    const stored = JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY)!);
    expect(stored).toEqual({
      analytics: false,
      marketing: true,
      savedAt: "2026-02-03T04:05:06.000Z",
      policyVersion: POLICY_VERSION,
      consentId: expect.stringMatching(/^[0-9a-z-]{16,}$/),
    });
    expect(posts.map(([url, init]) => [url, init.method, JSON.parse(String(init.body)), init.keepalive])).toEqual([
      [
        "/api/consent",
        "POST",
        {
          consentId: stored.consentId,
          analytics: false,
          marketing: true,
          policyVersion: POLICY_VERSION,
          page: "/services/web-development/",
          gpc: false,
        },
        true,
      ],
    ]);
    // The next choice keeps the browser's id: its records read as one visitor's history.
    saveConsent({ analytics: true, marketing: true });
    expect(storedConsentId()).toBe(stored.consentId);
    expect(JSON.parse(String(posts[1][1].body))).toMatchObject({ consentId: stored.consentId, analytics: true });
    saveConsent({ analytics: false, marketing: true });
    expect(seen).toEqual([false, true, false]);
    track(EVENTS.contactFormOpened);
    expect(calls).toEqual([]);
    expect(pendingCalls()).toHaveLength(0);
    expect(analyticsConsent()).toBe("denied");
  });

  it("a choice stored under another version of the privacy policy brings the banner back and keeps what it turned off off", () => {
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ analytics: false, marketing: true, savedAt: "", policyVersion: "2020-01-01", consentId: "c-1" }),
    );
    expect(getConsent()).toMatchObject({ analytics: false, marketing: true, decided: false, outdated: true });
    window.fetch = jest.fn(async () => new Response("{}", { status: 201 })) as typeof fetch;
    saveConsent({ analytics: true, marketing: false });
    expect(getConsent()).toMatchObject({ analytics: true, marketing: false, decided: true, outdated: false });
    expect(storedConsentId()).toBe("c-1");
  });

  it("Global Privacy Control: nothing is sent, whatever was stored", () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ analytics: true, marketing: true, savedAt: "" }));
    Object.defineProperty(window.navigator, "globalPrivacyControl", { value: true, configurable: true });
    const calls = recordingAnalytics();
    track(EVENTS.contactFormOpened);
    expect(calls).toEqual([]);
    expect(getConsent()).toMatchObject({ analytics: false, marketing: false, gpc: true });
  });

  it("applying an opt-out sends the tag manager a denied Consent Mode update and loads no Segment", () => {
    window.dataLayer = [] as object[];
    saveConsent({ analytics: false, marketing: false });
    applyConsent(getConsent(), { gtmId: "GTM-X", segmentWriteKey: "key" });
    expect(asArrays()).toEqual([
      [
        "consent",
        "update",
        { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" },
      ],
      // Opt-out mode loads the container (had the head not): its tags follow the denial.
      { event: "gtm.js", "gtm.start": expect.any(Number) },
    ]);
    expect(document.querySelectorAll("script[src]")).toHaveLength(1);
    expect(document.querySelector("script[data-global-segment-analytics-key]")).toBeNull();
    expect(window.analytics).toBeUndefined();
  });

  it("applying an opt-in loads Segment and the container once", async () => {
    window.dataLayer = [] as object[];
    applyConsent(getConsent(), { gtmId: "GTM-X", segmentWriteKey: "key" });
    // Segment's snippet is a chunk of its own (src/telemetry/analytics/request-segment.ts): it arrives a moment later.
    await waitFor(() => expect(document.querySelector("script[data-global-segment-analytics-key]")).not.toBeNull());
    expect(loadTagManager("GTM-X")).toBe(false);
    expect(document.querySelectorAll('script[src^="https://www.googletagmanager.com/gtm.js"]')).toHaveLength(1);
  });
});
