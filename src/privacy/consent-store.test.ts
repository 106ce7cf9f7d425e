import { EVENTS, discardPendingCalls, pendingCalls, track } from "../telemetry/analytics";
import { CONSENT_STORAGE_KEY } from "./consent";
import { analyticsConsent, getConsent, resetConsentForTests, saveConsent, subscribeConsent } from "./consent-store";
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

  it("stores an opt-out under privacy.consent and sends nothing afterwards, nor keeps anything", () => {
    const calls = recordingAnalytics();
    const seen: boolean[] = [];
    subscribeConsent((state) => seen.push(state.analytics));
    saveConsent({ analytics: false, marketing: true }, new Date("2026-02-03T04:05:06.000Z"));
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual({
      analytics: false,
      marketing: true,
      savedAt: "2026-02-03T04:05:06.000Z",
    });
    expect(seen).toEqual([false]);
    track(EVENTS.contactFormOpened);
    expect(calls).toEqual([]);
    expect(pendingCalls()).toHaveLength(0);
    expect(analyticsConsent()).toBe("denied");
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

  it("applying an opt-in loads Segment and the container once", () => {
    window.dataLayer = [] as object[];
    applyConsent(getConsent(), { gtmId: "GTM-X", segmentWriteKey: "key" });
    expect(document.querySelector("script[data-global-segment-analytics-key]")).not.toBeNull();
    expect(loadTagManager("GTM-X")).toBe(false);
    expect(document.querySelectorAll('script[src^="https://www.googletagmanager.com/gtm.js"]')).toHaveLength(1);
  });
});
