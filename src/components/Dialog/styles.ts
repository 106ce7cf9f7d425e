/**
 * The frame every dialog of the site shares (the contact dialog, the privacy dialog): the
 * backdrop, the panel (a sheet from the bottom on phones, centred from tablets up; a narrow one for
 * a short dialog), its head with title, description and close button. Each dialog's own content
 * styles live with it.
 */
import styled, { keyframes } from "styled-components";
import { theme } from "../../theme/tokens";

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
  background: ${theme.colors.scrim};
  backdrop-filter: blur(4px);
  animation: ${fade} 0.2s ease-out both;
  &[hidden] {
    display: none;
  }
  ${theme.media.tablet} {
    align-items: center;
    padding: ${theme.space.lg};
  }
`;

export const Panel = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  /* On a phone the sheet stops short of the top, so its rounded edge shows: it reads as a sheet. */
  max-height: calc(100% - ${theme.space.xl});
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${theme.space.lg};
  background: ${theme.colors.navy};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg} ${theme.radii.lg} 0 0;
  box-shadow: ${theme.shadows.card};
  animation: ${appear} 0.25s ease-out both;
  &:focus {
    outline: none;
  }
  ${theme.media.tablet} {
    max-width: ${({ $narrow }) => ($narrow ? "34rem" : "44rem")};
    max-height: calc(100vh - 2 * ${theme.space.lg});
    padding: ${theme.space.xl};
    border-radius: ${theme.radii.lg};
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
  top: -${theme.space.lg};
  z-index: 1;
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space.md};
  margin: -${theme.space.lg} -${theme.space.lg} ${theme.space.lg};
  padding: ${theme.space.lg};
  border-bottom: 1px solid ${theme.colors.border};
  background: ${theme.colors.navy};
  ${theme.media.tablet} {
    top: -${theme.space.xl};
    margin: -${theme.space.xl} -${theme.space.xl} ${theme.space.lg};
    padding: ${theme.space.xl} ${theme.space.xl} ${theme.space.lg};
  }
`;

export const Title = styled.h2`
  font-size: ${theme.fontSizes.xl};
  margin: 0 0 ${theme.space.xs};
  ${theme.media.tablet} {
    font-size: ${theme.fontSizes.xxl};
  }
`;

export const Description = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

export const Close = styled.button`
  flex: none;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: ${theme.colors.text};
  cursor: pointer;
  &:hover {
    border-color: ${theme.colors.accent};
    color: ${theme.colors.accentHover};
  }
`;
