import React from "react";
import { graphql } from "gatsby";
import styled from "styled-components";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture, PictureFrame } from "../Picture";
import { colors, fonts, fontSizes, gradients, layout, radii, space } from "../../theme/tokens";

/** "Dana Whitfield" → "DW". */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
}

export type PersonPhoto = Queries.PersonPhotoFragment | null | undefined;

/**
 * A person's photo in a circle, or their initials in a brand-gradient circle when content has no
 * photo of them. Decorative either way: the name is always written beside it.
 */
export function Avatar({ name, size = "md", photo }: { name: string; size?: "md" | "lg"; photo?: PersonPhoto }) {
  const image: IGatsbyImageData | undefined = photo?.childImageSharp?.gatsbyImageData;
  return (
    <Circle aria-hidden="true" $size={size} data-avatar={image ? "photo" : "initials"}>
      {image ? <Picture image={image} alt="" /> : initialsOf(name)}
    </Circle>
  );
}

/** The photo data an Avatar takes: 64px for the large circle, with its 2× file. */
export const query = graphql`
  fragment PersonPhoto on File {
    childImageSharp {
      gatsbyImageData(width: 64, height: 64, layout: FIXED, formats: [AUTO, AVIF], placeholder: NONE)
    }
  }
`;

const Circle = styled.span<{ $size: "md" | "lg" }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  overflow: hidden;
  width: ${({ $size }) => ($size === "lg" ? space.xxl : `${layout.touchTarget}px`)};
  height: ${({ $size }) => ($size === "lg" ? space.xxl : `${layout.touchTarget}px`)};
  border-radius: ${radii.pill};
  background: ${gradients.brand};
  color: ${colors.onAccent};
  font-family: ${fonts.heading};
  font-size: ${({ $size }) => ($size === "lg" ? fontSizes.lg : fontSizes.sm)};
  font-weight: 700;
  ${PictureFrame}, img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
