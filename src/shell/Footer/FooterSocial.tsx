import React from "react";
import type { FooterData } from "./footer-data";
import { SocialIcon } from "./SocialIcon";
import * as S from "./styles";

/** The footer's social media links: a static part (src/islands/README.md). */
export default function FooterSocial({ social }: Pick<FooterData, "social">) {
  return (
    <S.Social aria-label="Social media">
      {social.map((item) => (
        <li key={item.network}>
          <a href={item.url} aria-label={item.name} rel="noopener noreferrer" target="_blank">
            <SocialIcon network={item.network} />
          </a>
        </li>
      ))}
    </S.Social>
  );
}
