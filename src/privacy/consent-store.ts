/**
 * The visitor's privacy choices in the browser: read from localStorage and
 * Global Privacy Control, saved by the dialog or the banner (./save-consent.ts,
 * which also records them with the site's own route, the agency's proof), and
 * announced to whoever listens (browser-instrumentation loads or stops the
 * trackers; the dialog and banner re-render). Rules are in consent.ts.
 */
import {
  CONSENT_STORAGE_KEY,
  type ConsentChoice,
  type ConsentState,
  parseConsentChoice,
  parsePrivacyMode,
  resolveConsent,
} from "./consent";

export const PRIVACY_MODE = parsePrivacyMode(process.env.GATSBY_PRIVACY_MODE);
/** The privacy policy's version this page was built with (its `date`, set in gatsby-config). */
export const POLICY_VERSION = process.env.GATSBY_PRIVACY_POLICY_VERSION || "unversioned";

declare global {
  interface Navigator {
    /** Global Privacy Control (https://globalprivacycontrol.org); not in TypeScript's DOM types yet. */
    globalPrivacyControl?: boolean;
  }
}

const listeners = new Set<(state: ConsentState) => void>();
let current: ConsentState | null = null;

function readStoredChoice(): ConsentChoice | null {
  try {
    return parseConsentChoice(window.localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    // Storage blocked (privacy settings): no stored choice.
    return null;
  }
}

function resolve(choice: ConsentChoice | null): ConsentState {
  return resolveConsent({
    choice,
    gpc: window.navigator.globalPrivacyControl === true,
    mode: PRIVACY_MODE,
    policyVersion: POLICY_VERSION,
  });
}
const read = () => resolve(readStoredChoice());

/** What may run now. On the server: the state of a visitor who has decided nothing in opt-out mode. */
export function getConsent(): ConsentState {
  if (typeof window === "undefined") return SERVER_STATE;
  current ??= read();
  return current;
}

/** Rendered on the server and during hydration: no banner (it would flash for visitors who chose). */
export const SERVER_STATE: ConsentState = Object.freeze({
  analytics: PRIVACY_MODE === "opt-out",
  marketing: PRIVACY_MODE === "opt-out",
  decided: true,
  gpc: false,
  tagManager: PRIVACY_MODE === "opt-out",
  outdated: false,
});

export function getServerConsent(): ConsentState {
  return SERVER_STATE;
}

/** Analytics calls: sent, dropped, or (opt-in mode, no choice yet) held until the visitor chooses. */
export function analyticsConsent(): "granted" | "denied" | "pending" {
  const state = getConsent();
  if (state.analytics) return "granted";
  return state.decided ? "denied" : "pending";
}

/** This browser's id in the consent records, once it has saved a choice. */
export function storedConsentId(): string | null {
  return typeof window === "undefined" ? null : (readStoredChoice()?.consentId ?? null);
}

/**
 * A choice that could not be stored (storage blocked): it holds for this page view only. Saving a
 * choice is ./save-consent.ts, loaded with the dialog and the banner that save one.
 */
export function holdConsentForThisPage(choice: ConsentChoice): void {
  current = resolve(choice);
  notify();
}

/** Reads the choice again (another tab saved one) and tells every listener. */
export function refreshConsent(): void {
  current = read();
  notify();
}

function notify(): void {
  const state = getConsent();
  for (const listener of listeners) listener(state);
}

export function subscribeConsent(listener: (state: ConsentState) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** For tests: forget the cached state. */
export function resetConsentForTests(): void {
  current = null;
  listeners.clear();
}
