import React from "react";
import type { ArtPalette } from "./palette";
import { Check, Gradient, Lines, Window } from "./parts";
import { IndustryBadge, industryBadgeFor } from "./industry-badges";

/**
 * The foreground of each hero illustration, drawn on a 560×480 canvas.
 * Every motif is flat shapes only (no text), so it scales crisply and
 * costs no network request.
 */
type Motif = (props: { p: ArtPalette; id: string; subject?: string }) => React.ReactElement;

/** Services: a web app in a browser window with the matching phone app in front. */
export const ServiceMotif: Motif = ({ p, id }) => (
  <g>
    <defs>
      <Gradient id={`${id}-brand`} from={p.accent} to={p.teal} />
      <Gradient id={`${id}-phone`} from={p.raised} to={p.deep} />
    </defs>
    <Window x={36} y={70} w={400} h={280} p={p} />
    <g transform="translate(36 70)">
      <rect x="16" y="50" width="74" height="214" rx="10" fill={p.surface} />
      <Lines x={28} y={66} widths={[44, 36, 50, 30, 40]} color={p.muted} gap={22} opacity={0.5} />
      <rect x="28" y="62" width="50" height="14" rx="7" fill={p.accent} opacity="0.9" />
      <rect x="104" y="50" width="280" height="70" rx="12" fill={`url(#${id}-brand)`} />
      <Lines x={122} y={68} widths={[120, 80]} color={p.deep} gap={16} height={8} opacity={0.75} />
      <rect x="300" y="66" width="66" height="26" rx="13" fill={p.deep} opacity="0.85" />
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(${104 + i * 96} 134)`}>
          <rect width="88" height="60" rx="10" fill={p.surface} stroke={p.panelLine} />
          <rect x="12" y="12" width="22" height="22" rx="6" fill={[p.teal, p.gold, p.violet][i]} opacity="0.9" />
          <Lines x={12} y={42} widths={[56]} color={p.muted} opacity={0.5} />
        </g>
      ))}
      <rect x="104" y="206" width="280" height="58" rx="10" fill={p.surface} />
      <path
        d="M116 250 C146 236 160 244 186 228 S236 214 262 226 S318 238 370 214"
        fill="none"
        stroke={p.accent}
        strokeWidth="3"
        strokeLinecap="round"
      />
    </g>
    <g transform="translate(378 168)">
      <rect width="136" height="260" rx="24" fill={`url(#${id}-phone)`} stroke={p.line} strokeWidth="2" />
      <rect x="10" y="12" width="116" height="236" rx="16" fill={p.panel} />
      <rect x="50" y="20" width="36" height="6" rx="3" fill={p.line} />
      <circle cx="34" cy="54" r="14" fill={p.violet} opacity="0.9" />
      <Lines x={56} y={46} widths={[54, 36]} color={p.muted} opacity={0.6} />
      <rect x="20" y="82" width="96" height="72" rx="12" fill={`url(#${id}-brand)`} opacity="0.9" />
      <Lines x={20} y={168} widths={[96, 70, 84, 60]} color={p.muted} gap={16} opacity={0.45} />
      <rect x="20" y="222" width="96" height="16" rx="8" fill={p.accent} />
    </g>
    <g transform="translate(18 362)">
      <rect width="190" height="64" rx="16" fill={p.raised} stroke={p.line} />
      <Check cx={36} cy={32} r={16} fill={p.teal} stroke={p.deep} />
      <Lines x={64} y={22} widths={[100, 64]} color={p.text} gap={14} opacity={0.8} />
    </g>
  </g>
);

/** Technologies: a code editor, a terminal and the component tree it builds. */
export const TechnologyMotif: Motif = ({ p, id }) => {
  const code: ReadonlyArray<[number, number, string]> = [
    [0, 90, p.violet],
    [18, 140, p.accent],
    [36, 70, p.teal],
    [36, 110, p.gold],
    [18, 60, p.accent],
    [0, 40, p.violet],
    [0, 120, p.sky],
    [18, 150, p.teal],
    [36, 90, p.coral],
    [18, 60, p.accent],
  ];
  return (
    <g>
      <defs>
        <Gradient id={`${id}-brand`} from={p.accent} to={p.teal} />
      </defs>
      <Window x={30} y={64} w={370} h={292} p={p} address={false} />
      <g transform="translate(30 64)">
        <rect x="0" y="34" width="44" height="258" fill={p.surface} opacity="0.6" />
        {code.map(([indent, width, color], index) => (
          <g key={index}>
            <rect x="18" y={56 + index * 22} width="14" height="6" rx="3" fill={p.line} />
            <rect x={62 + indent} y={56 + index * 22} width={width} height="8" rx="4" fill={color} opacity="0.85" />
            {index % 3 === 1 ? (
              <rect
                x={70 + indent + width}
                y={56 + index * 22}
                width={width / 2}
                height="8"
                rx="4"
                fill={p.muted}
                opacity="0.4"
              />
            ) : null}
          </g>
        ))}
        <rect x="62" y="188" width="2" height="16" fill={p.text} />
      </g>
      <g transform="translate(404 44)">
        <rect width="112" height="112" rx="26" fill={`url(#${id}-brand)`} />
        <path
          d="M40 38 L20 56 L40 74 M72 38 L92 56 L72 74 M62 30 L50 82"
          fill="none"
          stroke={p.deep}
          strokeWidth="8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      <g stroke={p.sky} strokeWidth="2" opacity="0.7">
        <line x1="460" y1="200" x2="420" y2="280" />
        <line x1="460" y1="200" x2="508" y2="282" />
        <line x1="420" y1="280" x2="452" y2="360" />
      </g>
      <circle cx="460" cy="200" r="20" fill={p.raised} stroke={p.accent} strokeWidth="3" />
      <circle cx="420" cy="280" r="16" fill={p.raised} stroke={p.teal} strokeWidth="3" />
      <circle cx="508" cy="282" r="16" fill={p.raised} stroke={p.gold} strokeWidth="3" />
      <circle cx="452" cy="360" r="14" fill={p.raised} stroke={p.violet} strokeWidth="3" />
      <g transform="translate(150 320)">
        <rect width="240" height="120" rx="14" fill={p.deep} stroke={p.line} strokeWidth="2" />
        <path d="M20 34 l10 8 -10 8" fill="none" stroke={p.teal} strokeWidth="3" strokeLinecap="round" />
        <Lines x={40} y={38} widths={[120]} color={p.text} opacity={0.7} />
        <Lines x={20} y={64} widths={[170, 130]} color={p.muted} gap={16} opacity={0.45} />
        <Check cx={210} cy={92} r={12} fill={p.teal} stroke={p.deep} />
      </g>
    </g>
  );
};

/** Industries: the industry's emblem (industry-badges.tsx) over a dashboard of the numbers it watches. */
export const IndustryMotif: Motif = ({ p, id, subject = "" }) => {
  const badge = industryBadgeFor(subject);
  const bars = [58, 92, 74, 120, 104, 140, 126, 160];
  return (
    <g>
      <defs>
        <Gradient id={`${id}-brand`} from={p.accent} to={p.teal} />
        <Gradient id={`${id}-shield`} from={p.sky} to={p.accent} />
      </defs>
      <g transform="translate(30 120)">
        <rect width="400" height="290" rx="18" fill={p.panel} stroke={p.panelLine} strokeWidth="2" />
        {[0, 1, 2].map((i) => (
          <g key={i} transform={`translate(${20 + i * 124} 20)`}>
            <rect width="112" height="70" rx="12" fill={p.surface} />
            <Lines x={14} y={16} widths={[50]} color={p.muted} opacity={0.5} />
            <rect x="14" y="34" width={[62, 48, 70][i]} height="14" rx="7" fill={[p.text, p.teal, p.gold][i]} />
          </g>
        ))}
        <rect x="20" y="106" width="230" height="164" rx="12" fill={p.surface} />
        {bars.map((height, i) => (
          <rect
            key={i}
            x={38 + i * 26}
            y={254 - height * 0.85}
            width="16"
            height={height * 0.85}
            rx="5"
            fill={i === bars.length - 1 ? p.teal : p.accent}
            opacity={0.5 + i * 0.06}
          />
        ))}
        <rect x="264" y="106" width="116" height="164" rx="12" fill={p.surface} />
        <circle cx="322" cy="170" r="36" fill="none" stroke={p.line} strokeWidth="14" />
        <circle
          cx="322"
          cy="170"
          r="36"
          fill="none"
          stroke={p.teal}
          strokeWidth="14"
          strokeDasharray="160 227"
          transform="rotate(-90 322 170)"
        />
        <circle
          cx="322"
          cy="170"
          r="36"
          fill="none"
          stroke={p.gold}
          strokeWidth="14"
          strokeDasharray="40 227"
          strokeDashoffset="-164"
          transform="rotate(-90 322 170)"
        />
        <Lines x={284} y={226} widths={[76, 52]} color={p.muted} gap={16} opacity={0.5} />
      </g>
      <g transform="translate(366 40)" data-badge={badge}>
        <IndustryBadge name={badge} p={p} fill={`url(#${id}-shield)`} />
      </g>
      <g transform="translate(420 290)">
        <rect width="120" height="120" rx="18" fill={p.raised} stroke={p.line} strokeWidth="2" />
        <rect x="38" y="56" width="44" height="38" rx="8" fill={p.gold} />
        <path d="M46 56 V44 a14 14 0 0 1 28 0 V56" fill="none" stroke={p.gold} strokeWidth="6" />
        <circle cx="60" cy="74" r="5" fill={p.deep} />
      </g>
    </g>
  );
};

/** Service areas: a skyline with map pins joined by routes. */
export const CityMotif: Motif = ({ p, id }) => {
  const buildings: ReadonlyArray<[number, number, number]> = [
    [40, 60, 150],
    [104, 48, 210],
    [156, 70, 120],
    [230, 56, 260],
    [290, 64, 180],
    [358, 44, 230],
    [406, 70, 140],
    [480, 46, 190],
  ];
  const base = 420;
  return (
    <g>
      <defs>
        <Gradient id={`${id}-brand`} from={p.accent} to={p.teal} />
        <linearGradient id={`${id}-tower`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={p.raised} />
          <stop offset="1" stopColor={p.deep} />
        </linearGradient>
      </defs>
      <circle cx="430" cy="120" r="54" fill={p.gold} opacity="0.18" />
      <circle cx="430" cy="120" r="30" fill={p.gold} opacity="0.5" />
      {buildings.map(([x, width, height], i) => (
        <g key={i}>
          <rect
            x={x}
            y={base - height}
            width={width}
            height={height}
            rx="6"
            fill={`url(#${id}-tower)`}
            stroke={p.line}
            strokeWidth="1.5"
          />
          {Array.from({ length: Math.floor((height - 30) / 26) }, (_, row) =>
            [0, 1].map((col) => (
              <rect
                key={`${row}-${col}`}
                x={x + 10 + col * (width / 2 - 4)}
                y={base - height + 18 + row * 26}
                width={width / 2 - 16}
                height="10"
                rx="3"
                fill={(row + col + i) % 4 === 0 ? p.gold : p.sky}
                opacity={(row + col + i) % 4 === 0 ? 0.85 : 0.16}
              />
            )),
          )}
        </g>
      ))}
      <rect x="20" y={base} width="520" height="4" rx="2" fill={p.line} />
      <path
        d="M132 200 Q200 90 258 150 M258 150 Q330 60 382 178 M382 178 Q440 220 504 220"
        fill="none"
        stroke={p.teal}
        strokeWidth="3"
        strokeDasharray="2 10"
        strokeLinecap="round"
      />
      {(
        [
          [132, 200, 14, p.sky],
          [382, 178, 14, p.gold],
          [504, 220, 12, p.violet],
        ] as const
      ).map(([x, y, r, color]) => (
        <g key={x}>
          <circle cx={x} cy={y} r={r + 8} fill={color} opacity="0.18" />
          <circle cx={x} cy={y} r={r / 2} fill={color} />
        </g>
      ))}
      <g transform="translate(218 40)">
        <path
          d="M40 0 C62 0 80 18 80 40 C80 70 40 112 40 112 C40 112 0 70 0 40 C0 18 18 0 40 0 Z"
          fill={`url(#${id}-brand)`}
        />
        <circle cx="40" cy="40" r="16" fill={p.deep} />
        <ellipse cx="40" cy="118" rx="26" ry="6" fill={p.teal} opacity="0.35" />
      </g>
    </g>
  );
};

/** Fuse: a messy spreadsheet flows through the importer and comes out as clean, checked rows. */
export const ProductMotif: Motif = ({ p, id }) => (
  <g>
    <defs>
      <Gradient id={`${id}-brand`} from={p.accent} to={p.teal} />
    </defs>
    <g transform="translate(24 110) rotate(-6 110 120)">
      <rect width="220" height="240" rx="14" fill={p.panel} stroke={p.panelLine} strokeWidth="2" />
      <rect width="220" height="34" rx="14" fill={p.raised} />
      {Array.from({ length: 6 }, (_, row) =>
        Array.from({ length: 4 }, (_, col) => {
          const error = (row === 1 && col === 2) || (row === 3 && col === 0) || (row === 4 && col === 3);
          return (
            <rect
              key={`${row}-${col}`}
              x={14 + col * 50}
              y={48 + row * 30}
              width="42"
              height="20"
              rx="4"
              fill={error ? p.coral : p.surface}
              opacity={error ? 0.85 : 1}
            />
          );
        }),
      )}
    </g>
    <path
      d="M246 238 C286 238 286 238 322 238"
      fill="none"
      stroke={p.sky}
      strokeWidth="3"
      strokeDasharray="4 8"
      strokeLinecap="round"
    />
    <circle cx="284" cy="238" r="40" fill={`url(#${id}-brand)`} />
    <path d="M268 222 h32 M268 238 h24 M268 254 h14" stroke={p.deep} strokeWidth="7" strokeLinecap="round" />
    <g transform="translate(330 88)">
      <rect width="206" height="300" rx="16" fill={p.panel} stroke={p.panelLine} strokeWidth="2" />
      <rect x="14" y="16" width="178" height="30" rx="8" fill={p.accent} opacity="0.9" />
      {Array.from({ length: 6 }, (_, row) => (
        <g key={row} transform={`translate(14 ${62 + row * 38})`}>
          <rect width="178" height="30" rx="8" fill={p.surface} />
          <Check cx={16} cy={15} r={9} fill={p.teal} stroke={p.deep} />
          <Lines x={34} y={12} widths={[60 + ((row * 23) % 50)]} color={p.muted} opacity={0.55} />
          <rect x="140" y="11" width="28" height="8" rx="4" fill={p.sky} opacity="0.5" />
        </g>
      ))}
    </g>
    <g transform="translate(60 374)">
      <rect width="170" height="56" rx="14" fill={p.raised} stroke={p.line} />
      <rect x="16" y="16" width="24" height="24" rx="6" fill={p.gold} />
      <Lines x={52} y={18} widths={[90, 60]} color={p.text} gap={14} opacity={0.75} />
    </g>
  </g>
);

/** The company: the three Flatirons slabs at dawn, from the logo. */
export const CompanyMotif: Motif = ({ p, id }) => (
  <g>
    <defs>
      <linearGradient id={`${id}-sun`} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor={p.gold} />
        <stop offset="1" stopColor={p.coral} />
      </linearGradient>
      <Gradient id={`${id}-slab1`} from={p.sky} to={p.accent} />
      <Gradient id={`${id}-slab2`} from={p.accent} to={p.raised} />
      <Gradient id={`${id}-slab3`} from={p.teal} to={p.raised} />
    </defs>
    <circle cx="380" cy="150" r="74" fill={`url(#${id}-sun)`} opacity="0.85" />
    <circle cx="380" cy="150" r="110" fill={p.gold} opacity="0.08" />
    {(
      [
        [70, 70],
        [150, 40],
        [486, 96],
        [520, 200],
        [40, 210],
        [250, 60],
      ] as const
    ).map(([cx, cy]) => (
      <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="2.5" fill={p.text} opacity="0.7" />
    ))}
    <path d="M60 420 L170 100 L236 100 L160 420 Z" fill={`url(#${id}-slab1)`} />
    <path d="M176 420 L282 150 L340 150 L280 420 Z" fill={`url(#${id}-slab2)`} />
    <path d="M296 420 L388 220 L438 220 L398 420 Z" fill={`url(#${id}-slab3)`} />
    <path d="M170 100 L236 100 L226 132 L162 124 Z" fill={p.text} opacity="0.25" />
    <ellipse cx="280" cy="428" rx="262" ry="30" fill={p.deep} />
    <ellipse cx="280" cy="428" rx="220" ry="18" fill="none" stroke={p.line} strokeWidth="2" opacity="0.7" />
  </g>
);
