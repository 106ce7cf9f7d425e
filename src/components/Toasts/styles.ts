import styled, { css, keyframes } from "styled-components";
import type { ToastPosition, ToastType } from "react-hot-toast";
import { colors, fontSizes, radii, shadows, space } from "../../theme/tokens";

const enter = keyframes`
  from { opacity: 0; transform: translateY(12px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;
const leave = keyframes`
  from { opacity: 1; transform: none; }
  to { opacity: 0; transform: translateY(8px) scale(0.98); }
`;
const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const Region = styled.div<{ $position: ToastPosition }>`
  position: fixed;
  z-index: 1000;
  left: ${space.md};
  right: ${space.md};
  display: flex;
  gap: ${space.sm};
  pointer-events: none;
  ${({ $position }) => {
    const [vertical, horizontal] = $position.split("-");
    return css`
      ${vertical}: ${space.md};
      flex-direction: ${vertical === "bottom" ? "column-reverse" : "column"};
      align-items: ${horizontal === "left" ? "flex-start" : horizontal === "right" ? "flex-end" : "center"};
    `;
  }}
`;

const tone = (type: ToastType) =>
  ({
    success: "success",
    error: "error",
    loading: "accent",
    blank: "accent",
    custom: "accent",
  })[type] as "success" | "error" | "accent";

export const Toast = styled.div<{ $type: ToastType; $visible: boolean }>`
  pointer-events: auto;
  display: flex;
  align-items: center;
  gap: ${space.sm};
  max-width: min(28rem, 100%);
  padding: ${space.sm} ${space.sm} ${space.sm} ${space.md};
  border: 1px solid ${colors.border};
  border-left: 4px solid ${({ $type }) => colors[tone($type)]};
  border-radius: ${radii.md};
  background: ${colors.surfaceRaised};
  color: ${colors.text};
  box-shadow: ${shadows.card};
  font-size: ${fontSizes.sm};
  line-height: 1.4;
  animation: ${({ $visible }) => ($visible ? enter : leave)} 0.25s ease both;
`;

export const Icon = styled.span<{ $type: ToastType }>`
  flex: none;
  display: grid;
  place-items: center;
  width: 1.5rem;
  height: 1.5rem;
  border-radius: ${radii.pill};
  background: ${({ $type }) => colors[tone($type)]};
  color: ${colors.onAccent};
  font-weight: 700;
  font-size: ${fontSizes.xs};
`;

export const Spinner = styled.span`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  border: 2px solid ${colors.border};
  border-top-color: ${colors.accent};
  border-radius: ${radii.pill};
  animation: ${spin} 0.8s linear infinite;
`;

export const Message = styled.div`
  flex: 1;
  padding: ${space.xs} 0;
`;

export const Close = styled.button`
  flex: none;
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${radii.sm};
  background: transparent;
  color: ${colors.textMuted};
  cursor: pointer;
  &:hover {
    color: ${colors.text};
    background: ${colors.surface};
  }
`;
