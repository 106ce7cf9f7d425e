import React from "react";
import styled from "styled-components";
import { theme } from "../../theme/tokens";

/** "Dana Whitfield" → "DW". */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
}

/** A person's initials in a brand-gradient circle (decorative: the name is always written beside it). */
export function Avatar({ name, size = "md" }: { name: string; size?: "md" | "lg" }) {
  return (
    <Circle aria-hidden="true" $size={size}>
      {initialsOf(name)}
    </Circle>
  );
}

const Circle = styled.span<{ $size: "md" | "lg" }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${({ $size }) => ($size === "lg" ? theme.space.xxl : `${theme.layout.touchTarget}px`)};
  height: ${({ $size }) => ($size === "lg" ? theme.space.xxl : `${theme.layout.touchTarget}px`)};
  border-radius: ${theme.radii.pill};
  background: ${theme.gradients.brand};
  color: ${theme.colors.onAccent};
  font-family: ${theme.fonts.heading};
  font-size: ${({ $size }) => ($size === "lg" ? theme.fontSizes.lg : theme.fontSizes.sm)};
  font-weight: 700;
`;
