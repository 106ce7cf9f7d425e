import React from "react";
import { Link } from "gatsby";
import { toSitePath } from "../../lib/site-paths";
import type { FooterData } from "./footer-data";
import * as S from "./styles";

/**
 * The footer's partnership and recognition badges and its link groups: a static part (src/islands/README.md).
 * Each badge says who issued it and when, and links to the issuer's listing, where a visitor can check it.
 */
export default function FooterDirectory({ logos, groups }: Pick<FooterData, "logos" | "groups">) {
  return (
    <>
      <S.Logos aria-label="Partnerships and recognition">
        {logos.map((logo) =>
          logo.image?.publicURL ? (
            <li key={logo.name}>
              <a href={logo.url}>
                <img
                  src={logo.image.publicURL}
                  alt={logo.name}
                  width="160"
                  height="40"
                  loading="lazy"
                  decoding="async"
                />
                <span>
                  {logo.issuer}, {logo.year}
                </span>
              </a>
            </li>
          ) : null,
        )}
      </S.Logos>
      <S.Groups aria-label="Footer">
        {groups.map((group) => (
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
    </>
  );
}
