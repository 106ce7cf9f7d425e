import React from "react";
import type { ArtPalette } from "./palette";

/**
 * The emblem in the top corner of an industry page's illustration, drawn in a 168×210 box: what the
 * industry deals in (a truck for transportation, scales for legal work…), so no two industries share
 * one drawing. The shield (compliance) is kept for health care and any industry without its own.
 */
export type IndustryBadgeName = "shield" | "truck" | "scales" | "house" | "coins";

const BADGE_BY_WORD: ReadonlyArray<[RegExp, IndustryBadgeName]> = [
  [/transport|logistic|freight|fleet/, "truck"],
  [/legal|law/, "scales"],
  [/real-estate|property|housing/, "house"],
  [/fintech|financ|bank|payment|insur/, "coins"],
];

/** The emblem for an industry page, from its slug (fintech-software-development → coins). */
export function industryBadgeFor(slug: string): IndustryBadgeName {
  return BADGE_BY_WORD.find(([word]) => word.test(slug))?.[1] ?? "shield";
}

type BadgeProps = { p: ArtPalette; fill: string };

const stroke = (p: ArtPalette, width = 8) => ({
  fill: "none",
  stroke: p.deep,
  strokeWidth: width,
  strokeLinecap: "round" as const,
  strokeLinejoin: "round" as const,
});

/** A rounded tile behind the emblems that are not a shield. */
const Tile = ({ p, fill }: BadgeProps) => (
  <rect x="4" y="20" width="160" height="170" rx="28" fill={fill} stroke={p.deep} strokeWidth="4" />
);

const BADGES: Record<IndustryBadgeName, (props: BadgeProps) => React.ReactElement> = {
  shield: ({ p, fill }) => (
    <g>
      <path
        d="M84 0 L164 28 V96 C164 150 130 190 84 210 C38 190 4 150 4 96 V28 Z"
        fill={fill}
        stroke={p.deep}
        strokeWidth="4"
      />
      <path d="M52 104 L76 128 L120 80" {...stroke(p, 12)} />
    </g>
  ),
  truck: ({ p, fill }) => (
    <g>
      <Tile p={p} fill={fill} />
      <rect x="22" y="72" width="78" height="56" rx="6" fill={p.deep} />
      <path d="M100 88 H126 L146 108 V128 H100 Z" fill={p.deep} />
      <path d="M110 94 H124 L136 108 H110 Z" fill={fill} opacity="0.7" />
      {[48, 124].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy="134" r="14" fill={p.deep} />
          <circle cx={cx} cy="134" r="6" fill={fill} />
        </g>
      ))}
      <path d="M22 164 H146" {...stroke(p, 5)} strokeDasharray="14 10" />
    </g>
  ),
  scales: ({ p, fill }) => (
    <g>
      <Tile p={p} fill={fill} />
      <path d="M84 52 V160 M56 160 H112 M36 70 H132" {...stroke(p)} />
      <path d="M36 70 L20 116 M36 70 L52 116 M132 70 L116 116 M132 70 L148 116" {...stroke(p, 4)} />
      <path d="M16 116 H56 A20 16 0 0 1 16 116 Z M112 116 H152 A20 16 0 0 1 112 116 Z" fill={p.deep} />
      <circle cx="84" cy="52" r="9" fill={p.deep} />
    </g>
  ),
  house: ({ p, fill }) => (
    <g>
      <Tile p={p} fill={fill} />
      <path d="M28 100 L84 52 L140 100" {...stroke(p, 10)} />
      <path d="M44 92 V156 H124 V92" fill={p.deep} />
      <rect x="72" y="118" width="24" height="38" rx="4" fill={fill} />
      <rect x="54" y="106" width="14" height="14" rx="3" fill={fill} opacity="0.7" />
      <rect x="100" y="106" width="14" height="14" rx="3" fill={fill} opacity="0.7" />
    </g>
  ),
  coins: ({ p, fill }) => (
    <g>
      <Tile p={p} fill={fill} />
      {[150, 132, 114, 96].map((y) => (
        <g key={y}>
          <ellipse cx="66" cy={y} rx="38" ry="12" fill={p.deep} />
          <ellipse cx="66" cy={y - 6} rx="38" ry="12" fill={fill} stroke={p.deep} strokeWidth="4" />
        </g>
      ))}
      <circle cx="116" cy="70" r="30" fill={p.deep} />
      <circle cx="116" cy="70" r="20" fill="none" stroke={fill} strokeWidth="5" />
      <rect x="113.5" y="58" width="5" height="24" rx="2.5" fill={fill} />
    </g>
  ),
};

export function IndustryBadge({ name, p, fill }: BadgeProps & { name: IndustryBadgeName }) {
  const Badge = BADGES[name];
  return <Badge p={p} fill={fill} />;
}
