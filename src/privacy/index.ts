/**
 * The privacy feature as the rest of the site uses it: the host that renders the dialog and banner,
 * the visitor's consent (stored in localStorage `privacy.consent`) and the head script that sets
 * Consent Mode defaults before the tag manager. Code outside src/privacy imports from here, except
 * the footer's "Your privacy choices" (./components/PrivacyChoicesLink.tsx), imported from its own
 * module so that it loads with the footer: re-exported here, it was in every page's first load.
 */
export { PrivacyHost } from "./components/PrivacyHost";
export { PRIVACY_CHOICES_LABEL, PRIVACY_POLICY_PATH } from "./policy";
export {
  CONSENT_STORAGE_KEY,
  type ConsentState,
  type PrivacyMode,
  consentModeSettings,
  parsePrivacyMode,
} from "./consent";
export {
  POLICY_VERSION,
  PRIVACY_MODE,
  analyticsConsent,
  getConsent,
  refreshConsent,
  storedConsentId,
  subscribeConsent,
} from "./consent-store";
export { consentBootstrapSource, replaceTagManagerSnippet, tagManagerScriptUrl } from "./consent-bootstrap";
