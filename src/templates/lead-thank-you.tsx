import React from "react";
import type { HeadFC, PageProps } from "gatsby";
import type { LeadFormName } from "../leads";
import { ThankYouHead, ThankYouPage } from "../leads/browser/ThankYouPage";

type Context = { form: LeadFormName; name: string };

/**
 * Where a browser's own post of a lead form lands once the lead is stored, and the newsletter's
 * confirmation pages: one page per entry of the form's record (src/leads/README.md).
 */
export default function LeadThankYouTemplate({ pageContext }: PageProps<object, Context>) {
  return <ThankYouPage form={pageContext.form} name={pageContext.name} />;
}

export const Head: HeadFC<object, Context> = ({ pageContext }) => (
  <ThankYouHead form={pageContext.form} name={pageContext.name} />
);
