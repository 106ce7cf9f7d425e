import React, { Suspense, lazy, useSyncExternalStore } from "react";
import { PRIVACY_MODE, getConsent, getServerConsent, subscribeConsent } from "../consent-store";
import { isPrivacyDialogOpen, loadPrivacyDialog, subscribePrivacyDialog } from "../dialog-state";

const PrivacyDialog = lazy(loadPrivacyDialog);
const ConsentBanner = lazy(() => import(/* webpackChunkName: "consent-banner" */ "./ConsentBanner"));

const subscribe = (onChange: () => void) => subscribeConsent(() => onChange());

/** A lazily loaded part that fails to load (offline, blocked) shows nothing; the footer link still leads to the policy. */
class LazyPartBoundary extends React.Component<{ children: React.ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Renders the privacy dialog while it is open and, in opt-in mode, the banner
 * until the visitor chooses. Both are separate chunks: neither costs the first
 * load, and nothing renders on the server (a visitor who chose sees no flash).
 */
export function PrivacyHost() {
  const dialogOpen = useSyncExternalStore(subscribePrivacyDialog, isPrivacyDialogOpen, () => false);
  const consent = useSyncExternalStore(subscribe, getConsent, getServerConsent);
  const banner = PRIVACY_MODE === "opt-in" && !consent.decided;
  if (!dialogOpen && !banner) return null;
  return (
    <LazyPartBoundary>
      <Suspense fallback={null}>
        {banner && <ConsentBanner />}
        {dialogOpen && <PrivacyDialog />}
      </Suspense>
    </LazyPartBoundary>
  );
}
