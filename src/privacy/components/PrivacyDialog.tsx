import React, { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { Link } from "gatsby";
import { Button } from "../../components/Button";
import { Backdrop, Close, Description, Head, Title } from "../../components/DialogFrame/styles";
import { wrapTabKey } from "../../lib/focus-trap";
import { notify } from "../../lib/notify";
import { getConsent, getServerConsent, saveConsent, subscribeConsent } from "../consent-store";
import { closePrivacyDialog } from "../dialog-state";
import { PRIVACY_POLICY_PATH } from "../policy";
import * as S from "./styles";

export const DIALOG_TEXT = {
  title: "Your privacy choices",
  description:
    "Choose what this site may use in your browser. Your choice is stored in this browser; change it here at any time.",
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

/**
 * The privacy dialog (loaded on first open, see PrivacyHost): two switches,
 * analytics and marketing, saved to this browser. A modal: focus moves in and
 * stays in; Escape, Cancel, Close or a click outside close it without saving.
 */
export default function PrivacyDialog() {
  const consent = useSyncExternalStore(subscribe, getConsent, getServerConsent);
  const [analytics, setAnalytics] = useState(consent.analytics);
  const [marketing, setMarketing] = useState(consent.marketing);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const analyticsId = useId();
  const marketingId = useId();

  useEffect(() => {
    const panel = panelRef.current;
    // The first switch, or (switches locked by Global Privacy Control) the first button.
    (panel?.querySelector<HTMLElement>("input:not([disabled])") ?? panel?.querySelector("button") ?? panel)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        closePrivacyDialog();
      } else if (panelRef.current?.isConnected) {
        wrapTabKey(event, panelRef.current);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    saveConsent({ analytics, marketing });
    closePrivacyDialog();
    notify(DIALOG_TEXT.saved, "success");
  };

  return (
    <Backdrop
      data-testid="privacy-dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) closePrivacyDialog();
      }}
    >
      <S.SmallPanel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
      >
        <Head>
          <div>
            <Title id={titleId}>{DIALOG_TEXT.title}</Title>
            <Description id={descriptionId}>{DIALOG_TEXT.description}</Description>
          </div>
          <Close type="button" onClick={closePrivacyDialog}>
            <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
              <path d="M3 3l12 12M15 3L3 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">Close</span>
          </Close>
        </Head>
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
      </S.SmallPanel>
    </Backdrop>
  );
}
