import React from "react";
import type { FooterData } from "./footer-data";
import * as S from "./styles";

/** The footer's headline and HIPAA statement: a static part (src/islands/README.md). */
export default function FooterIntro({ headline, hipaa }: Pick<FooterData, "headline" | "hipaa">) {
  return (
    <div>
      <S.Headline>{headline}</S.Headline>
      <S.Hipaa>
        <HipaaBadge />
        <div>
          <h3>{hipaa.title}</h3>
          <p>{hipaa.text}</p>
        </div>
      </S.Hipaa>
    </div>
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
