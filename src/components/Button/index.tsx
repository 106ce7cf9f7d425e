import { Link } from "gatsby";
import styled, { css } from "styled-components";
import { theme } from "../../theme/tokens";

const buttonStyles = css<{ $variant?: "primary" | "secondary" }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  min-height: 48px;
  padding: 0 ${theme.space.lg};
  border-radius: ${theme.radii.pill};
  border: 2px solid ${theme.colors.accent};
  font: 600 ${theme.fontSizes.md} / 1 ${theme.fonts.body};
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
          color: ${theme.colors.text};
          &:hover {
            border-color: ${theme.colors.accentHover};
            color: ${theme.colors.accentHover};
          }
        `
      : css`
          background: ${theme.colors.accent};
          color: ${theme.colors.onAccent};
          &:hover {
            background: ${theme.colors.accentHover};
            border-color: ${theme.colors.accentHover};
            color: ${theme.colors.onAccent};
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
