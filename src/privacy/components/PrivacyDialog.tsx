import React, { useId, useState, useSyncExternalStore } from "react";
import { Link } from "gatsby";
import { Button } from "../../components/Button";
import { Dialog } from "../../components/Dialog";
import { notify } from "../../lib/notify";
import { getConsent, getServerConsent, subscribeConsent } from "../consent-store";
import { saveConsent } from "../save-consent";
import { closePrivacyDialog, privacyDialogOpener } from "../dialog-state";
import { PRIVACY_POLICY_PATH } from "../policy";
import * as S from "./styles";

export const DIALOG_TEXT = {
  title: "Your privacy choices",
  description:
    "Choose what this site may use in your browser. Your choice is stored in this browser, and we keep a record of it (what, when, under which version of our privacy policy); change it here at any time.",
  gpc: "Your browser sends a Global Privacy Control signal, so we honour it: analytics and marketing stay off. To turn them on, switch the signal off in your browser.",
  analytics: "Analytics",
  analyticsHelp: "Page views and form events (Segment, and Google Analytics through Google Tag Manager).",
  marketing: "Marketing",
  marketingHelp: "Advertising measurement through Google Tag Manager.",
  necessary: "Always on: error reports without personal data (Sentry) and the browser storage that keeps your choices.",
  save: "Save choices",
  cancel: "Cancel",
  saved: "Your privacy choices are saved.",
} as const;

const subscribe = (onChange: () => void) => subscribeConsent(() => onChange());
// The first switch, or (switches locked by Global Privacy Control) the first button.
const FIRST_CONTROL = ["input:not([disabled])", "button"] as const;

/**
 * The privacy dialog (loaded on first open, see PrivacyHost): two switches,
 * analytics and marketing, saved to this browser, in the site's Dialog: focus moves
 * in and stays in; Escape, Cancel, Close or a click outside close it without saving.
 */
export default function PrivacyDialog() {
  const consent = useSyncExternalStore(subscribe, getConsent, getServerConsent);
  const [analytics, setAnalytics] = useState(consent.analytics);
  const [marketing, setMarketing] = useState(consent.marketing);
  const analyticsId = useId();
  const marketingId = useId();

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    saveConsent({ analytics, marketing });
    closePrivacyDialog();
    notify(DIALOG_TEXT.saved, "success");
  };

  return (
    <Dialog
      onClose={closePrivacyDialog}
      title={DIALOG_TEXT.title}
      description={DIALOG_TEXT.description}
      initialFocus={FIRST_CONTROL}
      returnFocusTo={privacyDialogOpener()}
      narrow
      testId="privacy-dialog-backdrop"
    >
      {consent.gpc && <S.Notice data-testid="privacy-gpc-notice">{DIALOG_TEXT.gpc}</S.Notice>}
      <form onSubmit={save} aria-label={DIALOG_TEXT.title}>
        <S.Choices>
          <legend>Allow</legend>
          <S.Choice>
            <input
              id={analyticsId}
              type="checkbox"
              role="switch"
              checked={analytics && !consent.gpc}
              disabled={consent.gpc}
              aria-describedby={`${analyticsId}-help`}
              onChange={(event) => setAnalytics(event.target.checked)}
            />
            <label htmlFor={analyticsId}>{DIALOG_TEXT.analytics}</label>
            <p id={`${analyticsId}-help`}>{DIALOG_TEXT.analyticsHelp}</p>
          </S.Choice>
          <S.Choice>
            <input
              id={marketingId}
              type="checkbox"
              role="switch"
              checked={marketing && !consent.gpc}
              disabled={consent.gpc}
              aria-describedby={`${marketingId}-help`}
              onChange={(event) => setMarketing(event.target.checked)}
            />
            <label htmlFor={marketingId}>{DIALOG_TEXT.marketing}</label>
            <p id={`${marketingId}-help`}>{DIALOG_TEXT.marketingHelp}</p>
          </S.Choice>
        </S.Choices>
        <S.Fine>
          {DIALOG_TEXT.necessary} <Link to={PRIVACY_POLICY_PATH}>Privacy policy</Link>
        </S.Fine>
        <S.Actions>
          <Button type="submit" disabled={consent.gpc}>
            {DIALOG_TEXT.save}
          </Button>
          <Button type="button" $variant="secondary" onClick={closePrivacyDialog}>
            {DIALOG_TEXT.cancel}
          </Button>
        </S.Actions>
      </form>
    </Dialog>
  );
}
