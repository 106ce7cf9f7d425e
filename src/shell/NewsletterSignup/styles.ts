import styled, { css } from "styled-components";
import { theme } from "../../theme/tokens";

export const Block = styled.section<{ $variant: "footer" | "post" }>`
  ${({ $variant }) =>
    $variant === "footer"
      ? css`
          margin-top: ${theme.space.xl};
        `
      : css`
          margin: ${theme.space.xl} 0;
          padding: ${theme.space.lg};
          border: 1px solid ${theme.colors.border};
          border-radius: ${theme.radii.lg};
          background: linear-gradient(135deg, ${theme.colors.surfaceRaised}, ${theme.colors.surface});
          ${theme.media.tablet} {
            padding: ${theme.space.xl};
          }
        `}
`;

export const Title = styled.h3`
  font-size: ${theme.fontSizes.xl};
  margin-bottom: ${theme.space.xs};
`;

export const Text = styled.p`
  color: ${theme.colors.textMuted};
  max-width: 36rem;
`;

/** Holds the form's place (label, field and button) while its code loads. */
export const Pending = styled.div`
  min-height: calc(1.6em + ${theme.space.xs} + 2 * ${theme.layout.newsletterButton.height}px + ${theme.space.sm});
  ${theme.media.tablet} {
    min-height: calc(1.6em + ${theme.space.xs} + ${theme.layout.newsletterButton.height}px);
  }
`;
