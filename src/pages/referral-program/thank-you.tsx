import React from "react";
import type { HeadFC } from "gatsby";
import { ThankYouHead, ThankYouPage } from "../../leads/browser/ThankYouPage";

/** Where a browser's own post of the referral form lands once the lead is stored (see src/leads/README.md). */
export default function ReferralThankYou() {
  return <ThankYouPage form="referral" />;
}

export const Head: HeadFC = () => <ThankYouHead form="referral" />;
