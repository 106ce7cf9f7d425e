import React, { useSyncExternalStore } from "react";
import { loadPrivacyDialog, openPrivacyDialog } from "../dialog-state";
import * as S from "./styles";

export const PRIVACY_POLICY_PATH = "/privacy-policy/";
export const PRIVACY_CHOICES_LABEL = "Your privacy choices";

const noSubscription = () => () => {};

/**
 * The footer's "Your privacy choices": a link to the privacy policy in the
 * server HTML (without JavaScript nothing tracks, and the policy explains the
 * choices), a button that opens the privacy dialog once the page runs.
 */
export function PrivacyChoicesLink() {
  const interactive = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!interactive) return <a href={PRIVACY_POLICY_PATH}>{PRIVACY_CHOICES_LABEL}</a>;
  return (
    <S.LinkButton
      type="button"
      aria-haspopup="dialog"
      onPointerEnter={() => void loadPrivacyDialog()}
      onFocus={() => void loadPrivacyDialog()}
      onClick={(event) => openPrivacyDialog(event.currentTarget)}
    >
      {PRIVACY_CHOICES_LABEL}
    </S.LinkButton>
  );
}
