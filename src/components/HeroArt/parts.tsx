import React from "react";
import type { ArtPalette } from "./palette";

/** Small drawing pieces the hero illustrations share. */

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** An app window: rounded panel, title bar with three dots and an optional address pill. */
export function Window({ x, y, w, h, p, address = true }: Box & { p: ArtPalette; address?: boolean }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={w} height={h} rx="16" fill={p.panel} stroke={p.panelLine} strokeWidth="2" />
      <path d={`M0 16a16 16 0 0 1 16-16h${w - 32}a16 16 0 0 1 16 16v18H0z`} fill={p.raised} />
      <circle cx="20" cy="17" r="5" fill={p.coral} />
      <circle cx="38" cy="17" r="5" fill={p.gold} />
      <circle cx="56" cy="17" r="5" fill={p.teal} />
      {address ? <rect x={w / 2 - 70} y="10" width="140" height="14" rx="7" fill={p.navy} /> : null}
    </g>
  );
}

/** Text-like bars: one per width, `gap` apart. */
export function Lines({
  x,
  y,
  widths,
  color,
  gap = 14,
  height = 6,
  opacity = 1,
}: {
  x: number;
  y: number;
  widths: readonly number[];
  color: string;
  gap?: number;
  height?: number;
  opacity?: number;
}) {
  return (
    <g fill={color} opacity={opacity}>
      {widths.map((width, index) => (
        <rect key={index} x={x} y={y + index * gap} width={width} height={height} rx={height / 2} />
      ))}
    </g>
  );
}

/** A round badge holding a check mark. */
export function Check({
  cx,
  cy,
  r,
  fill,
  stroke,
}: {
  cx: number;
  cy: number;
  r: number;
  fill: string;
  stroke: string;
}) {
  const s = r / 10;
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={fill} />
      <path
        d={`M${cx - 4.5 * s} ${cy}l${3.2 * s} ${3.4 * s} ${6 * s}-${7 * s}`}
        fill="none"
        stroke={stroke}
        strokeWidth={2.4 * s}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

/** The backdrop every illustration stands on: a soft glow, a fading dot grid and two orbits. */
export function Backdrop({ id, p }: { id: string; p: ArtPalette }) {
  return (
    <g>
      <defs>
        <radialGradient id={`${id}-glow`} cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor={p.accent} stopOpacity="0.35" />
          <stop offset="0.55" stopColor={p.accent} stopOpacity="0.08" />
          <stop offset="1" stopColor={p.accent} stopOpacity="0" />
        </radialGradient>
        <radialGradient id={`${id}-fade`} cx="50%" cy="50%" r="50%">
          <stop offset="0.2" stopColor={p.text} stopOpacity="1" />
          <stop offset="1" stopColor={p.text} stopOpacity="0" />
        </radialGradient>
        <pattern id={`${id}-dots`} width="22" height="22" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.6" fill={p.sky} />
        </pattern>
        <mask id={`${id}-dots-mask`}>
          <rect width="560" height="480" fill={`url(#${id}-fade)`} />
        </mask>
      </defs>
      <rect width="560" height="480" fill={`url(#${id}-dots)`} mask={`url(#${id}-dots-mask)`} opacity="0.28" />
      <circle cx="280" cy="240" r="240" fill={`url(#${id}-glow)`} />
      <ellipse
        cx="280"
        cy="250"
        rx="250"
        ry="150"
        fill="none"
        stroke={p.line}
        strokeWidth="1.5"
        strokeDasharray="3 9"
        transform="rotate(-12 280 250)"
      />
      <ellipse cx="280" cy="250" rx="200" ry="200" fill="none" stroke={p.line} strokeWidth="1" opacity="0.6" />
    </g>
  );
}

/** A linear gradient from `from` to `to`, top left to bottom right. */
export function Gradient({ id, from, to }: { id: string; from: string; to: string }) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stopColor={from} />
      <stop offset="1" stopColor={to} />
    </linearGradient>
  );
}
