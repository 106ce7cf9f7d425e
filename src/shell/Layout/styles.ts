import styled from "styled-components";
import { theme } from "../../theme/tokens";

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  max-width: ${theme.layout.maxWidth}px;
  margin: 0 auto;
`;

export const Main = styled.main`
  flex: 1;
  &:focus {
    outline: none;
  }
`;

export const SkipLink = styled.a`
  position: absolute;
  left: ${theme.space.md};
  top: -100px;
  z-index: 100;
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.colors.focus};
  color: ${theme.colors.onAccent};
  border-radius: ${theme.radii.sm};
  &:focus {
    top: ${theme.space.md};
  }
`;
