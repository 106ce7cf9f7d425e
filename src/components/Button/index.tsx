import { Link } from "gatsby";
import styled, { css } from "styled-components";
import { colors, fonts, fontSizes, radii, space } from "../../theme/tokens";

const buttonStyles = css<{ $variant?: "primary" | "secondary" }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.sm};
  min-height: 48px;
  padding: 0 ${space.lg};
  border-radius: ${radii.pill};
  border: 2px solid ${colors.accent};
  font: 600 ${fontSizes.md} / 1 ${fonts.body};
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    color 0.15s ease,
    border-color 0.15s ease,
    opacity 0.3s ease;
  ${({ $variant }) =>
    $variant === "secondary"
      ? css`
          background: transparent;
          color: ${colors.text};
          &:hover {
            border-color: ${colors.accentHover};
            color: ${colors.accentHover};
          }
        `
      : css`
          background: ${colors.accent};
          color: ${colors.onAccent};
          &:hover {
            background: ${colors.accentHover};
            border-color: ${colors.accentHover};
            color: ${colors.onAccent};
          }
        `}
  /* aria-disabled: a button that stays focusable but does not act (its owner ignores the activation). */
  &:disabled,
  &[aria-disabled="true"] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export const Button = styled.button<{ $variant?: "primary" | "secondary" }>`
  ${buttonStyles}
`;

export const ButtonLink = styled(Link)<{ $variant?: "primary" | "secondary" }>`
  ${buttonStyles}
`;

/** A link to another site drawn as a button (a scheduling page): a plain <a>, no client-side routing. */
export const ExternalButtonLink = styled.a<{ $variant?: "primary" | "secondary" }>`
  ${buttonStyles}
`;
