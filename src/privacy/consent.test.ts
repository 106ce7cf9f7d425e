import {
  type ConsentChoice,
  type PrivacyMode,
  consentModeSettings,
  parseConsentChoice,
  parsePrivacyMode,
  resolveConsent,
} from "./consent";
import { consentBootstrapSource, replaceTagManagerSnippet, tagManagerScriptUrl } from "./consent-bootstrap";
import { loadTagManager } from "../telemetry/trackers";

/** The privacy policy's version these pages were built with. */
const VERSION = "2025-09-01";
const choice = (analytics: boolean, marketing: boolean, policyVersion: string | null = VERSION): ConsentChoice => ({
  analytics,
  marketing,
  savedAt: "2026-01-01T00:00:00.000Z",
  policyVersion,
  consentId: "2f1c9a54-7c1e-4c8e-9f3e-2b1e0f5d6a70",
});
const resolve = (input: Omit<Parameters<typeof resolveConsent>[0], "policyVersion">) =>
  resolveConsent({ ...input, policyVersion: VERSION });

describe("consent rules", () => {
  it("opt-out mode: everything runs until the visitor turns it off; no banner", () => {
    expect(resolve({ choice: null, gpc: false, mode: "opt-out" })).toEqual({
      analytics: true,
      marketing: true,
      decided: true,
      gpc: false,
      tagManager: true,
      outdated: false,
    });
    expect(resolve({ choice: choice(false, true), gpc: false, mode: "opt-out" })).toMatchObject({
      analytics: false,
      marketing: true,
    });
  });

  it("Global Privacy Control turns analytics and marketing off whatever was stored; the container still gets the denial", () => {
    expect(resolve({ choice: choice(true, true), gpc: true, mode: "opt-out" })).toEqual({
      analytics: false,
      marketing: false,
      decided: true,
      gpc: true,
      tagManager: true,
      outdated: false,
    });
  });

  it("opt-in mode: nothing runs and the banner shows until a choice; the container waits for something allowed", () => {
    expect(resolve({ choice: null, gpc: false, mode: "opt-in" })).toEqual({
      analytics: false,
      marketing: false,
      decided: false,
      gpc: false,
      tagManager: false,
      outdated: false,
    });
    expect(resolve({ choice: choice(false, false), gpc: false, mode: "opt-in" })).toMatchObject({
      decided: true,
      tagManager: false,
    });
    expect(resolve({ choice: choice(true, false), gpc: false, mode: "opt-in" })).toMatchObject({
      analytics: true,
      marketing: false,
      tagManager: true,
    });
    expect(resolve({ choice: null, gpc: true, mode: "opt-in" })).toMatchObject({
      decided: true,
      tagManager: false,
    });
  });

  it("a new version of the privacy policy asks again: an older choice only narrows what runs until then", () => {
    for (const old of ["2024-01-01", null]) {
      // Opt-out: what was turned off stays off, what was on stays on (it runs by default anyway).
      expect(resolve({ choice: choice(false, true, old), gpc: false, mode: "opt-out" })).toEqual({
        analytics: false,
        marketing: true,
        decided: false,
        gpc: false,
        tagManager: true,
        outdated: true,
      });
      // Opt-in: a yes given under another policy is not a yes to this one.
      expect(resolve({ choice: choice(true, true, old), gpc: false, mode: "opt-in" })).toEqual({
        analytics: false,
        marketing: false,
        decided: false,
        gpc: false,
        tagManager: false,
        outdated: true,
      });
    }
    // Global Privacy Control already says no to both: nothing to ask.
    expect(resolve({ choice: choice(true, true, "2024-01-01"), gpc: true, mode: "opt-in" })).toMatchObject({
      decided: true,
      outdated: false,
    });
  });

  it("reads only well-formed stored choices", () => {
    expect(parseConsentChoice(JSON.stringify(choice(true, false)))).toEqual(choice(true, false));
    for (const raw of [null, "", "{", "null", '{"analytics":"yes","marketing":true}', "[]"]) {
      expect(parseConsentChoice(raw)).toBeNull();
    }
  });

  it("maps analytics to analytics_storage and marketing to the three ad_* settings", () => {
    expect(consentModeSettings({ analytics: true, marketing: false })).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "granted",
    });
  });

  it("PRIVACY_MODE is opt-in only when it says so", () => {
    expect(parsePrivacyMode("opt-in")).toBe("opt-in");
    expect(parsePrivacyMode(" OPT-IN ")).toBe("opt-in");
    expect(parsePrivacyMode(undefined)).toBe("opt-out");
    expect(parsePrivacyMode("yes")).toBe("opt-out");
  });
});

type Layer = unknown[];

/** The container's start events in the data layer as it is now. */
const startEvents = () =>
  ((window as unknown as { dataLayer?: Layer }).dataLayer ?? []).filter(
    (item) => (item as { event?: string }).event === "gtm.js",
  );
