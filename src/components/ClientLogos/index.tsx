import React from "react";
import styled from "styled-components";
import { theme } from "../../theme/tokens";
import { bareList } from "../../theme/mixins";

/**
 * Wordmarks of the (fictional) clients from our case studies, drawn here as
 * simple SVG: a glyph and the name. They inherit the text colour, so the
 * strip stays quiet and on-theme.
 */
interface Wordmark {
  name: string;
  width: number;
  glyph: React.ReactNode;
  text: string;
  textLength: number;
  font: "heading" | "serif" | "body";
  weight: number;
  caps?: boolean;
}

const WORDMARKS: readonly Wordmark[] = [
  {
    name: "Alder Valley Health Network",
    width: 186,
    glyph: (
      <g>
        <path d="M16 6c8 4 12 11 12 18-6 0-14-4-14-13 0-2 1-4 2-5z" opacity="0.9" />
        <path d="M6 20h12M12 14v12" stroke="currentColor" strokeWidth="3" strokeLinecap="round" fill="none" />
      </g>
    ),
    text: "Alder Valley",
    textLength: 138,
    font: "heading",
    weight: 600,
  },
  {
    name: "Ironspan Freight",
    width: 168,
    glyph: (
      <path
        d="M3 28V18c6-8 20-8 26 0v10M9 28v-7M16 28v-9M23 28v-7"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
    ),
    text: "IRONSPAN",
    textLength: 122,
    font: "heading",
    weight: 700,
    caps: true,
  },
  {
    name: "Halvorsen Reyes LLP",
    width: 196,
    glyph: (
      <g>
        <rect x="3" y="6" width="26" height="26" rx="2" stroke="currentColor" strokeWidth="2" fill="none" />
        <path
          d="M10 12v14M10 19h6M16 12v14M20 12h3a3.5 3.5 0 0 1 0 7h-3v7M23 19l3 7"
          stroke="currentColor"
          strokeWidth="2"
          fill="none"
        />
      </g>
    ),
    text: "Halvorsen Reyes",
    textLength: 150,
    font: "serif",
    weight: 600,
  },
  {
    name: "LearnLoop",
    width: 150,
    glyph: (
      <path
        d="M16 19c-4-6-12-6-12 0s8 6 12 0 12-6 12 0-8 6-12 0z"
        stroke="currentColor"
        strokeWidth="3.2"
        fill="none"
      />
    ),
    text: "learnloop",
    textLength: 104,
    font: "body",
    weight: 700,
  },
  {
    name: "Ledgerly",
    width: 138,
    glyph: (
      <g>
        <rect x="4" y="20" width="6" height="10" rx="2" />
        <rect x="13" y="14" width="6" height="16" rx="2" />
        <rect x="22" y="8" width="6" height="22" rx="2" opacity="0.75" />
      </g>
    ),
    text: "Ledgerly",
    textLength: 92,
    font: "heading",
    weight: 700,
  },
  {
    name: "NestQuest",
    width: 154,
    glyph: (
      <path
        d="M4 18L16 7l12 11M8 15v14h16V15M13 29v-7h6v7"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinejoin="round"
        strokeLinecap="round"
        fill="none"
      />
    ),
    text: "NestQuest",
    textLength: 108,
    font: "heading",
    weight: 600,
  },
  {
    name: "ShopWave Home",
    width: 150,
    glyph: (
      <path
        d="M3 16c4-5 8-5 12 0s8 5 14 0M3 24c4-5 8-5 12 0s8 5 14 0"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
    ),
    text: "ShopWave",
    textLength: 104,
    font: "body",
    weight: 800,
  },
];

export function ClientLogos({ label = "Trusted by product teams at" }: { label?: string }) {
  return (
    <Strip>
      <Label>{label}</Label>
      <List>
        {WORDMARKS.map((mark) => (
          <li key={mark.name}>
            <svg viewBox={`0 0 ${mark.width} 36`} width={mark.width} height="36" role="img" aria-label={mark.name}>
              <g fill="currentColor">{mark.glyph}</g>
              <Text
                x="38"
                y="26"
                textLength={mark.textLength}
                lengthAdjust="spacingAndGlyphs"
                $font={mark.font}
                fill="currentColor"
                fontSize="22"
                fontWeight={mark.weight}
                letterSpacing={mark.caps ? "0.08em" : undefined}
              >
                {mark.text}
              </Text>
            </svg>
          </li>
        ))}
      </List>
    </Strip>
  );
}

const Strip = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  text-align: center;
`;

const Label = styled.p`
  && {
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
    letter-spacing: 0.12em;
    text-transform: uppercase;
  }
`;

const List = styled.ul`
  ${bareList}
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${theme.space.lg} ${theme.space.xl};
  li {
    color: ${theme.colors.textMuted};
    transition: color ${theme.motion.fast};
  }
  li:hover {
    color: ${theme.colors.text};
  }
  svg {
    display: block;
    height: ${theme.space.xl};
    width: auto;
  }
  ${theme.media.mobileOnly} {
    gap: ${theme.space.lg};
    svg {
      height: ${theme.space.lg};
    }
  }
`;

const Text = styled.text<{ $font: Wordmark["font"] }>`
  font-family: ${({ $font }) => theme.fonts[$font]};
`;
