import React, { useSyncExternalStore } from "react";
import { Link } from "gatsby";
import { Container } from "../../components/Container";
import { toSitePath } from "../../lib/site-paths";
import { staticPart } from "../../islands";
import { PrivacyChoicesLink } from "../../privacy/components/PrivacyChoicesLink";
import type { FooterData } from "./footer-data";
import * as S from "./styles";

export type { FooterData, FooterLink } from "./footer-data";

interface FooterProps {
  siteName: string;
  data: FooterData;
  /** The call-to-action ("Let's work together"). */
  cta: React.ReactNode;
  /** The newsletter form. */
  newsletter?: React.ReactNode;
}

/** What never changes in the footer: server HTML on the landing page, code fetched only after a navigation. */
const FooterIntro = staticPart<Pick<FooterData, "headline" | "hipaa">>({
  name: "footer-intro",
  load: () => import(/* webpackChunkName: "footer-static" */ "./FooterIntro"),
});
const FooterDirectory = staticPart<Pick<FooterData, "logos" | "groups">>({
  name: "footer-directory",
  load: () => import(/* webpackChunkName: "footer-static" */ "./FooterDirectory"),
});
const FooterSocial = staticPart<Pick<FooterData, "social">>({
  name: "footer-social",
  load: () => import(/* webpackChunkName: "footer-static" */ "./FooterSocial"),
});

const BUILD_YEAR = Number(process.env.GATSBY_BUILD_YEAR) || new Date().getFullYear();
const noSubscription = () => () => {};

/**
 * The copyright year, computed in the visitor's browser: the built HTML holds
 * the build's year and React swaps in the current one right after hydration.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
}

export function Footer({ siteName, data, cta, newsletter }: FooterProps) {
  const year = useCurrentYear();
  return (
    <S.FooterBlock id="contact-us">
      <Container>
        <S.Frame>
          <S.Intro>
            <FooterIntro headline={data.headline} hipaa={data.hipaa} />
          </S.Intro>
          {newsletter ? <S.Newsletter>{newsletter}</S.Newsletter> : null}
          <S.Directory>
            <FooterDirectory logos={data.logos} groups={data.groups} />
          </S.Directory>
          <S.Action>{cta}</S.Action>
        </S.Frame>
        <S.Bottom>
          <p>
            © {year} {siteName}. All rights reserved.
          </p>
          <S.Legal aria-label="Legal">
            {data.legal.map((link) => (
              <li key={link.path}>
                <Link to={toSitePath(link.path)}>{link.name}</Link>
              </li>
            ))}
            <li>
              <PrivacyChoicesLink />
            </li>
          </S.Legal>
          <FooterSocial social={data.social} />
        </S.Bottom>
      </Container>
    </S.FooterBlock>
  );
}
