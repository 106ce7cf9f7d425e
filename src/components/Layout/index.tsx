import React, { Suspense } from "react";
import { graphql, useStaticQuery } from "gatsby";
import { Header } from "../Header";
import { Footer } from "../Footer";
import { CtaButton, HeaderCtaButton } from "../CtaButton";
import { NewsletterSignup } from "../NewsletterSignup";
import { usePageNavigation } from "../PageNavigation";
import * as S from "./styles";

interface LayoutProps {
  children: React.ReactNode;
  pathname: string;
}

/** The frame every page shares: header, main content, and the footer block (unless navigation is disabled). */
export function Layout({ children, pathname }: LayoutProps) {
  const { siteContent } = useStaticQuery<Queries.LayoutDataQuery>(graphql`
    query LayoutData {
      siteContent {
        name
        headerCta
        navigation {
          name
          path
        }
        footer {
          headline
          ctaLabel
          hipaa {
            title
            text
          }
          groups {
            title
            url
            links {
              name
              path
            }
          }
          social {
            network
            name
            url
          }
          logos {
            name
            kind
            image {
              publicURL
            }
          }
          legal {
            name
            path
          }
        }
      }
    }
  `);
  const { disabled } = usePageNavigation();
  if (!siteContent) return <>{children}</>;

  return (
    <S.Page>
      <S.SkipLink href="#main">Skip to content</S.SkipLink>
      <Header
        siteName={siteContent.name}
        navigation={siteContent.navigation}
        pathname={pathname}
        cta={<HeaderCtaButton label={siteContent.headerCta} />}
      />
      <S.Main id="main" tabIndex={-1}>
        {/* Suspense boundaries around the page and the footer: React hydrates the server's HTML for
            each in small interruptible slices after the header, instead of in one long task that
            blocks input (Total Blocking Time). A click before then hydrates its boundary first and
            is replayed. On client-side navigation nothing suspends, so they change nothing. */}
        <Suspense fallback={null}>{children}</Suspense>
      </S.Main>
      {disabled ? null : (
        <Suspense fallback={null}>
          <Footer
            siteName={siteContent.name}
            data={siteContent.footer}
            cta={<CtaButton label={siteContent.footer.ctaLabel} placement="footer" size="large" />}
            newsletter={<NewsletterSignup variant="footer" />}
          />
        </Suspense>
      )}
    </S.Page>
  );
}
