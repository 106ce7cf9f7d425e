import React, { useState, useSyncExternalStore } from "react";
import { Button, ExternalButtonLink } from "../../../components/Button";
import { getConsent, subscribeConsent } from "../../../privacy";
import { FormStyles } from "../form";
import * as S from "./styles";

const noConsent = () => false;

/** The host a booking page is served from, for the sentence that says whose it is. */
const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/**
 * The booking page (content/site.json "schedulingUrl") inside the contact dialog, shown after the visitor
 * pressed "Pick a time": nothing of the scheduling service is requested before. It is another company's page
 * with its own cookies, so it loads at once only when the visitor's privacy choices allow marketing; otherwise
 * the dialog says whose page it is and offers to show it here, for this booking, or to open it in a new tab.
 */
export function Scheduler({ url, onBack }: { url: string; onBack: () => void }) {
  const allowed = useSyncExternalStore(subscribeConsent, () => getConsent().marketing, noConsent);
  const [asked, setAsked] = useState(false);
  const shown = allowed || asked;
  return (
    <S.Scheduler data-scheduler="">
      <FormStyles.FormTitle>Pick a time</FormStyles.FormTitle>
      {shown ? (
        <iframe
          src={url}
          title={`Booking calendar (${hostOf(url)})`}
          referrerPolicy="strict-origin"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
        />
      ) : (
        <p>
          Our calendar is served by {hostOf(url)}, which sets cookies of its own. Your privacy choices keep services
          like it off this site, so it is not loaded unless you ask.
        </p>
      )}
      <FormStyles.Actions>
        {shown ? null : (
          <Button type="button" onClick={() => setAsked(true)}>
            Show the calendar here
          </Button>
        )}
        <ExternalButtonLink href={url} target="_blank" rel="noopener noreferrer" $variant="secondary">
          Open it in a new tab
        </ExternalButtonLink>
        <Button type="button" $variant="secondary" onClick={onBack}>
          Back to the form
        </Button>
      </FormStyles.Actions>
    </S.Scheduler>
  );
}
