/**
 * Saving the visitor's privacy choices: what the dialog and the banner do when the visitor chooses.
 * A module of its own, loaded with them: the first load of a page only reads the choice
 * (./consent-store.ts).
 */
import { CONSENT_ROUTE, CONSENT_STORAGE_KEY, type ConsentChoice, type ConsentRecordBody } from "./consent";
import { POLICY_VERSION, holdConsentForThisPage, refreshConsent, storedConsentId } from "./consent-store";

/** This browser's id in the consent records: the stored one, or a new one (kept once a choice is saved). */
function consentId(): string {
  const fresh = () =>
    window.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  return storedConsentId() ?? fresh();
}

/**
 * Stores a choice (what the dialog's switches or the banner's buttons say), tells every listener, and
 * sends it to the site's consent records (a lost request is not retried: the choice holds either way).
 */
export function saveConsent(choice: Pick<ConsentChoice, "analytics" | "marketing">, now: Date = new Date()): void {
  const stored: ConsentChoice = {
    analytics: choice.analytics,
    marketing: choice.marketing,
    savedAt: now.toISOString(),
    policyVersion: POLICY_VERSION,
    consentId: consentId(),
  };
  const record: ConsentRecordBody = {
    consentId: stored.consentId!,
    analytics: stored.analytics,
    marketing: stored.marketing,
    policyVersion: POLICY_VERSION,
    page: window.location.pathname,
    gpc: window.navigator.globalPrivacyControl === true,
  };
  void globalThis
    .fetch?.(CONSENT_ROUTE, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(record),
      credentials: "same-origin",
      keepalive: true,
    })
    ?.catch(() => undefined);
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage blocked: the choice holds for this page view only.
    holdConsentForThisPage(stored);
    return;
  }
  refreshConsent();
}