const containers = () => Array.from(document.querySelectorAll<HTMLScriptElement>("script[src]"), (s) => s.src);

/** Runs the inline bootstrap as the browser would, and returns the data layer and the container scripts. */
function runBootstrap(mode: PrivacyMode, stored: ConsentChoice | null, gpc: boolean) {
  document.head.innerHTML = "<script></script>";
  window.localStorage.clear();
  if (stored) window.localStorage.setItem("privacy.consent", JSON.stringify(stored));
  delete (window as { dataLayer?: unknown }).dataLayer;
  Object.defineProperty(window.navigator, "globalPrivacyControl", { value: gpc, configurable: true });
  new Function(consentBootstrapSource("GTM-TEST123", mode, VERSION))();
  const layer = (window as unknown as { dataLayer: Layer }).dataLayer.map((item) =>
    Object.prototype.toString.call(item) === "[object Arguments]" ? Array.from(item as ArrayLike<unknown>) : item,
  );
  const scripts = Array.from(document.querySelectorAll<HTMLScriptElement>("script[src]"), (s) => s.src);
  return { layer, scripts };
}

describe("consent bootstrap (inline, before the tag manager)", () => {
  afterEach(() => {
    Reflect.deleteProperty(window.navigator, "globalPrivacyControl");
    window.localStorage.clear();
  });

  it("sets the regional defaults (EEA, UK, Switzerland denied) and the mode's default before gtm.js", () => {
    const { layer, scripts } = runBootstrap("opt-out", null, false);
    const granted = {
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
      analytics_storage: "granted",
    };
    const denied = {
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
    };
    expect(layer[0]).toEqual([
      "consent",
      "default",
      { ...denied, region: expect.arrayContaining(["DE", "FR", "GB", "CH", "NO", "IS", "LI"]) },
    ]);
    expect((layer[0] as [string, string, { region: string[] }])[2].region).toHaveLength(32);
    expect(layer[1]).toEqual(["consent", "default", granted]);
    expect(layer[2]).toEqual({ event: "gtm.js", "gtm.start": expect.any(Number) });
    expect(layer).toHaveLength(3);
    expect(scripts).toEqual([tagManagerScriptUrl("GTM-TEST123")]);
  });

  it("sends a denied update before gtm.js for a Global Privacy Control visitor", () => {
    const { layer, scripts } = runBootstrap("opt-out", choice(true, true), true);
    expect(layer[2]).toEqual([
      "consent",
      "update",
      { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" },
    ]);
    expect(layer[3]).toMatchObject({ event: "gtm.js" });
    expect(scripts).toHaveLength(1);
  });

  it("starts the data layer at once and requests the container only once the page has loaded and painted", () => {
    const paintObservers: Array<(names: string[]) => void> = [];
    class PaintObserver {
      static supportedEntryTypes = ["paint"];
      constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
      observe() {
        paintObservers.push((names) => this.callback({ getEntriesByName: (name) => names.filter((n) => n === name) }));
      }
      disconnect() {}
    }
    Object.defineProperty(document, "readyState", { value: "interactive", configurable: true });
    Object.defineProperty(window, "PerformanceObserver", { value: PaintObserver, configurable: true, writable: true });
    jest.useFakeTimers();
    try {
      const { layer, scripts } = runBootstrap("opt-out", null, false);
      // The consent defaults and the start event are in place at once, as Google's own snippet pushes it: what the
      // page pushes before its load event (the plugin's first route change once React has hydrated) comes after it.
      // Only the container's download waits.
      expect(layer.map((item) => (Array.isArray(item) ? item.slice(0, 2).join(" ") : item))).toEqual([
        "consent default",
        "consent default",
        { event: "gtm.js", "gtm.start": expect.any(Number) },
      ]);
      expect(scripts).toEqual([]);
      window.dataLayer!.push({ event: "gatsby-route-change" });
      window.dispatchEvent(new Event("load"));
      jest.advanceTimersByTime(0);
      expect(containers()).toEqual([]);
      // The first paint without text is not it; the first contentful paint is, a task later.
      paintObservers[0]!(["first-paint"]);
      jest.advanceTimersByTime(0);
      expect(containers()).toEqual([]);
      paintObservers[0]!(["first-contentful-paint"]);
      expect(containers()).toEqual([]);
      jest.advanceTimersByTime(0);
      expect(containers()).toEqual([tagManagerScriptUrl("GTM-TEST123")]);
      // No second start event with the download.
      expect((window as unknown as { dataLayer: Layer }).dataLayer.slice(2)).toEqual([
        { event: "gtm.js", "gtm.start": expect.any(Number) },
        { event: "gatsby-route-change" },
      ]);
      // Once only: the five-second fallback adds nothing more.
      jest.advanceTimersByTime(5000);
      expect(containers()).toHaveLength(1);
      expect(startEvents()).toHaveLength(1);
    } finally {
      jest.useRealTimers();
      Reflect.deleteProperty(document, "readyState");
      Object.defineProperty(window, "PerformanceObserver", { value: undefined, configurable: true, writable: true });
    }
  });

  it("adds no second container or start event when a choice has loaded it before the page painted", () => {
    Object.defineProperty(window, "PerformanceObserver", { value: undefined, configurable: true, writable: true });
    Object.defineProperty(document, "readyState", { value: "interactive", configurable: true });
    try {
      runBootstrap("opt-out", null, false);
      const [start] = startEvents();
      expect(start).toEqual({ event: "gtm.js", "gtm.start": expect.any(Number) });
      // The choice brings the download forward; the bootstrap's start event stays the only one.
      expect(loadTagManager("GTM-TEST123")).toBe(true);
      expect(containers()).toEqual([tagManagerScriptUrl("GTM-TEST123")]);
      window.dispatchEvent(new Event("load"));
      expect(containers()).toEqual([tagManagerScriptUrl("GTM-TEST123")]);
      expect(loadTagManager("GTM-TEST123")).toBe(false);
      expect(startEvents()).toEqual([start]);
    } finally {
      Reflect.deleteProperty(document, "readyState");
    }
  });

  it("requests the container five seconds after the load when no contentful paint comes", () => {
    class PaintObserver {
      static supportedEntryTypes = ["paint"];
      observe() {}
      disconnect() {}
    }
    Object.defineProperty(window, "PerformanceObserver", { value: PaintObserver, configurable: true, writable: true });
    jest.useFakeTimers();
    try {
      const { scripts } = runBootstrap("opt-out", null, false);
      expect(scripts).toEqual([]);
      jest.advanceTimersByTime(4999);
      expect(document.querySelectorAll("script[src]")).toHaveLength(0);
      jest.advanceTimersByTime(1);
      expect(document.querySelectorAll("script[src]")).toHaveLength(1);
    } finally {
      jest.useRealTimers();
      Object.defineProperty(window, "PerformanceObserver", { value: undefined, configurable: true, writable: true });
    }
  });

  it("loads no container in opt-in mode before a choice, or after Reject all", () => {
    expect(runBootstrap("opt-in", null, false).scripts).toEqual([]);
    expect(runBootstrap("opt-in", choice(false, false), false).scripts).toEqual([]);
    expect(runBootstrap("opt-in", choice(false, true), false).scripts).toHaveLength(1);
  });

  it("opt-in mode: no start event before a choice; the choice that allows the container pushes it, once", () => {
    const { layer } = runBootstrap("opt-in", null, false);
    expect(layer).toHaveLength(2);
    expect(startEvents()).toEqual([]);
    window.dataLayer!.push({ event: "gatsby-route-change" });
    expect(loadTagManager("GTM-TEST123")).toBe(true);
    expect(containers()).toEqual([tagManagerScriptUrl("GTM-TEST123")]);
    expect((window as unknown as { dataLayer: Layer }).dataLayer.slice(2)).toEqual([
      { event: "gatsby-route-change" },
      { event: "gtm.js", "gtm.start": expect.any(Number) },
    ]);
    // A later choice (another save, another page of the same visit) adds neither.
    expect(loadTagManager("GTM-TEST123")).toBe(false);
    expect(startEvents()).toHaveLength(1);
    expect(containers()).toHaveLength(1);
  });

  it("follows the same rules as resolveConsent in every case", () => {
    for (const mode of ["opt-out", "opt-in"] as const)
      for (const stored of [
        null,
        ...[VERSION, "2024-01-01", null].flatMap((version) => [
          choice(true, true, version),
          choice(true, false, version),
          choice(false, true, version),
          choice(false, false, version),
        ]),
      ])
        for (const gpc of [false, true]) {
          const expected = resolve({ choice: stored, gpc, mode });
          const { layer, scripts } = runBootstrap(mode, stored, gpc);
          const update = layer.find((item) => Array.isArray(item) && item[1] === "update") as unknown[] | undefined;
          const last = (update ?? layer[1]) as [string, string, Record<string, string>];
          expect({ mode, stored, gpc, settings: last[2] }).toEqual({
            mode,
            stored,
            gpc,
            settings: consentModeSettings(expected),
          });
          expect(scripts.length === 1).toBe(expected.tagManager);
          expect(startEvents()).toHaveLength(expected.tagManager ? 1 : 0);
        }
  });

  it("takes the place of the tag manager plugin's snippet and iframe, first in the head", () => {
    const plugin = { key: "plugin-google-tagmanager" };
    const other = { key: "early-errors" };
    const bootstrap = { key: "consent-bootstrap" };
    expect(replaceTagManagerSnippet<unknown>([[other, plugin]], [bootstrap])).toEqual([bootstrap, other]);
    expect(replaceTagManagerSnippet([plugin])).toEqual([]);
  });
});
