/**
 * The frame every dialog of the site shares (the contact dialog, the privacy dialog): the
 * backdrop, the panel (a sheet from the bottom on phones, centred from tablets up; a narrow one for
 * a short dialog), its head with title, description and close button. Each dialog's own content
 * styles live with it.
 */
import styled, { keyframes } from "styled-components";
import { colors, fontSizes, media, radii, shadows, space } from "../../theme/tokens";

const appear = keyframes`
  from { opacity: 0; transform: translateY(16px); }
  to { opacity: 1; transform: none; }
`;
const fade = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  display: flex;
  align-items: flex-end;
  justify-content: center;
  background: ${colors.scrim};
  backdrop-filter: blur(4px);
  animation: ${fade} 0.2s ease-out both;
  &[hidden] {
    display: none;
  }
  ${media.tablet} {
    align-items: center;
    padding: ${space.lg};
  }
`;

export const Panel = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  /* On a phone the sheet stops short of the top, so its rounded edge shows: it reads as a sheet. */
  max-height: calc(100% - ${space.xl});
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${space.lg};
  background: ${colors.navy};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg} ${radii.lg} 0 0;
  box-shadow: ${shadows.card};
  animation: ${appear} 0.25s ease-out both;
  &:focus {
    outline: none;
  }
  ${media.tablet} {
    max-width: ${({ $narrow }) => ($narrow ? "34rem" : "44rem")};
    max-height: calc(100vh - 2 * ${space.lg});
    padding: ${space.xl};
    border-radius: ${radii.lg};
  }
`;

/**
 * The title, its line and the close button: they stay in view at the top of the panel whatever is
 * scrolled under them (a long form on a phone). The head reaches over the panel's padding, so it sits
 * flush with the panel's edge both at rest and stuck.
 */
export const Head = styled.div`
  position: sticky;
  /* Sticky offsets count from inside the panel's padding: minus the padding is the panel's own edge. */
  top: -${space.lg};
  z-index: 1;
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space.md};
  margin: -${space.lg} -${space.lg} ${space.lg};
  padding: ${space.lg};
  border-bottom: 1px solid ${colors.border};
  background: ${colors.navy};
  ${media.tablet} {
    top: -${space.xl};
    margin: -${space.xl} -${space.xl} ${space.lg};
    padding: ${space.xl} ${space.xl} ${space.lg};
  }
`;

export const Title = styled.h2`
  font-size: ${fontSizes.xl};
  margin: 0 0 ${space.xs};
  ${media.tablet} {
    font-size: ${fontSizes.xxl};
  }
`;

export const Description = styled.p`
  margin: 0;
  color: ${colors.textMuted};
`;

export const Close = styled.button`
  flex: none;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${colors.border};
  border-radius: ${radii.pill};
  background: transparent;
  color: ${colors.text};
  cursor: pointer;
  &:hover {
    border-color: ${colors.accent};
    color: ${colors.accentHover};
  }
`;
