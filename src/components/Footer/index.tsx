import React, { useSyncExternalStore } from "react";
import { Link } from "gatsby";
import { Container } from "../Container";
import { toSitePath } from "../../lib/site-paths";
import { SocialIcon } from "./SocialIcon";
import { PrivacyChoicesLink } from "../../privacy/components/PrivacyChoicesLink";
import * as S from "./styles";

export interface FooterLink {
  name: string;
  path: string;
}
export interface FooterData {
  headline: string;
  hipaa: { title: string; text: string };
  groups: ReadonlyArray<{ title: string; url?: string | null; links: ReadonlyArray<FooterLink> }>;
  social: ReadonlyArray<{ network: string; name: string; url: string }>;
  logos: ReadonlyArray<{ name: string; kind: string; image: { publicURL?: string | null } | null }>;
  legal: ReadonlyArray<FooterLink>;
}

interface FooterProps {
  siteName: string;
  data: FooterData;
  /** The call-to-action ("Let's work together"). */
  cta: React.ReactNode;
  /** The newsletter form. */
  newsletter?: React.ReactNode;
}

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
        <S.Top>
          <div>
            <S.Headline>{data.headline}</S.Headline>
            <S.Hipaa>
              <HipaaBadge />
              <div>
                <h3>{data.hipaa.title}</h3>
                <p>{data.hipaa.text}</p>
              </div>
            </S.Hipaa>
          </div>
          <div>
            {cta}
            {newsletter}
          </div>
        </S.Top>
        <S.Logos aria-label="Partnerships and recognition">
          {data.logos.map((logo) =>
            logo.image?.publicURL ? (
              <li key={logo.name}>
                <img
                  src={logo.image.publicURL}
                  alt={logo.name}
                  width="160"
                  height="40"
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ) : null,
          )}
        </S.Logos>
        <S.Groups aria-label="Footer">
          {data.groups.map((group) => (
            <S.Group key={group.title}>
              <h3>{group.url ? <Link to={toSitePath(group.url)}>{group.title}</Link> : group.title}</h3>
              <ul>
                {group.links.map((link) => (
                  <li key={link.path}>
                    <Link to={toSitePath(link.path)}>{link.name}</Link>
                  </li>
                ))}
              </ul>
            </S.Group>
          ))}
        </S.Groups>
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
          <S.Social aria-label="Social media">
            {data.social.map((item) => (
              <li key={item.network}>
                <a href={item.url} aria-label={item.name} rel="noopener noreferrer" target="_blank">
                  <SocialIcon network={item.network} />
                </a>
              </li>
            ))}
          </S.Social>
        </S.Bottom>
      </Container>
    </S.FooterBlock>
  );
}

function HipaaBadge() {
  return (
    <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        d="M24 3l17 6v13c0 11-7.4 19.4-17 23C14.4 41.4 7 33 7 22V9z"
        fill="#172857"
        stroke="#35d0ba"
        strokeWidth="2"
      />
      <path
        d="M16 24l6 6 11-12"
        fill="none"
        stroke="#35d0ba"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
