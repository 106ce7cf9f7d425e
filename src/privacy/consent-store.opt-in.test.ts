import { EVENTS } from "../telemetry/analytics/events";

describe("privacy choices in the browser (opt-in mode)", () => {
  let store: typeof import("./consent-store");
  let save: typeof import("./save-consent");

  beforeEach(() => {
    jest.resetModules();
    process.env.GATSBY_PRIVACY_MODE = "opt-in";
    window.localStorage.clear();
  });
  afterEach(() => {
    delete process.env.GATSBY_PRIVACY_MODE;
    delete window.analytics;
  });

  it("holds calls made before the visitor chooses and sends them, in order, after Accept", async () => {
    const analytics = await import("../telemetry/analytics");
    store = await import("./consent-store");
    save = await import("./save-consent");
    expect(store.PRIVACY_MODE).toBe("opt-in");
    const calls: unknown[][] = [];
    window.analytics = {
      track: (...args: unknown[]) => calls.push(["track", ...args]),
      page: (...args: unknown[]) => calls.push(["page", ...args]),
      identify: () => undefined,
    };
    analytics.page();
    analytics.track(EVENTS.contactFormOpened);
    expect(store.analyticsConsent()).toBe("pending");
    expect(calls).toEqual([]);
    expect(analytics.pendingCalls()).toHaveLength(2);

    save.saveConsent({ analytics: true, marketing: true });
    expect(analytics.flushQueue()).toBe(2);
    expect(calls.map((call) => call[0])).toEqual(["page", "track"]);
  });

  it("drops the held calls after Reject all", async () => {
    const analytics = await import("../telemetry/analytics");
    store = await import("./consent-store");
    save = await import("./save-consent");
    analytics.track(EVENTS.contactFormOpened);
    save.saveConsent({ analytics: false, marketing: false });
    analytics.discardPendingCalls();
    analytics.track(EVENTS.contactFormClosed);
    expect(analytics.pendingCalls()).toHaveLength(0);
    expect(store.getConsent()).toMatchObject({ decided: true, analytics: false, tagManager: false });
  });
});
