import React from "react";
import { Footer, type FooterData } from "../Footer";
import { CtaButton } from "../CtaButton";
import { NewsletterSignup } from "../NewsletterSignup";
import { isBlogPostPath } from "../../lib/site-paths";
import { asContactIntent } from "../../lib/contact-intents";

export interface LayoutFooterProps {
  siteName: string;
  data: FooterData & { ctaLabel: string; ctaIntent?: string | null };
  pathname: string;
}

/**
 * The footer block as every page shows it: the footer with its call-to-action and, except on a blog post
 * (which ends with its own signup panel), the newsletter. A chunk of its own, loaded as a lazy part by
 * Layout: the footer is below the fold, so its code (the footer's styles, the newsletter block, the
 * privacy choices button) is not part of the first load, and React hydrates it once the code is there.
 */
export default function LayoutFooter({ siteName, data, pathname }: LayoutFooterProps) {
  return (
    <Footer
      siteName={siteName}
      data={data}
      cta={<CtaButton label={data.ctaLabel} placement="footer" size="large" intent={asContactIntent(data.ctaIntent)} />}
      // A blog post ends with its own signup panel: the footer does not ask a second time.
      newsletter={isBlogPostPath(pathname) ? null : <NewsletterSignup variant="footer" />}
    />
  );
}
