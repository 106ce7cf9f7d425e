import React, { useId, useSyncExternalStore } from "react";
import { Button } from "../../components/Button";
import { getConsent, getServerConsent, subscribeConsent } from "../consent-store";
import { saveConsent } from "../save-consent";
import { openPrivacyDialog } from "../dialog-state";
import * as S from "./styles";

export const BANNER_TEXT = {
  title: "Your privacy choices",
  text: "We use analytics and marketing tools only if you allow them. Nothing is loaded until you choose.",
  changed:
    "Our privacy policy has changed since you chose, so we ask again. Until you do, what you turned off stays off.",
  accept: "Accept all",
  reject: "Reject all",
  choose: "Choose",
} as const;

const subscribe = (onChange: () => void) => subscribeConsent(() => onChange());

/**
 * The banner, loaded after hydration when the visitor has not chosen: on a first
 * visit in opt-in mode (PRIVACY_MODE=opt-in), and in either mode when the privacy
 * policy changed since the stored choice. Accept all and Reject all, equally
 * prominent, and Choose for the dialog. Not modal: the page stays usable.
 */
export default function ConsentBanner() {
  const titleId = useId();
  const { outdated } = useSyncExternalStore(subscribe, getConsent, getServerConsent);
  return (
    <S.Banner aria-labelledby={titleId} data-testid="consent-banner">
      <div>
        <div>
          <h2 id={titleId}>{BANNER_TEXT.title}</h2>
          <p>{outdated ? BANNER_TEXT.changed : BANNER_TEXT.text}</p>
        </div>
        <S.Actions>
          <Button type="button" onClick={() => saveConsent({ analytics: true, marketing: true })}>
            {BANNER_TEXT.accept}
          </Button>
          <Button type="button" onClick={() => saveConsent({ analytics: false, marketing: false })}>
            {BANNER_TEXT.reject}
          </Button>
          <Button type="button" $variant="secondary" onClick={(event) => openPrivacyDialog(event.currentTarget)}>
            {BANNER_TEXT.choose}
          </Button>
        </S.Actions>
      </div>
    </S.Banner>
  );
}
