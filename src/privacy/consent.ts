/**
 * The visitor's privacy choices, as rules with no side effects: what is stored,
 * how a stored choice, Global Privacy Control and the site's privacy mode
 * decide what may run, and how that maps onto Google Consent Mode v2.
 *
 * Two categories: analytics (Segment, the tag manager's analytics tags) and
 * marketing (the tag manager's advertising tags). Error reporting is neither:
 * it always runs when configured and carries no personal data.
 */

/** localStorage key of the visitor's choice: `{ analytics, marketing, savedAt, policyVersion, consentId }` as JSON. */
export const CONSENT_STORAGE_KEY = "privacy.consent";

/**
 * Where a saved choice is recorded, the proof the agency keeps (GDPR Art. 7(1)): the site's own route,
 * beside the leads (src/leads/server/request/site-routes.ts).
 */
export const CONSENT_ROUTE = "/api/consent";

/** What the browser sends to CONSENT_ROUTE when a choice is saved. */
export interface ConsentRecordBody {
  consentId: string;
  analytics: boolean;
  marketing: boolean;
  policyVersion: string;
  page: string;
  gpc: boolean;
}

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
  /** The privacy policy's version the choice was made under; another version asks again. */
  policyVersion: string | null;
  /** This browser's id in the consent records (kept across its choices, sent with its forms). */
  consentId: string | null;
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
  /** A choice was stored under another version of the privacy policy: the banner asks again. */
  outdated: boolean;
}

/** A stored choice, or null for anything that is not one (missing, corrupt, from an older format). */
export function parseConsentChoice(raw: string | null): ConsentChoice | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConsentChoice> | null;
    if (!value || typeof value.analytics !== "boolean" || typeof value.marketing !== "boolean") return null;
    const text = (field: unknown) => (typeof field === "string" && field ? field : null);
    return {
      analytics: value.analytics,
      marketing: value.marketing,
      savedAt: String(value.savedAt ?? ""),
      policyVersion: text(value.policyVersion),
      consentId: text(value.consentId),
    };
  } catch {
    return null;
  }
}

/**
 * What may run. A choice made under another version of the privacy policy (or before versions were
 * kept) is outdated: the visitor is asked again, and until then it can only narrow what runs, never
 * widen it (what was turned off stays off; what was turned on runs only where the mode runs it anyway).
 */
export function resolveConsent({
  choice,
  gpc,
  mode,
  policyVersion,
}: {
  choice: ConsentChoice | null;
  gpc: boolean;
  mode: PrivacyMode;
  policyVersion: string;
}): ConsentState {
  const fallback = mode === "opt-out";
  const outdated = choice !== null && choice.policyVersion !== policyVersion;
  const allowed = (chosen: boolean) => chosen && (!outdated || fallback);
  const analytics = !gpc && (choice ? allowed(choice.analytics) : fallback);
  const marketing = !gpc && (choice ? allowed(choice.marketing) : fallback);
  return {
    analytics,
    marketing,
    decided: gpc || (choice ? !outdated : mode === "opt-out"),
    gpc,
    // Opt-in: the container stays out until something is turned on.
    tagManager: mode === "opt-out" || analytics || marketing,
    outdated: outdated && !gpc,
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
