import styled, { css } from "styled-components";
import { colors, fontSizes, layout, media, radii, space } from "../../theme/tokens";

export const Block = styled.section<{ $variant: "footer" | "post" }>`
  ${({ $variant }) =>
    $variant === "footer"
      ? css`
          margin-top: ${space.xl};
        `
      : css`
          margin: ${space.xl} 0;
          padding: ${space.lg};
          border: 1px solid ${colors.border};
          border-radius: ${radii.lg};
          background: linear-gradient(135deg, ${colors.surfaceRaised}, ${colors.surface});
          ${media.tablet} {
            padding: ${space.xl};
          }
        `}
`;

export const Title = styled.h3`
  font-size: ${fontSizes.xl};
  margin-bottom: ${space.xs};
`;

export const Text = styled.p`
  color: ${colors.textMuted};
  max-width: 36rem;
`;

/** Holds the form's place (label, field and button) while its code loads. */
export const Pending = styled.div`
  min-height: calc(1.6em + ${space.xs} + 2 * ${layout.newsletterButton.height}px + ${space.sm});
  ${media.tablet} {
    min-height: calc(1.6em + ${space.xs} + ${layout.newsletterButton.height}px);
  }
`;
