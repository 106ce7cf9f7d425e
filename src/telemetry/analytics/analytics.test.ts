import { EVENTS, analyticsContext, identify, page, pendingCalls, track } from "./index";

type Recorded = { method: string; args: unknown[] };

/** A stand-in for Segment's analytics.js that records every call. */
function recordingAnalytics(): { calls: Recorded[]; object: Window["analytics"] } {
  const calls: Recorded[] = [];
  const record =
    (method: string) =>
    (...args: unknown[]) => {
      calls.push({ method, args });
    };
  return { calls, object: { track: record("track"), identify: record("identify"), page: record("page") } };
}

const campaign = {
  id: "7",
  medium: "cpc",
  name: "spring",
  source: "google",
  term: null,
  content: null,
  gclid: "g-1",
};

describe("analytics door", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.localStorage.clear();
    window.history.replaceState(null, "", "/services/web-development/?ref=x");
    delete window.analytics;
  });
  afterEach(() => {
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
    delete window.analytics;
  });

  it("passes { context: { campaign, entry_point } } as the options of every call", () => {
    const fake = recordingAnalytics();
    window.analytics = fake.object;
    window.localStorage.setItem("analytics.campaign", JSON.stringify(campaign));

    track(EVENTS.newsletterSignup, { email: "a@b.co", source: "footer" });
    identify("user-1", { plan: "pro" });
    page();

    const context = { context: { campaign, entry_point: "/services/web-development/" } };
    expect(fake.calls).toEqual([
      { method: "track", args: ["newsletter_signup", { email: "a@b.co", source: "footer" }, context] },
      { method: "identify", args: ["user-1", { plan: "pro" }, context] },
      { method: "page", args: [undefined, {}, context] },
    ]);
  });

  it("sends campaign null when no campaign was saved", () => {
    expect(analyticsContext()).toEqual({ context: { campaign: null, entry_point: "/services/web-development/" } });
  });

  it("queues calls made before window.analytics exists and replays them, in order, on the next poll", () => {
    track(EVENTS.contactFormOpened);
    window.history.replaceState(null, "", "/blog/");
    page();
    expect(pendingCalls()).toHaveLength(2);

    const fake = recordingAnalytics();
    window.analytics = fake.object;
    jest.advanceTimersByTime(499);
    expect(fake.calls).toHaveLength(0);
    jest.advanceTimersByTime(1);

    expect(pendingCalls()).toHaveLength(0);
    expect(fake.calls).toEqual([
      {
        method: "track",
        args: ["contact_form_opened", {}, { context: { campaign: null, entry_point: "/services/web-development/" } }],
      },
      { method: "page", args: [undefined, {}, { context: { campaign: null, entry_point: "/blog/" } }] },
    ]);
  });

  it("replays the queue before a new call once the object exists, and stops polling", () => {
    track("queued_first");
    const fake = recordingAnalytics();
    window.analytics = fake.object;
    track("sent_second");
    expect(fake.calls.map((call) => call.args[0])).toEqual(["queued_first", "sent_second"]);
    expect(jest.getTimerCount()).toBe(0);
  });

  it("keeps waiting while window.analytics is missing or incomplete", () => {
    track("waiting");
    window.analytics = { track: jest.fn() };
    jest.advanceTimersByTime(2000);
    expect(pendingCalls()).toHaveLength(1);
    expect(window.analytics.track).not.toHaveBeenCalled();
    const fake = recordingAnalytics();
    window.analytics = fake.object;
    jest.advanceTimersByTime(500);
    expect(fake.calls).toHaveLength(1);
  });
});
