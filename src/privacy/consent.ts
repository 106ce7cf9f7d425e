/**
 * The visitor's privacy choices, as rules with no side effects: what is stored,
 * how a stored choice, Global Privacy Control and the site's privacy mode
 * decide what may run, and how that maps onto Google Consent Mode v2.
 *
 * Two categories: analytics (Segment, the tag manager's analytics tags) and
 * marketing (the tag manager's advertising tags). Error reporting is neither:
 * it always runs when configured and carries no personal data.
 */

/** localStorage key of the visitor's choice: `{ analytics, marketing, savedAt }` as JSON. */
export const CONSENT_STORAGE_KEY = "privacy.consent";

/**
 * PRIVACY_MODE (build time): `opt-out` (default) runs analytics and marketing
 * until the visitor turns them off; `opt-in` runs nothing until the visitor
 * chooses in the first-visit banner or the dialog.
 */
export type PrivacyMode = "opt-out" | "opt-in";

export function parsePrivacyMode(value: string | undefined): PrivacyMode {
  return value?.trim().toLowerCase() === "opt-in" ? "opt-in" : "opt-out";
}

export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
  /** When the visitor chose (ISO 8601). */
  savedAt: string;
}

export interface ConsentState {
  analytics: boolean;
  marketing: boolean;
  /** The visitor has chosen, or needs not (opt-out mode, or a privacy signal). False: the opt-in banner shows. */
  decided: boolean;
  /** The browser sends Global Privacy Control; analytics and marketing stay off whatever was stored. */
  gpc: boolean;
  /** The tag manager container may load (its tags then follow Consent Mode). */
  tagManager: boolean;
}

/** A stored choice, or null for anything that is not one (missing, corrupt, from an older format). */
export function parseConsentChoice(raw: string | null): ConsentChoice | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConsentChoice> | null;
    if (!value || typeof value.analytics !== "boolean" || typeof value.marketing !== "boolean") return null;
    return { analytics: value.analytics, marketing: value.marketing, savedAt: String(value.savedAt ?? "") };
  } catch {
    return null;
  }
}

export function resolveConsent({
  choice,
  gpc,
  mode,
}: {
  choice: ConsentChoice | null;
  gpc: boolean;
  mode: PrivacyMode;
}): ConsentState {
  const fallback = mode === "opt-out";
  const analytics = !gpc && (choice ? choice.analytics : fallback);
  const marketing = !gpc && (choice ? choice.marketing : fallback);
  return {
    analytics,
    marketing,
    decided: choice !== null || gpc || mode === "opt-out",
    gpc,
    // Opt-in: the container stays out until something is turned on.
    tagManager: mode === "opt-out" || analytics || marketing,
  };
}

/** Regions whose law requires opt-in: the EEA (EU and Iceland, Liechtenstein, Norway), the UK and Switzerland. */
export const OPT_IN_REGIONS = [
  "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV", "LT", "LU",
  "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE", "IS", "LI", "NO", "GB", "CH",
] as const; // prettier-ignore

export type ConsentValue = "granted" | "denied";

export interface ConsentModeSettings {
  ad_storage: ConsentValue;
  ad_user_data: ConsentValue;
  ad_personalization: ConsentValue;
  analytics_storage: ConsentValue;
}

const value = (on: boolean): ConsentValue => (on ? "granted" : "denied");

/** Consent Mode v2 settings for a state: analytics_storage ← analytics, the ad_* ← marketing. */
export function consentModeSettings({ analytics, marketing }: Pick<ConsentState, "analytics" | "marketing">) {
  return {
    ad_storage: value(marketing),
    ad_user_data: value(marketing),
    ad_personalization: value(marketing),
    analytics_storage: value(analytics),
  } satisfies ConsentModeSettings;
}
