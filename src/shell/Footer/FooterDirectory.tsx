import React from "react";
import { Link } from "gatsby";
import { toSitePath } from "../../lib/site-paths";
import type { FooterData } from "./footer-data";
import * as S from "./styles";

/** A badge a visitor can check: the issuer's mark (an image file in content) and the listing it links to. */
const shownBadge = (logo: FooterData["logos"][number]) => Boolean(logo.image?.publicURL && logo.issuer && logo.url);

/** The link a group's title stood for ("Technologies" → /technologies/): the group's first entry, named after it. */
const indexName = (title: string) => `All ${title.charAt(0).toLowerCase()}${title.slice(1)}`;

/**
 * The footer's partnership and recognition badges and its link groups: a static part (src/islands/README.md).
 *
 * Each badge is its issuer's mark, named by the issuer, with the listing's name and year, linked to the
 * listing where a visitor can check it; a badge without its mark is not shown (content rule: the listing is
 * the agency's own, never the issuer's home or a directory's index page, src/node/proof-rules.ts).
 *
 * Each group is a disclosure (<details>) that works without scripts: folded on a phone, where the groups
 * would otherwise run to two thousand pixels of links; open from tablets up, where its summary is a plain
 * heading (styles.ts). Every title is set the same way; a group that has an index page lists it first.
 */
export default function FooterDirectory({ logos, groups }: Pick<FooterData, "logos" | "groups">) {
  const badges = logos.filter(shownBadge);
  return (
    <>
      {badges.length ? (
        <S.Logos aria-label="Partnerships and recognition">
          {badges.map((logo) => (
            <li key={logo.name}>
              <a href={logo.url}>
                <img
                  src={logo.image!.publicURL!}
                  alt={logo.issuer}
                  width="160"
                  height="40"
                  loading="lazy"
                  decoding="async"
                />
                <span>
                  {logo.name}, {logo.year}
                </span>
              </a>
            </li>
          ))}
        </S.Logos>
      ) : null}
      <S.Groups aria-label="Footer">
        {groups.map((group) => (
          <S.Group key={group.title}>
            <summary>
              <h3>{group.title}</h3>
            </summary>
            <ul>
              {group.url ? (
                <li>
                  <Link to={toSitePath(group.url)}>{indexName(group.title)}</Link>
                </li>
              ) : null}
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
