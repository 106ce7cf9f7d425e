import React from "react";
import type { HeadFC } from "gatsby";
import { ThankYouHead, ThankYouPage } from "../../leads/browser/ThankYouPage";

/** Where a browser's own post of the newsletter form lands once the lead is stored (see src/leads/README.md). */
export default function NewsletterThankYou() {
  return <ThankYouPage form="newsletter" />;
}

export const Head: HeadFC = () => <ThankYouHead form="newsletter" />;
