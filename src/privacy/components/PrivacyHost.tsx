import React, { useSyncExternalStore } from "react";
import { lazyPart } from "../../islands";
import { getConsent, getServerConsent, subscribeConsent } from "../consent-store";
import { isPrivacyDialogOpen, subscribePrivacyDialog } from "../dialog-state";
import { PRIVACY_POLICY_PATH } from "../policy";
import { loadPrivacyDialog } from "./load-dialog";

// Lazily loaded parts (src/islands): one retry, reported once, never blanking the page.
// The dialog was asked for with a click: if its code cannot load, the visitor goes to the policy,
// which says how to choose. Without the banner's code nothing is tracked (no choice, no tracking).
const PrivacyDialog = lazyPart({
  name: "privacy-dialog",
  load: loadPrivacyDialog,
  recovery: { navigateTo: PRIVACY_POLICY_PATH },
});
const ConsentBanner = lazyPart({
  name: "consent-banner",
  load: () => import(/* webpackChunkName: "consent-banner" */ "./ConsentBanner"),
});

const subscribe = (onChange: () => void) => subscribeConsent(() => onChange());

/**
 * Renders the privacy dialog while it is open and the banner until the visitor
 * chooses: on a first visit in opt-in mode, and in either mode when the stored
 * choice was made under another version of the privacy policy. Both are separate chunks, each its own lazy part
 * (one failing leaves the other): neither costs the first load, and nothing
 * renders on the server (a visitor who chose sees no flash).
 */
export function PrivacyHost() {
  const dialogOpen = useSyncExternalStore(subscribePrivacyDialog, isPrivacyDialogOpen, () => false);
  const consent = useSyncExternalStore(subscribe, getConsent, getServerConsent);
  const banner = !consent.decided;
  return (
    <>
      {banner && <ConsentBanner />}
      {dialogOpen && <PrivacyDialog />}
    </>
  );
}
