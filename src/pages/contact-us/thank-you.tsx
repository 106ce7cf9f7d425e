import React from "react";
import type { HeadFC } from "gatsby";
import { ThankYouHead, ThankYouPage } from "../../leads/browser/ThankYouPage";

/** Where a browser's own post of the contact form lands once the lead is stored (see src/leads/README.md). */
export default function ContactThankYou() {
  return <ThankYouPage form="contact" />;
}

export const Head: HeadFC = () => <ThankYouHead form="contact" />;
