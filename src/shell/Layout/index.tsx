import React, { Suspense, useMemo } from "react";
import { graphql, useStaticQuery } from "gatsby";
import { Header } from "../Header";
import { HeaderCtaIsland } from "../CtaButton/header-island";
import { ContactSchedulingContext } from "../ContactDialogProvider";
import { usePageNavigation } from "../../components/PageNavigation";
import { INDEX_OF_KIND } from "../../lib/nav-section";
import { lazyPart } from "../../islands";
import type { LayoutFooterProps } from "./LayoutFooter";
import * as S from "./styles";

// The footer block's code is a chunk of its own (./LayoutFooter.tsx): a lazily loaded part
// (src/islands), so it never blanks the page, and its server HTML stands until it hydrates.
const LayoutFooter = lazyPart<LayoutFooterProps>({
  name: "footer",
  load: () => import(/* webpackChunkName: "footer" */ "./LayoutFooter"),
});

interface LayoutProps {
  children: React.ReactNode;
  pathname: string;
}

/** The frame every page shares: header, main content, and the footer block (unless navigation is disabled). */
export function Layout({ children, pathname }: LayoutProps) {
  const { siteContent, sectionPages } = useStaticQuery<Queries.LayoutDataQuery>(graphql`
    query LayoutData {
      sectionPages: allServicePage(filter: { kind: { in: ["technology", "industry", "service-area"] } }) {
        nodes {
          path
          kind
        }
      }
      siteContent {
        name
        headerCta
        schedulingUrl
        navigation {
          name
          path
        }
        footer {
          headline
          ctaLabel
          ctaIntent
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
            issuer
            url
            year
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
  const sectionOf = useMemo(
    () =>
      Object.fromEntries(
        (sectionPages?.nodes ?? []).flatMap((page) =>
          INDEX_OF_KIND[page.kind] ? [[page.path, INDEX_OF_KIND[page.kind]]] : [],
        ),
      ),
    [sectionPages],
  );
  if (!siteContent) return <>{children}</>;

  return (
    <ContactSchedulingContext.Provider value={siteContent.schedulingUrl ?? null}>
      <S.Page>
        <S.SkipLink href="#main">Skip to content</S.SkipLink>
        <Header
          siteName={siteContent.name}
          navigation={siteContent.navigation}
          pathname={pathname}
          sectionOf={sectionOf}
          cta={(className) => (
            <HeaderCtaIsland
              className={className}
              props={{ label: siteContent.headerCta, schedulingUrl: siteContent.schedulingUrl ?? null }}
            />
          )}
        />
        <S.Main id="main" tabIndex={-1}>
          {/* Suspense boundaries around the page and the footer (the lazy part's own): React hydrates
            the server's HTML for each in small interruptible slices after the header, instead of in
            one long task that blocks input (Total Blocking Time), and the footer once its code has
            arrived. A click before then hydrates its boundary first and is replayed. On client-side
            navigation nothing suspends, so they change nothing. */}
          <Suspense fallback={null}>{children}</Suspense>
        </S.Main>
        {disabled ? null : <LayoutFooter siteName={siteContent.name} data={siteContent.footer} pathname={pathname} />}
      </S.Page>
    </ContactSchedulingContext.Provider>
  );
}
